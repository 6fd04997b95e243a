/**
 * The border tools (spec canvas §3 `changeable-border`, §5 border margin and width) on the
 * canvas: which object is a border, its margin and width as the toolbar shows them, and the
 * edits. The rules (steps, limits, the reset) are src/domain/editor/borders.
 *
 * A border's strokes are made `strokeUniform` the first time it is edited: the margin stretches
 * the border over the artboard (a 300 × 200 frame on a 4 : 1 banner), and a uniform stroke keeps
 * every side as thick as the others. Its width is then in artboard px whatever the scale (Fabric
 * undoes the object's scaling for the stroke); its dash pattern is converted with it.
 */
import type { Canvas, FabricObject } from 'fabric';
import { Group, Point } from 'fabric';
import type { Size } from '../domain/artboard';
import {
  BORDER_WIDTH_FACTOR,
  borderMarginBox,
  clampBorderMargin,
  clampBorderWidth,
  maxBorderWidth,
  resetsBorderMargin,
} from '../domain/editor/borders';
import { hasIdMarker } from '../domain/editor/objectIds';
import { idOf } from './customProperties';

/** A border's tools as the toolbar shows them. */
export interface BorderSummary {
  /** Inches (0 once moved or scaled). */
  marginInches: number;
  /** The thickest stroke, points. */
  widthPt: number;
  /** The largest width this border may take, points. */
  maxWidthPt: number;
}

const MARGIN = 'data-changeable-border-margin';
const WIDTH = 'data-changeable-border-width';
type BorderData = { [MARGIN]?: number; [WIDTH]?: number; 'data-changeable-border'?: boolean };
const data = (o: FabricObject) => o as unknown as BorderData;

/** The stroked parts of `object` marked `changeable-border` (itself, or inside its group). */
function borderParts(object: FabricObject): FabricObject[] {
  if (object instanceof Group) return object.getObjects().flatMap(borderParts);
  return hasIdMarker(idOf(object), 'changeable-border') && object.stroke ? [object] : [];
}

/** `object` when it is a border (it or a part of it is marked `changeable-border`). */
export function isBorder(object: FabricObject | undefined): boolean {
  return object !== undefined && borderParts(object).length > 0;
}

/** A part's stroke width as drawn on the artboard, px. */
function strokePx(part: FabricObject): number {
  if (part.strokeUniform) return part.strokeWidth;
  const s = part.getObjectScaling();
  return part.strokeWidth * ((s.x + s.y) / 2);
}

/** Makes the parts' strokes uniform (artboard px) at their current look. */
function uniformStrokes(parts: FabricObject[]): void {
  for (const part of parts) {
    if (part.strokeUniform) continue;
    const px = strokePx(part);
    const ratio = px / (part.strokeWidth || 1);
    part.set({
      strokeUniform: true,
      strokeWidth: px,
      strokeDashArray: part.strokeDashArray?.map((d) => d * ratio) ?? null,
    });
  }
}

/** The border's size on the artboard, px. */
const sizeOf = (o: FabricObject): Size => ({
  width: o.getScaledWidth(),
  height: o.getScaledHeight(),
});

/** The one selected object's border tools, or null when it is not a border. */
export function borderSummaryOf(object: FabricObject | undefined): BorderSummary | null {
  if (!object || !isBorder(object)) return null;
  const thickest = Math.max(...borderParts(object).map(strokePx));
  return {
    marginInches: data(object)[MARGIN] ?? 0,
    widthPt: Math.round((thickest / BORDER_WIDTH_FACTOR) * 10) / 10,
    maxWidthPt: maxBorderWidth(sizeOf(object)),
  };
}

function selectedBorder(canvas: Canvas): FabricObject | null {
  const selected = canvas.getActiveObjects();
  const only = selected.length === 1 ? selected[0] : undefined;
  return only && isBorder(only) ? only : null;
}

function redraw(object: FabricObject): void {
  object.set({ dirty: true });
  if (object instanceof Group) for (const part of object.getObjects()) part.set({ dirty: true });
  object.setCoords();
}

/**
 * Stretches the selected border over the artboard less `value` inches on each side (upright);
 * whether anything changed (a value of 5 in or more, or one leaving no room, is ignored).
 */
export function setBorderMargin(canvas: Canvas, artboard: Size, value: number): boolean {
  const border = selectedBorder(canvas);
  const margin = clampBorderMargin(value);
  if (!border || margin === null) return false;
  const box = borderMarginBox(artboard, margin);
  if (!box) return false;
  uniformStrokes(borderParts(border));
  border.set({
    angle: 0,
    skewX: 0,
    skewY: 0,
    scaleX: box.width / (border.width || 1),
    scaleY: box.height / (border.height || 1),
  });
  const centre = new Point(box.left + box.width / 2, box.top + box.height / 2);
  border.setPositionByOrigin(centre, 'center', 'center');
  Object.assign(data(border), { [MARGIN]: margin, 'data-changeable-border': true });
  redraw(border);
  return true;
}

/**
 * Sets the selected border's thickest stroke to `value` points (clamped to 0.1 … its maximum);
 * the other strokes keep their proportion to it. Whether anything changed.
 */
export function setBorderWidth(canvas: Canvas, value: number): boolean {
  const border = selectedBorder(canvas);
  if (!border) return false;
  const width = clampBorderWidth(value, maxBorderWidth(sizeOf(border)));
  if (width === null) return false;
  const parts = borderParts(border);
  uniformStrokes(parts);
  const thickest = Math.max(...parts.map((p) => p.strokeWidth));
  const ratio = (width * BORDER_WIDTH_FACTOR) / (thickest || 1);
  for (const part of parts) {
    part.set({
      strokeWidth: part.strokeWidth * ratio,
      strokeDashArray: part.strokeDashArray?.map((d) => d * ratio) ?? null,
    });
  }
  // The group's box grows with its strokes (a cached drawing would cut them off).
  if (border instanceof Group) border.triggerLayout();
  Object.assign(data(border), { [WIDTH]: width, 'data-changeable-border': true });
  redraw(border);
  return true;
}

/**
 * Moving or scaling a border resets its margin to 0 (spec canvas §5). Installed before the
 * adapter's own `object:modified` listener, so the change it records has the reset.
 */
export function installBorderMarginReset(canvas: Canvas): () => void {
  return canvas.on('object:modified', ({ target, action, transform }) => {
    if (!resetsBorderMargin(action ?? transform?.action)) return;
    const objects = target instanceof Group && !isBorder(target) ? target.getObjects() : [target];
    for (const o of objects) if (isBorder(o) && data(o)[MARGIN]) data(o)[MARGIN] = 0;
  });
}
