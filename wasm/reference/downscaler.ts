/**
 * Reference area-average downscaler: the tests' oracle, written for obviousness, not speed.
 *
 * Each source pixel is a unit square; scaled into output coordinates it becomes a
 * (dstW/srcW) × (dstH/srcH) rectangle, and it adds value × (overlap area with each output pixel)
 * to that output pixel. An output pixel has area 1, so the sums are the averages. Sums are f64 and
 * kept only for output rows not yet finalised (a Map keyed by output row), like the wasm build.
 */
import type { Downscaler, DownscalerOptions } from '../kernels';
import {
  checkDownscalerOptions,
  checkInt,
  checkRect,
  disposedError,
  finishedRowsError,
} from '../validate';

/** Length of the overlap of [a, b) and [lo, hi). */
function overlap(a: number, b: number, lo: number, hi: number): number {
  return Math.max(0, Math.min(b, hi) - Math.max(a, lo));
}

/** Rounds half up and clamps to a byte. */
function toByte(v: number): number {
  return Math.min(255, Math.max(0, Math.floor(v + 0.5)));
}

export class ReferenceDownscaler implements Downscaler {
  readonly srcWidth: number;
  readonly srcHeight: number;
  readonly dstWidth: number;
  readonly dstHeight: number;
  private readonly options: DownscalerOptions;
  private readonly identity: boolean;
  /** Sums of open output rows: dstWidth × 4 (R, G, B, A; colours premultiplied with `alpha`). */
  private readonly open = new Map<number, Float64Array>();
  private out: Uint8ClampedArray | null;
  private finished = 0;
  private firstOpen = 0;

  constructor(options: DownscalerOptions) {
    checkDownscalerOptions(options);
    this.options = { ...options };
    this.srcWidth = options.srcWidth;
    this.srcHeight = options.srcHeight;
    this.dstWidth = options.dstWidth;
    this.dstHeight = options.dstHeight;
    this.identity = this.srcWidth === this.dstWidth && this.srcHeight === this.dstHeight;
    this.out = new Uint8ClampedArray(this.dstWidth * this.dstHeight * 4);
  }

  pushRect(rgba: Uint8Array, x: number, y: number, w: number, h: number): void {
    const out = this.out ?? disposedError();
    checkRect(this.options, rgba, x, y, w, h);
    if (w === 0 || h === 0) return;
    if (y < this.finished) finishedRowsError(y, this.finished);
    if (this.identity) {
      for (let r = 0; r < h; r++) {
        const row = rgba.subarray(r * w * 4, (r + 1) * w * 4);
        out.set(row, ((y + r) * this.dstWidth + x) * 4);
      }
      return;
    }
    const { srcWidth, srcHeight, dstWidth, dstHeight } = this;
    const alpha = this.options.alpha;
    for (let r = 0; r < h; r++) {
      // The source row's extent in output rows.
      const y0 = ((y + r) * dstHeight) / srcHeight;
      const y1 = ((y + r + 1) * dstHeight) / srcHeight;
      for (let k = Math.floor(y0); k < Math.min(dstHeight, Math.ceil(y1)); k++) {
        const oy = overlap(y0, y1, k, k + 1);
        if (oy <= 0) continue;
        const sums = this.row(k);
        for (let i = 0; i < w; i++) {
          const p = (r * w + i) * 4;
          const a = rgba[p + 3]!;
          const m = alpha ? a : 1; // premultiply colours by alpha (0..255)
          const x0 = ((x + i) * dstWidth) / srcWidth;
          const x1 = ((x + i + 1) * dstWidth) / srcWidth;
          for (let j = Math.floor(x0); j < Math.min(dstWidth, Math.ceil(x1)); j++) {
            const weight = overlap(x0, x1, j, j + 1) * oy;
            if (weight <= 0) continue;
            for (let c = 0; c < 3; c++)
              sums[j * 4 + c] = sums[j * 4 + c]! + rgba[p + c]! * m * weight;
            sums[j * 4 + 3] = sums[j * 4 + 3]! + a * weight;
          }
        }
      }
    }
  }

  pushRows(rgba: Uint8Array, y: number, rows: number): void {
    this.pushRect(rgba, 0, y, this.srcWidth, rows);
    this.finishRows(y + rows);
  }

  finishRows(y: number): void {
    const out = this.out ?? disposedError();
    checkInt('y', y, 0, this.srcHeight);
    if (y <= this.finished) return;
    this.finished = y;
    // Output row k is complete once source rows up to (k + 1) · srcHeight / dstHeight are.
    while (
      this.firstOpen < this.dstHeight &&
      (this.firstOpen + 1) * this.srcHeight <= y * this.dstHeight
    ) {
      const k = this.firstOpen++;
      const sums = this.open.get(k);
      this.open.delete(k);
      if (!sums || this.identity) continue;
      for (let j = 0; j < this.dstWidth; j++) {
        const a = sums[j * 4 + 3]!;
        const divisor = this.options.alpha ? a : 1;
        const o = (k * this.dstWidth + j) * 4;
        for (let c = 0; c < 3; c++)
          out[o + c] = divisor > 0 ? toByte(sums[j * 4 + c]! / divisor) : 0;
        out[o + 3] = toByte(a);
      }
    }
  }

  output(): Uint8ClampedArray<ArrayBuffer> {
    return (this.out ?? disposedError()).slice();
  }

  dispose(): void {
    this.out = null;
    this.open.clear();
  }

  private row(k: number): Float64Array {
    let sums = this.open.get(k);
    if (!sums) {
      sums = new Float64Array(this.dstWidth * 4);
      this.open.set(k, sums);
    }
    return sums;
  }
}
