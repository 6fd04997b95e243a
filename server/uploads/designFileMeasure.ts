/**
 * The size of a design file from its header, with the image pipeline's own parsers
 * (codecs/readHeader.ts): PNG IHDR and pHYs, WebP VP8/VP8L/VP8X, the SVG root
 * element's width, height and viewBox. Read through ranged storage reads, never the whole file.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import { readHeader } from '../../codecs/readHeader';

/** What the answer says about a design file's size. */
export interface DesignFileMeasure {
  /** Pixels (PNG, WebP) or CSS px (SVG); null for an SVG whose root gives no size. */
  width: number | null;
  height: number | null;
  /** Horizontal dots per inch (PNG pHYs, WebP EXIF), null when absent; always null for SVG. */
  dpi: number | null;
}

/**
 * Steps DPI is rounded to. pHYs stores pixels per metre, whole numbers: one step is 0.0254 DPI,
 * so 300 DPI is written as 11811 px/m and reads back as 299.9994. Tenths keep every real
 * difference and give the 300 the export meant.
 */
const DPI_STEPS_PER_INCH = 10;

/** The measure of the file behind `source`; throws the pipeline's PipelineError when unreadable. */
export async function measureDesignFile(source: ByteSource): Promise<DesignFileMeasure> {
  const header = await readHeader(source);
  if (header.format === 'svg') {
    const extra = header.extra ?? {};
    const given = (name: string) => extra[name] !== null && extra[name] !== undefined;
    const sized = given('declaredWidth') || given('declaredHeight') || given('viewBox');
    return {
      width: sized ? header.width : null,
      height: sized ? header.height : null,
      dpi: null,
    };
  }
  const dpi = header.dpi?.[0];
  return {
    width: header.width,
    height: header.height,
    dpi: dpi === undefined ? null : Math.round(dpi * DPI_STEPS_PER_INCH) / DPI_STEPS_PER_INCH,
  };
}
