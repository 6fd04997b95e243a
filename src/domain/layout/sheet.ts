/**
 * The side panel as a bottom sheet on the mobile layout (issue 21): it opens at half the
 * designer's height, so the artboard stays in sight above it and a change shows while it is
 * chosen; its handle drags it between the stops and the arrow keys step through them.
 * Heights are fractions of the area below the header (0–1).
 */

/** The heights a sheet rests at, ascending (fractions of the area under the header). */
export const SHEET_STOPS: readonly number[] = [0.3, 0.5, 0.85];

/** Where a sheet opens: half height. */
export const SHEET_OPEN_FRACTION = 0.5;

/** A sheet is never shorter than this while dragged (its title and a row of content), px. */
export const SHEET_MIN_PX = 120;

/** The height a drag to `fraction` leaves the sheet at: the nearest stop. */
export function snapSheet(fraction: number): number {
  let best = SHEET_STOPS[0] ?? SHEET_OPEN_FRACTION;
  for (const stop of SHEET_STOPS)
    if (Math.abs(stop - fraction) < Math.abs(best - fraction)) best = stop;
  return best;
}

/** The next stop up (+1) or down (-1) from `fraction` (the arrow keys on the handle). */
export function stepSheet(fraction: number, direction: 1 | -1): number {
  const current = snapSheet(fraction);
  const i = SHEET_STOPS.indexOf(current);
  const next = SHEET_STOPS[Math.min(SHEET_STOPS.length - 1, Math.max(0, i + direction))];
  return next ?? current;
}

/**
 * The fraction while the handle is dragged: the pointer's distance from the area's bottom over
 * the area's height, kept between SHEET_MIN_PX and the top stop.
 */
export function draggedSheet(pointerY: number, areaTop: number, areaHeight: number): number {
  if (areaHeight <= 0) return SHEET_OPEN_FRACTION;
  const min = Math.min(SHEET_MIN_PX / areaHeight, SHEET_STOPS[0] ?? 0);
  const max = SHEET_STOPS[SHEET_STOPS.length - 1] ?? 1;
  const fraction = (areaTop + areaHeight - pointerY) / areaHeight;
  return Math.min(max, Math.max(min, fraction));
}
