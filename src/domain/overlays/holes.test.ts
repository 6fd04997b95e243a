import { describe, expect, it } from 'vitest';
import { DRILLED_HOLES } from '../productOptions';
import type { CircleInches } from './geometry';
import { drilledHolePlacement, holeDiameterInches } from './holes';

const YARD_SIGN = { widthInches: 24, heightInches: 18 };
const SQUARE = { widthInches: 12, heightInches: 12 };

function rounded(circles: CircleInches[]): number[][] {
  return circles.map((c) => [c.cx, c.cy, c.r].map((v) => Math.round(v * 1e6) / 1e6));
}

describe('holeDiameterInches', () => {
  it.each([
    ['four-corners', 0.5, 0.5],
    ['four-corners', 1, 1],
    ['four-corners', undefined, 0.5],
    ['four-corners', 0, 0.5],
    ['big-top-corners', 0.5, 1],
    ['big-top-corners', 1, 1],
    ['big-top-corners', undefined, 1],
  ] as const)('%s, chosen %s in → %d in', (kind, chosen, expected) => {
    expect(holeDiameterInches(kind, chosen)).toBe(expected);
  });
});

describe('drilledHolePlacement', () => {
  it.each([
    // 1/2 in holes: 1/2 in of material + 1/4 in radius → centres 0.75 in inside.
    [
      'four-corners',
      0.5,
      YARD_SIGN,
      [
        [0.75, 0.75, 0.25],
        [23.25, 0.75, 0.25],
        [23.25, 17.25, 0.25],
        [0.75, 17.25, 0.25],
      ],
    ],
    // 1 in holes: centres 1 in inside.
    [
      'four-corners',
      1,
      YARD_SIGN,
      [
        [1, 1, 0.5],
        [23, 1, 0.5],
        [23, 17, 0.5],
        [1, 17, 0.5],
      ],
    ],
    [
      'center-top-bottom',
      0.5,
      YARD_SIGN,
      [
        [12, 0.75, 0.25],
        [12, 17.25, 0.25],
      ],
    ],
    [
      'center-left-right',
      1,
      YARD_SIGN,
      [
        [1, 9, 0.5],
        [23, 9, 0.5],
      ],
    ],
    [
      'four-corners-top-bottom',
      0.5,
      SQUARE,
      [
        [0.75, 0.75, 0.25],
        [11.25, 0.75, 0.25],
        [11.25, 11.25, 0.25],
        [0.75, 11.25, 0.25],
        [6, 0.75, 0.25],
        [6, 11.25, 0.25],
      ],
    ],
    [
      'four-corners-left-right',
      1,
      SQUARE,
      [
        [1, 1, 0.5],
        [11, 1, 0.5],
        [11, 11, 0.5],
        [1, 11, 0.5],
        [1, 6, 0.5],
        [11, 6, 0.5],
      ],
    ],
    [
      'top-corners',
      0.5,
      SQUARE,
      [
        [0.75, 0.75, 0.25],
        [11.25, 0.75, 0.25],
      ],
    ],
    // Big top corners drill at least 1 in.
    [
      'big-top-corners',
      0.5,
      SQUARE,
      [
        [1, 1, 0.5],
        [11, 1, 0.5],
      ],
    ],
    ['none', 1, SQUARE, []],
  ] as const)('%s, %d in holes, %o', (kind, diameter, artboard, expected) => {
    expect(rounded(drilledHolePlacement(kind, diameter, artboard))).toEqual(expected);
  });

  it('every placement drills the count the catalogue prices', () => {
    const counts = Object.fromEntries(
      DRILLED_HOLES.map((k) => [k, drilledHolePlacement(k, 0.5, SQUARE).length]),
    );
    expect(counts).toEqual({
      none: 0,
      'four-corners': 4,
      'center-top-bottom': 2,
      'center-left-right': 2,
      'four-corners-top-bottom': 6,
      'four-corners-left-right': 6,
      'top-corners': 2,
      'big-top-corners': 2,
    });
  });

  it.each([
    // 2 x 2 in, 1 in holes at the corners: the nominal layout needs 4 in per axis, so it is
    // halved: centres 0.5 in inside, radius 1/4 in.
    [
      'four-corners',
      1,
      [
        [0.5, 0.5, 0.25],
        [1.5, 0.5, 0.25],
        [1.5, 1.5, 0.25],
        [0.5, 1.5, 0.25],
      ],
    ],
    // 1/2 in holes need 3 in per axis: scale 2/3.
    [
      'top-corners',
      0.5,
      [
        [0.5, 0.5, 0.166667],
        [1.5, 0.5, 0.166667],
      ],
    ],
  ] as const)('tiny 2 x 2 in: %s of %d in shrinks to fit', (kind, diameter, expected) => {
    expect(
      rounded(drilledHolePlacement(kind, diameter, { widthInches: 2, heightInches: 2 })),
    ).toEqual(expected);
  });

  it('an empty artboard has no holes', () => {
    expect(drilledHolePlacement('four-corners', 1, { widthInches: 0, heightInches: 12 })).toEqual(
      [],
    );
    expect(
      drilledHolePlacement('four-corners', 1, { widthInches: Number.NaN, heightInches: 12 }),
    ).toEqual([]);
  });
});
