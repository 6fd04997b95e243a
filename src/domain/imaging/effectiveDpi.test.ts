import { describe, expect, it } from 'vitest';
import type { DpiCheckInput } from './effectiveDpi';
import { checkDpi, dpiThreshold, meaningfulDpi } from './effectiveDpi';

describe('dpiThreshold (spec canvas §5: above 24 in → 100, above 12 in → 200, else 300)', () => {
  it.each([
    [6, 6, 300],
    [12, 12, 300],
    [12.01, 40, 200],
    [24, 24, 200],
    [24.01, 30, 100],
    [96, 48, 100],
    [48, 12, 300], // the smaller side decides
    [13, 100, 200],
  ])('%d × %d in → %d dpi', (w, h, want) => {
    expect(dpiThreshold(w, h)).toBe(want);
    expect(dpiThreshold(h, w)).toBe(want);
  });
});

const base: DpiCheckInput = {
  originalWidth: 3000,
  originalHeight: 2000,
  placedWidthInches: 10,
  placedHeightInches: 10 * (2 / 3),
  displayedWidthPx: 960,
  displayedHeightPx: 640,
  productWidthInches: 24,
  productHeightInches: 18,
  isVector: false,
};

describe('checkDpi', () => {
  it('computes the effective DPI as the smaller of the two axes', () => {
    const r = checkDpi({ ...base, placedHeightInches: 8 });
    expect(r).not.toBeNull();
    expect(r?.effectiveDPI).toBe(250); // min(3000 / 10, 2000 / 8)
    expect(r?.smallestSideInches).toBe(8);
    expect(r?.smallestSideDPI).toBe(250);
    expect(r?.belowThreshold).toBe(false); // 18 in smaller product side → 200 dpi
    expect([r?.originalWidth, r?.originalHeight]).toEqual([3000, 2000]);
  });

  it.each([
    ['exactly at the threshold is not below', 12, 12, 3600, 3600, false],
    ['one dot under is below', 12, 12, 3599, 3599, true],
    ['24 in product needs 200', 24, 24, 2400, 2400, false],
    ['24 in product, 199 dpi', 24, 24, 2388, 2388, true],
    ['banner above 24 in needs 100', 96, 48, 1200, 1200, false],
    ['banner at 99 dpi', 96, 48, 1188, 1188, true],
  ])('%s', (_name, productW, productH, w, h, below) => {
    const r = checkDpi({
      ...base,
      originalWidth: w,
      originalHeight: h,
      placedWidthInches: 12,
      placedHeightInches: 12,
      productWidthInches: productW,
      productHeightInches: productH,
    });
    expect(r?.belowThreshold).toBe(below);
  });

  it.each([
    ['vector images', { isVector: true }],
    ['an image of 30 px wide', { originalWidth: 30 }],
    ['an image of 30 px high', { originalHeight: 30 }],
    ['a displayed side of 30 px', { displayedWidthPx: 30 }],
    ['a smallest placed side of 1 in', { placedWidthInches: 1 }],
    ['a smallest placed side under 1 in', { placedHeightInches: 0.5 }],
    ['a zero placed size', { placedWidthInches: 0 }],
  ])('is skipped for %s', (_name, patch) => {
    expect(checkDpi({ ...base, ...patch })).toBeNull();
  });

  it.each([
    [
      '31 px images',
      { originalWidth: 31, originalHeight: 31, placedWidthInches: 2, placedHeightInches: 2 },
    ],
    ['31 px displayed sides', { displayedWidthPx: 31, displayedHeightPx: 31 }],
    [
      'a smallest placed side just over 1 in',
      { placedWidthInches: 1.01, placedHeightInches: 1.01 },
    ],
  ])('is checked for %s', (_name, patch) => {
    expect(checkDpi({ ...base, ...patch })).not.toBeNull();
  });
});

describe('meaningfulDpi (72 and 96 are screen defaults, not a resolution)', () => {
  it.each([
    [
      [300, 300],
      [300, 300],
    ],
    [
      [299.9994, 299.9994],
      [299.9994, 299.9994],
    ],
    [[72, 72], null],
    [[96, 96], null],
    [[72.009, 72.009], null],
    [[71.98, 71.98], null],
    [[72, 96], null],
    [
      [72, 300],
      [72, 300],
    ],
    [[0, 0], null],
    [[NaN, 300], null],
    [[Infinity, 300], null],
    [null, null],
  ] as const)('%j → %j', (dpi, want) => {
    expect(meaningfulDpi(dpi === null ? null : [dpi[0], dpi[1]])).toEqual(want);
  });
});
