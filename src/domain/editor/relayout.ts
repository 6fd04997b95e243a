/**
 * Re-laying a design out on a new artboard (issue 17: a size or product change keeps the design
 * whole). Each object keeps its place relative to the artboard: its centre moves to the same
 * fraction of the new width and height. Sizes scale by one factor, the smaller of the width and
 * height ratios, so nothing is stretched and objects that did not overlap still do not. A
 * background ('changeable-background…') scales by the larger ratio instead, so it still covers
 * the artboard. Text then moves (and, when it is larger than the safe zone, shrinks) until its
 * bounding box lies inside the safe zone — or the artboard where the product has none.
 *
 * Objects are Fabric's serialised JSON (left/top at the origin point, scale, angle, stroke);
 * skew is not taken into account (the editor does not skew). Group members are relative to
 * their group and move with it. Pure: the input is not touched.
 */
import type { Size } from '../artboard';
import type { Rect } from './placement';

type RawObject = Record<string, unknown>;

export interface RelayoutChange {
  /** Artboard before, canvas px at 100 %. */
  from: Size;
  /** Artboard after, canvas px at 100 %. */
  to: Size;
  /** Where text must lie on the new artboard (canvas px); null: the artboard itself. */
  safe: Rect | null;
}

const TEXT_TYPES = new Set(['textbox', 'i-text', 'itext', 'text']);

const num = (v: unknown, fallback: number): number =>
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

/** Drawn width and height of an object (stroke included, as Fabric measures them). */
function dimensions(o: RawObject): { w: number; h: number } {
  const stroke = o.stroke ? Math.max(0, num(o.strokeWidth, 0)) : 0;
  const sx = Math.abs(num(o.scaleX, 1));
  const sy = Math.abs(num(o.scaleY, 1));
  const uniform = o.strokeUniform === true;
  const w = num(o.width, 0);
  const h = num(o.height, 0);
  return uniform
    ? { w: w * sx + stroke, h: h * sy + stroke }
    : { w: (w + stroke) * sx, h: (h + stroke) * sy };
}

interface Placed {
  centre: { x: number; y: number };
  /** From the centre to the origin point, canvas px. */
  toOrigin: { x: number; y: number };
  w: number;
  h: number;
  angle: number;
}

function placed(o: RawObject): Placed {
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
function boundingSize(w: number, h: number, angle: number): { w: number; h: number } {
  const r = (angle * Math.PI) / 180;
  const cos = Math.abs(Math.cos(r));
  const sin = Math.abs(Math.sin(r));
  return { w: w * cos + h * sin, h: w * sin + h * cos };
}

/** The centre that keeps a box of `size` inside `area`, nearest to `centre` (centred if too big). */
function clampCentre(c: number, size: number, start: number, length: number): number {
  if (size >= length) return start + length / 2;
  return Math.min(Math.max(c, start + size / 2), start + length - size / 2);
}

function isBackground(o: RawObject): boolean {
  return typeof o.id === 'string' && o.id.includes('changeable-background');
}

function isText(o: RawObject): boolean {
  return typeof o.type === 'string' && TEXT_TYPES.has(o.type.toLowerCase());
}

/** One top-level object on the new artboard. */
function relayoutObject(
  o: RawObject,
  change: RelayoutChange,
  fit: number,
  cover: number,
): RawObject {
  const { from, to } = change;
  const before = placed(o);
  let factor = isBackground(o) ? cover : fit;
  let centre = {
    x: (before.centre.x / from.width) * to.width,
    y: (before.centre.y / from.height) * to.height,
  };
  if (isText(o)) {
    const area = change.safe ?? { left: 0, top: 0, width: to.width, height: to.height };
    const box = boundingSize(before.w * factor, before.h * factor, before.angle);
    // Text larger than the safe zone shrinks to fit it (never grows).
    const shrink = Math.min(1, area.width / (box.w || 1), area.height / (box.h || 1));
    factor *= shrink;
    centre = {
      x: clampCentre(centre.x, box.w * shrink, area.left, area.width),
      y: clampCentre(centre.y, box.h * shrink, area.top, area.height),
    };
  }
  return {
    ...o,
    left: centre.x + before.toOrigin.x * factor,
    top: centre.y + before.toOrigin.y * factor,
    scaleX: num(o.scaleX, 1) * factor,
    scaleY: num(o.scaleY, 1) * factor,
  };
}

function usable(s: Size): boolean {
  return Number.isFinite(s.width) && Number.isFinite(s.height) && s.width > 0 && s.height > 0;
}

/** The objects of one side on the new artboard; unchanged when the artboard did not change. */
export function relayoutObjects(
  objects: readonly RawObject[],
  change: RelayoutChange,
): RawObject[] {
  const { from, to } = change;
  if (!usable(from) || !usable(to)) return [...objects];
  if (from.width === to.width && from.height === to.height && change.safe === null)
    return [...objects];
  const rx = to.width / from.width;
  const ry = to.height / from.height;
  const fit = Math.min(rx, ry);
  const cover = Math.max(rx, ry);
  return objects.map((o) => relayoutObject(o, change, fit, cover));
}

/**
 * A serialised side (`{ objects, … }`) on the new artboard; anything that is not a readable
 * design passes unchanged, so a history entry is never lost to a bad snapshot.
 */
export function relayoutDesignJson(json: string, change: RelayoutChange): string {
  let design: unknown;
  try {
    design = JSON.parse(json);
  } catch {
    return json;
  }
  if (
    typeof design !== 'object' ||
    design === null ||
    !Array.isArray((design as RawObject).objects)
  )
    return json;
  const raw = design as RawObject & { objects: unknown[] };
  const objects = raw.objects.filter(
    (o): o is RawObject => typeof o === 'object' && o !== null && !Array.isArray(o),
  );
  return JSON.stringify({ ...raw, objects: relayoutObjects(objects, change) });
}
