/**
 * Where text may go (issue 16: text stays inside the safe zone and clear of the grommets,
 * holes, standoffs and hem): a text box's bounds are moved — and shrunk only when they do not
 * fit — into the allowed area, then the area is cut back past every piece of hardware the box
 * would touch, on the side that leaves the most room, until the box touches none. Artboard px.
 * Pure.
 */
import type { Rect } from './placement';

/** Where text must lie: the safe zone (or the artboard) and what it must keep clear of. */
export interface TextArea {
  /** Text lies inside this rectangle, px. */
  allowed: Rect;
  /** Finishing hardware to keep clear of (its bounds with clearance), px. */
  keepOut: readonly Rect[];
}

/** How a text box lands: the factor on its size and its new centre, px. */
export interface TextFit {
  factor: number;
  centre: { x: number; y: number };
}

/** Overlap below this is float round-off (a box placed flush against a cut), px. */
const TOUCH_PX = 1e-6;

function overlaps(a: Rect, b: Rect): boolean {
  return (
    a.left < b.left + b.width - TOUCH_PX &&
    b.left < a.left + a.width - TOUCH_PX &&
    a.top < b.top + b.height - TOUCH_PX &&
    b.top < a.top + a.height - TOUCH_PX
  );
}

/** The centre keeping a length `size` inside [start, start + length], nearest to `c`. */
function clamp(c: number, size: number, start: number, length: number): number {
  if (size >= length) return start + length / 2;
  return Math.min(Math.max(c, start + size / 2), start + length - size / 2);
}

function fitInto(box: Rect, area: Rect): { fit: TextFit; rect: Rect } {
  const factor = Math.max(0, Math.min(1, area.width / box.width, area.height / box.height));
  const w = box.width * factor;
  const h = box.height * factor;
  const x = clamp(box.left + box.width / 2, w, area.left, area.width);
  const y = clamp(box.top + box.height / 2, h, area.top, area.height);
  return {
    fit: { factor, centre: { x, y } },
    rect: { left: x - w / 2, top: y - h / 2, width: w, height: h },
  };
}

/** The four areas left when `area` is cut back past `hit` on one side (empty ones dropped). */
function cuts(area: Rect, hit: Rect): Rect[] {
  const right = area.left + area.width;
  const bottom = area.top + area.height;
  const hitRight = hit.left + hit.width;
  const hitBottom = hit.top + hit.height;
  return [
    { ...area, left: hitRight, width: right - hitRight },
    { ...area, width: hit.left - area.left },
    { ...area, top: hitBottom, height: bottom - hitBottom },
    { ...area, height: hit.top - area.top },
  ].filter((r) => r.width > 0 && r.height > 0);
}

/**
 * The fit of a text box whose bounds are `box` into `area`: unchanged (factor 1, same centre)
 * when it already lies inside and touches no hardware.
 */
export function fitText(box: Rect, area: TextArea): TextFit {
  const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  if (!(box.width > 0) || !(box.height > 0)) return { factor: 1, centre };
  let allowed = area.allowed;
  let result = fitInto(box, allowed);
  // Each round cuts one piece of hardware out of the allowed area for good.
  for (let round = 0; round <= area.keepOut.length; round += 1) {
    const hit = area.keepOut.find((k) => overlaps(result.rect, k));
    if (!hit) return result.fit;
    const options = cuts(allowed, hit).map((a) => ({ a, r: fitInto(box, a) }));
    // Most room for the text first, then the least movement.
    options.sort(
      (p, q) =>
        q.r.fit.factor - p.r.fit.factor ||
        Math.hypot(p.r.fit.centre.x - centre.x, p.r.fit.centre.y - centre.y) -
          Math.hypot(q.r.fit.centre.x - centre.x, q.r.fit.centre.y - centre.y),
    );
    const best = options[0];
    if (!best) return result.fit;
    allowed = best.a;
    result = best.r;
  }
  return result.fit;
}
