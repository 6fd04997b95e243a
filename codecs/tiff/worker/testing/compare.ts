/** Pixel statistics for tests: differences between two RGBA images and simple image facts. */

export interface Difference {
  /** Largest per-channel difference. */
  max: number;
  /** Mean absolute per-channel difference. */
  mean: number;
  /** Channels differing by more than `tolerance`. */
  over: number;
  /** Position of the first channel over the tolerance, or null. */
  first: { x: number; y: number; channel: number; a: number; b: number } | null;
}

/** Compares RGBA (or, with `channels` 3, only RGB) of two same-size images. */
export function difference(
  a: Uint8Array,
  b: Uint8Array,
  width: number,
  tolerance: number,
  channels: 3 | 4 = 4,
): Difference {
  let max = 0;
  let sum = 0;
  let over = 0;
  let n = 0;
  let first: Difference['first'] = null;
  for (let i = 0; i < a.length; i++) {
    const c = i & 3;
    if (c >= channels) continue;
    const d = Math.abs(a[i]! - b[i]!);
    sum += d;
    n++;
    if (d > max) max = d;
    if (d > tolerance) {
      over++;
      if (!first) {
        const p = i >> 2;
        first = { x: p % width, y: Math.floor(p / width), channel: c, a: a[i]!, b: b[i]! };
      }
    }
  }
  return { max, mean: n ? sum / n : 0, over, first };
}

/** Standard deviation of the luma-ish mean of RGB: near 0 for a flat image. */
export function spread(rgba: Uint8Array): number {
  let s = 0;
  let s2 = 0;
  const n = rgba.length / 4;
  for (let i = 0; i < rgba.length; i += 4) {
    const v = (rgba[i]! + rgba[i + 1]! + rgba[i + 2]!) / 3;
    s += v;
    s2 += v * v;
  }
  const m = s / n;
  return Math.sqrt(Math.max(0, s2 / n - m * m));
}

/** Counts pixels whose alpha is below 255. */
export function translucent(rgba: Uint8Array): number {
  let k = 0;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! < 255) k++;
  return k;
}

/** The RGBA of one pixel. */
export function pixel(img: { width: number; rgba: Uint8Array }, x: number, y: number): number[] {
  const i = (y * img.width + x) * 4;
  return Array.from(img.rgba.subarray(i, i + 4));
}

/** Multiplies colour by alpha (to compare with premultiplied decoders). */
export function premultiplied(rgba: Uint8Array): Uint8Array {
  const out = new Uint8Array(rgba);
  for (let i = 0; i < out.length; i += 4) {
    const a = out[i + 3]!;
    for (let c = 0; c < 3; c++) out[i + c] = Math.round((out[i + c]! * a) / 255);
  }
  return out;
}
