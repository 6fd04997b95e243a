import { describe, expect, it } from 'vitest';
import { overlayPlan } from './overlayPlan';
import { HARDWARE_CLEARANCE_INCHES, textAreaPx, textKeepOutInches } from './textKeepOut';

const BANNER = { widthInches: 72, heightInches: 36 };

describe('textKeepOutInches', () => {
  it('is empty without hardware', () => {
    expect(textKeepOutInches(overlayPlan({}, BANNER))).toEqual([]);
  });

  it('keeps text a clearance away from each corner hole', () => {
    const plan = overlayPlan({ drilledHole: 'four-corners', holeDiameter: 0.5 }, BANNER);
    const rects = textKeepOutInches(plan);
    expect(rects).toHaveLength(plan.drilledHoles.length);
    const hole = plan.drilledHoles[0];
    const r = hole ? hole.r + HARDWARE_CLEARANCE_INCHES : 0;
    expect(rects[0]).toEqual({
      x: (hole?.cx ?? 0) - r,
      y: (hole?.cy ?? 0) - r,
      width: 2 * r,
      height: 2 * r,
    });
  });

  it('turns the hem into four edge strips as deep as the hem', () => {
    const rects = textKeepOutInches(overlayPlan({ hem: 1 }, BANNER));
    expect(rects).toEqual([
      { x: 0, y: 0, width: 72, height: 1 },
      { x: 0, y: 35, width: 72, height: 1 },
      { x: 0, y: 0, width: 1, height: 36 },
      { x: 71, y: 0, width: 1, height: 36 },
    ]);
  });
});

describe('textAreaPx', () => {
  it('gives the safe zone and the hardware in artboard px (96 per inch)', () => {
    const plan = overlayPlan({ hem: 1 }, BANNER, { safeZoneInsetInches: 0.5 });
    const area = textAreaPx(plan);
    expect(area.safe).toEqual({ left: 48, top: 48, width: 71 * 96, height: 35 * 96 });
    expect(area.keepOut[0]).toEqual({ left: 0, top: 0, width: 72 * 96, height: 96 });
  });

  it('is the whole artboard without a plan', () => {
    expect(textAreaPx(null)).toEqual({ safe: null, keepOut: [] });
  });
});
