/**
 * What the export tool page (harness/export/exportTool.ts) answers; a module of its own so Node-side
 * scripts and tests can name these types without compiling the page's browser code.
 */
import type { Side } from '../../src/domain/editor/sides';
import type { RenderComparison } from '../common/compareRenders';
import type { GuardViolation } from '../../workers/allocationGuard';

export interface ExportToolResult {
  files: { name: string; bytes: number }[];
  sides: {
    side: Side;
    width: number;
    height: number;
    ms: number;
    regionDecodes: number;
  }[];
  problems: { key: string; detail: string }[];
  missingImages: string[];
  /** Longest main-thread task while sides were exported, ms (0: none of 50 ms or more). */
  longestTaskMs: number;
  /** Longest task while the tool decoded its image files first (not part of an export), ms. */
  setupLongestTaskMs: number;
  violations: GuardViolation[];
  budget: string;
  error?: string;
}

export interface OnePassComparison extends RenderComparison {
  width: number;
  height: number;
  /** The PNG's pHYs, dots per inch (to a tenth), or null. */
  dpi: number | null;
  /** Tiles the export drew. */
  tiles: number;
}

export interface NaiveResult {
  ms: number;
  /** The PNG data URL's length, chars; null when it failed. */
  length: number | null;
  error: string | null;
  longestTaskMs: number;
}

declare global {
  interface Window {
    exportTool: {
      /** Takes the files of the Images input as assets. */
      useAssetInput(): number;
      /** Decodes the document's images from the picked files; answers the srcs with none. */
      prepare(documentText: string): Promise<string[]>;
      run(documentText: string, side?: Side): Promise<ExportToolResult>;
      compareOnePass(documentText: string, side: Side): Promise<OnePassComparison>;
      naive(documentText: string, side: Side): Promise<NaiveResult>;
      readChunk(name: string, offset: number, length: number): Promise<string>;
      /** An output as an object URL (tests decode it in the page). */
      outputUrl(name: string): string | null;
    };
  }
}
