/**
 * Draws an overlay plan (src/domain/overlays) with Fabric: one object or group per overlay
 * kind, carrying the spec's id, in artboard px (inches × 96), never selectable, hit or exported.
 */
import type { FabricObject } from 'fabric';
import { Circle, Group, Path, Rect } from 'fabric';
import type { CircleInches, OverlayPlan } from '../../domain/overlays';
import { OVERLAY_TUNABLES } from '../../domain/overlays';
import { PX_PER_INCH } from '../../domain/units';
import type { OverlayId } from './overlayIds';
import { OVERLAY_IDS } from './overlayIds';
import { outlinePathData, outsideMaskPathData } from './outlinePath';
import type { ScreenStroke } from './screenStroke';
import { setScreenStroke } from './screenStroke';

const STYLE = OVERLAY_TUNABLES.style;

/** Options of {@link createOverlayObjects}. */
export interface OverlayDrawOptions {
  /** The canvas zoom (1 = 100 %) the screen-constant strokes are sized for. */
  zoom: number;
}

/** Properties every overlay object (and each part of an overlay group) gets. */
const INERT = {
  selectable: false,
  evented: false,
  excludeFromExport: true,
  hoverCursor: 'default',
  hasControls: false,
  hasBorders: false,
  lockMovementX: true,
  lockMovementY: true,
  // Few, cheap shapes whose strokes change with the zoom: draw them directly.
  objectCaching: false,
  originX: 'center',
  originY: 'center',
} as const;

const px = (inches: number) => inches * PX_PER_INCH;

/** An overlay object as the editor finds it: an inert Fabric object with an `id`. */
export type OverlayObject = FabricObject & { id: OverlayId };

function withId<T extends FabricObject>(obj: T, id: OverlayId): T & { id: OverlayId } {
  return Object.assign(obj, { id });
}

function disc(c: { cx: number; cy: number }, r: number, fill: string): Circle {
  return new Circle({
    ...INERT,
    left: px(c.cx),
    top: px(c.cy),
    radius: px(r),
    fill,
    strokeWidth: 0,
  });
}

function group(parts: FabricObject[], id: OverlayId): OverlayObject {
  return withId(new Group(parts, { ...INERT, subTargetCheck: false, interactive: false }), id);
}

/** An unfilled outline with a screen-constant stroke. */
function outlinePath(d: string, color: string, stroke: ScreenStroke, zoom: number): Path {
  return setScreenStroke(new Path(d, { ...INERT, fill: '', stroke: color }), stroke, zoom);
}

function shapeCutObject(plan: OverlayPlan, zoom: number): OverlayObject | null {
  const cut = plan.shapeCut;
  if (!cut) return null;
  const parts: FabricObject[] = [];
  if (cut.masked) {
    const mask = outsideMaskPathData(cut.outline, plan.artboard);
    parts.push(
      new Path(mask, { ...INERT, fill: STYLE.cutMaskFill, fillRule: 'evenodd', strokeWidth: 0 }),
    );
  }
  parts.push(
    outlinePath(
      outlinePathData(cut.outline),
      STYLE.cutLineStroke,
      { screenStrokePx: STYLE.cutLinePx },
      zoom,
    ),
  );
  return group(parts, OVERLAY_IDS.shapeCut);
}

function holesObject(holes: CircleInches[]): OverlayObject | null {
  if (holes.length === 0) return null;
  return group(
    holes.map((h) => disc(h, h.r, STYLE.holeFill)),
    OVERLAY_IDS.drilledHoles,
  );
}

function grommetsObject(plan: OverlayPlan): OverlayObject | null {
  const g = plan.grommets;
  if (!g) return null;
  const parts = g.rings.flatMap((r) => [
    disc(r, r.outerR, STYLE.grommetFill),
    disc(r, r.holeR, STYLE.holeFill),
  ]);
  return group(
    parts,
    g.kind === 'big-top-corners' ? OVERLAY_IDS.bigGrommets : OVERLAY_IDS.grommets,
  );
}

function standoffsObject(caps: CircleInches[], zoom: number): OverlayObject | null {
  if (caps.length === 0) return null;
  const parts = caps.map((c) =>
    setScreenStroke(
      new Circle({
        ...INERT,
        left: px(c.cx),
        top: px(c.cy),
        radius: px(c.r),
        fill: STYLE.standoffFill,
        stroke: STYLE.standoffStroke,
      }),
      { screenStrokePx: STYLE.standoffStrokePx },
      zoom,
    ),
  );
  return group(parts, OVERLAY_IDS.standoffs);
}

function hemObject(plan: OverlayPlan, zoom: number): OverlayObject | null {
  const hem = plan.hem;
  if (!hem) return null;
  const rect = new Rect({
    ...INERT,
    left: px(hem.x + hem.width / 2),
    top: px(hem.y + hem.height / 2),
    width: px(hem.width),
    height: px(hem.height),
    fill: '',
    stroke: STYLE.hemStroke,
  });
  setScreenStroke(rect, { screenStrokePx: STYLE.hemStrokePx, screenDashPx: STYLE.hemDashPx }, zoom);
  return withId(rect, OVERLAY_IDS.hem);
}

/**
 * The Fabric objects of an overlay plan, bottom to top: shape cut (veil over the area cut
 * away, and the cut line), safe-zone contour, grommets, drilled holes, standoffs, hem guide.
 * Parts the plan lacks are left out, so an empty plan gives an empty list.
 *
 * Coordinates are artboard px (inches × 96, origin at the artboard's top-left corner). Every
 * object is inert (`selectable: false, evented: false, excludeFromExport: true,
 * hoverCursor: 'default'`) and carries its spec id as the instance field `id` (see
 * `OVERLAY_IDS`). Lines (hem guide, cut line, safe zone, standoff rims) are sized in screen
 * px for `zoom`; call `updateOverlayZoom` when the zoom changes. Add the objects above
 * the design and keep them on top.
 */
export function createOverlayObjects(
  plan: OverlayPlan,
  { zoom }: OverlayDrawOptions,
): OverlayObject[] {
  const z = Number.isFinite(zoom) && zoom > 0 ? zoom : 1;
  const safeZone = plan.safeZone
    ? withId(
        outlinePath(
          outlinePathData(plan.safeZone),
          STYLE.safeZoneStroke,
          { screenStrokePx: STYLE.safeZonePx, screenDashPx: STYLE.safeZoneDashPx },
          z,
        ),
        OVERLAY_IDS.safeZone,
      )
    : null;
  return [
    shapeCutObject(plan, z),
    safeZone,
    grommetsObject(plan),
    holesObject(plan.drilledHoles),
    standoffsObject(plan.standoffs, z),
    hemObject(plan, z),
  ].filter((o): o is OverlayObject => o !== null);
}
