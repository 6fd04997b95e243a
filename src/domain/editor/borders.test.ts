import { describe, expect, it } from 'vitest';
import {
  BORDER_WIDTH_FACTOR,
  borderMarginBox,
  clampBorderMargin,
  clampBorderWidth,
  maxBorderWidth,
  resetsBorderMargin,
} from './borders';

describe('clampBorderMargin (spec canvas §5)', () => {
  it.each([
    [0.1, 0.1],
    [0.3, 0.3],
    [0.1 + 0.2, 0.3],
    [1.26, 1.3],
    [4.9, 4.9],
    [4.99, 5], // rounds to the step but was under 5: kept
    [0, 0],
    [-0.1, 0],
    [-3, 0],
    [5, null],
    [5.1, null],
    [12, null],
    [Number.NaN, null],
  ])('%d in → %s', (value, margin) => {
    expect(clampBorderMargin(value)).toBe(margin);
  });
});

describe('borderMarginBox', () => {
  const artboard = { width: 2304, height: 1152 }; // 24 × 12 in
  it.each([
    [0, { left: 0, top: 0, width: 2304, height: 1152 }],
    [0.5, { left: 48, top: 48, width: 2208, height: 1056 }],
    [2, { left: 192, top: 192, width: 1920, height: 768 }],
    [6, null], // 12 in of margins leave no height
  ])('margin %d in → %o', (margin, box) => {
    expect(borderMarginBox(artboard, margin)).toEqual(box);
  });
});

describe('border width (points, factor 96/72)', () => {
  it('the factor is the point-to-pixel ratio', () => {
    expect(BORDER_WIDTH_FACTOR).toBeCloseTo(1.333, 3);
  });
  it('the maximum is a quarter of the smaller side', () => {
    // 2 in = 192 px: a quarter is 48 px = 36 pt.
    expect(maxBorderWidth({ width: 2304, height: 192 })).toBe(36);
    expect(maxBorderWidth({ width: 100, height: 100 })).toBe(18.7);
    expect(maxBorderWidth({ width: 0, height: 0 })).toBe(0.1);
  });
  it.each([
    [0, 0.1],
    [-4, 0.1],
    [0.1, 0.1],
    [0.25, 0.3],
    [2.04, 2],
    [36, 36],
    [50, 36],
    [Number.NaN, null],
  ])('%d pt with a 36 pt maximum → %s', (value, width) => {
    expect(clampBorderWidth(value, 36)).toBe(width);
  });
});

describe('resetsBorderMargin', () => {
  it.each([
    ['drag', true],
    ['scale', true],
    ['scaleX', true],
    ['scaleY', true],
    ['rotate', false],
    ['skewX', false],
    [undefined, false],
  ])('%s → %s', (action, resets) => {
    expect(resetsBorderMargin(action)).toBe(resets);
  });
});
