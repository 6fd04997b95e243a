/**
 * Streaming area-average (box) downscaler, RGBA8 in, RGBA8 out: each output pixel is
 * Σ value · overlap / (output area) over the source pixels it covers, so weights sum to exactly 1
 * (geometry in dsState.ts).
 *
 * Separable passes (dsSum.ts): each source row of a rectangle is summed per output column (one
 * f32×4 each; whole-weight runs in integers) and the sums are added, times the row's weight ×
 * `unit`, straight into the accumulators of its output row k (g of it; a row split between k and
 * k + 1 sends 1 − g to k + 1). Accumulators exist only for the band of output rows not yet
 * finalised: a ring of `cap` rows (f32×4 per pixel) that grows to what the pushed rectangles
 * touch, and rows leave it when finishRows completes them.
 *
 * With `alpha`, colour channels are accumulated premultiplied (c·a, a in 0..255) and divided by
 * the averaged alpha when a row is finalised. Equal sizes copy the input verbatim.
 */
// AssemblyScript has no `import type`: Ds is a class imported for its type.
// eslint-disable-next-line @typescript-eslint/consistent-type-imports
import { Ds, dsCreate, dsDispose, dsOutput, ensureRing, rowG, rowK } from './dsState';
import { finaliseSimd } from './dsSimd';
import { sumRow } from './dsSum';

export { dsCreate, dsDispose, dsOutput };

export const OK: i32 = 0;
/** The rectangle lies outside the source or has negative size. */
export const ERR_RECT: i32 = 1;
/** The rectangle touches rows already declared finished. */
export const ERR_FINISHED: i32 = 2;
/** Memory could not grow. */
export const ERR_MEMORY: i32 = 3;
/** finishRows past the source height. */
export const ERR_ROW: i32 = 4;

/** Adds the rectangle `src` (w·h RGBA8) at (x, y). Returns OK or an ERR_ code. */
export function dsPush(p: usize, src: usize, x: i32, y: i32, w: i32, h: i32): i32 {
  const s = changetype<Ds>(p);
  if (x < 0 || y < 0 || w < 0 || h < 0 || x > s.srcW - w || y > s.srcH - h) return ERR_RECT;
  if (w == 0 || h == 0) return OK;
  if (y < s.finished) return ERR_FINISHED;
  const rowBytes = (<usize>w) << 2;
  if (s.identity) {
    for (let r = 0; r < h; r++) {
      const o = s.out + ((<usize>(y + r) * <usize>s.dstW + <usize>x) << 2);
      memory.copy(o, src + <usize>r * rowBytes, rowBytes);
    }
    return OK;
  }
  const yEnd = y + h;
  const kEnd = rowK(s, yEnd - 1);
  let kLast = kEnd + (rowG(s, yEnd - 1, kEnd) < 1.0 ? 1 : 0);
  if (kLast >= s.dstH) kLast = s.dstH - 1;
  if (!ensureRing(s, kLast)) return ERR_MEMORY;
  const xEnd = x + w;
  const unit = s.unit;
  for (let r = y; r < yEnd; r++) {
    // Row r adds g · unit of itself to output row k and, when split, (1 − g) · unit to k + 1.
    const k = rowK(s, r);
    const g = rowG(s, r, k);
    const toB = g < 1.0 && k + 1 < s.dstH ? accRow(s, k + 1) : 0;
    const row = src + <usize>(r - y) * rowBytes;
    sumRow(s, row, x, xEnd, accRow(s, k), toB, g * unit, (1.0 - g) * unit);
  }
  return OK;
}

/** Accumulators of output row k (f32 × RGBA per output pixel) in the ring. */
function accRow(s: Ds, k: i32): usize {
  return s.ring + <usize>(k % s.cap) * <usize>s.dstW * 16;
}

/** Writes output row k from its accumulators and clears them for reuse. */
function finalise(s: Ds, k: i32): void {
  if (s.cap == 0) return; // nothing pushed yet: the row stays transparent black
  const acc = accRow(s, k);
  if (ASC_FEATURE_SIMD) {
    finaliseSimd(acc, s.out + ((<usize>k * <usize>s.dstW) << 2), s.dstW, s.alpha);
    return;
  }
  let a = acc;
  const end = acc + ((<usize>s.dstW) << 4);
  let o = s.out + ((<usize>k * <usize>s.dstW) << 2);
  const alpha = s.alpha;
  while (a < end) {
    let r = load<f32>(a);
    let g = load<f32>(a, 4);
    let b = load<f32>(a, 8);
    const al = load<f32>(a, 12);
    if (alpha) {
      if (al > 0) {
        const inv: f32 = 1.0 / al;
        r *= inv;
        g *= inv;
        b *= inv;
      } else {
        r = 0;
        g = 0;
        b = 0;
      }
    }
    store<u32>(o, toByte(r) | (toByte(g) << 8) | (toByte(b) << 16) | (toByte(al) << 24));
    a += 16;
    o += 4;
  }
  memory.fill(acc, 0, (<usize>s.dstW) << 4);
}

/** Rounds half up and clamps to 0..255. */
function toByte(v: f32): u32 {
  const i = <i32>(v + 0.5);
  return <u32>(i < 0 ? 0 : i > 255 ? 255 : i);
}

/** Declares source rows [0, y) complete and finalises the output rows they complete. */
export function dsFinish(p: usize, y: i32): i32 {
  const s = changetype<Ds>(p);
  if (y < 0 || y > s.srcH) return ERR_ROW;
  if (y <= s.finished) return OK;
  s.finished = y;
  const reach = <i64>y * <i64>s.dstH;
  while (s.firstOpen < s.dstH && (<i64>s.firstOpen + 1) * <i64>s.srcH <= reach) {
    if (!s.identity) finalise(s, s.firstOpen);
    s.firstOpen++;
  }
  return OK;
}
