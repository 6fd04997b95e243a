/**
 * The design document: what the editor saves and what `npm run export` re-renders (README,
 * "Design document"). Versioned: `version` grows when a field changes meaning, and readers
 * refuse versions they do not know rather than guess.
 */
import type { TextOutput } from '../product';
import { isTextOutput } from '../product';
import { isPrintSide } from '../productOptions';
import type { PrintSide } from '../productOptions';

export const DESIGN_DOCUMENT_FORMAT = 'print-designer/design';
export const DESIGN_DOCUMENT_VERSION = 1;

/** One side's content: Fabric object JSON of the user's objects, bottom to top. */
export interface SideDesign {
  /** Version of the object JSON (src/canvas/designDocument.ts). */
  designVersion: number;
  objects: Record<string, unknown>[];
  /** Canvas background colour ('' = none: white on screen, transparent in print). */
  background: string;
}

export interface DesignDocument {
  format: typeof DESIGN_DOCUMENT_FORMAT;
  version: typeof DESIGN_DOCUMENT_VERSION;
  product: {
    id: number;
    name: string;
    /** Printed size, inches. */
    widthInches: number;
    heightInches: number;
    /** The print file's resolution (catalogue, per product), dots per inch. */
    exportDpi: number;
    /** How the SVG carries text (catalogue, per product); absent in a document reads 'text'. */
    textOutput: TextOutput;
  };
  printSide: PrintSide;
  /** null: nothing designed on that side. */
  sides: { front: SideDesign | null; back: SideDesign | null };
}

export type DesignDocumentResult =
  { ok: true; document: DesignDocument } | { ok: false; error: string };

/** Largest printed side, inches (the catalogue's largest products are 50 ft rolls). */
const MAX_SIDE_INCHES = 50 * 12 * 2;
/** Export DPI accepted, dots per inch. */
const DPI_RANGE = [10, 1200] as const;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function positive(v: unknown, max: number): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= max;
}

function sideDesign(v: unknown): SideDesign | null | undefined {
  if (v === null) return null;
  if (!isRecord(v) || !Array.isArray(v.objects)) return undefined;
  if (!v.objects.every(isRecord)) return undefined;
  return {
    designVersion: typeof v.designVersion === 'number' ? v.designVersion : 1,
    objects: v.objects,
    background: typeof v.background === 'string' ? v.background : '',
  };
}

/** Checks a parsed JSON value; the error says what is wrong, in English (a tool's message). */
export function readDesignDocument(value: unknown): DesignDocumentResult {
  const fail = (error: string): DesignDocumentResult => ({ ok: false, error });
  if (!isRecord(value) || value.format !== DESIGN_DOCUMENT_FORMAT)
    return fail(`not a design document (format must be "${DESIGN_DOCUMENT_FORMAT}")`);
  if (value.version !== DESIGN_DOCUMENT_VERSION)
    return fail(`design document version ${String(value.version)} is not supported (1 is)`);
  const p = value.product;
  if (!isRecord(p)) return fail('product missing');
  if (!(typeof p.id === 'number' && Number.isInteger(p.id))) return fail('product.id missing');
  if (!positive(p.widthInches, MAX_SIDE_INCHES) || !positive(p.heightInches, MAX_SIDE_INCHES))
    return fail(`product size must be inches in (0, ${MAX_SIDE_INCHES}]`);
  if (
    typeof p.exportDpi !== 'number' ||
    !(p.exportDpi >= DPI_RANGE[0] && p.exportDpi <= DPI_RANGE[1])
  )
    return fail(`product.exportDpi must be in [${DPI_RANGE[0]}, ${DPI_RANGE[1]}]`);
  if (p.textOutput !== undefined && !isTextOutput(p.textOutput))
    return fail('product.textOutput must be "text" or "outlines"');
  if (!isPrintSide(value.printSide))
    return fail('printSide must be single, double, double-same or reversed');
  const sides = value.sides;
  if (!isRecord(sides)) return fail('sides missing');
  const front = sideDesign(sides.front ?? null);
  const back = sideDesign(sides.back ?? null);
  if (front === undefined) return fail('sides.front is not a side design');
  if (back === undefined) return fail('sides.back is not a side design');
  return {
    ok: true,
    document: {
      format: DESIGN_DOCUMENT_FORMAT,
      version: DESIGN_DOCUMENT_VERSION,
      product: {
        id: p.id,
        name: typeof p.name === 'string' ? p.name : '',
        widthInches: p.widthInches,
        heightInches: p.heightInches,
        exportDpi: p.exportDpi,
        textOutput: isTextOutput(p.textOutput) ? p.textOutput : 'text',
      },
      printSide: value.printSide,
      sides: { front, back },
    },
  };
}
