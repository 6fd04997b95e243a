import { describe, expect, it } from 'vitest';
import { standoffPlacement } from './standoffs';

/** 5/8 in caps, 1/2 in of material to the edges. */
const INSET = 0.5 + 0.3125;

describe('standoffPlacement', () => {
  it.each([
    [
      'four-corners',
      24,
      18,
      [
        [INSET, INSET],
        [24 - INSET, INSET],
        [24 - INSET, 18 - INSET],
        [INSET, 18 - INSET],
      ],
    ],
    [
      'top-corners',
      12,
      12,
      [
        [INSET, INSET],
        [12 - INSET, INSET],
      ],
    ],
    ['none', 24, 18, []],
  ] as const)('%s on %d x %d in', (kind, w, h, expected) => {
    const caps = standoffPlacement(kind, { widthInches: w, heightInches: h });
    expect(caps.map((c) => [c.cx, c.cy])).toEqual(expected);
    for (const c of caps) expect(c.r).toBe(0.3125);
  });

  it('shrinks on a 2 x 2 in product (the layout needs 3.25 in per axis)', () => {
    const caps = standoffPlacement('four-corners', { widthInches: 2, heightInches: 2 });
    const s = 2 / (4 * INSET);
    expect(caps[0]!.cx).toBeCloseTo(INSET * s, 10);
    expect(caps[0]!.r).toBeCloseTo(0.3125 * s, 10);
  });
});
