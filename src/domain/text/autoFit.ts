/**
 * Auto-fit text boxes (issue 14): a box set to auto-fit keeps the size its author chose and is
 * drawn at the largest size, between its minimum and that chosen size (never above its
 * maximum), at which its laid-out text fits the box: no taller than the box, no line wider than
 * it. The editor and every export lay text out through the same code (src/canvas/designText),
 * so what fits on screen fits in print.
 */

export interface AutoFitRange {
  /** The size the author chose, px. */
  authored: number;
  /** Smallest size it may shrink to, px. */
  min: number;
  /** Largest size it may be drawn at, px. */
  max: number;
}

/** The laid-out text at a size: how tall it is and whether a line is wider than the box. */
export interface FitMeasure {
  height: number;
  overflowsWidth: boolean;
}

/** Sizes are searched to this step, px (half a px: finer than any print difference). */
export const AUTO_FIT_STEP_PX = 0.5;

/**
 * The size to draw at: the largest size ≤ min(authored, max) and ≥ min at which
 * `measure(size)` fits `boxHeight`; `min` when even that does not fit. `measure` must grow with
 * the size (taller, never narrower), which laid-out text does.
 */
export function fitFontSize(
  range: AutoFitRange,
  boxHeight: number,
  measure: (size: number) => FitMeasure,
): number {
  const min = Math.max(AUTO_FIT_STEP_PX, Math.min(range.min, range.max));
  const top = Math.max(min, Math.min(range.authored, range.max));
  const fits = (size: number) => {
    const m = measure(size);
    return m.height <= boxHeight + 1e-6 && !m.overflowsWidth;
  };
  if (fits(top)) return top;
  // Binary search on the half-px grid between min (assumed) and top (does not fit).
  let lo = Math.floor(min / AUTO_FIT_STEP_PX);
  let hi = Math.floor(top / AUTO_FIT_STEP_PX);
  if (!fits(lo * AUTO_FIT_STEP_PX)) return min;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (fits(mid * AUTO_FIT_STEP_PX)) lo = mid;
    else hi = mid;
  }
  return Math.max(min, lo * AUTO_FIT_STEP_PX);
}
