/**
 * Layer colours (spec canvas §3: "layer colours (id and colour)"): the recolourable parts of the
 * one selected object — itself when its id carries `changeable-color`, or, for a group (an
 * element, a QR code), each part inside it whose id does — and recolouring one by its id. A part
 * is painted by its fill, or, when it has none (a border's or an outline icon's lines), by its
 * stroke: that is the colour shown and changed.
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

/** Colours that paint nothing. */
const UNPAINTED = new Set(['', 'none', 'transparent']);

const paints = (v: unknown): v is string => typeof v === 'string' && !UNPAINTED.has(v.trim());

/** The channel that gives a part its colour: its fill, else its stroke; null for neither. */
function paintOf(part: FabricObject): 'fill' | 'stroke' | null {
  if (paints(part.fill)) return 'fill';
  if (paints(part.stroke) && part.strokeWidth > 0) return 'stroke';
  return null;
}

function recolourable(object: FabricObject): FabricObject[] {
  if (object instanceof Group) return object.getObjects().flatMap(recolourable);
  return hasIdMarker(idOf(object), 'changeable-color') && paintOf(object) ? [object] : [];
}

/** The recolourable parts of `object`, in drawing order. */
export function layerColoursOf(object: FabricObject | undefined): LayerColour[] {
  if (!object) return [];
  return recolourable(object).map((part) => ({
    id: idOf(part),
    colour: part[paintOf(part) ?? 'fill'] as string,
  }));
}

/** Recolours the part `id` of the one selected object; whether anything changed. */
export function setLayerColour(canvas: Canvas, id: string, colour: string): boolean {
  const selected = canvas.getActiveObjects();
  if (selected.length !== 1) return false;
  const parts = recolourable(selected[0]!).filter(
    (p) => idOf(p) === id && p[paintOf(p) ?? 'fill'] !== colour,
  );
  for (const part of parts) {
    part.set({ [paintOf(part) ?? 'fill']: colour });
    // The group's cached drawing (and its device picture) shows the old colour until redrawn.
    part.group?.set({ dirty: true });
  }
  return parts.length > 0;
}
