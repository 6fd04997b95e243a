import { describe, expect, it } from 'vitest';
import { sizeLimitsFromInches } from './customSize';
import {
  cleanSizeText,
  commitCustomSize,
  lockedOtherSide,
  offersFeetSwitch,
  sizeFieldText,
  sizeTextValue,
} from './customSizeFields';
import { MeasurementUnit } from './units';

const { Inch, Feet } = MeasurementUnit;
// The vinyl banner's limits: short side 12..192 in (1..16 ft), long side 12..600 in (1..50 ft).
const BANNER = sizeLimitsFromInches({ widthMin: 12, widthMax: 600, heightMin: 12, heightMax: 192 });

describe('cleanSizeText (as typed)', () => {
  it.each([
    ['72', '72'],
    ['7a2', '72'],
    ['-5', '5'],
    ['1e3', '13'],
    ['12,5', '12.5'],
    ['12.3456', '12.345'],
    ['1.2.3', '1.23'],
    ['.5', '.5'],
    ['1234567', '123456'],
    ['100000.0001', '100000.000'],
    ['', ''],
  ])('%j -> %j', (typed, kept) => expect(cleanSizeText(typed)).toBe(kept));
});

describe('sizeTextValue', () => {
  it.each([
    ['72', 72],
    ['2.5', 2.5],
    ['.5', 0.5],
    ['5.', 5],
    ['', null],
    ['.', null],
  ])('%j -> %s', (text, value) => expect(sizeTextValue(text)).toBe(value));
});

describe('sizeFieldText: feet are inches / 12 rounded to 3 decimals', () => {
  it.each([
    [72, Inch, '72'],
    [72, Feet, '6'],
    [100, Feet, '8.333'],
    [30, Feet, '2.5'],
    [1, Feet, '0.083'],
  ])('%d in in unit %d shows %j', (inches, unit, shown) =>
    expect(sizeFieldText(inches, unit)).toBe(shown),
  );
});

describe('lockedOtherSide: the other side scales proportionally, 3 decimals', () => {
  it.each([
    [8, 0.5, 4],
    [10, 1 / 3, 3.333],
    [7, 2 / 3, 4.667],
    [0.001, 0.5, 0.001],
    [null, 0.5, null],
    [8, 0, null],
    [8, Number.NaN, null],
  ])('%s × %s -> %s', (value, ratio, other) => expect(lockedOtherSide(value, ratio)).toBe(other));
});

describe('commitCustomSize: checked in the unit shown, sent in inches', () => {
  const inFeet = { widthMin: 1, heightMin: 1, widthMax: 50, heightMax: 16, unit: 'ft' };
  const inInches = { widthMin: 12, heightMin: 12, widthMax: 600, heightMax: 192, unit: 'in' };
  it.each([
    // Accepted, feet × 12 on send.
    ['6', '3', Feet, { ok: true, widthInches: 72, heightInches: 36 }],
    ['2.5', '1.25', Feet, { ok: true, widthInches: 30, heightInches: 15 }],
    ['8.333', '4', Feet, { ok: true, widthInches: 99.996, heightInches: 48 }],
    // Orientation ignored: 16 ft wide, 50 ft high is the 50 × 16 limit turned.
    ['16', '50', Feet, { ok: true, widthInches: 192, heightInches: 600 }],
    ['72', '36', Inch, { ok: true, widthInches: 72, heightInches: 36 }],
    ['600', '192', Inch, { ok: true, widthInches: 600, heightInches: 192 }],
    ['12', '12', Inch, { ok: true, widthInches: 12, heightInches: 12 }],
  ])('%s × %s in unit %d -> accepted', (w, h, unit, result) =>
    expect(commitCustomSize(w, h, unit, BANNER)).toEqual(result),
  );
  it.each([
    ['0.5', '3', Feet, inFeet],
    ['51', '3', Feet, inFeet],
    ['17', '17', Feet, inFeet],
    ['', '3', Feet, inFeet],
    ['.', '3', Feet, inFeet],
    ['0', '36', Inch, inInches],
    ['11.999', '36', Inch, inInches],
    ['600.001', '36', Inch, inInches],
    ['193', '193', Inch, inInches],
    ['100000', '36', Inch, inInches],
    ['12.0001', '36', Inch, inInches],
  ])('%j × %j in unit %d -> refused with the limits of that unit', (w, h, unit, message) =>
    expect(commitCustomSize(w, h, unit, BANNER)).toEqual({ ok: false, message }),
  );
});

describe('offersFeetSwitch', () => {
  it.each([
    [Feet, true],
    [Inch, false],
  ] as const)('a product measured in %d -> %s', (unit, offered) =>
    expect(offersFeetSwitch(unit)).toBe(offered),
  );
});
