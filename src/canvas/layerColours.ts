/**
 * Layer colours (spec canvas §3: "layer colours (id and colour)"): the recolourable parts of the
 * one selected object — its own fill when its id carries `changeable-color`, or, for a group
 * (an element, a QR code), each part inside it whose id does — and recolouring one by its id.
 */
import type { Canvas, FabricObject } from 'fabric';
import { Group } from 'fabric';
import { hasIdMarker } from '../domain/editor/objectIds';
import { idOf } from './customProperties';

export interface LayerColour {
  /** The part's id (unique within the selected object). */
  id: string;
  /** Its fill, as stored (`#000000`, `rgba(…)`). */
  colour: string;
}

function recolourable(object: FabricObject): FabricObject[] {
  const own = hasIdMarker(idOf(object), 'changeable-color') && typeof object.fill === 'string';
  if (object instanceof Group) return object.getObjects().flatMap(recolourable);
  return own ? [object] : [];
}

/** The recolourable parts of `object`, in drawing order. */
export function layerColoursOf(object: FabricObject | undefined): LayerColour[] {
  if (!object) return [];
  return recolourable(object).map((part) => ({ id: idOf(part), colour: part.fill as string }));
}

/** Recolours the part `id` of the one selected object; whether anything changed. */
export function setLayerColour(canvas: Canvas, id: string, colour: string): boolean {
  const selected = canvas.getActiveObjects();
  if (selected.length !== 1) return false;
  const parts = recolourable(selected[0]!).filter((p) => idOf(p) === id && p.fill !== colour);
  for (const part of parts) {
    part.set({ fill: colour });
    // The group's cached drawing (and its device picture) shows the old colour until redrawn.
    part.group?.set({ dirty: true });
  }
  return parts.length > 0;
}
