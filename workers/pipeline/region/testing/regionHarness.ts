/**
 * Helpers for region tests in Node (no test-runner imports: assertions stay in tests): the
 * expected answer of a region (the crop of a full decode through a fresh downscaler), a region
 * decode through the real region sink, and a ByteSource that records what is read.
 */
import type { ByteSource } from '../../../../src/domain/imaging/byteSource';
import type { ImageHeader } from '../../../../src/domain/imaging/imageInfo';
import type { Size } from '../../../../src/domain/imaging/pixelBudget';
import type { Rect } from '../../../../src/domain/imaging/region';
import type { Kernels } from '../../../../wasm/kernels';
import type { DecodeContext, StreamDecoder } from '../../../../codecs/worker/types';
import { createRegionSink } from '../regionSink';

/** The rectangle `rect` of an RGBA image `width` px wide. */
export function cropRgba(rgba: Uint8Array, width: number, rect: Rect): Uint8Array {
  const out = new Uint8Array(rect.width * rect.height * 4);
  for (let y = 0; y < rect.height; y++) {
    const from = ((rect.y + y) * width + rect.x) * 4;
    out.set(rgba.subarray(from, from + rect.width * 4), y * rect.width * 4);
  }
  return out;
}

/** What a region must come out as: the crop of the full image, downscaled in one go. */
export function expectedRegion(
  kernels: Kernels,
  full: { rgba: Uint8Array; width: number },
  rect: Rect,
  output: Size,
  alpha = false,
): Uint8ClampedArray {
  const scaler = kernels.createDownscaler({
    srcWidth: rect.width,
    srcHeight: rect.height,
    dstWidth: output.width,
    dstHeight: output.height,
    alpha,
  });
  try {
    scaler.pushRows(cropRgba(full.rgba, full.width, rect), 0, rect.height);
    return scaler.output();
  } finally {
    scaler.dispose();
  }
}

/** Decodes `rect` of a source through `decoder` and the region sink; the answer's pixels. */
export async function decodeRegionPixels(
  decoder: StreamDecoder,
  source: ByteSource,
  header: ImageHeader,
  rect: Rect,
  output: Size,
  ctx: DecodeContext,
  alpha = false,
): Promise<Uint8ClampedArray> {
  const sink = createRegionSink(ctx.kernels, rect, output, alpha);
  try {
    await decoder(source, header, sink, { ...ctx, region: rect });
    return sink.pixels();
  } finally {
    sink.dispose();
  }
}

export interface CountingSource extends ByteSource {
  /** Bytes returned so far. */
  bytesRead: number;
  /** Every read, [offset, length asked]. */
  reads: [number, number][];
}

/** `source`, counting what is read through it. */
export function countingSource(source: ByteSource): CountingSource {
  const counting: CountingSource = {
    size: source.size,
    bytesRead: 0,
    reads: [],
    async read(offset, length) {
      counting.reads.push([offset, length]);
      const bytes = await source.read(offset, length);
      counting.bytesRead += bytes.length;
      return bytes;
    },
  };
  return counting;
}
