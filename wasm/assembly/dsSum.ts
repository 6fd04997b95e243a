/**
 * The two passes of the separable box filter: horizontal sums of one source row per output
 * column (sumRow) and their weighted addition into an output row's accumulators (flush).
 */
// AssemblyScript has no `import type`: Ds is a class imported for its type.
// eslint-disable-next-line @typescript-eslint/consistent-type-imports
import { Ds } from './dsState';
import { flushSimd, sumRowSimd } from './dsSimd';

/** Longest integer run summed before spilling into f32: 65536 · 255 · 255 < 2^32. */
const RUN_CHUNK: i32 = 65536;

/**
 * Sums one source row (rectangle columns x0..x1, row data at `row`) per output column and adds
 * the sums to `toA` (weight g) and, when the row is split between two output rows, to `toB`
 * (weight 1 − g). Works column by column: the whole-weight run of a column is summed in integers,
 * its trailing split pixel adds f of itself and carries 1 − f into the next column.
 */
export function sumRow(s: Ds, row: usize, x0: i32, x1: i32, toA: usize, toB: usize, g: f32): void {
  // kernels-simd.wasm: the same loop on f32x4/i32x4 (a compile-time branch: the scalar build
  // contains no v128 code).
  if (ASC_FEATURE_SIMD) {
    sumRowSimd(s, row, x0, x1, toA, toB, g);
    return;
  }
  const colJ = s.colJ;
  const colF = s.colF;
  const runEnd = s.runEnd;
  const alpha = s.alpha;
  const split = g < 1.0;
  const h: f32 = 1.0 - g;
  let cr: f32 = 0; // carry into column j from a split pixel (f32 channels)
  let cg: f32 = 0;
  let cb: f32 = 0;
  let ca: f32 = 0;
  let i = x0;
  let j = load<i32>(colJ + ((<usize>x0) << 2));
  while (i < x1 || cr + cg + cb + ca > 0) {
    let sr = cr;
    let sg = cg;
    let sb = cb;
    let sa = ca;
    cr = 0;
    cg = 0;
    cb = 0;
    ca = 0;
    let end = i < x1 ? load<i32>(runEnd + ((<usize>j) << 2)) : 0;
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
      store<f32>(ta, load<f32>(ta) + sr * g);
      store<f32>(ta, load<f32>(ta, 4) + sg * g, 4);
      store<f32>(ta, load<f32>(ta, 8) + sb * g, 8);
      store<f32>(ta, load<f32>(ta, 12) + sa * g, 12);
      store<f32>(tb, load<f32>(tb) + sr * h);
      store<f32>(tb, load<f32>(tb, 4) + sg * h, 4);
      store<f32>(tb, load<f32>(tb, 8) + sb * h, 8);
      store<f32>(tb, load<f32>(tb, 12) + sa * h, 12);
    } else {
      store<f32>(ta, load<f32>(ta) + sr);
      store<f32>(ta, load<f32>(ta, 4) + sg, 4);
      store<f32>(ta, load<f32>(ta, 8) + sb, 8);
      store<f32>(ta, load<f32>(ta, 12) + sa, 12);
    }
    j++;
  }
}

/** Adds sums[jLo..jHi] · unit into the accumulator row of output row k and clears the sums. */
export function flush(s: Ds, k: i32, sums: usize, jLo: i32, jHi: i32): void {
  const unit = s.unit;
  let t = sums + ((<usize>jLo) << 4);
  const tEnd = sums + ((<usize>(jHi + 1)) << 4);
  if (ASC_FEATURE_SIMD && k < s.dstH) {
    const row = s.ring + <usize>(k % s.cap) * <usize>s.dstW * 16 + ((<usize>jLo) << 4);
    flushSimd(row, t, jHi + 1 - jLo, unit);
    return;
  }
  if (k < s.dstH) {
    let o = s.ring + <usize>(k % s.cap) * <usize>s.dstW * 16 + ((<usize>jLo) << 4);
    while (t < tEnd) {
      store<f32>(o, load<f32>(o) + load<f32>(t) * unit);
      store<f32>(o, load<f32>(o, 4) + load<f32>(t, 4) * unit, 4);
      store<f32>(o, load<f32>(o, 8) + load<f32>(t, 8) * unit, 8);
      store<f32>(o, load<f32>(o, 12) + load<f32>(t, 12) * unit, 12);
      o += 16;
      t += 16;
    }
  }
  memory.fill(sums + ((<usize>jLo) << 4), 0, tEnd - (sums + ((<usize>jLo) << 4)));
}
