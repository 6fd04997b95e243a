/*
 * Prices are computed in whole cents (./cents.ts) and arrive in USD from the server; the client
 * only shows them.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50" (currency USD, spec shell §9). */
export function formatUsd(value: number): string {
  return usd.format(value);
}

const unitUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 4,
});

/** A price per unit, which may hold fractions of a cent: "$2.50", "$0.0125". */
export function formatUnitUsd(value: number): string {
  return unitUsd.format(value);
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A counted quantity (pieces, square or linear feet): "1,250", "17.5". */
export function formatCount(value: number): string {
  return count.format(value);
}
