/**
 * Measurement units of the catalogue and the calculator (spec shell §3: inch 0, feet 5).
 * Sizes travel to the server in inches; feet are shown as inches / 12 rounded to 3 decimals.
 */
export const MeasurementUnit = {
  Inch: 0,
  Feet: 5,
} as const;
export type MeasurementUnit = (typeof MeasurementUnit)[keyof typeof MeasurementUnit];

/** 12 inches per foot (spec shell §9). */
export const INCHES_PER_FOOT = 12;

/** CSS/canvas pixels per inch at 100 % zoom (spec canvas §9: ruler step 96 px per inch). */
export const PX_PER_INCH = 96;

/** PostScript points per inch (PDF, EPS and AI page sizes). */
export const POINTS_PER_INCH = 72;

export function isMeasurementUnit(value: unknown): value is MeasurementUnit {
  return value === MeasurementUnit.Inch || value === MeasurementUnit.Feet;
}

/** Rounds to at most 3 decimals (custom sizes allow 3 decimals). */
export function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Inches shown in the given unit: feet are inches / 12, rounded to 3 decimals. */
export function inchesToUnit(inches: number, unit: MeasurementUnit): number {
  return unit === MeasurementUnit.Feet ? round3(inches / INCHES_PER_FOOT) : round3(inches);
}

/** A value typed in the given unit, in inches (feet x 12). */
export function unitToInches(value: number, unit: MeasurementUnit): number {
  return unit === MeasurementUnit.Feet ? round3(value * INCHES_PER_FOOT) : round3(value);
}

/** Square feet of a width x height given in inches. */
export function squareFeet(widthInches: number, heightInches: number): number {
  return (widthInches * heightInches) / (INCHES_PER_FOOT * INCHES_PER_FOOT);
}
