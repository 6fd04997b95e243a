/**
 * Re-laying a design out on a new artboard (issue 17: a size or product change keeps the design
 * whole). Each object keeps its place relative to the artboard: its centre moves to the same
 * fraction of the new width and height. Sizes scale by one factor, the smaller of the width and
 * height ratios, so nothing is stretched and objects that did not overlap still do not. A
 * background ('changeable-background…') scales by the larger ratio instead, so it still covers
 * the artboard. Text then moves (and, when it is larger than the safe zone, shrinks) until its
 * bounding box lies inside the safe zone — or the artboard where the product has none — and
 * clear of the finishing hardware. A template's object still where the template put it is laid
 * out from its design instead (templateLayout.ts: anchors, bleeds, image cover).
 *
 * Objects are Fabric's serialised JSON (left/top at the origin point, scale, angle, stroke);
 * skew is not taken into account (the editor does not skew). Group members are relative to
 * their group and move with it. Pure: the input is not touched.
 */
import type { Size } from '../artboard';
import type { RawObject } from './objectGeometry';
import { boundingSize, isBackground, isText, num, placed } from './objectGeometry';
import type { Rect } from './placement';
import { activeLayout, layoutTemplateObject, withoutLayout } from './templateLayout';
import type { TextArea } from './textPlacement';
import { fitText } from './textPlacement';

export interface RelayoutChange {
  /** Artboard before, canvas px at 100 %. */
  from: Size;
  /** Artboard after, canvas px at 100 %. */
  to: Size;
  /** Where text must lie on the new artboard (canvas px); null: the artboard itself. */
  safe: Rect | null;
  /**
   * Finishing hardware on the new artboard that text keeps clear of (grommets, holes,
   * standoffs, the hem band; src/domain/overlays/textKeepOut), canvas px. None when missing.
   */
  keepOut?: readonly Rect[];
}

/** Where text goes on the new artboard. */
export function textAreaOf(change: RelayoutChange): TextArea {
  const { to } = change;
  return {
    allowed: change.safe ?? { left: 0, top: 0, width: to.width, height: to.height },
    keepOut: change.keepOut ?? [],
  };
}

/** One top-level object on the new artboard. */
function relayoutObject(
  o: RawObject,
  change: RelayoutChange,
  fit: number,
  cover: number,
): RawObject {
  // A template's object the shopper has not moved lays itself out again from its design.
  const record = activeLayout(o);
  if (record) return layoutTemplateObject(o, record, change.to, textAreaOf(change));
  if (o['data-template-layout'] !== undefined) o = withoutLayout(o);
  const { from, to } = change;
  const before = placed(o);
  let factor = isBackground(o) ? cover : fit;
  let centre = {
    x: (before.centre.x / from.width) * to.width,
    y: (before.centre.y / from.height) * to.height,
  };
  if (isText(o)) {
    const box = boundingSize(before.w * factor, before.h * factor, before.angle);
    // Text larger than the safe zone shrinks to fit it (never grows).
    const placement = fitText(
      { left: centre.x - box.w / 2, top: centre.y - box.h / 2, width: box.w, height: box.h },
      textAreaOf(change),
    );
    factor *= placement.factor;
    centre = placement.centre;
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
  if (
    from.width === to.width &&
    from.height === to.height &&
    change.safe === null &&
    !change.keepOut?.length
  )
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
