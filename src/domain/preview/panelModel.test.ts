import { describe, expect, it } from 'vitest';
import type { OptionConfiguration, PrintSide } from '../productOptions';
import { TUNABLES } from '../tunables';
import type { PanelFace } from './panelModel';
import { panelModel, panelScale, toScene } from './panelModel';

const YARD_SIGN = { widthInches: 24, heightInches: 18 };
const BANNER = { widthInches: 72, heightInches: 36 };

const model = (
  options: OptionConfiguration,
  printSide: PrintSide = 'single',
  artboard = YARD_SIGN,
) => panelModel({ artboard, options, printSide, thicknessInches: 0.16 });

describe('panelModel faces', () => {
  it.each<[PrintSide, PanelFace]>([
    ['single', { source: null, mirrored: false }],
    ['double', { source: 'back', mirrored: false }],
    ['double-same', { source: 'front', mirrored: false }],
    ['reversed', { source: 'front', mirrored: true }],
  ])('%s: the back shows %o', (printSide, back) => {
    const m = model({}, printSide)!;
    expect(m.front).toEqual({ source: 'front', mirrored: false });
    expect(m.back).toEqual(back);
  });
});

describe('panelModel holes and fittings', () => {
  it('a plain panel: trim outline, nothing drilled', () => {
    const m = model({})!;
    expect(m.outline).toEqual({
      kind: 'roundedRect',
      x: 0,
      y: 0,
      width: 24,
      height: 18,
      radius: 0,
    });
    expect(m.throughHoles).toEqual([]);
    expect(m.grommets).toEqual([]);
    expect(m.standoffs).toEqual([]);
    expect(m.thicknessInches).toBe(0.16);
  });

  it('drilled holes go through, where the overlays put them', () => {
    const m = model({ drilledHole: 'top-corners', holeDiameter: 0.5 })!;
    expect(m.drilledHoles).toEqual([
      { cx: 0.75, cy: 0.75, r: 0.25 },
      { cx: 23.25, cy: 0.75, r: 0.25 },
    ]);
    expect(m.throughHoles).toEqual(m.drilledHoles);
  });

  it('grommets put their hole through the panel', () => {
    const m = model({ grommet: 'four-corners' })!;
    expect(m.grommets).toHaveLength(4);
    expect(m.throughHoles).toEqual(m.grommets.map((g) => ({ cx: g.cx, cy: g.cy, r: g.holeR })));
    expect(m.drilledHoles).toEqual([]);
  });

  it('grommets every 2-3 feet on a 6 × 3 ft banner: corners and along the edges', () => {
    const m = model({ grommet: 'every-2-3-feet' }, 'double', BANNER)!;
    // 72 in: 3 segments (4 grommets per long edge); 36 in: 1 segment: 4 + 4 + 0 = 8.
    expect(m.grommets).toHaveLength(8);
  });

  it('standoffs sit on the front', () => {
    expect(model({ standoff: 'four-corners' })!.standoffs).toHaveLength(4);
  });

  it.each([
    ['circle', 'ellipse'],
    ['oval', 'ellipse'],
    ['rounded-1', 'roundedRect'],
  ] as const)('a %s cut shapes the panel (%s)', (shapeType, kind) => {
    expect(model({ shapeType })!.outline.kind).toBe(kind);
  });

  it.each(['rectangle', 'outline', 'overline'] as const)(
    'a %s cut keeps the trim rectangle',
    (shapeType) => {
      expect(model({ shapeType })!.outline).toMatchObject({ kind: 'roundedRect', radius: 0 });
    },
  );

  it.each([
    [0, 18],
    [24, 0],
    [Number.NaN, 18],
    [Number.POSITIVE_INFINITY, 18],
  ])('an empty size (%d × %d) has no panel', (w, h) => {
    expect(model({}, 'single', { widthInches: w, heightInches: h })).toBeNull();
  });
});

describe('panelScale and toScene', () => {
  it.each([
    [YARD_SIGN, TUNABLES.preview3d.panelLongSideUnits / 24],
    [{ widthInches: 36, heightInches: 72 }, TUNABLES.preview3d.panelLongSideUnits / 72],
  ])('%o → %f units per inch', (size, scale) => {
    expect(panelScale(size)).toBeCloseTo(scale, 9);
  });

  it.each([
    [0, 0, -5, 3.75],
    [12, 9, 0, 0],
    [24, 18, 5, -3.75],
  ])('(%d, %d) in → (%f, %f)', (x, y, sx, sy) => {
    const p = toScene(YARD_SIGN, x, y);
    expect(p.x).toBeCloseTo(sx, 9);
    expect(p.y).toBeCloseTo(sy, 9);
  });
});
