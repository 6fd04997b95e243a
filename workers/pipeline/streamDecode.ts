/**
 * The bounded-memory route: a streaming decoder feeds the area-average downscaler piece by piece
 * (strips, tile rows), so memory is one piece plus the output, whatever the image's size. The
 * small result is then oriented for display.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import type { ImageHeader } from '../../src/domain/imaging/imageInfo';
import type { Size } from '../../src/domain/imaging/pixelBudget';
import type { StreamDecoder, TileHelper } from '../decoders/types';
import { createDownscaleSink } from './downscaleSink';
import { decodeJpegBytes } from './jpegDecoder';
import { workerKernels } from './kernels';
import { orientBitmap } from './orientation';

export async function streamDecode(
  decoder: StreamDecoder,
  source: ByteSource,
  header: ImageHeader,
  target: Size,
  maxPiecePixels: number,
  signal: AbortSignal,
  tileHelper?: TileHelper,
): Promise<ImageBitmap> {
  const kernels = await workerKernels();
  const stored =
    header.orientation.rotate % 180 === 0 ? target : { width: target.height, height: target.width };
  const sink = createDownscaleSink(
    kernels,
    { width: header.width, height: header.height },
    stored,
    header.hasAlpha,
  );
  try {
    await decoder(source, header, sink, {
      kernels,
      signal,
      maxPiecePixels,
      tileHelper,
      decodeJpeg: decodeJpegBytes,
    });
    return orientBitmap(await sink.toBitmap(), header.orientation);
  } finally {
    sink.dispose();
  }
}
