/**
 * The shared fixture corpus (../shared/fixtures) and its manifest: tests iterate the manifest,
 * never a hand-written list, and never edit it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const FIXTURES_DIR = path.resolve(import.meta.dirname, '..', '..', 'shared', 'fixtures');

export interface ManifestExpected {
  width: number | null;
  height: number | null;
  unit?: string;
  pages?: number;
  dpi?: [number, number] | null;
  orientation?: number | null;
  display_width?: number;
  display_height?: number;
  decodable?: boolean | string;
  has_real_merged_data?: boolean;
  alpha?: boolean;
  bit_depth?: number;
}

export interface ManifestEntry {
  path: string;
  format: string;
  bytes: number;
  expected: ManifestExpected;
  tests: string;
}

export function fixturesAvailable(): boolean {
  return existsSync(path.join(FIXTURES_DIR, 'MANIFEST.json'));
}

export function manifestEntries(): ManifestEntry[] {
  const manifest = JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'MANIFEST.json'), 'utf8')) as {
    files: ManifestEntry[];
  };
  return manifest.files;
}

export function fixturePath(entry: ManifestEntry): string {
  return path.join(FIXTURES_DIR, entry.path);
}
