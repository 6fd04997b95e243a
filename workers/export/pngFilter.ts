/**
 * PNG row filters for the writer (PNG spec §9: None, Sub, Up, Average, Paeth) and the choice of
 * one per row. The inverse is `../decoders/png/unfilter.ts`; the tests check one against the other.
 *
 * The choice is the classic minimum-sum-of-absolute-differences heuristic (PNG spec §12.8, what
 * libpng does by default): each row gets the filter whose output bytes, read as signed, have the
 * smallest sum of magnitudes, here summed over every 4th pixel. Measured with
 * `scripts/bench-png-export.ts` (7200 × 1000 px written in bands of 250 rows, RGB out, Node 20,
 * zlib level 6 behind CompressionStream as in browsers; CPU ms of the whole write, median of 5 on
 * a shared machine, so ±15 %):
 *
 * | strategy                   | photo-like: CPU ms · file | flat colours: CPU ms · file |
 * | -------------------------- | ------------------------- | --------------------------- |
 * | adaptive, every 4th pixel  | 595 · 12.00 MB            | 142 · 71.6 kB               |
 * | adaptive, every pixel      | 654 · 12.00 MB            | 241 · 71.2 kB               |
 * | None                       | 534 · 20.17 MB            |  96 · 192.0 kB              |
 * | Sub                        | 499 · 12.35 MB            | 106 · 173.7 kB              |
 * | Up                         | 488 · 12.42 MB            | 101 · 74.6 kB               |
 * | Average                    | 500 · 12.01 MB            | 130 · 179.8 kB              |
 * | Paeth                      | 532 · 12.44 MB            | 161 · 73.9 kB               |
 *
 * No fixed filter is best on both: Average matches the choice on photographs but makes flat art
 * 2.5× larger; Up and Paeth are near it on flat art but 3.5 % larger on photographs. The choice
 * gives the smallest file on both for ~20 % more CPU than the fastest fixed filter (deflate is
 * most of the cost: 47 MB/s of RGBA in on photographs, 200 MB/s on flat art); sampling every 4th
 * pixel keeps its files within 0.5 % of the full sum for a third to a half of its filtering time.
 */

/** Filter types (PNG spec Table 9.1). */
export const PngFilterType = { none: 0, sub: 1, up: 2, average: 3, paeth: 4 } as const;
export type PngFilterType = (typeof PngFilterType)[keyof typeof PngFilterType];

/**
 * How rows are filtered: one filter for every row, or the per-row choice (`adaptive` samples
 * every `CHOICE_PIXEL_STEP`-th pixel, `adaptive-full` every pixel, as libpng).
 */
export type PngFilterStrategy = keyof typeof PngFilterType | 'adaptive' | 'adaptive-full';

export const PNG_FILTER_STRATEGIES: readonly PngFilterStrategy[] = [
  'adaptive',
  'adaptive-full',
  'none',
  'sub',
  'up',
  'average',
  'paeth',
];

/**
 * The per-row choice looks at every 4th pixel (after the first): measured (the table above), its
 * files are within 0.5 % of the every-pixel choice's, for a third to a half of the filtering time.
 */
export const CHOICE_PIXEL_STEP = 4;

/** |v| for a 32-bit integer, without a branch. */
function abs32(v: number): number {
  const sign = v >> 31;
  return (v ^ sign) - sign;
}

/** Magnitude of the byte `v` (any integer, taken mod 256) read as signed: min(v, 256 − v). */
function signedMagnitude(v: number): number {
  return abs32((v << 24) >> 24);
}

/**
 * The Paeth predictor (PNG spec §9.4) of left `a`, above `b`, upper-left `c`, without branches:
 * on photographs which of the three wins is random, and mispredicted branches made the choice
 * pass 1.7× slower (240 vs 140 ms on a 7200 × 1000 band).
 */
function paeth(a: number, b: number, c: number): number {
  const pa = abs32(b - c);
  const pb = abs32(a - c);
  const pc = abs32(a + b - c - c);
  const notA = ((pb - pa) | (pc - pa)) >> 31; // 0 when pa ≤ pb and pa ≤ pc, else −1
  const notB = (pc - pb) >> 31; // 0 when pb ≤ pc, else −1
  return (a & ~notA) | (((b & ~notB) | (c & notB)) & notA);
}

