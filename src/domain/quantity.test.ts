import { describe, expect, it } from 'vitest';
import {
  checkQuantity,
  DEFAULT_MAX_QUANTITY,
  isOrderableQuantity,
  maxQuantityFrom,
  nearestValidQuantity,
} from './quantity';

const rule = { min: 10, step: 5, max: 100 };

describe('nearestValidQuantity', () => {
  it.each([
    [0, 10],
    [-3, 10],
    [10, 10],
    [12, 10],
    [13, 15],
    [12.5, 15],
    [15, 15],
    [99, 100],
    [101, 100],
    [1e9, 100],
    [Number.NaN, 10],
  ])('%d → %d', (value, expected) => expect(nearestValidQuantity(value, rule)).toBe(expected));

  it('never exceeds a max that is off the step grid', () => {
    expect(nearestValidQuantity(1000, { min: 1, step: 3, max: 11 })).toBe(10);
  });
});

describe('checkQuantity', () => {
  it.each([
    [10, { ok: true, value: 10 }],
    [35, { ok: true, value: 35 }],
    [36, { ok: false, suggested: 35 }],
    [9, { ok: false, suggested: 10 }],
    [105, { ok: false, suggested: 100 }],
    [20.5, { ok: false, suggested: 20 }],
  ])('%d', (value, expected) => expect(checkQuantity(value, rule)).toEqual(expected));
});

describe('maxQuantityFrom', () => {
  it.each([
    ['', DEFAULT_MAX_QUANTITY],
    [null, DEFAULT_MAX_QUANTITY],
    [undefined, DEFAULT_MAX_QUANTITY],
    ['abc', DEFAULT_MAX_QUANTITY],
    ['-5', DEFAULT_MAX_QUANTITY],
    ['500', 500],
    [250, 250],
  ])('%s → %d', (setting, expected) => expect(maxQuantityFrom(setting)).toBe(expected));
  it('defaults to 999999', () => expect(DEFAULT_MAX_QUANTITY).toBe(999999));
});

describe('isOrderableQuantity', () => {
  it.each([
    [10, [], true],
    [25, [], true],
    [12, [], false],
    [105, [], false],
    [5, [], false],
    [250, [50, 100, 250], false],
    [100, [50, 100, 250], true],
    [60, [50, 100, 250], false],
  ])('%d (listed %o) -> %s', (value, listed, ok) =>
    expect(isOrderableQuantity(value, rule, listed)).toBe(ok),
  );
});
