/**
 * Templates that fit any size (issue 16). Each object of a template names its anchor in the
 * `data-anchor` field: a corner (`top-left`, `top-right`, `bottom-left`, `bottom-right`), an
 * edge (`top`, `left`, `right`, `bottom`) or the centre (`center`, the default). Laid out on
 * another artboard, every object scales by one factor, the smaller of the width and height
 * ratios (nothing is stretched), and keeps its distance to its anchor at that scale:
 * - `left`/`right` keep the gap to that edge, otherwise the offset from the vertical centre line
 *   (and likewise `top`/`bottom` with the horizontal one);
 * - a shape or image whose side lies on the artboard's edge in the template (a full-bleed
 *   background, a band, a photo column) stays on that edge: it grows or shrinks to reach it;
 * - an image slot (`changeable-image-…`) is covered by its picture (cover-fit, centred, the
 *   overflow cropped);
 * - text then goes inside the safe zone and clear of the finishing hardware (textPlacement.ts),
 *   shrunk only when it cannot fit.
 *
 * The layout always starts from the object as designed, which it records on the object
 * (`data-template-layout`: the template's artboard, the designed geometry and where the layout
 * put it), so switching back to the template's size restores the design exactly. An object the
 * shopper has moved, scaled or cropped since is no longer where the layout put it: it loses its
 * record and moves as any object does (relayout.ts). Artboard px. Pure.
 */
import type { Size } from '../artboard';
import type { RawObject } from './objectGeometry';
import { boundingSize, isText, num, placed, withCentre } from './objectGeometry';
import type { TextArea } from './textPlacement';
import { fitText } from './textPlacement';

