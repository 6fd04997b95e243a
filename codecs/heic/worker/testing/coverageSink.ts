/**
 * Test sinks for the HEIF decoder (imported by the *.test.ts files only; no Node APIs here so
 * that it type-checks with the app): one that proves every pixel arrives exactly once and keeps a
 * small area-average picture of it, one that keeps everything, and an RGBA comparison.
 */
import type { RasterSink } from '../../../worker/types';

/** Per-channel statistics of everything delivered. */
export interface ChannelStats {
  min: [number, number, number, number];
  max: [number, number, number, number];
}

/**
 * A RasterSink that checks the contract: rectangles inside the image, every pixel exactly once,
 * rowsDone increasing and only over complete rows, the last call at the height. It keeps a box
 * average of `scale`×`scale` blocks (a small picture) and channel statistics. Memory: one bit per
 * pixel plus the small picture (25 MB for 200 MP).
 */
export class CoverageSink implements RasterSink {
  readonly seen: Uint8Array;
  readonly rowCount: Uint32Array;
  readonly smallWidth: number;
  readonly smallHeight: number;
  private readonly sums: Float64Array;
  private readonly counts: Uint32Array;
  rowsDoneCalls: number[] = [];
  rects = 0;
  stats: ChannelStats = { min: [255, 255, 255, 255], max: [0, 0, 0, 0] };
  onRect?: () => void;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly scale: number,
  ) {
    this.seen = new Uint8Array(Math.ceil((width * height) / 8));
    this.rowCount = new Uint32Array(height);
    this.smallWidth = Math.ceil(width / scale);
    this.smallHeight = Math.ceil(height / scale);
    this.sums = new Float64Array(this.smallWidth * this.smallHeight * 4);
    this.counts = new Uint32Array(this.smallWidth * this.smallHeight);
  }

  rect(rgba: Uint8Array, x: number, y: number, w: number, h: number): void {
    this.rects++;
    if (x < 0 || y < 0 || w <= 0 || h <= 0 || x + w > this.width || y + h > this.height) {
      throw new Error(`rect ${x},${y} ${w}×${h} outside ${this.width}×${this.height}`);
    }
    if (rgba.length < w * h * 4) throw new Error(`rect buffer ${rgba.length} < ${w * h * 4}`);
    const last = this.rowsDoneCalls.at(-1) ?? 0;
    if (y < last) throw new Error(`rect at row ${y} after rowsDone(${last})`);
    const { min, max } = this.stats;
    for (let r = 0; r < h; r++) {
      const yy = y + r;
      this.rowCount[yy]! += w;
      const sy = Math.floor(yy / this.scale) * this.smallWidth;
      for (let c = 0; c < w; c++) {
        const p = yy * this.width + x + c;
        const bit = 1 << (p & 7);
        if (this.seen[p >> 3]! & bit) throw new Error(`pixel ${x + c},${yy} delivered twice`);
        this.seen[p >> 3]! |= bit;
        const i = (r * w + c) * 4;
        const s = sy + Math.floor((x + c) / this.scale);
        this.counts[s]!++;
        for (let k = 0; k < 4; k++) {
          const v = rgba[i + k]!;
          this.sums[s * 4 + k]! += v;
          if (v < min[k]!) min[k] = v;
          if (v > max[k]!) max[k] = v;
        }
      }
    }
    this.onRect?.();
  }

  rowsDone(y: number): void {
    const last = this.rowsDoneCalls.at(-1) ?? 0;
    if (y <= last || y > this.height) throw new Error(`rowsDone(${y}) after rowsDone(${last})`);
    for (let r = last; r < y; r++) {
      if (this.rowCount[r] !== this.width)
        throw new Error(`rowsDone(${y}) but row ${r} incomplete`);
    }
    this.rowsDoneCalls.push(y);
  }

  /** Throws unless the whole image arrived and the last rowsDone was the height. */
  assertComplete(): void {
    if (this.rowsDoneCalls.at(-1) !== this.height) {
      throw new Error(`last rowsDone ${this.rowsDoneCalls.at(-1)} ≠ height ${this.height}`);
    }
  }

  /** The box-averaged picture (RGBA8, smallWidth × smallHeight). */
  small(): Uint8Array {
    const out = new Uint8Array(this.smallWidth * this.smallHeight * 4);
    for (let i = 0; i < this.counts.length; i++) {
      const n = this.counts[i]! || 1;
      for (let k = 0; k < 4; k++) out[i * 4 + k] = Math.round(this.sums[i * 4 + k]! / n);
    }
    return out;
  }
}

/** A sink that keeps the whole image (small test images only). */
export class FullSink implements RasterSink {
  readonly rgba: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgba = new Uint8Array(width * height * 4);
  }
  rect(rgba: Uint8Array, x: number, y: number, w: number, h: number): void {
    for (let r = 0; r < h; r++) {
      this.rgba.set(rgba.subarray(r * w * 4, (r + 1) * w * 4), ((y + r) * this.width + x) * 4);
    }
  }
  rowsDone(): void {}
}

/** Largest per-channel difference of two RGBA buffers and the share of bytes differing by > 2. */
export function compareRgba(a: Uint8Array, b: Uint8Array): { maxDiff: number; over2: number } {
  if (a.length !== b.length) throw new Error(`length ${a.length} ≠ ${b.length}`);
  let maxDiff = 0;
  let over = 0;
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs(a[i]! - b[i]!);
    if (d > maxDiff) maxDiff = d;
    if (d > 2) over++;
  }
  return { maxDiff, over2: over / a.length };
}
