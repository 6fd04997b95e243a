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
import type { Size } from '../../../src/domain/imaging/pixelBudget';
import { readHeader } from '../../../src/domain/imaging/readHeader';
import { windowSource } from '../blobSource';
import type { JobContext } from '../context';
import type { JobState } from '../processJob';
import { streamDecode } from '../streamDecode';

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
  const size = fitArea(
    { width: previewHeader.width, height: previewHeader.height },
    Math.min(target.width * target.height, ctx.options.budget.maxArea),
  );
  state.info = describeImage(header, size);
  const { decodeTiff } = await import('../../decoders/tiff');
  return streamDecode(decodeTiff, source, previewHeader, size, {
    maxPiecePixels: ctx.options.budget.maxArea,
    signal: ctx.signal,
  });
}
