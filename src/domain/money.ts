/*
 * Prices are computed in whole cents (./cents.ts) and arrive in USD from the server; the client
 * only shows them.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50" (currency USD, spec shell §9). */
export function formatUsd(value: number): string {
  return usd.format(value);
}
