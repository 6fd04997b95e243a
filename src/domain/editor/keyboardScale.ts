/**
 * Resizing by keyboard (issue 21, `object.scaleUp` / `object.scaleDown`): each press scales the
 * selection by one step about its centre, never below a smallest side a person can still see
 * and pick.
 */

/** One step, as a factor: ×1.1 larger, ÷1.1 smaller (so up then down returns to the size). */
export const KEYBOARD_SCALE_STEP = 1.1;

/** The selection's smallest side is never scaled below this, artboard px (1/12 in). */
export const KEYBOARD_SCALE_MIN_SIDE_PX = 8;

/**
 * The factor one press applies to a selection whose smallest side is `smallestSidePx` (artboard
 * px): the step, or — going down — what reaches the smallest side, 1 when it is already there
 * (or the size is unknown).
 */
export function keyboardScaleFactor(direction: 1 | -1, smallestSidePx: number): number {
  if (!Number.isFinite(smallestSidePx) || smallestSidePx <= 0) return 1;
  if (direction > 0) return KEYBOARD_SCALE_STEP;
  const step = 1 / KEYBOARD_SCALE_STEP;
  if (smallestSidePx * step >= KEYBOARD_SCALE_MIN_SIDE_PX) return step;
  return Math.min(1, KEYBOARD_SCALE_MIN_SIDE_PX / smallestSidePx);
}
