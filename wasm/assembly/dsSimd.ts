/**
 * SIMD128 versions of the downscaler's two loops (sumRow and finalise: see dsSum.ts and
 * downscaler.ts for what they compute). Compiled only into kernels-simd.wasm: the callers branch
 * on `ASC_FEATURE_SIMD`, a compile-time constant, so the scalar build contains no v128 code.
 *
 * One RGBA pixel is one v128: bytes widen to i32x4 (whole-weight runs, summed exactly in
 * integers) or to f32x4 (split pixels, weighted sums, accumulators). The arithmetic and its
 * order are those of the scalar loops, channel for channel, so both builds give the same bytes
 * but for f32 rounding where a value lies within float error of .5.
 */
// AssemblyScript has no `import type`: Ds is a class imported for its type.
// eslint-disable-next-line @typescript-eslint/consistent-type-imports
import { Ds } from './dsState';

/** Longest integer run summed before spilling into f32: 65536 · 255 · 255 < 2^32. */
const RUN_CHUNK: i32 = 65536;
/** Groups of 4 pixels summed in u16 lanes before widening: 128 · 2 · 255 < 2^16. */
const U16_GROUPS: usize = 128;

/** u8x4 at p → i32x4 (R, G, B, A). */
function pixelI32(p: usize): v128 {
  return i32x4.extend_low_i16x8_u(i16x8.extend_low_i8x16_u(v128.load32_zero(p)));
}

/** u8x4 at p → f32x4, premultiplied (R·A, G·A, B·A, A) when `alpha`. */
function pixelF32(p: usize, alpha: bool): v128 {
  const v = f32x4.convert_i32x4_u(pixelI32(p));
  if (!alpha) return v;
  return f32x4.mul(v, v128.shuffle<f32>(v, f32x4.splat(1.0), 3, 3, 3, 4));
}

/** Σ of `n` straight pixels from p as i32x4; n ≤ RUN_CHUNK. 4 pixels per step in u16 lanes. */
function runStraight(p: usize, n: i32): v128 {
  let acc = i32x4.splat(0);
  const end = p + ((<usize>n) << 2);
  while (end - p >= 16) {
    let groups = (end - p) >> 4;
    if (groups > U16_GROUPS) groups = U16_GROUPS;
    const stop = p + (groups << 4);
    // Lanes 0–3: pixels 0 and 2 of each group; lanes 4–7: pixels 1 and 3.
    let acc16 = i16x8.splat(0);
    while (p < stop) {
      const v = v128.load(p);
      acc16 = i16x8.add(
        acc16,
        i16x8.add(i16x8.extend_low_i8x16_u(v), i16x8.extend_high_i8x16_u(v)),
      );
      p += 16;
    }
    acc = i32x4.add(
      acc,
      i32x4.add(i32x4.extend_low_i16x8_u(acc16), i32x4.extend_high_i16x8_u(acc16)),
    );
  }
  while (p < end) {
    acc = i32x4.add(acc, pixelI32(p));
    p += 4;
  }
  return acc;
}

/** u8x4 at p → i32x4 (R·A, G·A, B·A, A): one premultiplied pixel, exact. */
function premulI32(p: usize): v128 {
  const v = i16x8.extend_low_i8x16_u(v128.load32_zero(p));
  const m = i16x8.shuffle(v, i16x8.splat(1), 3, 3, 3, 8, 3, 3, 3, 8);
  return i32x4.extend_low_i16x8_u(i16x8.mul(v, m));
}

/** Σ of `n` premultiplied pixels (R·A, G·A, B·A, A) from p as i32x4; n ≤ RUN_CHUNK. */
function runAlpha(p: usize, n: i32): v128 {
  let acc = i32x4.splat(0);
  const end = p + ((<usize>n) << 2);
  const one = i16x8.splat(1);
  // Two pixels per step as u16x8; c·a ≤ 65025 fits a u16 lane.
  while (end - p >= 8) {
    const v = v128.load8x8_u(p);
    const m = i16x8.shuffle(v, one, 3, 3, 3, 8, 7, 7, 7, 8);
    const prod = i16x8.mul(v, m);
    acc = i32x4.add(
      acc,
      i32x4.add(i32x4.extend_low_i16x8_u(prod), i32x4.extend_high_i16x8_u(prod)),
    );
    p += 8;
  }
  if (p < end) {
    const v = i16x8.extend_low_i8x16_u(v128.load32_zero(p));
    const prod = i16x8.mul(v, i16x8.shuffle(v, one, 3, 3, 3, 8, 3, 3, 3, 8));
    acc = i32x4.add(acc, i32x4.extend_low_i16x8_u(prod));
  }
  return acc;
}

