/*
 * Prices are computed in whole cents (./cents.ts) and arrive in USD from the server; the client
 * only shows them. These are the English (US) forms, for the server's own pages; the app shows
 * prices in the shopper's language through ./localeFormat (the UI's `useFormat()`).
 */
import { ENGLISH_FORMAT } from './localeFormat';

/** "$1,234.50" (currency USD, spec shell §9). */
export function formatUsd(value: number): string {
  return ENGLISH_FORMAT.price(value);
}

/** A price per unit, which may hold fractions of a cent: "$2.50", "$0.0125". */
export function formatUnitUsd(value: number): string {
  return ENGLISH_FORMAT.unitPrice(value);
}

/** A counted quantity (pieces, square or linear feet): "1,250", "17.5". */
export function formatCount(value: number): string {
  return ENGLISH_FORMAT.count(value);
}
