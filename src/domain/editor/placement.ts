/**
 * Where copies go (spec canvas §4): a duplicate sits 10 px right of and below its original; a
 * pasted object goes to a random place inside the artboard. Positions are the top-left corner of
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