/**
 * The filter whose output has the least sum of signed-byte magnitudes, over one row. `prev` is
 * the previous row unfiltered (zeros above the first row); `bpp` bytes per pixel. The sums run
 * over every `pixelStep`-th pixel (all its bytes) after the first. Ties go to the lower type, so
 * a row of zeros stays None. One pass computes all five sums.
 */
export function chooseFilter(
  cur: Uint8Array,
  prev: Uint8Array,
  bpp: number,
  pixelStep = 1,
): PngFilterType {
  const n = cur.length;
  let none = 0;
  let sub = 0;
  let up = 0;
  let average = 0;
  let paethSum = 0;
  const head = Math.min(bpp, n);
  for (let i = 0; i < head; i++) {
    const x = cur[i]!;
    const b = prev[i]!;
    none += signedMagnitude(x);
    sub += signedMagnitude(x);
    up += signedMagnitude(x - b);
    average += signedMagnitude(x - (b >> 1));
    paethSum += signedMagnitude(x - b);
  }
  const step = pixelStep * bpp;
  for (let p = bpp; p < n; p += step) {
    for (let i = p; i < p + bpp; i++) {
      const x = cur[i]!;
      const a = cur[i - bpp]!;
      const b = prev[i]!;
      none += signedMagnitude(x);
      sub += signedMagnitude(x - a);
      up += signedMagnitude(x - b);
      average += signedMagnitude(x - ((a + b) >> 1));
      paethSum += signedMagnitude(x - paeth(a, b, prev[i - bpp]!));
    }
  }
  let best: PngFilterType = PngFilterType.none;
  let bestSum = none;
  if (sub < bestSum) {
    best = PngFilterType.sub;
    bestSum = sub;
  }
  if (up < bestSum) {
    best = PngFilterType.up;
    bestSum = up;
  }
  if (average < bestSum) {
    best = PngFilterType.average;
    bestSum = average;
  }
  if (paethSum < bestSum) best = PngFilterType.paeth;
  return best;
}

/**
 * Writes `cur` filtered by `filter` into `out`: the filter byte at `out[at]`, the row after it.
 * `prev` is the previous row unfiltered (zeros above the first row).
 */
export function filterRow(
  filter: PngFilterType,
  cur: Uint8Array,
  prev: Uint8Array,
  bpp: number,
  out: Uint8Array,
  at: number,
): void {
  const n = cur.length;
  const o = at + 1;
  out[at] = filter;
  const head = Math.min(bpp, n);
  switch (filter) {
    case PngFilterType.none:
      out.set(cur, o);
      return;
    case PngFilterType.sub:
      for (let i = 0; i < head; i++) out[o + i] = cur[i]!;
      for (let i = bpp; i < n; i++) out[o + i] = cur[i]! - cur[i - bpp]!;
      return;
    case PngFilterType.up:
      for (let i = 0; i < n; i++) out[o + i] = cur[i]! - prev[i]!;
      return;
    case PngFilterType.average:
      for (let i = 0; i < head; i++) out[o + i] = cur[i]! - (prev[i]! >> 1);
      for (let i = bpp; i < n; i++) out[o + i] = cur[i]! - ((cur[i - bpp]! + prev[i]!) >> 1);
      return;
    case PngFilterType.paeth:
      for (let i = 0; i < head; i++) out[o + i] = cur[i]! - prev[i]!;
      for (let i = bpp; i < n; i++)
        out[o + i] = cur[i]! - paeth(cur[i - bpp]!, prev[i]!, prev[i - bpp]!);
      return;
  }
}

/** The filter a strategy gives a row. */
export function filterFor(
  strategy: PngFilterStrategy,
  cur: Uint8Array,
  prev: Uint8Array,
  bpp: number,
): PngFilterType {
  switch (strategy) {
    case 'adaptive':
      return chooseFilter(cur, prev, bpp, CHOICE_PIXEL_STEP);
    case 'adaptive-full':
      return chooseFilter(cur, prev, bpp);
    default:
      return PngFilterType[strategy];
  }
}
