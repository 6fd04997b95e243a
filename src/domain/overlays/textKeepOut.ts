/**
 * Where text may go on a product (issue 16): inside the safe zone's inner rectangle and clear of
 * the finishing hardware — every grommet, drilled hole and standoff (its bounds plus a
 * clearance) and the hem band (the strip between each edge and the hem line, which folds over).
 * In artboard px at 96 per inch, the unit the editor's layouts work in. Pure.
 */
import { PX_PER_INCH } from '../units';
import type { CircleInches, RectInches } from './geometry';
import { innerRect } from './geometry';
import type { OverlayPlan } from './overlayPlan';

/**
 * Space kept between text and a piece of hardware, inches: an eighth of an inch, about the
 * cutting tolerance of the finishing machines, so a letter never touches a washer.
 */
export const HARDWARE_CLEARANCE_INCHES = 0.125;

/** A rectangle in artboard px. */
export interface PxRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const px = (r: RectInches): PxRect => ({
  left: r.x * PX_PER_INCH,
  top: r.y * PX_PER_INCH,
  width: r.width * PX_PER_INCH,
  height: r.height * PX_PER_INCH,
});

function discBounds(c: CircleInches, clearance: number): RectInches {
  const r = c.r + clearance;
  return { x: c.cx - r, y: c.cy - r, width: 2 * r, height: 2 * r };
}

/** The hem band as four strips along the edges, inches. */
function hemBands(plan: OverlayPlan): RectInches[] {
  const hem = plan.hem;
  if (!hem) return [];
  const { widthInches: w, heightInches: h } = plan.artboard;
  return [
    { x: 0, y: 0, width: w, height: hem.y },
    { x: 0, y: hem.y + hem.height, width: w, height: h - hem.y - hem.height },
    { x: 0, y: 0, width: hem.x, height: h },
    { x: hem.x + hem.width, y: 0, width: w - hem.x - hem.width, height: h },
  ].filter((r) => r.width > 0 && r.height > 0);
}

/** The hardware text keeps clear of, inches. */
export function textKeepOutInches(
  plan: OverlayPlan,
  clearanceInches = HARDWARE_CLEARANCE_INCHES,
): RectInches[] {
  const grommets = (plan.grommets?.rings ?? []).map((g) =>
    discBounds({ cx: g.cx, cy: g.cy, r: g.outerR }, clearanceInches),
  );
  return [
    ...grommets,
    ...plan.drilledHoles.map((c) => discBounds(c, clearanceInches)),
    ...plan.standoffs.map((c) => discBounds(c, clearanceInches)),
    ...hemBands(plan),
  ];
}

/** Where text must lie and what it keeps clear of, artboard px (null safe: the artboard). */
export function textAreaPx(plan: OverlayPlan | null): { safe: PxRect | null; keepOut: PxRect[] } {
  if (!plan) return { safe: null, keepOut: [] };
  return {
    safe: plan.safeZone ? px(innerRect(plan.safeZone)) : null,
    keepOut: textKeepOutInches(plan).map(px),
  };
}
