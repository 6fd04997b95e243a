/**
 * Where a serialised Fabric object sits (its JSON: left/top at the origin point, scale, angle,
 * stroke), in artboard px: its centre, drawn size and axis-aligned bounds. Shared by the
 * re-layout on a size change (relayout.ts) and the template layout (templateLayout.ts). Skew is
 * not taken into account (the editor does not skew). Pure.
 */
import type { Rect } from './placement';

export type RawObject = Record<string, unknown>;

const TEXT_TYPES = new Set(['textbox', 'i-text', 'itext', 'text']);

/** Fabric's line height factor: a line of text is `fontSize × 1.13 × lineHeight` px tall. */
const FONT_SIZE_MULT = 1.13;

export const num = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

/** Fabric's origin as an offset from the centre, in object widths: left −0.5 … right 0.5. */
function originOffset(v: unknown, low: string, high: string): number {
  if (v === low) return -0.5;
  if (v === high) return 0.5;
  if (typeof v === 'number' && Number.isFinite(v)) return v - 0.5;
  return 0; // 'center', and anything unreadable
}

function rotate(x: number, y: number, degrees: number): { x: number; y: number } {
  const r = (degrees * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  return { x: x * cos - y * sin, y: x * sin + y * cos };
}

export function isText(o: RawObject): boolean {
  return typeof o.type === 'string' && TEXT_TYPES.has(o.type.toLowerCase());
}

export function isBackground(o: RawObject): boolean {
  return typeof o.id === 'string' && o.id.includes('changeable-background');
}

/**
 * Unscaled height of an object. A text box straight from a template has none (Fabric measures
 * it on load): its explicit lines at Fabric's line height stand in (a template's lines are
 * designed not to wrap; once on the canvas the measured height is serialised and used).
 */
function height(o: RawObject): number {
  if (typeof o.height === 'number' && Number.isFinite(o.height)) return o.height;
  if (!isText(o)) return 0;
  const lines = typeof o.text === 'string' ? o.text.split('\n').length : 1;
  return lines * num(o.fontSize, 40) * FONT_SIZE_MULT * num(o.lineHeight, 1.16);
}

/** Drawn width and height of an object (stroke included, as Fabric measures them). */
export function dimensions(o: RawObject): { w: number; h: number } {
  const stroke = o.stroke ? Math.max(0, num(o.strokeWidth, 0)) : 0;
  const sx = Math.abs(num(o.scaleX, 1));
  const sy = Math.abs(num(o.scaleY, 1));
  const uniform = o.strokeUniform === true;
  const w = num(o.width, 0);
  const h = height(o);
  return uniform
    ? { w: w * sx + stroke, h: h * sy + stroke }
    : { w: (w + stroke) * sx, h: (h + stroke) * sy };
}

export interface Placed {
  centre: { x: number; y: number };
  /** From the centre to the origin point, canvas px. */
  toOrigin: { x: number; y: number };
  w: number;
  h: number;
  angle: number;
}

export function placed(o: RawObject): Placed {
  const { w, h } = dimensions(o);
  const angle = num(o.angle, 0);
  const toOrigin = rotate(
    originOffset(o.originX, 'left', 'right') * w,
    originOffset(o.originY, 'top', 'bottom') * h,
    angle,
  );
  const left = num(o.left, 0);
  const top = num(o.top, 0);
  return { centre: { x: left - toOrigin.x, y: top - toOrigin.y }, toOrigin, w, h, angle };
}

/** Axis-aligned size of a w × h box turned by `angle` degrees. */
export function boundingSize(w: number, h: number, angle: number): { w: number; h: number } {
  const r = (angle * Math.PI) / 180;
  const cos = Math.abs(Math.cos(r));
  const sin = Math.abs(Math.sin(r));
  return { w: w * cos + h * sin, h: w * sin + h * cos };
}

/** The axis-aligned bounds of an object, artboard px. */
export function boundsOf(o: RawObject): Rect {
  const p = placed(o);
  const box = boundingSize(p.w, p.h, p.angle);
  return {
    left: p.centre.x - box.w / 2,
    top: p.centre.y - box.h / 2,
    width: box.w,
    height: box.h,
  };
}

/** The object moved so that its centre is at (x, y); its size as it is. */
export function withCentre(o: RawObject, x: number, y: number): RawObject {
  const p = placed(o);
  return { ...o, left: x + p.toOrigin.x, top: y + p.toOrigin.y };
}
