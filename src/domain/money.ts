/** Rounds USD to cents, half away from zero (currency USD, spec shell §9). */
export function roundCents(usd: number): number {
  return (Math.sign(usd) * Math.round(Math.abs(usd) * 100 + Number.EPSILON)) / 100;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50" (currency USD, spec shell §9). */
export function formatUsd(value: number): string {
  return usd.format(value);
}