/** SIMD sumRow: same contract as dsSum.ts's sumRow. */
export function sumRowSimd(
  s: Ds,
  row: usize,
  x0: i32,
  x1: i32,
  toA: usize,
  toB: usize,
  wA: f32,
  wB: f32,
): void {
  const colJ = s.colJ;
  const colF = s.colF;
  const runEnd = s.runEnd;
  const alpha = s.alpha;
  const split = toB != 0;
  const va = f32x4.splat(wA);
  const vb = f32x4.splat(wB);
  const ones = f32x4.splat(1.0);
  let carry = f32x4.splat(0); // carried into column j from a split pixel
  let i = x0;
  // Output columns the rectangle touches: j..jLast (the last may receive only a carry).
  let j = load<i32>(colJ + ((<usize>x0) << 2));
  let jLast = load<i32>(colJ + ((<usize>(x1 - 1)) << 2));
  if (load<f32>(colF + ((<usize>(x1 - 1)) << 2)) < 1.0) jLast++;
  for (; j <= jLast; j++) {
    let sum = carry;
    carry = f32x4.splat(0);
    let end = load<i32>(runEnd + ((<usize>j) << 2));
    if (end > x1) end = x1;
    if (end - i == 1) {
      // One whole pixel (ratios below 2): no run loop.
      const p = row + ((<usize>(i - x0)) << 2);
      sum = f32x4.add(sum, f32x4.convert_i32x4_u(alpha ? premulI32(p) : pixelI32(p)));
      i = end;
    }
    while (i < end) {
      let n = end - i;
      if (n > RUN_CHUNK) n = RUN_CHUNK;
      const p = row + ((<usize>(i - x0)) << 2);
      const run = alpha ? runAlpha(p, n) : runStraight(p, n);
      sum = f32x4.add(sum, f32x4.convert_i32x4_u(run));
      i += n;
    }
    if (i < x1 && load<i32>(colJ + ((<usize>i) << 2)) == j) {
      // The column's trailing split pixel: f of it here, 1 − f carried into column j + 1.
      const f = f32x4.splat(load<f32>(colF + ((<usize>i) << 2)));
      const v = pixelF32(row + ((<usize>(i - x0)) << 2), alpha);
      sum = f32x4.add(sum, f32x4.mul(v, f));
      carry = f32x4.mul(v, f32x4.sub(ones, f));
      i++;
    }
    if (split) {
      const tb = toB + ((<usize>j) << 4);
      v128.store(tb, f32x4.add(v128.load(tb), f32x4.mul(sum, vb)));
    }
    const ta = toA + ((<usize>j) << 4);
    v128.store(ta, f32x4.add(v128.load(ta), f32x4.mul(sum, va)));
  }
}

/**
 * One accumulator (f32x4 at a) → i32x4 of its rounded channels. With `alpha`, colours are
 * divided by alpha as the scalar path does (times 1/A; 0 where A is 0, the alpha lane stays A).
 * Rounds half up: trunc(v + 0.5); the caller's saturating narrows clamp to 0..255 like toByte.
 */
function rounded(a: usize, alpha: bool): v128 {
  let v = v128.load(a);
  if (alpha) {
    const ones = f32x4.splat(1.0);
    const al = v128.shuffle<f32>(v, ones, 3, 3, 3, 4); // (A, A, A, 1)
    const scaled = f32x4.mul(v, f32x4.div(ones, al));
    v = v128.bitselect(scaled, f32x4.splat(0), f32x4.gt(al, f32x4.splat(0)));
  }
  return i32x4.trunc_sat_f32x4_s(f32x4.add(v, f32x4.splat(0.5)));
}

/** SIMD finalise: accumulators acc[0..n) (f32x4) → RGBA8 at out (4 pixels a step); clears acc. */
export function finaliseSimd(acc: usize, out: usize, n: i32, alpha: bool): void {
  let a = acc;
  let o = out;
  const end = acc + ((<usize>n) << 4);
  while (end - a >= 64) {
    const lo = i16x8.narrow_i32x4_s(rounded(a, alpha), rounded(a + 16, alpha));
    const hi = i16x8.narrow_i32x4_s(rounded(a + 32, alpha), rounded(a + 48, alpha));
    v128.store(o, i8x16.narrow_i16x8_u(lo, hi));
    a += 64;
    o += 16;
  }
  while (a < end) {
    const w = i16x8.narrow_i32x4_s(rounded(a, alpha), i32x4.splat(0));
    v128.store32_lane(o, i8x16.narrow_i16x8_u(w, w), 0);
    a += 16;
    o += 4;
  }
  memory.fill(acc, 0, (<usize>n) << 4);
}
