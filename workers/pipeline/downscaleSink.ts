/**
 * The sink streaming decoders write into: the area-average downscaler of the kernels, sized from
 * the stored image to the stored-orientation target. Memory: a few output rows of accumulators
 * plus the output, whatever the source size.
 */
import type { Downscaler, Kernels } from '../../wasm/kernels';
import type { RasterSink } from '../../codecs/worker/types';

export interface DownscaleSink extends RasterSink {
  /** The finished raster as a bitmap (call once every row is done). */
  toBitmap(): Promise<ImageBitmap>;
  dispose(): void;
}

export function createDownscaleSink(
  kernels: Kernels,
  source: { width: number; height: number },
  target: { width: number; height: number },
  alpha: boolean,
): DownscaleSink {
  const scaler: Downscaler = kernels.createDownscaler({
    srcWidth: source.width,
    srcHeight: source.height,
    dstWidth: target.width,
    dstHeight: target.height,
    alpha,
  });
  return {
    rect: (rgba, x, y, w, h) => scaler.pushRect(rgba, x, y, w, h),
    rowsDone: (y) => scaler.finishRows(y),
    async toBitmap() {
      const pixels = scaler.output();
      const image = new ImageData(new Uint8ClampedArray(pixels), target.width, target.height);
      return createImageBitmap(image);
    },
    dispose: () => scaler.dispose(),
  };
}
