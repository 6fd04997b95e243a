import { describe, expect, it } from 'vitest';
import type { GrommetRing } from './grommets';
import { grommetPlacement, grommetSegments } from './grommets';

/** #2 grommets: 15/16 in washer, 3/8 in hole; centred 1/2 in + 15/32 in inside the edges. */
const INSET = 0.5 + 0.9375 / 2;

function centres(rings: GrommetRing[]): number[][] {
  return rings.map((g) => [g.cx, g.cy].map((v) => Math.round(v * 1e4) / 1e4));
}

describe('grommetSegments (every 2-3 feet)', () => {
  it.each([
    [0, null],
    [-24, null],
    [Number.NaN, null],
    [12, null],
    [18, null], // a 1.5 ft edge: one segment is under 2 ft
    [23.999, null],
    [24, 1],
    [30, 1],
    [36, 1],
    [36.001, null], // one segment is over 3 ft, two are under 2 ft
    [40, null],
    [47.999, null],
    [48, 2], // 4 ft: two 24 in segments
    [60, 2],
    [71.999, 2],
    [72, 3], // 6 ft: every 2 ft
    [96, 4], // 8 ft
    [100, 4],
    [120, 5],
    [144, 6],
    [240, 10],
  ])('%d in → %s segments', (edge, expected) => {
    expect(grommetSegments(edge)).toBe(expected);
  });

  it('every count it returns spaces grommets 24 to 36 in apart, as close to 24 as possible', () => {
    for (let edge = 1; edge <= 300; edge += 0.5) {
      const k = grommetSegments(edge);
      if (k === null) {
        // No count works: below 2 ft, or strictly between 3 and 4 ft.
        expect(edge < 24 || (edge > 36 && edge < 48)).toBe(true);
        continue;
      }
      expect(edge / k).toBeGreaterThanOrEqual(24);
      expect(edge / k).toBeLessThanOrEqual(36);
      expect(edge / (k + 1)).toBeLessThan(24);
    }
  });
});

describe('grommetPlacement', () => {
  it('every 2-3 feet on a 6 x 3 ft banner: 3 segments across, 1 down, 8 grommets', () => {
    const rings = grommetPlacement('every-2-3-feet', { widthInches: 72, heightInches: 36 });
    const step = (72 - 2 * INSET) / 3;
    const [l, r, t, b] = [INSET, 72 - INSET, INSET, 36 - INSET];
    const expected = [
      [l, t],
      [l + step, t],
      [l + 2 * step, t],
      [r, t],
      [r, b],
      [l + 2 * step, b],
      [l + step, b],
      [l, b],
    ].map((p) => p.map((v) => Math.round(v * 1e4) / 1e4));
    expect(rings).not.toBeNull();
    expect(centres(rings!)).toEqual(expected);
    for (const g of rings!) {
      expect(g.outerR).toBe(0.46875);
      expect(g.holeR).toBe(0.1875);
    }
  });

  it.each([
    [72, 36, 8],
    [96, 48, 12], // 8 x 4 ft: 4 segments across, 2 down
    [48, 24, 6],
    [30, 30, 4], // one segment each way: the corners only
    [120, 60, 14],
    [36, 24, 4],
  ])('every 2-3 feet on %d x %d in: %d grommets, no duplicates', (w, h, count) => {
    const rings = grommetPlacement('every-2-3-feet', { widthInches: w, heightInches: h });
    expect(rings).toHaveLength(count);
    expect(new Set(centres(rings!).map((p) => p.join())).size).toBe(count);
  });

  it.each([
    [24, 18], // the yard sign: 18 in is under 2 ft
    [72, 40], // 40 in fails: one segment over 3 ft, two under 2 ft
    [40, 72], // the same on the other axis
    [72, 20],
    [42, 42], // both fail
    [2, 2],
  ])('every 2-3 feet on %d x %d in fails on an axis: null (nothing drawn)', (w, h) => {
    expect(grommetPlacement('every-2-3-feet', { widthInches: w, heightInches: h })).toBeNull();
  });

  it.each([
    [
      'four-corners',
      [
        [INSET, INSET],
        [72 - INSET, INSET],
        [72 - INSET, 36 - INSET],
        [INSET, 36 - INSET],
      ],
      0.46875,
      0.1875,
    ],
    [
      'top-corners',
      [
        [INSET, INSET],
        [72 - INSET, INSET],
      ],
      0.46875,
      0.1875,
    ],
    // 1 in hole, 1 3/4 in washer: centres 1/2 + 7/8 = 1.375 in inside.
    [
      'big-top-corners',
      [
        [1.375, 1.375],
        [70.625, 1.375],
      ],
      0.875,
      0.5,
    ],
  ] as const)('%s on a 6 x 3 ft banner', (kind, expected, outerR, holeR) => {
    const rings = grommetPlacement(kind, { widthInches: 72, heightInches: 36 })!;
    expect(centres(rings)).toEqual(expected.map((p) => p.map((v) => Math.round(v * 1e4) / 1e4)));
    for (const g of rings) {
      expect(g.outerR).toBe(outerR);
      expect(g.holeR).toBe(holeR);
    }
  });

  it('four corners on a tiny 2 x 2 in product shrink in proportion', () => {
    const rings = grommetPlacement('four-corners', { widthInches: 2, heightInches: 2 })!;
    const s = 2 / (4 * INSET);
    expect(rings).toHaveLength(4);
    expect(rings[0]!.cx).toBeCloseTo(INSET * s, 10);
    expect(rings[0]!.outerR).toBeCloseTo(0.46875 * s, 10);
    expect(rings[0]!.holeR).toBeCloseTo(0.1875 * s, 10);
    expect(rings[2]!.cx).toBeCloseTo(2 - INSET * s, 10);
  });

  it('none and empty artboards give no grommets', () => {
    expect(grommetPlacement('none', { widthInches: 72, heightInches: 36 })).toEqual([]);
    expect(grommetPlacement('every-2-3-feet', { widthInches: 0, heightInches: 36 })).toEqual([]);
  });
});
