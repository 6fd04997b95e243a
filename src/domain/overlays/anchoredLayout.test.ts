import { describe, expect, it } from 'vitest';
import type { AnchorPoint } from './anchoredLayout';
import { FOUR_CORNERS, layoutScale, placeAnchored, TOP_CORNERS } from './anchoredLayout';

const SIX: AnchorPoint[] = [...FOUR_CORNERS, { x: 0, y: 0.5 }, { x: 1, y: 0.5 }];

describe('layoutScale', () => {
  it.each([
    // anchors, inset, w, h, scale
    [FOUR_CORNERS, 1, 24, 18, 1],
    [FOUR_CORNERS, 1, 4, 4, 1], // exactly fits: 2 cells of 2 in per axis
    [FOUR_CORNERS, 1, 2, 2, 0.5],
    [FOUR_CORNERS, 1, 3, 8, 0.75],
    [TOP_CORNERS, 1, 4, 2, 1], // one row: 2 in tall is enough
    [TOP_CORNERS, 1, 4, 1, 0.5],
    [SIX, 1, 4, 6, 1], // three rows need 6 in
    [SIX, 1, 4, 3, 0.5],
    [[], 1, 1, 1, 1],
  ] as const)('%o, inset %d in, %d x %d in → %d', (anchors, inset, w, h, scale) => {
    expect(layoutScale(anchors, inset, { widthInches: w, heightInches: h })).toBe(scale);
  });
});

describe('placeAnchored', () => {
  it('centres mid-edge features on their edge', () => {
    const discs = placeAnchored(SIX, 0.25, 0.5, { widthInches: 10, heightInches: 20 });
    expect(discs.slice(4)).toEqual([
      { cx: 0.75, cy: 10, r: 0.25 },
      { cx: 9.25, cy: 10, r: 0.25 },
    ]);
  });
  it('gives nothing for a zero radius or an empty artboard', () => {
    expect(placeAnchored(FOUR_CORNERS, 0, 0.5, { widthInches: 10, heightInches: 10 })).toEqual([]);
    expect(placeAnchored(FOUR_CORNERS, 1, 0.5, { widthInches: -1, heightInches: 10 })).toEqual([]);
  });
});
