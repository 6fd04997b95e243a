/**
 * How many rows a strip holds, and how a row too wide for the budget is cut into segments. Shared
 * by the strip decoders (PNG, PSD).
 */

/**
 * Target strip area, px (1 Mi px = 4 MiB of RGBA): big enough that per-strip overheads (source
 * reads, kernel calls, sink calls) vanish, small enough that a worker's peak stays a few tens of
 * MB; the budget (ctx.maxPiecePixels) caps it further.
 */
export const TARGET_STRIP_PIXELS = 1 << 20;

export interface StripPlan {
  /** Rows per strip (the last may be shorter), ≥ 1. */
  rows: number;
  /**
   * Columns per segment: `width` when a whole row fits the budget, else a multiple of 8 (so
   * sub-byte samples start on a byte) and strips are one row high.
   */
  segment: number;
}

/** Strip geometry for an image `width` px wide and `height` rows tall under `maxPiecePixels`. */
export function planStrips(width: number, height: number, maxPiecePixels: number): StripPlan {
  const budget = Math.max(8, Math.floor(maxPiecePixels));
  if (width <= budget) {
    const rows = Math.floor(Math.min(budget, TARGET_STRIP_PIXELS) / width);
    return { rows: Math.max(1, Math.min(height, rows)), segment: width };
  }
  return { rows: 1, segment: budget - (budget % 8) };
}
