import { describe, expect, it } from 'vitest';
import {
  checkCustomSize,
  isValidSizeValue,
  isWithinSizeLimits,
  sizeLimitsFromInches,
  sizeRangeMessageParams,
} from './customSize';
import { MeasurementUnit } from './units';

// A vinyl banner: short side 12..192 in, long side 12..600 in.
const BANNER = { widthMin: 12, widthMax: 600, heightMin: 12, heightMax: 192 };
// Different minimums per side: smaller side 6..48, larger side 10..96.
const SIGN = { widthMin: 10, widthMax: 96, heightMin: 6, heightMax: 48 };

describe('isValidSizeValue', () => {
  it.each([
    [1, true],
    [0.001, true],
    [12.125, true],
    [0.1, true],
    [100000, true],
    [0, false],
    [-1, false],
    [12.1234, false],
    [100000.001, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s -> %s', (value, ok) => {
    expect(isValidSizeValue(value)).toBe(ok);
  });
});

describe('isWithinSizeLimits (orientation ignored)', () => {
  it.each([
    [72, 36, BANNER, true],
    [36, 72, BANNER, true],
    [12, 12, BANNER, true],
    [600, 192, BANNER, true],
    [192, 600, BANNER, true],
    [11.999, 36, BANNER, false],
    [601, 36, BANNER, false],
    [300, 193, BANNER, false],
    [193, 193, BANNER, false],
    // Smaller side against min(6,10)=6 .. min(96,48)=48; larger against 10..96.
    [6, 10, SIGN, true],
    [10, 6, SIGN, true],
    [48, 96, SIGN, true],
    [6, 9, SIGN, false],
    [49, 60, SIGN, false],
    [20, 97, SIGN, false],
  ])('%s x %s', (w, h, limit, ok) => {
    expect(isWithinSizeLimits(w, h, limit)).toBe(ok);
  });
});

describe('checkCustomSize', () => {
  it.each([
    [72, 36, { ok: true }],
    [72.5, 36.25, { ok: true }],
    [72.0001, 36, { ok: false, reason: 'format' }],
    [-72, 36, { ok: false, reason: 'format' }],
    [0, 36, { ok: false, reason: 'format' }],
    [700, 36, { ok: false, reason: 'range' }],
    [100001, 36, { ok: false, reason: 'format' }],
  ])('%s x %s', (w, h, expected) => {
    expect(checkCustomSize(w, h, BANNER)).toEqual(expected);
  });
});

describe('sizeLimitsFromInches', () => {
  it('derives feet as inches / 12 rounded to 3 decimals', () => {
    expect(
      sizeLimitsFromInches({ widthMin: 12, widthMax: 600, heightMin: 10, heightMax: 192 }),
    ).toEqual({
      sizeInInches: { widthMin: 12, widthMax: 600, heightMin: 10, heightMax: 192 },
      sizeInFeet: { widthMin: 1, widthMax: 50, heightMin: 0.833, heightMax: 16 },
    });
  });

  it('gives the message values of the shown unit', () => {
    const limits = sizeLimitsFromInches(BANNER);
    expect(sizeRangeMessageParams(limits, MeasurementUnit.Feet)).toEqual({
      widthMin: 1,
      heightMin: 1,
      widthMax: 50,
      heightMax: 16,
      unit: 'ft',
    });
    expect(sizeRangeMessageParams(limits, MeasurementUnit.Inch).unit).toBe('in');
  });
});
