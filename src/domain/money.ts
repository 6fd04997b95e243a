/** Rounds USD to cents, half away from zero (currency USD, spec shell §9). */
export function roundCents(usd: number): number {
  return Math.sign(usd) * Math.round(Math.abs(usd) * 100 + Number.EPSILON) / 100;
}
