/**
 * The custom-size rule (spec shell §5, §9): a size is accepted when both values are positive,
 * carry at most 3 decimals, are at most 100000, and fit the product's size limits with
 * orientation ignored — the smaller side between the smaller of the minimums and the smaller
 * of the maximums, the larger side between the larger of the minimums and the larger of the
 * maximums. The UI, the editor and the server all call this one function.
 */
import type { SizeLimit, SizeLimits } from './product';
import { INCHES_PER_FOOT, MeasurementUnit, round3 } from './units';

/** Largest value a size field accepts, in the unit being typed (spec shell §9). */
export const MAX_CUSTOM_SIZE_VALUE = 100_000;

/** Decimals a size value may carry (spec shell §5). */
export const MAX_SIZE_DECIMALS = 3;

/** Why a custom size was refused: a malformed value, or a value outside the limits. */
export type CustomSizeCheck = { ok: true } | { ok: false; reason: 'format' | 'range' };

/** Whether one typed size value is positive, finite, ≤ 100000 and has at most 3 decimals. */
export function isValidSizeValue(value: number): boolean {
  if (!Number.isFinite(value) || value <= 0 || value > MAX_CUSTOM_SIZE_VALUE) return false;
  const scaled = value * 10 ** MAX_SIZE_DECIMALS;
  // Tolerance absorbs binary noise such as 0.1 * 1000 = 100.00000000000001.
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Whether width x height fits the limits in either orientation (same unit as the limits). */
export function isWithinSizeLimits(width: number, height: number, limit: SizeLimit): boolean {
  const smaller = Math.min(width, height);
  const larger = Math.max(width, height);
  const smallerMin = Math.min(limit.widthMin, limit.heightMin);
  const smallerMax = Math.min(limit.widthMax, limit.heightMax);
  const largerMin = Math.max(limit.widthMin, limit.heightMin);
  const largerMax = Math.max(limit.widthMax, limit.heightMax);
  return (
    smaller >= smallerMin && smaller <= smallerMax && larger >= largerMin && larger <= largerMax
  );
}

/** The full custom-size check of one width x height against one set of limits. */
export function checkCustomSize(width: number, height: number, limit: SizeLimit): CustomSizeCheck {
  if (!isValidSizeValue(width) || !isValidSizeValue(height)) return { ok: false, reason: 'format' };
  return isWithinSizeLimits(width, height, limit) ? { ok: true } : { ok: false, reason: 'range' };
}

/** Size limits in inches, with their feet equivalents (inches / 12, rounded to 3 decimals). */
export function sizeLimitsFromInches(inches: SizeLimit): SizeLimits {
  const feet = (v: number) => round3(v / INCHES_PER_FOOT);
  return {
    sizeInInches: { ...inches },
    sizeInFeet: {
      widthMin: feet(inches.widthMin),
      widthMax: feet(inches.widthMax),
      heightMin: feet(inches.heightMin),
      heightMax: feet(inches.heightMax),
    },
  };
}

/** The limits of the unit being shown (feet or inches). */
export function limitForUnit(limits: SizeLimits, unit: MeasurementUnit): SizeLimit {
  return unit === MeasurementUnit.Feet ? limits.sizeInFeet : limits.sizeInInches;
}

/**
 * Values for the message "Allowed size range is min {widthMin} x {heightMin} {unit} and max
 * {widthMax} x {heightMax} {unit}" (spec shell §5).
 */
export function sizeRangeMessageParams(
  limits: SizeLimits,
  unit: MeasurementUnit,
): SizeLimit & { unit: 'in' | 'ft' } {
  return { ...limitForUnit(limits, unit), unit: unit === MeasurementUnit.Feet ? 'ft' : 'in' };
}