export const TEMPLATE_ANCHORS = [
  'top-left',
  'top',
  'top-right',
  'left',
  'center',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;
export type TemplateAnchor = (typeof TEMPLATE_ANCHORS)[number];

/** The fields a layout reads and writes, as designed and as placed. */
const GEOMETRY = ['left', 'top', 'scaleX', 'scaleY', 'width', 'height', 'cropX', 'cropY'] as const;
type Geometry = Partial<Record<(typeof GEOMETRY)[number], number>>;

/** What `data-template-layout` records. */
export interface TemplateLayoutRecord {
  anchor: TemplateAnchor;
  /** The template's artboard, px. */
  from: Size;
  /** The object's geometry in the template. */
  designed: Geometry;
  /** Its geometry as the last layout placed it. */
  placed: Geometry;
}

/**
 * Differences below which two geometries are the same: Fabric writes numbers with 4 decimals,
 * so a px value may come back 0.00005 off and a scale as much; a shopper's move or scale is
 * far bigger than these.
 */
const SAME_PX = 0.01;
const SAME_SCALE = 2e-4;
/** How close to the artboard's edge a side counts as lying on it, px. */
const ON_EDGE_PX = 0.5;

function isRecord(v: unknown): v is RawObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function isTemplateAnchor(v: unknown): v is TemplateAnchor {
  return typeof v === 'string' && (TEMPLATE_ANCHORS as readonly string[]).includes(v);
}

function geometryOf(o: RawObject): Geometry {
  const g: Geometry = {};
  for (const k of GEOMETRY) if (typeof o[k] === 'number' && Number.isFinite(o[k])) g[k] = o[k];
  return g;
}

/** A valid layout record, or undefined (for designs from outside: objectData.ts). */
export function parseTemplateLayout(v: unknown): TemplateLayoutRecord | undefined {
  if (!isRecord(v) || !isTemplateAnchor(v.anchor)) return undefined;
  const from = isRecord(v.from) ? v.from : {};
  const width = num(from.width, 0);
  const height = num(from.height, 0);
  if (!(width > 0 && height > 0) || !isRecord(v.designed) || !isRecord(v.placed)) return undefined;
  return {
    anchor: v.anchor,
    from: { width, height },
    designed: geometryOf(v.designed),
    placed: geometryOf(v.placed),
  };
}

/** Whether the object is still where the layout put it. */
function untouched(o: RawObject, record: TemplateLayoutRecord): boolean {
  const now = geometryOf(o);
  return GEOMETRY.every((k) => {
    const tolerance = k === 'scaleX' || k === 'scaleY' ? SAME_SCALE : SAME_PX;
    return Math.abs((now[k] ?? 0) - (record.placed[k] ?? 0)) < tolerance;
  });
}

/** The object's layout record when it is still where the layout put it. */
export function activeLayout(o: RawObject): TemplateLayoutRecord | undefined {
  const record = parseTemplateLayout(o['data-template-layout']);
  return record && untouched(o, record) ? record : undefined;
}

/** The object without its layout record (it then moves as any object). */
export function withoutLayout(o: RawObject): RawObject {
  const rest = { ...o };
  delete rest['data-template-layout'];
  return rest;
}

/** Start and end of a span [a, b] of a `from`-long axis on a `to`-long one, scaled by `s`. */
function spanOn(a: number, b: number, from: number, to: number, s: number, anchor: 0 | 0.5 | 1) {
  const onStart = a <= ON_EDGE_PX;
  const onEnd = b >= from - ON_EDGE_PX;
  const size = (b - a) * s;
  let start: number;
  if (anchor === 0) start = a * s;
  else if (anchor === 1) start = to - (from - b) * s - size;
  else start = to / 2 + ((a + b) / 2 - from / 2) * s - size / 2;
  let end = start + size;
  if (onStart) start = 0;
  if (onEnd) end = to;
  return { start, end };
}

function axes(anchor: TemplateAnchor): { x: 0 | 0.5 | 1; y: 0 | 0.5 | 1 } {
  const x = anchor.includes('left') ? 0 : anchor.includes('right') ? 1 : 0.5;
  const y = anchor.includes('top') ? 0 : anchor.includes('bottom') ? 1 : 0.5;
  return { x, y };
}

/** Returns `b` when `a` is within float round-off of it: the designed value comes back exact. */
const snap = (a: number, b: number): number => (Math.abs(a - b) < 1e-6 ? b : a);

function isImageSlot(o: RawObject): boolean {
  return String(o.type).toLowerCase() === 'image';
}

/** An image covering a w × h px slot with its picture, centred (crop in source px). */
function coverImage(designed: RawObject, w: number, h: number): Geometry {
  const naturalW = num(designed.width, 0) + 2 * num(designed.cropX, 0);
  const naturalH = num(designed.height, 0) + 2 * num(designed.cropY, 0);
  if (!(naturalW > 0 && naturalH > 0)) return {};
  const scale = Math.max(w / naturalW, h / naturalH);
  const width = Math.min(naturalW, w / scale);
  const height = Math.min(naturalH, h / scale);
  return {
    scaleX: scale,
    scaleY: scale,
    width,
    height,
    cropX: (naturalW - width) / 2,
    cropY: (naturalH - height) / 2,
  };
}

/** One object laid out from its record onto `to`, text inside `area`; the record updated. */
export function layoutTemplateObject(
  o: RawObject,
  record: TemplateLayoutRecord,
  to: Size,
  area: TextArea,
): RawObject {
  const { from } = record;
  // Fabric's defaults for what the design left out, so nothing of the current placement leaks in.
  const designed: RawObject = { ...o, scaleX: 1, scaleY: 1, ...record.designed };
  const s = Math.min(to.width / from.width, to.height / from.height);
  const p = placed(designed);
  const box = boundingSize(p.w, p.h, p.angle);
  const { x: ax, y: ay } = axes(record.anchor);
  const bleeds = !isText(o) && p.angle % 360 === 0;
  const x = spanOn(p.centre.x - box.w / 2, p.centre.x + box.w / 2, from.width, to.width, s, ax);
  const y = spanOn(p.centre.y - box.h / 2, p.centre.y + box.h / 2, from.height, to.height, s, ay);
  const w = bleeds ? x.end - x.start : box.w * s;
  const h = bleeds ? y.end - y.start : box.h * s;
  let centre = { x: x.start + w / 2, y: y.start + h / 2 };
  if (!bleeds) centre = { x: x.start + (box.w * s) / 2, y: y.start + (box.h * s) / 2 };
  let sized: Geometry;
  if (isImageSlot(o) && bleeds) sized = coverImage(designed, w, h);
  else if (bleeds)
    sized = {
      scaleX: num(designed.scaleX, 1) * (box.w > 0 ? w / box.w : s),
      scaleY: num(designed.scaleY, 1) * (box.h > 0 ? h / box.h : s),
    };
  else sized = { scaleX: num(designed.scaleX, 1) * s, scaleY: num(designed.scaleY, 1) * s };
  if (isText(o)) {
    const fit = fitText(
      { left: centre.x - w / 2, top: centre.y - h / 2, width: w, height: h },
      area,
    );
    centre = fit.centre;
    sized = { scaleX: (sized.scaleX ?? 1) * fit.factor, scaleY: (sized.scaleY ?? 1) * fit.factor };
  }
  const resized = withCentre({ ...designed, ...sized }, centre.x, centre.y);
  const out: RawObject = { ...resized };
  for (const k of GEOMETRY)
    if (typeof out[k] === 'number') out[k] = snap(out[k], num(designed[k], Number.NaN));
  return { ...out, 'data-template-layout': { ...record, placed: geometryOf(out) } };
}

/**
 * A template's objects on an artboard of `to` px: each gets its layout record (its
 * `data-anchor`, `center` when missing or unknown) and is laid out from it.
 */
export function layoutTemplate(
  objects: readonly RawObject[],
  from: Size,
  to: Size,
  area: TextArea,
): RawObject[] {
  return objects.map((o) => {
    const anchor = isTemplateAnchor(o['data-anchor']) ? o['data-anchor'] : 'center';
    const geometry = geometryOf(o);
    const record: TemplateLayoutRecord = { anchor, from, designed: geometry, placed: geometry };
    return layoutTemplateObject(o, record, to, area);
  });
}
