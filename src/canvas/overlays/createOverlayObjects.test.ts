import type { Circle, FabricObject, Path } from 'fabric';
import { Group, Rect } from 'fabric';
import { describe, expect, it } from 'vitest';
import { overlayPlan } from '../../domain/overlays';
import { createOverlayObjects } from './createOverlayObjects';
import { OVERLAY_IDS } from './overlayIds';
import { updateOverlayZoom } from './screenStroke';

const SIGN = { widthInches: 24, heightInches: 18 };

function byId(objects: FabricObject[], id: string): FabricObject {
  const found = objects.find((o) => (o as FabricObject & { id?: string }).id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
}

function asGroup(o: FabricObject | undefined): Group {
  if (!(o instanceof Group)) throw new Error('not a group');
  return o;
}

function everyPart(objects: FabricObject[]): FabricObject[] {
  return objects.flatMap((o) => (o instanceof Group ? [o, ...everyPart(o.getObjects())] : [o]));
}

describe('createOverlayObjects', () => {
  const plan = overlayPlan(
    {
      shapeType: 'rounded-1',
      drilledHole: 'four-corners',
      holeDiameter: 1,
      grommet: 'four-corners',
      standoff: 'top-corners',
      hem: 1,
    },
    SIGN,
    { safeZoneInsetInches: 0.25 },
  );
  const objects = createOverlayObjects(plan, { zoom: 0.5 });

  it('draws one object per overlay kind, bottom to top, with the spec ids', () => {
    expect(objects.map((o) => o.id)).toEqual([
      'changeable-shape-image',
      'saveZoneContour',
      'grommets',
      'drilledHoles',
      'standoffs',
      'hemId',
    ]);
  });

  it('makes every object and part inert and left out of exports', () => {
    for (const o of everyPart(objects)) {
      expect(o.selectable).toBe(false);
      expect(o.evented).toBe(false);
      expect(o.excludeFromExport).toBe(true);
      expect(o.hoverCursor).toBe('default');
    }
  });

  it('places drilled holes in artboard px, filled #4d4d4d', () => {
    const holes = byId(objects, OVERLAY_IDS.drilledHoles) as Group;
    const circles = holes.getObjects() as Circle[];
    expect(circles.map((c) => c.getCenterPoint()).map((p) => [p.x, p.y])).toEqual([
      [96, 96],
      [23 * 96, 96],
      [23 * 96, 17 * 96],
      [96, 17 * 96],
    ]);
    for (const c of circles) {
      expect(c.radius).toBe(48);
      expect(c.fill).toBe('#4d4d4d');
    }
  });

  it('draws the hem guide 1 in inside the edges, dashed, 2 screen px wide', () => {
    const hem = byId(objects, OVERLAY_IDS.hem) as Rect;
    expect(hem).toBeInstanceOf(Rect);
    expect([hem.getCenterPoint().x, hem.getCenterPoint().y]).toEqual([12 * 96, 9 * 96]);
    expect([hem.width, hem.height]).toEqual([22 * 96, 16 * 96]);
    expect(hem.strokeWidth).toBe(4); // 2 px at 50 %
    expect(hem.strokeDashArray).toEqual([16, 12]);
  });

  it('veils the area outside the shape with an even-odd path over the whole artboard', () => {
    const cut = byId(objects, OVERLAY_IDS.shapeCut) as Group;
    const [mask, line] = cut.getObjects() as Path[];
    expect(mask!.fillRule).toBe('evenodd');
    expect(mask!.fill).toBe('rgba(255,255,255,0.7)');
    const box = mask!.getBoundingRect();
    expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, 24 * 96, 18 * 96]);
    expect(line!.strokeWidth).toBe(2); // 1 px at 50 %
  });

  it('draws the safe zone 1/4 in inside the cut line', () => {
    const zone = byId(objects, OVERLAY_IDS.safeZone) as Path;
    expect(zone.getCenterPoint().x).toBeCloseTo(12 * 96, 6);
    expect(zone.width).toBeCloseTo(23.5 * 96, 6);
    expect(zone.height).toBeCloseTo(17.5 * 96, 6);
    expect(zone.strokeDashArray).toEqual([8, 8]);
  });

  it('keeps lines screen-constant when the zoom changes', () => {
    const own = createOverlayObjects(plan, { zoom: 1 });
    updateOverlayZoom(own, 2);
    const hem = byId(own, OVERLAY_IDS.hem);
    expect(hem.strokeWidth).toBe(1);
    expect(hem.strokeDashArray).toEqual([4, 3]);
    const caps = (byId(own, OVERLAY_IDS.standoffs) as Group).getObjects();
    for (const c of caps) expect(c.strokeWidth).toBe(0.5);
    // Objects without a screen stroke keep theirs; a bad zoom changes nothing.
    const hole = (byId(own, OVERLAY_IDS.drilledHoles) as Group).getObjects()[0]!;
    expect(hole.strokeWidth).toBe(0);
    updateOverlayZoom(own, 0);
    expect(hem.strokeWidth).toBe(1);
  });

  it('uses grommetsImage for big top-corner grommets, with a hole in each washer', () => {
    const big = createOverlayObjects(overlayPlan({ grommet: 'big-top-corners' }, SIGN), {
      zoom: 1,
    });
    expect(big.map((o) => o.id)).toEqual(['grommetsImage']);
    const parts = asGroup(big[0]).getObjects() as Circle[];
    expect(parts.map((c) => c.radius)).toEqual([84, 48, 84, 48]);
    expect(parts[0]!.getCenterPoint().x).toBeCloseTo(1.375 * 96, 6);
  });

  it('draws only the cut line for outline cuts, and a circle cut as an ellipse path', () => {
    const outline = createOverlayObjects(overlayPlan({ shapeType: 'outline' }, SIGN), { zoom: 1 });
    expect(asGroup(outline[0]).getObjects()).toHaveLength(1);
    const circle = createOverlayObjects(overlayPlan({ shapeType: 'circle' }, SIGN), { zoom: 1 });
    const line = asGroup(circle[0]).getObjects()[1] as Path;
    expect(line.getCenterPoint().x).toBeCloseTo(12 * 96, 6);
    expect(line.width).toBeCloseTo(18 * 96, 3);
  });

  it('draws nothing for an empty plan, and no grommets when every 2-3 feet fails', () => {
    expect(createOverlayObjects(overlayPlan({}, SIGN), { zoom: 1 })).toEqual([]);
    const failed = overlayPlan(
      { grommet: 'every-2-3-feet' },
      { widthInches: 72, heightInches: 40 },
    );
    expect(createOverlayObjects(failed, { zoom: 1 })).toEqual([]);
  });
});
