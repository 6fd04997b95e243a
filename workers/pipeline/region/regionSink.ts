/**
 * The sink of a region decode: keeps the part of each delivered rectangle that lies inside the
 * region (stored coordinates) and feeds it to the kernels' area-average downscaler, sized from
 * the region to the answer. Memory: the downscaler's few output rows and the output, plus one
 * copied piece when a delivered rectangle is wider than the region.
 */
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import type { Size } from '../../../src/domain/imaging/pixelBudget';
import type { Rect } from '../../../src/domain/imaging/region';
import type { Kernels } from '../../../wasm/kernels';
import type { RasterSink } from '../../../codecs/worker/types';
import { releaseBuffer } from '../../releaseBuffer';

export interface RegionSink extends RasterSink {
  /** Region rows [0, rowsDone) complete so far. */
  readonly rowsFinished: number;
  /** The answer's RGBA8 pixels (output.width × output.height × 4); every region row must be done. */
  pixels(): Uint8ClampedArray<ArrayBuffer>;
  /** The answer as a bitmap (stored orientation). */
  toBitmap(): Promise<ImageBitmap>;
  dispose(): void;
}

/** `region` (whole px of the stored image) resampled to `output` (at most the region's size). */
export function createRegionSink(
  kernels: Kernels,
  region: Rect,
  output: Size,
  alpha: boolean,
): RegionSink {
  const scaler = kernels.createDownscaler({
    srcWidth: region.width,
    srcHeight: region.height,
    dstWidth: output.width,
    dstHeight: output.height,
    alpha,
  });
  const right = region.x + region.width;
  const bottom = region.y + region.height;
  let scratch = new Uint8Array(0);
  let finished = 0;

  const pixels = (): Uint8ClampedArray<ArrayBuffer> => {
    if (finished < region.height) {
      throw new PipelineError(
        PipelineErrorKey.corrupt,
        `the decoder stopped at region row ${finished} of ${region.height}`,
      );
    }
    return scaler.output();
  };

  return {
    get rowsFinished() {
      return finished;
    },
    rect(rgba, x, y, w, h) {
      const x0 = Math.max(x, region.x);
      const x1 = Math.min(x + w, right);
      const y0 = Math.max(y, region.y);
      const y1 = Math.min(y + h, bottom);
      if (x1 <= x0 || y1 <= y0) return;
      const rows = y1 - y0;
      const cols = x1 - x0;
      const stride = w * 4;
      let piece: Uint8Array;
      if (cols === w) {
        // Whole rows of the piece: a view, no copy.
        piece = rgba.subarray((y0 - y) * stride, (y1 - y) * stride);
      } else {
        if (scratch.length < rows * cols * 4) scratch = new Uint8Array(rows * cols * 4);
        piece = scratch.subarray(0, rows * cols * 4);
        for (let r = 0; r < rows; r++) {
          const from = (y0 - y + r) * stride + (x0 - x) * 4;
          piece.set(rgba.subarray(from, from + cols * 4), r * cols * 4);
        }
      }
      scaler.pushRect(piece, x0 - region.x, y0 - region.y, cols, rows);
    },
    rowsDone(y) {
      const local = Math.min(region.height, y - region.y);
      if (local <= finished) return;
      finished = local;
      scaler.finishRows(local);
    },
    pixels,
    async toBitmap() {
      const image = new ImageData(pixels(), output.width, output.height);
      const bitmap = await createImageBitmap(image);
      // The bitmap holds its own copy: the output's bytes go now, not at the next collection.
      releaseBuffer(image.data.buffer);
      return bitmap;
    },
    dispose: () => scaler.dispose(),
  };
}
