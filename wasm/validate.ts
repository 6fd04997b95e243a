/**
 * Argument checks shared by both kernel implementations, so the wasm build and the reference
 * throw the same RangeError for the same misuse. Corrupt *data* (LZW, PackBits) is not misuse:
 * those decoders never throw on it.
 */
import type { DownscalerOptions } from './kernels';

/** Largest image side the pipeline accepts (px); also keeps every size product exact. */
export const MAX_SIDE = 1 << 20;

function fail(message: string): never {
  throw new RangeError(`kernels: ${message}`);
}

/** A whole number in [min, max]. */
export function checkInt(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    fail(`${name} must be an integer in [${min}, ${max}], got ${value}`);
  }
}

/** `buffer` holds at least `bytes` bytes. */
export function checkLength(name: string, buffer: Uint8Array, bytes: number): void {
  if (buffer.length < bytes) fail(`${name} holds ${buffer.length} bytes, needs ${bytes}`);
}

/** Sizes of a downscale: positive integers, no upscaling. */
export function checkDownscalerOptions(o: DownscalerOptions): void {
  checkInt('srcWidth', o.srcWidth, 1, MAX_SIDE);
  checkInt('srcHeight', o.srcHeight, 1, MAX_SIDE);
  checkInt('dstWidth', o.dstWidth, 1, o.srcWidth);
  checkInt('dstHeight', o.dstHeight, 1, o.srcHeight);
}

/** A rectangle inside the source whose pixels `rgba` holds. */
export function checkRect(
  o: DownscalerOptions,
  rgba: Uint8Array,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  checkInt('x', x, 0, o.srcWidth);
  checkInt('y', y, 0, o.srcHeight);
  checkInt('w', w, 0, o.srcWidth - x);
  checkInt('h', h, 0, o.srcHeight - y);
  checkLength('rgba', rgba, w * h * 4);
}

/** Rows pushed after they were declared finished. */
export function finishedRowsError(y: number, finished: number): never {
  return fail(`rows from ${y} were pushed after finishRows(${finished})`);
}

/** Operation on a disposed downscaler. */
export function disposedError(): never {
  throw new Error('kernels: the downscaler was disposed');
}

/** Checks of the conversion kernels (counts are pixels or samples, buffers long enough). */
export const checks = {
  cmyk(src: Uint8Array, dst: Uint8Array, pixels: number): void {
    checkInt('pixels', pixels, 0, 2 ** 30);
    checkLength('src', src, pixels * 4);
    checkLength('dst', dst, pixels * 4);
  },
  sixteen(src: Uint8Array, dst: Uint8Array, samples: number): void {
    checkInt('samples', samples, 0, 2 ** 30);
    checkLength('src', src, samples * 2);
    checkLength('dst', dst, samples);
  },
  planar(planes: readonly Uint8Array[], dst: Uint8Array, pixels: number): void {
    checkInt('pixels', pixels, 0, 2 ** 30);
    checkInt('planes.length', planes.length, 1, 4);
    planes.forEach((plane, c) => checkLength(`planes[${c}]`, plane, pixels));
    checkLength('dst', dst, pixels * 4);
  },
  interleaved(src: Uint8Array, dst: Uint8Array, pixels: number, channels: number): void {
    checkInt('pixels', pixels, 0, 2 ** 30);
    checkInt('channels', channels, 1, 4);
    checkLength('src', src, pixels * channels);
    checkLength('dst', dst, pixels * 4);
  },
  predictor(data: Uint8Array, width: number, rows: number, samplesPerPixel: number): void {
    checkInt('width', width, 0, MAX_SIDE);
    checkInt('rows', rows, 0, MAX_SIDE);
    checkInt('samplesPerPixel', samplesPerPixel, 1, 16);
    checkLength('data', data, width * rows * samplesPerPixel);
  },
};
