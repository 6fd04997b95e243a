import { describe, expect, it } from 'vitest';
import { hemRect } from './hem';

describe('hemRect', () => {
  it.each([
    [1, 72, 36, { x: 1, y: 1, width: 70, height: 34 }],
    [1.5, 72, 36, { x: 1.5, y: 1.5, width: 69, height: 33 }],
    [1, 96, 48, { x: 1, y: 1, width: 94, height: 46 }],
    [1, 3, 3, { x: 1, y: 1, width: 1, height: 1 }],
    [1, 2, 2, null], // the hems of opposite edges meet
    [1, 24, 2, null],
    [undefined, 72, 36, null],
    [0, 72, 36, null],
    [-1, 72, 36, null],
    [Number.NaN, 72, 36, null],
    [1, 0, 36, null],
  ])('hem %s in on %d x %d in → %o', (hem, w, h, expected) => {
    expect(hemRect(hem, { widthInches: w, heightInches: h })).toEqual(expected);
  });
});
