/**
 * EPS: the page size comes from the DSC bounding box. The picture is the TIFF preview that DOS
 * EPS files embed (Illustrator and Photoshop write one) when there is one — the fast path, a
 * screen image enough for the canvas and thumbnails — else the page drawn by the optional
 * PostScript renderer (renderEps.ts). Without a preview and without the renderer the file fails
 * with epsNeedsRenderer and keeps its size. A preview is never upscaled.
 */
import { describeImage } from '../../../src/domain/imaging/describe';
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { fitArea } from '../../../src/domain/imaging/pixelBudget';
import type { PixelBudget, Size } from '../../../src/domain/imaging/pixelBudget';
import { readHeader } from '../../readHeader';
import { windowSource } from '../../../workers/pipeline/blobSource';
import type { JobContext, JobState } from '../../../workers/pipeline/context';
import { streamDecode } from '../../../workers/pipeline/streamDecode';
import { ghostscript } from './loadGhostscript';
import { epsPageSpace, postScriptOf, renderEpsRegion } from './renderEps';

/**
 * The pixel size the pipeline reports for an EPS with a preview: its TIFF preview fitted under
 * the display raster size of the page (`target`) and the budget. Region requests are in this
 * pixel space.
 */
export function epsRasterSize(preview: Size, target: Size, budget: PixelBudget): Size {
  return fitArea(preview, Math.min(target.width * target.height, budget.maxArea));
}

export async function decodeEps(
  ctx: JobContext,
  header: ImageHeader,
  target: Size,
  state: JobState,
): Promise<ImageBitmap> {
  const preview = header.preview;
  if (!preview || preview.kind !== 'tiff') return renderEpsPage(ctx, header, state);
  const source = windowSource(ctx.source, preview.offset, preview.length);
  const previewHeader = await readHeader(source);
  if (previewHeader.format !== 'tiff')
    throw new PipelineError(PipelineErrorKey.corrupt, 'EPS preview is not a TIFF');
  const size = epsRasterSize(
    { width: previewHeader.width, height: previewHeader.height },
    target,
    ctx.options.budget,
  );
  state.info = describeImage(header, size);
  const { decodeTiff } = await import('../../tiff/worker/tiff');
  return streamDecode(decodeTiff, source, previewHeader, size, {
    maxPiecePixels: ctx.options.budget.maxArea,
    signal: ctx.signal,
  });
}

/** The whole page drawn by the renderer at the page's pixel space (300 DPI, budget, cap). */
async function renderEpsPage(
  ctx: JobContext,
  header: ImageHeader,
  state: JobState,
): Promise<ImageBitmap> {
  const gs = await ghostscript();
  if (!gs) throw new PipelineError(PipelineErrorKey.epsNeedsRenderer);
  const space = epsPageSpace(header, ctx.options.budget);
  state.info = describeImage(header, space);
  const whole = { x: 0, y: 0, ...space };
  return renderEpsRegion(gs, await postScriptOf(ctx.source, header), header, space, whole, space);
}
