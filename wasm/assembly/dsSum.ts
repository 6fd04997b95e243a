/**
 * The horizontal pass of the separable box filter: one source row summed per output column and
 * added, weighted, into the accumulators of the output row(s) it falls into.
 */
// AssemblyScript has no `import type`: Ds is a class imported for its type.
// eslint-disable-next-line @typescript-eslint/consistent-type-imports
import { Ds } from './dsState';
import { sumRowSimd } from './dsSimd';

/** Longest integer run summed before spilling into f32: 65536 · 255 · 255 < 2^32. */
const RUN_CHUNK: i32 = 65536;

/**
 * Sums one source row (rectangle columns x0..x1, row data at `row`) per output column and adds
 * the sums to the accumulator row `toA` times `wA` and, when the row is split between two output
 * rows (`toB` not 0), to `toB` times `wB` (weights: row fraction × unit). Works column by
 * column: the whole-weight run of a column is summed in integers, its trailing split pixel adds
 * f of itself and carries 1 − f into the next column.
 */
export function sumRow(
  s: Ds,
  row: usize,
  x0: i32,
  x1: i32,
  toA: usize,
  toB: usize,
  wA: f32,
  wB: f32,
): void {
  // kernels-simd.wasm: the same loop on f32x4/i32x4 (a compile-time branch: the scalar build
  // contains no v128 code).
  if (ASC_FEATURE_SIMD) {
    sumRowSimd(s, row, x0, x1, toA, toB, wA, wB);
    return;
  }
  const colJ = s.colJ;
  const colF = s.colF;
  const runEnd = s.runEnd;
  const alpha = s.alpha;
  const split = toB != 0;
  let cr: f32 = 0; // carry into column j from a split pixel (f32 channels)
  let cg: f32 = 0;
  let cb: f32 = 0;
  let ca: f32 = 0;
  let i = x0;
  // Output columns the rectangle touches: j..jLast (the last may receive only a carry).
  let j = load<i32>(colJ + ((<usize>x0) << 2));
  let jLast = load<i32>(colJ + ((<usize>(x1 - 1)) << 2));
  if (load<f32>(colF + ((<usize>(x1 - 1)) << 2)) < 1.0) jLast++;
  for (; j <= jLast; j++) {
    let sr = cr;
    let sg = cg;
    let sb = cb;
    let sa = ca;
    cr = 0;
    cg = 0;
    cb = 0;
    ca = 0;
    let end = load<i32>(runEnd + ((<usize>j) << 2));
    if (end > x1) end = x1;
    while (i < end) {
      let stop = i + RUN_CHUNK;
      if (stop > end) stop = end;
      let ir: u32 = 0;
      let ig: u32 = 0;
      let ib: u32 = 0;
      let ia: u32 = 0;
      let p = row + ((<usize>(i - x0)) << 2);
      const pEnd = row + ((<usize>(stop - x0)) << 2);
      if (alpha) {
        while (p < pEnd) {
          const v = load<u32>(p);
          const a = v >>> 24;
          ir += (v & 0xff) * a;
          ig += ((v >>> 8) & 0xff) * a;
          ib += ((v >>> 16) & 0xff) * a;
          ia += a;
          p += 4;
        }
      } else {
        while (p < pEnd) {
          const v = load<u32>(p);
          ir += v & 0xff;
          ig += (v >>> 8) & 0xff;
          ib += (v >>> 16) & 0xff;
          ia += v >>> 24;
          p += 4;
        }
      }
      sr += <f32>ir;
      sg += <f32>ig;
      sb += <f32>ib;
      sa += <f32>ia;
      i = stop;
    }
    if (i < x1 && load<i32>(colJ + ((<usize>i) << 2)) == j) {
      // The column's trailing split pixel: f of it here, 1 − f carried into column j + 1.
      const f = load<f32>(colF + ((<usize>i) << 2));
      const v = load<u32>(row + ((<usize>(i - x0)) << 2));
      const a = <f32>(v >>> 24);
      const m: f32 = alpha ? a : 1.0;
      const r = <f32>(v & 0xff) * m;
      const gg = <f32>((v >>> 8) & 0xff) * m;
      const b = <f32>((v >>> 16) & 0xff) * m;
      sr += r * f;
      sg += gg * f;
      sb += b * f;
      sa += a * f;
      const e: f32 = 1.0 - f;
      cr = r * e;
      cg = gg * e;
      cb = b * e;
      ca = a * e;
      i++;
    }
    const ta = toA + ((<usize>j) << 4);
    if (split) {
      const tb = toB + ((<usize>j) << 4);
      store<f32>(tb, load<f32>(tb) + sr * wB);
      store<f32>(tb, load<f32>(tb, 4) + sg * wB, 4);
      store<f32>(tb, load<f32>(tb, 8) + sb * wB, 8);
      store<f32>(tb, load<f32>(tb, 12) + sa * wB, 12);
    }
    store<f32>(ta, load<f32>(ta) + sr * wA);
    store<f32>(ta, load<f32>(ta, 4) + sg * wA, 4);
    store<f32>(ta, load<f32>(ta, 8) + sb * wA, 8);
    store<f32>(ta, load<f32>(ta, 12) + sa * wA, 12);
  }
}
