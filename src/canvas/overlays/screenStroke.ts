/**
 * Screen-constant strokes: overlay lines (hem guide, cut line, safe zone) keep their width and
 * dashes in screen px whatever the zoom, so their artboard-px values are divided by the zoom.
 */
import type { FabricObject } from 'fabric';
import { Group } from 'fabric';

/** The screen-px stroke an overlay object keeps; stored as plain instance fields. */
export interface ScreenStroke {
  /** Stroke width, screen px. */
  screenStrokePx: number;
  /** Dash pattern, screen px; none for a solid line. */
  screenDashPx?: readonly number[];
}

function screenStrokeOf(obj: FabricObject): ScreenStroke | undefined {
  const s = obj as FabricObject & Partial<ScreenStroke>;
  return typeof s.screenStrokePx === 'number'
    ? { screenStrokePx: s.screenStrokePx, screenDashPx: s.screenDashPx }
    : undefined;
}

function applyZoom(obj: FabricObject, stroke: ScreenStroke, zoom: number): void {
  obj.set({
    strokeWidth: stroke.screenStrokePx / zoom,
    strokeDashArray: stroke.screenDashPx ? stroke.screenDashPx.map((d) => d / zoom) : null,
  });
}

/** Gives `obj` a stroke of `stroke` screen px at `zoom`, and remembers it for zoom changes. */
export function setScreenStroke<T extends FabricObject>(
  obj: T,
  stroke: ScreenStroke,
  zoom: number,
): T {
  Object.assign(obj, stroke);
  applyZoom(obj, stroke, zoom);
  return obj;
}

/**
 * Rescales the screen-constant strokes of `objects` (and of their groups' children) for a new
 * zoom (1 = 100 %), e.g. after `canvas.setZoom`. Other objects are left alone; a zoom that is
 * not a positive number is ignored. The caller re-renders the canvas.
 */
export function updateOverlayZoom(objects: readonly FabricObject[], zoom: number): void {
  if (!Number.isFinite(zoom) || zoom <= 0) return;
  for (const obj of objects) {
    const stroke = screenStrokeOf(obj);
    if (stroke) applyZoom(obj, stroke, zoom);
    if (obj instanceof Group) updateOverlayZoom(obj.getObjects(), zoom);
    obj.dirty = true;
  }
}
