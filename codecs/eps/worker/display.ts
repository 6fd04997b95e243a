/**
 * EPS: the page size comes from the DSC bounding box; the picture from the TIFF preview that DOS
 * EPS files embed (Illustrator and Photoshop write one). A preview is a screen image — enough for
 * the canvas and thumbnails, never for print — so it is never upscaled. EPS files without a
 * preview need a PostScript interpreter: they fail with epsNeedsRenderer and keep their size.
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

/**
 * The pixel size the pipeline reports for an EPS: its TIFF preview fitted under the display
 * raster size of the page (`target`) and the budget. Region requests are in this pixel space.
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
  if (!preview || preview.kind !== 'tiff')
    throw new PipelineError(PipelineErrorKey.epsNeedsRenderer);
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
