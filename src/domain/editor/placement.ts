/**
 * Where copies go (spec canvas §4): a duplicate sits 10 px right of and below its original; a
 * pasted object goes to a random place inside the artboard. A new object goes to the centre of
 * the view, or a step aside from an earlier one centred there. Positions are the top-left corner of
 * the object's bounding box, in canvas px; the caller converts to the object's origin.
 */
import { EDITOR_TUNABLES } from './tunables';

/** A point in canvas px. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** An axis-aligned rectangle in canvas px. */
export interface Rect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** The duplicate's top-left: the original's moved by `offsetPx` (default 10 px) on both axes. */
export function duplicatePosition(
  original: Point,
  offsetPx: number = EDITOR_TUNABLES.placement.duplicateOffsetPx,
): Point {
  return { x: original.x + offsetPx, y: original.y + offsetPx };
}

/** A random source's value kept in [0, 1] (NaN counts as the middle). */
function unit(random: () => number): number {
  const r = random();
  return Number.isNaN(r) ? 0.5 : Math.min(Math.max(r, 0), 1);
}

/**
 * Top-left of a pasted object of bounding size `size` inside `artboard`. On each axis where it
 * fits, a random place (from `random`, uniform in [0, 1)) keeps it fully inside; where it is
 * larger than the artboard it is centred on that axis (it overflows equally on both sides).
 */
export function pastePosition(
  size: { readonly width: number; readonly height: number },
  artboard: Rect,
  random: () => number,
): Point {
  const axis = (start: number, room: number, length: number) => {
    const free = room - length;
    return free >= 0 ? start + unit(random) * free : start + free / 2;
  };
  const x = axis(artboard.left, artboard.width, size.width);
  const y = axis(artboard.top, artboard.height, size.height);
  return { x, y };
}

/**
 * The centre of a new object (issue 16: placed in view, centred, each new one offset from the
 * last, never hidden exactly under an earlier one): the centre of `view`, else the first of
 * centre + k × `step` (k = 1, 2…, down and to the right) that no object in `taken` (their
 * centres) occupies. An object within half a step on both axes occupies a place: the view
 * shifts by fractions of a pixel when a toolbar appears, and a code 0.04 px from another is
 * still hidden under it. Steps that would carry the centre out of `view` go up and to the left
 * instead, so the new object stays where the shopper looks.
 */
export function newObjectCentre(view: Rect, taken: readonly Point[], step: number): Point {
  const centre = { x: view.left + view.width / 2, y: view.top + view.height / 2 };
  const d = step > 0 && Number.isFinite(step) ? step : EDITOR_TUNABLES.placement.duplicateOffsetPx;
  const free = (p: Point) =>
    taken.every((t) => Math.abs(t.x - p.x) >= d / 2 || Math.abs(t.y - p.y) >= d / 2);
  // How many steps fit between the centre and the view's edge, on the tighter axis.
  const room = Math.max(0, Math.floor(Math.min(view.width, view.height) / 2 / d));
  for (let k = 0; k <= 2 * taken.length; k++) {
    // Down-right while there is room, then up-left, then again down-right half a step over.
    const lap = Math.floor(k / (2 * room + 1));
    const i = k % (2 * room + 1);
    const along = i <= room ? i : room - i;
    const p = { x: centre.x + along * d + (lap * d) / 2, y: centre.y + along * d };
    if (free(p)) return p;
  }
  // Unreachable: places on a row are half a step apart, so one object occupies at most two of
  // them, and k runs over one more than twice the objects.
  return centre;
}
