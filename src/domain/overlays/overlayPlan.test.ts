import { describe, expect, it } from 'vitest';
import type { OptionConfiguration } from '../productOptions';
import { parseOptionConfiguration } from '../productOptions';
import { overlayPlan } from './overlayPlan';

/** The option configurations of several chosen options merge into one. */
function merged(...configs: string[]): OptionConfiguration {
  return Object.assign({}, ...configs.map((c) => parseOptionConfiguration(c)));
}

const EMPTY = {
  shapeCut: null,
  safeZone: null,
  grommets: null,
  grommetsSkipped: false,
  drilledHoles: [],
  standoffs: [],
  hem: null,
};

describe('overlayPlan', () => {
  it('no options: nothing to draw', () => {
    expect(overlayPlan({}, { widthInches: 24, heightInches: 18 })).toEqual({
      artboard: { widthInches: 24, heightInches: 18 },
      ...EMPTY,
    });
  });

  it('vinyl banner 101, 6 x 3 ft, grommets every 2-3 feet and a welded hem', () => {
    const plan = overlayPlan(merged('{"grommet":"every-2-3-feet"}', '{"hem":1}'), {
      widthInches: 72,
      heightInches: 36,
    });
    expect(plan.grommets?.kind).toBe('every-2-3-feet');
    expect(plan.grommets?.rings).toHaveLength(8);
    expect(plan.grommetsSkipped).toBe(false);
    expect(plan.hem).toEqual({ x: 1, y: 1, width: 70, height: 34 });
    expect(plan.shapeCut).toBeNull();
  });

  it('banner 8 x 4 ft, sewn hem', () => {
    const plan = overlayPlan(merged('{"grommet":"every-2-3-feet"}', '{"hem":1.5}'), {
      widthInches: 96,
      heightInches: 48,
    });
    expect(plan.grommets?.rings).toHaveLength(12);
    expect(plan.hem).toEqual({ x: 1.5, y: 1.5, width: 93, height: 45 });
  });

  it('banner 6 ft x 40 in: every 2-3 feet fails on the height, so no grommet at all', () => {
    const plan = overlayPlan(
      { grommet: 'every-2-3-feet', hem: 1 },
      { widthInches: 72, heightInches: 40 },
    );
    expect(plan.grommets).toBeNull();
    expect(plan.grommetsSkipped).toBe(true);
    expect(plan.hem).not.toBeNull();
  });

  it('yard sign 103, 24 x 18 in: four-corner grommets, safe zone 1/4 in', () => {
    const plan = overlayPlan(
      { grommet: 'four-corners' },
      { widthInches: 24, heightInches: 18 },
      { safeZoneInsetInches: 0.25 },
    );
    expect(plan.grommets?.rings).toHaveLength(4);
    expect(plan.safeZone).toEqual({
      kind: 'roundedRect',
      x: 0.25,
      y: 0.25,
      width: 23.5,
      height: 17.5,
      radius: 0,
    });
  });

  it('yard sign: drilled top corners, 1/2 in', () => {
    const plan = overlayPlan(
      { drilledHole: 'top-corners', holeDiameter: 0.5 },
      { widthInches: 24, heightInches: 18 },
    );
    expect(plan.drilledHoles).toEqual([
      { cx: 0.75, cy: 0.75, r: 0.25 },
      { cx: 23.25, cy: 0.75, r: 0.25 },
    ]);
  });

  it('aluminium sign 12 x 12: rounded 1 in corners, 1 in holes, standoffs, safe zone', () => {
    const plan = overlayPlan(
      merged(
        '{"shapeType":"rounded-1","configImage":"/x.svg"}',
        '{"drilledHole":"four-corners","holeDiameter":1}',
        '{"standoff":"four-corners"}',
      ),
      { widthInches: 12, heightInches: 12 },
      { safeZoneInsetInches: 0.25 },
    );
    expect(plan.shapeCut).toEqual({
      shapeType: 'rounded-1',
      outline: { kind: 'roundedRect', x: 0, y: 0, width: 12, height: 12, radius: 1 },
      masked: true,
    });
    // The safe zone follows the rounded corners.
    expect(plan.safeZone).toEqual({
      kind: 'roundedRect',
      x: 0.25,
      y: 0.25,
      width: 11.5,
      height: 11.5,
      radius: 0.75,
    });
    expect(plan.drilledHoles).toHaveLength(4);
    expect(plan.standoffs).toHaveLength(4);
  });

  it('circle sticker 3 x 3 in with a 1/8 in safe zone', () => {
    const plan = overlayPlan(
      { shapeType: 'circle' },
      { widthInches: 3, heightInches: 3 },
      { safeZoneInsetInches: 0.125 },
    );
    expect(plan.shapeCut?.outline).toEqual({ kind: 'ellipse', cx: 1.5, cy: 1.5, rx: 1.5, ry: 1.5 });
    expect(plan.safeZone).toEqual({ kind: 'ellipse', cx: 1.5, cy: 1.5, rx: 1.375, ry: 1.375 });
  });

  it('tiny 2 x 2 in with everything: parts shrink, the hem does not fit', () => {
    const plan = overlayPlan(
      {
        drilledHole: 'four-corners-left-right',
        holeDiameter: 1,
        grommet: 'every-2-3-feet',
        standoff: 'top-corners',
        hem: 1,
        shapeType: 'oval',
      },
      { widthInches: 2, heightInches: 2 },
    );
    expect(plan.drilledHoles).toHaveLength(6);
    expect(plan.grommets).toBeNull();
    expect(plan.grommetsSkipped).toBe(true);
    expect(plan.standoffs).toHaveLength(2);
    expect(plan.hem).toBeNull();
    expect(plan.shapeCut?.outline).toEqual({ kind: 'ellipse', cx: 1, cy: 1, rx: 1, ry: 1 });
  });

  it('an empty artboard gives an empty plan', () => {
    const plan = overlayPlan(
      { drilledHole: 'four-corners', grommet: 'four-corners', hem: 1, shapeType: 'circle' },
      { widthInches: 0, heightInches: 0 },
      { safeZoneInsetInches: 0.25 },
    );
    expect(plan).toEqual({ artboard: { widthInches: 0, heightInches: 0 }, ...EMPTY });
  });
});
