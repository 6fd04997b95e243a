/**
 * Editing commands on the current selection (spec canvas §4): delete (or the background when
 * nothing is selected), duplicate (+10 px, new ids), copy/paste (random place), nudge, align,
 * distribute and layer order (a locked object is not moved). Each returns whether it changed the design (the caller then saves a
 * history entry).
 */
import type { Canvas, FabricObject } from 'fabric';
import { ActiveSelection, util } from 'fabric';
import type { Size } from '../domain/artboard';
import type { Alignment, DistributeDirection, LayerOrder } from '../domain/canvas/arrange';
import { alignObjects, distributeObjects, reorderLayers } from '../domain/canvas/arrange';
import { hasIdMarker, regenerateId } from '../domain/editor/objectIds';
import { duplicatePosition, pastePosition } from '../domain/editor/placement';
import { idOf, setId } from './customProperties';
import { designObjects } from './designDocument';
import { isLocked } from './locking';
import { randomSuffix } from './randomSuffix';

export { randomSuffix };

/** The selected user objects (never an overlay or a guide). */
function selected(canvas: Canvas): FabricObject[] {
  const design = new Set(designObjects(canvas));
  return canvas.getActiveObjects().filter((o) => design.has(o));
}

function isBackground(o: FabricObject): boolean {
  return hasIdMarker(idOf(o), 'changeable-background');
}

/** Deletes the selection, or the background when nothing is selected. */
export function deleteSelection(canvas: Canvas): boolean {
  const objects = selected(canvas);
  if (objects.length > 0) {
    canvas.discardActiveObject();
    canvas.remove(...objects);
    canvas.requestRenderAll();
    return true;
  }
  const backgrounds = designObjects(canvas).filter(isBackground);
  const hadColour = Boolean(canvas.backgroundColor);
  if (backgrounds.length === 0 && !hadColour) return false;
  canvas.remove(...backgrounds);
  // "A deleted background becomes white and transparent": no colour (the artboard shows white).
  canvas.backgroundColor = '';
  canvas.requestRenderAll();
  return true;
}

async function cloneWithNewIds(objects: FabricObject[]): Promise<FabricObject[]> {
  const clones = await Promise.all(objects.map((o) => o.clone()));
  for (const c of clones) {
    const id = idOf(c);
    if (id) setId(c, regenerateId(id, randomSuffix));
  }
  return clones;
}

function selectAll(canvas: Canvas, objects: FabricObject[]): void {
  canvas.discardActiveObject();
  if (objects.length === 1) canvas.setActiveObject(objects[0]!);
  else if (objects.length > 1) canvas.setActiveObject(new ActiveSelection(objects, { canvas }));
}

/** Inserts `objects` below the editor's upper layers. */
function insert(canvas: Canvas, objects: FabricObject[]): void {
  const index = designObjects(canvas).length;
  objects.forEach((o, i) => canvas.insertAt(index + i, o));
}

export async function duplicateSelection(canvas: Canvas): Promise<boolean> {
  const objects = selected(canvas);
  if (objects.length === 0) return false;
  canvas.discardActiveObject(); // members back in canvas coordinates before cloning
  const clones = await cloneWithNewIds(objects);
  for (const c of clones) {
    const p = duplicatePosition({ x: c.left ?? 0, y: c.top ?? 0 });
    c.set({ left: p.x, top: p.y });
    c.setCoords();
  }
  insert(canvas, clones);
  selectAll(canvas, clones);
  canvas.requestRenderAll();
  return true;
}

/** Serialised copies of the selection (the clipboard of this editor). */
export function copySelection(canvas: Canvas): Record<string, unknown>[] {
  const objects = selected(canvas);
  if (objects.length === 0) return [];
  canvas.discardActiveObject(); // members back in canvas coordinates before serialising
  const copies = objects.map((o) => o.toObject() as Record<string, unknown>);
  selectAll(canvas, objects);
  return copies;
}

export async function paste(
  canvas: Canvas,
  clipboard: Record<string, unknown>[],
  artboard: Size,
): Promise<boolean> {
  if (clipboard.length === 0) return false;
  const objects = await cloneWithNewIds(await util.enlivenObjects<FabricObject>(clipboard));
  // The pasted group keeps its layout and lands at a random place inside the artboard.
  const boxes = objects.map((o) => o.getBoundingRect());
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const width = Math.max(...boxes.map((b) => b.left + b.width)) - left;
  const height = Math.max(...boxes.map((b) => b.top + b.height)) - top;
  const at = pastePosition({ width, height }, { left: 0, top: 0, ...artboard }, Math.random);
  for (const o of objects) {
    o.set({ left: (o.left ?? 0) + at.x - left, top: (o.top ?? 0) + at.y - top });
    o.setCoords();
  }
  insert(canvas, objects);
  selectAll(canvas, objects);
  canvas.requestRenderAll();
  return true;
}

export function nudge(canvas: Canvas, dx: number, dy: number): boolean {
  const active = canvas.getActiveObject();
  const objects = selected(canvas);
  if (!active || objects.length === 0 || objects.some(isLocked)) return false;
  active.set({ left: (active.left ?? 0) + dx, top: (active.top ?? 0) + dy });
  active.setCoords();
  canvas.requestRenderAll();
  return true;
}

/** Moves `objects` (canvas coordinates) so their bounding boxes match `boxes`. */
function moveTo(objects: FabricObject[], boxes: { left: number; top: number }[]): void {
  objects.forEach((o, i) => {
    const from = o.getBoundingRect();
    const to = boxes[i]!;
    o.set({ left: (o.left ?? 0) + to.left - from.left, top: (o.top ?? 0) + to.top - from.top });
    o.setCoords();
  });
}

function arrange(
  canvas: Canvas,
  plan: (
    boxes: { id: string; left: number; top: number; width: number; height: number }[],
  ) => { left: number; top: number }[] | null,
): boolean {
  const objects = selected(canvas);
  if (objects.length === 0 || objects.some(isLocked)) return false;
  canvas.discardActiveObject();
  const boxes = objects.map((o, i) => {
    const r = o.getBoundingRect();
    return { id: String(i), left: r.left, top: r.top, width: r.width, height: r.height };
  });
  const result = plan(boxes);
  if (result) moveTo(objects, result);
  selectAll(canvas, objects);
  canvas.requestRenderAll();
  return result !== null;
}

export function align(canvas: Canvas, alignment: Alignment, artboard: Size): boolean {
  return arrange(canvas, (boxes) => alignObjects(boxes, alignment, artboard));
}

export function distribute(canvas: Canvas, direction: DistributeDirection): boolean {
  return arrange(canvas, (boxes) => {
    const r = distributeObjects(boxes, direction);
    return r.ok ? r.objects : null;
  });
}

export function layer(canvas: Canvas, action: LayerOrder): boolean {
  const objects = selected(canvas);
  if (objects.length === 0) return false;
  const all = canvas.getObjects();
  const design = new Set(designObjects(canvas));
  const key = new Map(all.map((o, i) => [o, `${i}`]));
  const order = reorderLayers(
    all.map((o) => key.get(o)!),
    objects.map((o) => key.get(o)!),
    action,
    (k) => !design.has(all[Number(k)]!),
  );
  const before = all.map((o) => key.get(o)).join();
  if (order.join() === before) return false;
  order.forEach((k, index) => canvas.moveObjectTo(all[Number(k)]!, index));
  canvas.requestRenderAll();
  return true;
}
