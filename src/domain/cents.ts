/**
 * Money inside the calculator: whole US cents as integers (issue 17). Rates, surcharges and
 * totals are `Cents`; the only rounding is {@link divideRoundHalfUp}, half up on exact integer
 * (BigInt) fractions, so no binary-float error ever reaches a price. USD appears at the edge
 * only: {@link centsToUsd} for the API's numbers, {@link formatCents} for labels.
 */

declare const centsBrand: unique symbol;
/** A whole number of US cents (never a fraction: see {@link divideRoundHalfUp}). */
export type Cents = number & { readonly [centsBrand]: true };

/** Cents in one US dollar. */
export const CENTS_PER_USD = 100;
/** Basis points in 100 % (a percent is stored as hundredths of a percent: 12.5 % = 1250). */
export const BASIS_POINTS_PER_WHOLE = 10_000;

/** Checks that `value` is a safe whole number of cents. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value as Cents;
}

export const ZERO_CENTS = cents(0);

/** a + b. */
export function addCents(a: Cents, b: Cents): Cents {
  return cents(a + b);
}

/** The sum of a list. */
export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce<Cents>((sum, v) => addCents(sum, v), ZERO_CENTS);
}

/** a - b (may be negative: a price difference). */
export function subtractCents(a: Cents, b: Cents): Cents {
  return cents(a - b);
}

/** `value` times a whole count (pieces, tier counts). */
export function timesCount(value: Cents, count: number): Cents {
  if (!Number.isSafeInteger(count)) throw new RangeError(`Not a whole count: ${count}`);
  return cents(value * count);
}

/**
 * THE rounding rule of every price: numerator / denominator to the nearest cent, a half cent
 * rounded up (0.5 -> 1, 87.5 -> 88). Both are whole numbers (BigInt, so products of sizes and
 * rates never lose precision); the numerator is not negative, the denominator positive.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): Cents {
  if (numerator < 0n || denominator <= 0n) {
    throw new RangeError(`Cannot round ${numerator} / ${denominator}`);
  }
  return cents(Number((2n * numerator + denominator) / (2n * denominator)));
}

/** `basisPoints` hundredths of a percent of `value`, rounded half up (10 % of 88 -> 9). */
export function percentOf(value: Cents, basisPoints: number): Cents {
  return divideRoundHalfUp(BigInt(value) * BigInt(basisPoints), BigInt(BASIS_POINTS_PER_WHOLE));
}

/** `value` less `basisPoints` hundredths of a percent, rounded half up (95 % of 89.50 -> 85.03). */
export function lessPercent(value: Cents, basisPoints: number): Cents {
  return percentOf(value, BASIS_POINTS_PER_WHOLE - basisPoints);
}

/** USD for the API's answer (cents / 100: 4550 -> 45.5). */
export function centsToUsd(value: Cents): number {
  return value / CENTS_PER_USD;
}

/** "$2.50", "-$4.00", "$1,234.50" for labels (digits from the integer, no float formatting). */
export function formatCents(value: Cents): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const dollars = Math.floor(abs / CENTS_PER_USD).toLocaleString('en-US');
  const rest = String(abs % CENTS_PER_USD).padStart(2, '0');
  return `${sign}$${dollars}.${rest}`;
}

/** A percent shown to a shopper from basis points: 500 -> "5", 1250 -> "12.5". */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}
