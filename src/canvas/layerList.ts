/**
 * The layers list's side of the canvas: the side's objects top to bottom as the list shows them
 * (domain/editor/layers), selecting one by id, and locking one (src/canvas/locking).
 */
import type { Canvas } from 'fabric';
import type { LayerItem } from '../domain/editor/layers';
import { idOf } from './customProperties';
import { designObjects } from './designDocument';
import { isLocked, setLocked } from './locking';
import { qrCodeOf } from './qrCodes';
import type { SelectionEdit } from './selectionEdit';
import { isTextObject } from './textStyle';

/** The side's objects, top first (the order a layers list reads). */
export function layerListOf(canvas: Canvas): LayerItem[] {
  return designObjects(canvas)
    .map((o) => ({
      id: idOf(o),
      type: o.type,
      text: isTextObject(o) ? (o.text ?? '') : null,
      locked: isLocked(o),
      qrCode: qrCodeOf(o) !== null,
    }))
    .reverse();
}

const byId = (canvas: Canvas, id: string) => designObjects(canvas).find((o) => idOf(o) === id);

export const layerEdits = {
  /** Selects the object `id` alone (no change to the design). */
  select:
    (id: string): SelectionEdit =>
    (canvas) => {
      const object = byId(canvas, id);
      if (object && canvas.getActiveObject() !== object) {
        canvas.setActiveObject(object);
        canvas.requestRenderAll();
      }
      return false;
    },
  /** Locks or unlocks the object `id` (one history entry). */
  setLocked:
    (id: string, locked: boolean): SelectionEdit =>
    (canvas) => {
      const object = byId(canvas, id);
      if (!object || isLocked(object) === locked) return false;
      setLocked(object, locked);
      canvas.requestRenderAll();
      return true;
    },
};
