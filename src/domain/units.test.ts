import { describe, expect, it } from 'vitest';
import { inchesToUnit, MeasurementUnit, round3, squareFeet, unitToInches } from './units';

describe('units', () => {
  it.each([
    [36, MeasurementUnit.Inch, 36],
    [36, MeasurementUnit.Feet, 3],
    [100, MeasurementUnit.Feet, 8.333],
    [1, MeasurementUnit.Feet, 0.083],
  ])('%d in shown in unit %d is %d', (inches, unit, shown) =>
    expect(inchesToUnit(inches, unit)).toBe(shown),
  );

  it.each([
    [3, MeasurementUnit.Feet, 36],
    [2.5, MeasurementUnit.Feet, 30],
    [1.23456, MeasurementUnit.Inch, 1.235],
  ])('%d in unit %d is sent as %d in', (v, unit, inches) =>
    expect(unitToInches(v, unit)).toBe(inches),
  );

  it('computes square feet', () => expect(squareFeet(72, 36)).toBe(18));
  it('rounds to 3 decimals', () => expect(round3(1.0005)).toBe(1.001));
});
