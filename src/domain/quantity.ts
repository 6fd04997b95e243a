/**
 * Quantity rules (spec shell §5): at least the minimum, (value - min) a multiple of the step,
 * at most MAX_QUANTITY (default 999999). An invalid value snaps to the nearest valid one.
 */

/** Default maximum quantity when MAX_QUANTITY is empty (spec shell §9). */
export const DEFAULT_MAX_QUANTITY = 999_999;

export interface QuantityRule {
  min: number;
  step: number;
  max: number;
}

export type QuantityCheck = { ok: true; value: number } | { ok: false; suggested: number };

/** The valid quantity nearest to `value` (ties go up). */
export function nearestValidQuantity(value: number, rule: QuantityRule): number {
  const min = Math.max(1, Math.floor(rule.min));
  const step = Math.max(1, Math.floor(rule.step));
  const max = Math.max(min, Math.floor(rule.max));
  const lastValid = min + Math.floor((max - min) / step) * step;
  if (!Number.isFinite(value) || value <= min) return min;
  if (value >= lastValid) return lastValid;
  const steps = Math.round((value - min) / step);
  return min + steps * step;
}

/** Checks a typed quantity; invalid values come back with the suggestion to snap to. */
export function checkQuantity(value: number, rule: QuantityRule): QuantityCheck {
  const suggested = nearestValidQuantity(value, rule);
  return Number.isInteger(value) && value === suggested
    ? { ok: true, value }
    : { ok: false, suggested };
}

/** Reads MAX_QUANTITY from the runtime environment configuration ('' means the default). */
export function maxQuantityFrom(setting: string | number | null | undefined): number {
  const n = typeof setting === 'number' ? setting : Number.parseInt(setting ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_QUANTITY;
}

/**
 * Whether a shopper may order `value`: one of the product's quantities when it lists them,
 * else a valid quantity by min, step and max ("Buy more save more" offers a tier's count only
 * when it is).
 */
export function isOrderableQuantity(
  value: number,
  rule: QuantityRule,
  listed: readonly number[],
): boolean {
  if (listed.length > 0) return listed.includes(value) && value <= rule.max;
  return checkQuantity(value, rule).ok;
}
