/**
 * The bounded-memory route: a streaming decoder feeds the area-average downscaler piece by piece
 * (strips, tile rows), so memory is one piece plus the output, whatever the image's size. The
 * small result is then oriented for display.
 *
 * When the display raster is larger than the biggest thumbnail, a second downscaler makes the
 * thumbnail-sized raster from the same pieces: the thumbnails are encoded and sent as soon as the
 * last piece is in, before the (up to 16 MP) display raster is built and oriented.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import type { ImageHeader } from '../../src/domain/imaging/imageInfo';
import { fitLongSide } from '../../src/domain/imaging/pixelBudget';
import type { Size } from '../../src/domain/imaging/pixelBudget';
import type { RasterSink, StreamDecoder, TileHelper } from '../../codecs/worker/types';
import type { DownscaleSink } from './downscaleSink';
import { createDownscaleSink } from './downscaleSink';
import { decodeJpegBytes } from '../../codecs/jpeg/worker/decodeJpegBytes';
import { workerKernels } from './kernels';
import { orientBitmap } from './orientation';

export interface StreamDecodeOptions {
  /** Largest piece a decoder may allocate, px (the budget). */
  maxPiecePixels: number;
  signal: AbortSignal;
  tileHelper?: TileHelper;
  /**
   * Thumbnails made while decoding: a raster of long side `side` (oriented) is handed to `emit`
   * before the display raster is built. Ignored when the display raster is no larger.
   */
  thumbnails?: { side: number; emit(source: ImageBitmap): Promise<void> };
}

/** Stored (pre-orientation) size of an oriented size. */
function storedSize(size: Size, header: ImageHeader): Size {
  return header.orientation.rotate % 180 === 0 ? size : { width: size.height, height: size.width };
}

/** One sink feeding several downscalers. */
function tee(sinks: RasterSink[]): RasterSink {
  return {
    rect: (rgba, x, y, w, h) => sinks.forEach((s) => s.rect(rgba, x, y, w, h)),
    rowsDone: (y) => sinks.forEach((s) => s.rowsDone(y)),
  };
}

/** Decodes `source` into an oriented display raster of `target` px. */
export async function streamDecode(
  decoder: StreamDecoder,
  source: ByteSource,
  header: ImageHeader,
  target: Size,
  options: StreamDecodeOptions,
): Promise<ImageBitmap> {
  const kernels = await workerKernels();
  const stored = { width: header.width, height: header.height };
  const sinks: DownscaleSink[] = [];
  try {
    const display = createDownscaleSink(
      kernels,
      stored,
      storedSize(target, header),
      header.hasAlpha,
    );
    sinks.push(display);
    const thumbs = options.thumbnails;
    const small =
      thumbs && Math.max(target.width, target.height) > thumbs.side
        ? createDownscaleSink(
            kernels,
            stored,
            storedSize(fitLongSide(target, thumbs.side), header),
            header.hasAlpha,
          )
        : null;
    if (small) sinks.push(small);
    await decoder(source, header, sinks.length > 1 ? tee(sinks) : display, {
      kernels,
      signal: options.signal,
      maxPiecePixels: options.maxPiecePixels,
      tileHelper: options.tileHelper,
      decodeJpeg: decodeJpegBytes,
    });
    if (small && thumbs)
      await thumbs.emit(orientBitmap(await small.toBitmap(), header.orientation));
    return orientBitmap(await display.toBitmap(), header.orientation);
  } finally {
    for (const sink of sinks) sink.dispose();
  }
}
