/**
 * The custom-size form's rules (spec shell §5): what a size field accepts as it is typed, the
 * locked aspect ratio, the values shown in the current unit, and the commit of a typed width ×
 * height — checked in the unit shown against that unit's limits, then sent in inches.
 */
import {
  checkCustomSize,
  limitForUnit,
  MAX_SIZE_DECIMALS,
  sizeRangeMessageParams,
} from './customSize';
import type { SizeLimit, SizeLimits } from './product';
import { inchesToUnit, MeasurementUnit, round3, unitToInches } from './units';

/** Integer digits a size field keeps: 100000 (the largest value) has 6. */
const MAX_INTEGER_DIGITS = 6;

/**
 * A size field's text cleaned as it is typed: digits and one decimal point, at most 6 integer
 * digits and 3 decimals ("12,5" is read as "12.5"; a sign or a letter is dropped).
 */
export function cleanSizeText(text: string): string {
  const kept = text.replace(',', '.').replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  if (point < 0) return kept.slice(0, MAX_INTEGER_DIGITS);
  const whole = kept.slice(0, point).slice(0, MAX_INTEGER_DIGITS);
  const decimals = kept
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, MAX_SIZE_DECIMALS);
  return `${whole}.${decimals}`;
}

/** The number a size field holds, or null when it holds none ('', '.'). */
export function sizeTextValue(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** How a size is shown in a field: inches, or feet as inches / 12 rounded to 3 decimals. */
export function sizeFieldText(inches: number, unit: MeasurementUnit): string {
  return String(inchesToUnit(inches, unit));
}

/**
 * With the aspect ratio locked, the other side for a side typed as `value`: it scales by the
 * locked ratio (other side / this side), rounded to 3 decimals; null when `value` is no number.
 */
export function lockedOtherSide(value: number | null, ratio: number): number | null {
  if (value === null || !Number.isFinite(ratio) || ratio <= 0) return null;
  return round3(value * ratio);
}

/** A typed width × height accepted (inches, as sent), or refused with the message's values. */
export type CustomSizeCommit =
  | { ok: true; widthInches: number; heightInches: number }
  | { ok: false; message: SizeLimit & { unit: 'in' | 'ft' } };

/**
 * Commits a typed width × height (in `unit`): both must be positive, with at most 3 decimals, at
 * most 100000 and within the limits of `unit` (orientation ignored); accepted values are sent
 * in inches (feet × 12). A refusal carries the values of "Allowed size range is …".
 */
export function commitCustomSize(
  widthText: string,
  heightText: string,
  unit: MeasurementUnit,
  limits: SizeLimits,
): CustomSizeCommit {
  const width = sizeTextValue(widthText);
  const height = sizeTextValue(heightText);
  const refused = { ok: false as const, message: sizeRangeMessageParams(limits, unit) };
  if (width === null || height === null) return refused;
  if (!checkCustomSize(width, height, limitForUnit(limits, unit)).ok) return refused;
  return {
    ok: true,
    widthInches: unitToInches(width, unit),
    heightInches: unitToInches(height, unit),
  };
}

/** Whether the Size panel offers the feet/inches switch: for products measured in feet. */
export function offersFeetSwitch(productUnit: MeasurementUnit): boolean {
  return productUnit === MeasurementUnit.Feet;
}
