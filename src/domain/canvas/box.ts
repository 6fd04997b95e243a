/**
 * Axis-aligned boxes on the artboard, in artboard px (canvas px at 100 % zoom, origin at the
 * artboard's top-left corner). Rotated objects are described by their bounding box.
 */

/** A bounding box in artboard px. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A canvas object's bounding box with its id (spec canvas §3: object data field `id`). */
export interface ObjectBox extends Box {
  id: string;
}

/** One axis: x (left, centre, right) or y (top, middle, bottom). */
export type Axis = 'x' | 'y';

/** Start, centre and end of a box on an axis, artboard px. */
export function spanOf(box: Box, axis: Axis): { start: number; centre: number; end: number } {
  const start = axis === 'x' ? box.left : box.top;
  const size = axis === 'x' ? box.width : box.height;
  return { start, centre: start + size / 2, end: start + size };
}

/** The smallest box holding every box; undefined for none. */
export function boundsOf(boxes: readonly Box[]): Box | undefined {
  if (boxes.length === 0) return undefined;
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const right = Math.max(...boxes.map((b) => b.left + b.width));
  const bottom = Math.max(...boxes.map((b) => b.top + b.height));
  return { left, top, width: right - left, height: bottom - top };
}
