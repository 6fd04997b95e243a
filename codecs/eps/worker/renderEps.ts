/**
 * EPS drawn by the optional PostScript renderer (loadGhostscript.ts): the page's pixel space, its
 * PostScript bytes and one rectangle of it rendered at a chosen size — the whole page for the
 * display raster, a band for the print export (sharp at any scale, like a PDF page).
 */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { displayRasterSize, pagePixels } from '../../../src/domain/imaging/limits';
import type { PixelBudget, Size } from '../../../src/domain/imaging/pixelBudget';
import type { Rect } from '../../../src/domain/imaging/region';
import { readExact } from '../../common/binary';
import type { EpsPageBox, PostScriptRender } from '../renderPlan';
import { postScriptRenderPlan } from '../renderPlan';
import type { GhostscriptFactory } from './ghostscript';
import { renderPostScript } from './ghostscript';

/**
 * The pixel space of an EPS drawn by the renderer: the page at PIPELINE_LIMITS.pageRenderDpi,
 * fitted to the budget and the display cap, as for PDF pages.
 */
export function epsPageSpace(header: ImageHeader, budget: PixelBudget): Size {
  return displayRasterSize(pagePixels(header.width, header.height), budget);
}

/** The page box from the header (%%BoundingBox, points). */
export function epsPageBox(header: ImageHeader): EpsPageBox {
  const e = header.extra ?? {};
  const n = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);
  const x0 = n(e.bboxX0, 0);
  const y0 = n(e.bboxY0, 0);
  return { x0, y0, x1: n(e.bboxX1, x0 + header.width), y1: n(e.bboxY1, y0 + header.height) };
}

/** The PostScript section (the whole file, or a DOS EPS's PostScript part). */
export async function postScriptOf(source: ByteSource, header: ImageHeader): Promise<Uint8Array> {
  const e = header.extra ?? {};
  const offset = typeof e.psOffset === 'number' ? e.psOffset : 0;
  const length = typeof e.psLength === 'number' ? e.psLength : source.size;
  return readExact(source, offset, length);
}

/**
 * `region` of the page (in the pixel space `space`) rendered at `output` px; `space` maps onto
 * the page box, so any space works (the renderer's own, or an embedded preview's).
 */
export async function renderEpsRegion(
  gs: GhostscriptFactory,
  postscript: Uint8Array,
  header: ImageHeader,
  space: Size,
  region: Rect,
  output: Size,
  ground: PostScriptRender['ground'] = 'transparent',
): Promise<ImageBitmap> {
  if (header.width <= 0 || header.height <= 0)
    throw new PipelineError(PipelineErrorKey.corrupt, 'EPS without a bounding box');
  const sx = header.width / space.width;
  const sy = header.height / space.height;
  const points = {
    x: region.x * sx,
    y: region.y * sy,
    width: region.width * sx,
    height: region.height * sy,
  };
  const png = await renderPostScript(
    gs,
    postscript,
    postScriptRenderPlan(epsPageBox(header), points, output, ground),
  );
  return createImageBitmap(new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }));
}
