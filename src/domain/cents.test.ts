import { describe, expect, it } from 'vitest';
import {
  cents,
  centsToUsd,
  divideRoundHalfUp,
  formatCents,
  lessPercent,
  percentOf,
  sumCents,
  timesCount,
} from './cents';

describe('divideRoundHalfUp: the one rounding rule', () => {
  it.each([
    // numerator, denominator, cents
    [0n, 1n, 0],
    [875n, 10n, 88], // 87.5 -> 88: a half rounds up
    [8749n, 100n, 87], // 87.49 -> 87
    [8751n, 100n, 88],
    [1n, 2n, 1], // half a cent -> 1
    [1n, 3n, 0],
    [2n, 3n, 1],
    // 100.5 x 30.25 in at 250 cents per sq ft: 250 x 100500 x 30250 / 144e6 = 5277.99 -> 5278
    [250n * 100_500n * 30_250n, 144_000_000n, 5278],
    // Sizes at the limit and a large rate: beyond 2^53 in the numerator, exact in BigInt.
    [99_999n * 100_000_000n * 100_000_000n, 144_000_000n, 6_944_375_000_000],
  ])('%s / %s -> %s', (n, d, expected) => {
    expect(divideRoundHalfUp(n, d)).toBe(expected);
  });

  it('refuses a negative numerator or a zero denominator', () => {
    expect(() => divideRoundHalfUp(-1n, 2n)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

describe('percentages in basis points', () => {
  it.each([
    [8950, 500, 448], // 5 % of 89.50 = 4.475 -> 4.48
    [88, 1000, 9], // 10 % of 0.88 = 0.088 -> 0.09
    [2850, 5000, 1425],
    [1, 5000, 1], // half a cent up
    [1, 4999, 0],
  ])('%s cents x %s bp -> %s', (value, bp, expected) => {
    expect(percentOf(cents(value), bp)).toBe(expected);
  });
  it.each([
    [8950, 500, 8503], // 89.50 less 5 % = 85.025 -> 85.03
    [195, 3000, 137], // 1.95 less 30 % = 1.365 -> 1.37
    [97, 1500, 82],
    [4900, 0, 4900],
    [4900, 10_000, 0],
  ])('%s cents less %s bp -> %s', (value, bp, expected) => {
    expect(lessPercent(cents(value), bp)).toBe(expected);
  });
});

describe('whole cents only', () => {
  it.each([0.5, Number.NaN, Infinity, 2 ** 53])('refuses %s', (v) => {
    expect(() => cents(v)).toThrow(RangeError);
  });
  it('adds and multiplies exactly', () => {
    // 0.1 + 0.2 in USD floats is 0.30000000000000004; in cents it is 30.
    expect(sumCents([cents(10), cents(20)])).toBe(30);
    expect(timesCount(cents(8503), 3)).toBe(25509);
    expect(() => timesCount(cents(1), 1.5)).toThrow(RangeError);
  });
});

describe('at the edge', () => {
  it.each([
    [0, 0, '$0.00'],
    [5, 0.05, '$0.05'],
    [4550, 45.5, '$45.50'],
    [123456, 1234.56, '$1,234.56'],
    [-400, -4, '-$4.00'],
  ])('%s cents = %s USD, shown %s', (value, usd, text) => {
    expect(centsToUsd(cents(value))).toBe(usd);
    expect(formatCents(cents(value))).toBe(text);
  });
});
