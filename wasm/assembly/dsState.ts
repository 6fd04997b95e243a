/**
 * State of one streaming downscale (see downscaler.ts for the algorithm): geometry tables, the
 * ring of accumulator rows and the output, all in blocks of the module's allocator.
 *
 * Geometry, in exact integers: scale source x by dstW and output x by srcW, so source column i
 * spans [i·dstW, (i+1)·dstW) and output column j spans [j·srcW, (j+1)·srcW). Because
 * dstW ≤ srcW a source column overlaps at most two output columns; `colJ[i]` is the first and
 * `colF[i]` the fraction (0, 1] of the column that falls into it. Rows work the same way and are
 * computed on the fly (once per source row, so no table).
 */
import { alloc, free } from './allocator';

/** Largest block requested (bytes); larger products are refused before they can wrap u32. */
const MAX_BLOCK: u64 = 0xfff00000;

@unmanaged
export class Ds {
  srcW: i32 = 0;
  srcH: i32 = 0;
  dstW: i32 = 0;
  dstH: i32 = 0;
  alpha: bool = false;
  identity: bool = false;
  /** i32[srcW]: first output column of each source column. */
  colJ: usize = 0;
  /** f32[srcW]: fraction of each source column inside colJ (the rest is in colJ + 1). */
  colF: usize = 0;
  /** i32[dstW]: one past the last whole-weight source column of each output column. */
  runEnd: usize = 0;
  /** f32[cap · dstW · 4]: accumulators of output rows [firstOpen, firstOpen + cap), slot k % cap. */
  ring: usize = 0;
  cap: i32 = 0;
  /** First output row not yet finalised. */
  firstOpen: i32 = 0;
  /** Source rows [0, finished) are complete. */
  finished: i32 = 0;
  /** u8[dstW · dstH · 4]: the output. */
  out: usize = 0;
  /** Weight of one whole source pixel: (dstW / srcW) · (dstH / srcH). */
  unit: f32 = 0;
}

/** Allocates `bytes` filled with zeros; 0 when memory cannot grow. */
export function allocZeroed(bytes: usize): usize {
  const p = alloc(bytes);
  if (p != 0) memory.fill(p, 0, bytes);
  return p;
}

/** Creates a downscaler; 0 when memory cannot grow. Sizes are validated by the JS side. */
export function dsCreate(srcW: i32, srcH: i32, dstW: i32, dstH: i32, alpha: bool): usize {
  const p = allocZeroed(offsetof<Ds>());
  if (p == 0) return 0;
  const s = changetype<Ds>(p);
  s.srcW = srcW;
  s.srcH = srcH;
  s.dstW = dstW;
  s.dstH = dstH;
  s.alpha = alpha;
  s.identity = srcW == dstW && srcH == dstH;
  s.unit = <f32>((<f64>dstW / <f64>srcW) * (<f64>dstH / <f64>srcH));
  const outBytes = <u64>dstW * <u64>dstH * 4;
  if (outBytes <= MAX_BLOCK) s.out = allocZeroed(<usize>outBytes);
  if (s.out == 0) {
    dsDispose(p);
    return 0;
  }
  if (s.identity) return p;
  s.colJ = alloc(<usize>srcW * 4);
  s.colF = alloc(<usize>srcW * 4);
  s.runEnd = allocZeroed(<usize>dstW * 4);
  if (s.colJ == 0 || s.colF == 0 || s.runEnd == 0) {
    dsDispose(p);
    return 0;
  }
  const W = <i64>srcW;
  const w = <i64>dstW;
  for (let i: i32 = 0; i < srcW; i++) {
    const a = <i64>i * w;
    const j = <i32>(a / W);
    const boundary = (<i64>j + 1) * W;
    let f: f32 = 1.0;
    if (boundary < a + w) f = <f32>(<f64>(boundary - a) / <f64>w);
    store<i32>(s.colJ + ((<usize>i) << 2), j);
    store<f32>(s.colF + ((<usize>i) << 2), f);
    if (f == 1.0) store<i32>(s.runEnd + ((<usize>j) << 2), i + 1);
  }
  return p;
}

/** Frees every block of a downscaler. */
export function dsDispose(p: usize): void {
  if (p == 0) return;
  const s = changetype<Ds>(p);
  free(s.out);
  free(s.colJ);
  free(s.colF);
  free(s.runEnd);
  free(s.ring);
  free(p);
}

/** Pointer to the output (dstW · dstH · 4 bytes). */
export function dsOutput(p: usize): usize {
  return changetype<Ds>(p).out;
}

/** First output row of source row r. */
export function rowK(s: Ds, r: i32): i32 {
  return <i32>((<i64>r * <i64>s.dstH) / <i64>s.srcH);
}

/** Fraction (0, 1] of source row r inside output row rowK(r). */
export function rowG(s: Ds, r: i32, k: i32): f32 {
  const a = <i64>r * <i64>s.dstH;
  const boundary = (<i64>k + 1) * <i64>s.srcH;
  if (boundary >= a + <i64>s.dstH) return 1.0;
  return <f32>(<f64>(boundary - a) / <f64>s.dstH);
}

/** Makes the ring hold output rows up to `kLast`; false when memory cannot grow. */
export function ensureRing(s: Ds, kLast: i32): bool {
  const need = kLast - s.firstOpen + 1;
  if (need <= s.cap) return true;
  const rowBytes = <usize>s.dstW * 16;
  if (<u64>need * <u64>rowBytes > MAX_BLOCK) return false;
  const ring = allocZeroed(<usize>need * rowBytes);
  if (ring == 0) return false;
  for (let k = s.firstOpen; k < s.firstOpen + s.cap; k++) {
    memory.copy(
      ring + <usize>(k % need) * rowBytes,
      s.ring + <usize>(k % s.cap) * rowBytes,
      rowBytes,
    );
  }
  free(s.ring);
  s.ring = ring;
  s.cap = need;
  return true;
}
