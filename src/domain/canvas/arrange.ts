/**
 * Alignment, distribution and layer order (spec canvas §2 "alignment and distribute tools",
 * §3 layer order enumeration, §4 upper layers, §5 distribute needs 3 objects). Boxes are
 * bounding boxes in artboard px; results keep the input order and ids, so the canvas adapter
 * moves each object by `new.left − old.left`, `new.top − old.top`.
 */
import type { Size } from '../artboard';
import type { Axis, ObjectBox } from './box';
import { boundsOf, spanOf } from './box';
import { isEditorOnlyId } from '../editor/objectIds';

export type Alignment = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';

const ALIGNMENT_AXIS: Record<Alignment, { axis: Axis; at: 'start' | 'centre' | 'end' }> = {
  left: { axis: 'x', at: 'start' },
  centre: { axis: 'x', at: 'centre' },
  right: { axis: 'x', at: 'end' },
  top: { axis: 'y', at: 'start' },
  middle: { axis: 'y', at: 'centre' },
  bottom: { axis: 'y', at: 'end' },
};

/** Moves a box so its start on `axis` is `start`, artboard px. */
function placed(box: ObjectBox, axis: Axis, start: number): ObjectBox {
  return axis === 'x' ? { ...box, left: start } : { ...box, top: start };
}

function sizeOn(box: { width: number; height: number }, axis: Axis): number {
  return axis === 'x' ? box.width : box.height;
}

/**
 * Aligns the selection: one object to the artboard (0 … width/height), several to the bounds of
 * the selection. Only the aligned axis changes.
 */
export function alignObjects(
  objects: readonly ObjectBox[],
  alignment: Alignment,
  artboard: Size,
): ObjectBox[] {
  const reference =
    objects.length === 1
      ? { left: 0, top: 0, width: artboard.width, height: artboard.height }
      : boundsOf(objects);
  if (!reference) return [];
  const { axis, at } = ALIGNMENT_AXIS[alignment];
  const span = spanOf(reference, axis);
  return objects.map((box) => {
    const size = sizeOn(box, axis);
    const start =
      at === 'start' ? span.start : at === 'centre' ? span.centre - size / 2 : span.end - size;
    return placed(box, axis, start);
  });
}

/** Distribute needs at least this many objects (spec canvas §5). */
export const MIN_DISTRIBUTE_OBJECTS = 3;

export type DistributeDirection = 'horizontal' | 'vertical';

export type DistributeResult =
  | { ok: true; objects: ObjectBox[] }
  | { ok: false; reason: 'needsThreeObjects'; objects: ObjectBox[] };

/**
 * Spreads the selection with equal gaps between neighbours (horizontal: along x). Objects are
 * ordered by their left (top) edge, ties by input order; the first starts where the selection
 * starts and the last ends where it ends. Overlapping selections get equal negative gaps.
 */
export function distributeObjects(
  objects: readonly ObjectBox[],
  direction: DistributeDirection,
): DistributeResult {
  const all = boundsOf(objects);
  if (!all || objects.length < MIN_DISTRIBUTE_OBJECTS)
    return { ok: false, reason: 'needsThreeObjects', objects: [...objects] };
  const axis: Axis = direction === 'horizontal' ? 'x' : 'y';
  const bounds = spanOf(all, axis);
  const total = objects.reduce((sum, box) => sum + sizeOn(box, axis), 0);
  const gap = (bounds.end - bounds.start - total) / (objects.length - 1);
  const order = objects
    .map((box, index) => ({ box, index }))
    .sort((a, b) => spanOf(a.box, axis).start - spanOf(b.box, axis).start || a.index - b.index);
  const result = [...objects];
  let start = bounds.start;
  for (const { box, index } of order) {
    result[index] = placed(box, axis, start);
    start += sizeOn(box, axis) + gap;
  }
  return { ok: true, objects: result };
}

/** Layer order actions (spec canvas §3 enumeration). */
export type LayerOrder = 'forward' | 'backward' | 'bringToFront' | 'sendToBack';

/**
 * The new stacking order after a layer action. `order` lists ids bottom to top (Fabric's object
 * order). Fixed upper layers never move with the selection and always end on top in their own
 * order; selected ids that are fixed or unknown are ignored. Forward and backward move each
 * selected object one step past its unselected neighbour, keeping the selection's own order.
 */
export function reorderLayers(
  order: readonly string[],
  selected: readonly string[],
  action: LayerOrder,
  isFixed: (id: string) => boolean = isEditorOnlyId,
): string[] {
  const fixed = order.filter(isFixed);
  const layers = order.filter((id) => !isFixed(id));
  const chosen = new Set(selected);
  const isChosen = (i: number) => chosen.has(layers[i] ?? '');
  const swap = (i: number) => {
    [layers[i], layers[i + 1]] = [layers[i + 1] ?? '', layers[i] ?? ''];
  };
  switch (action) {
    case 'bringToFront':
      return [
        ...layers.filter((id) => !chosen.has(id)),
        ...layers.filter((id) => chosen.has(id)),
        ...fixed,
      ];
    case 'sendToBack':
      return [
        ...layers.filter((id) => chosen.has(id)),
        ...layers.filter((id) => !chosen.has(id)),
        ...fixed,
      ];
    case 'forward':
      // top-down, so a block of selected layers moves up together
      for (let i = layers.length - 2; i >= 0; i--) if (isChosen(i) && !isChosen(i + 1)) swap(i);
      return [...layers, ...fixed];
    case 'backward':
      for (let i = 0; i < layers.length - 1; i++) if (isChosen(i + 1) && !isChosen(i)) swap(i);
      return [...layers, ...fixed];
  }
}
