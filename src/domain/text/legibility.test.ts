import { describe, expect, it } from 'vitest';
import { printedCapHeightInches, textLegibility } from './legibility';

describe('printedCapHeightInches', () => {
  it.each<[string, number, number, number, number | null]>([
    // 96 px type with capitals 0.7 em tall: 67.2 px = 0.7 in.
    ['an inch of type, Roboto-like capitals', 96, 0.7, 1, 0.7],
    ['the spec default 30 px text', 30, 0.7, 1, 0.21875],
    ['scaled twice before the size settles', 48, 0.7, 2, 0.7],
    ['flipped: the scale is negative', 96, 0.7, -1, 0.7],
    ['a script face with short capitals', 96, 0.5, 1, 0.5],
    ['nothing to measure', 96, 0, 1, null],
    ['a size that is not a number', Number.NaN, 0.7, 1, null],
  ])('%s', (_, size, em, scale, expected) => {
    const inches = printedCapHeightInches(size, em, scale);
    if (expected === null) expect(inches).toBeNull();
    else expect(inches).toBeCloseTo(expected, 6);
  });
});

describe('textLegibility', () => {
  it.each<[string, number, number, boolean]>([
    ['a banner: 0.7 in capitals under the 1 in minimum', 0.7, 1, true],
    ['a banner: exactly 1 in', 1, 1, false],
    ['a banner: 0.996 in shows as 1.00 in and passes', 0.996, 1, false],
    ['a banner: 0.994 in warns', 0.994, 1, true],
    ['a sticker: 6 pt minimum, 0.1 in capitals', 0.1, 6 / 72, false],
    ['a sticker: 0.05 in capitals', 0.05, 6 / 72, true],
    ['a product without a minimum', 0.01, 0, false],
    ['a minimum that is not a number', 0.01, Number.NaN, false],
  ])('%s', (_, cap, min, below) => {
    const result = textLegibility(cap, min);
    expect(result.belowMinimum).toBe(below);
    expect(result.capHeightInches).toBe(cap);
  });
});
