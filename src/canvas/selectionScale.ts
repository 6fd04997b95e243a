/**
 * Scales the selection by one keyboard step about its centre (src/domain/editor/keyboardScale):
 * the active object — one object or the multiple selection as a whole — keeps its centre and
 * its proportions; a text box changes its font size instead (settleTextScale). Locked objects
 * are not scaled (their Fabric lock flags say the same).
 */
import type { Canvas } from 'fabric';
import { ActiveSelection } from 'fabric';
import { keyboardScaleFactor } from '../domain/editor/keyboardScale';
import { isLocked } from './locking';
import { isTextObject, settleTextScale } from './textStyle';

export function scaleSelection(canvas: Canvas, direction: 1 | -1): boolean {
  const active = canvas.getActiveObject();
  if (!active) return false;
  const objects = active instanceof ActiveSelection ? active.getObjects() : [active];
  if (objects.length === 0 || objects.some(isLocked)) return false;
  const smallest = Math.min(active.getScaledWidth(), active.getScaledHeight());
  const factor = keyboardScaleFactor(direction, smallest);
  if (factor === 1) return false;
  const centre = active.getCenterPoint();
  active.set({ scaleX: (active.scaleX ?? 1) * factor, scaleY: (active.scaleY ?? 1) * factor });
  // A text box takes the scale into its font size, as when scaled by its handles.
  if (isTextObject(active)) settleTextScale(active);
  active.setPositionByOrigin(centre, 'center', 'center');
  active.setCoords();
  canvas.requestRenderAll();
  return true;
}
