/**
 * The display step of the streaming decoders (TIFF, PSD/PSB, HEIC, big PNGs): the decoder feeds
 * the downscalers piece by piece (streamDecode.ts), and the thumbnails are encoded and sent as
 * soon as the last piece is in, before the display raster is built.
 */
import type { ImageHeader } from '../../src/domain/imaging/imageInfo';
import type { Size } from '../../src/domain/imaging/pixelBudget';
import type { StreamDecoder } from '../../codecs/worker/types';
import type { DisplayResult, JobContext, JobState } from './context';
import { encodeThumbnails, scaleThumbnails } from './emitThumbnails';
import { streamDecode } from './streamDecode';

export async function streamDisplay(
  decoder: StreamDecoder,
  ctx: JobContext,
  header: ImageHeader,
  target: Size,
  state: JobState,
): Promise<DisplayResult> {
  const largest = Math.max(...ctx.options.thumbnailSides);
  let thumbnailsSent = false;
  const bitmap = await streamDecode(decoder, ctx.source, header, target, {
    maxPiecePixels: ctx.options.budget.maxArea,
    signal: ctx.signal,
    tileHelper: state.tileHelper,
    thumbnails: {
      side: largest,
      async emit(source) {
        await encodeThumbnails(ctx, await scaleThumbnails(ctx, source));
        source.close();
        thumbnailsSent = true;
      },
    },
  });
  return { kind: 'bitmap', bitmap, thumbnailsSent };
}
