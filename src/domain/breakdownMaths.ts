/**
 * The "quantity × unit price" line under a price-breakdown label (issue 17). The contract's
 * labels say what is counted ("18 sq ft × 3 pieces"); a label that already ends with its unit
 * price ("18 sq ft × $2.50") needs no second line saying it again.
 */
import type { LocaleFormat } from './localeFormat';
import { ENGLISH_FORMAT } from './localeFormat';
import type { PriceBreakdownLine } from './product';

/**
 * The line's maths for the shopper ("90 × $2.50", "90 × 2,50 US$"), or null when its label
 * already says it. The server writes labels in English, so the label is compared with the
 * English rate; the maths is written for `format`'s language.
 */
export function breakdownMaths(
  line: PriceBreakdownLine,
  format: LocaleFormat = ENGLISH_FORMAT,
): string | null {
  if (line.label.trimEnd().endsWith(`× ${ENGLISH_FORMAT.unitPrice(line.unitPrice)}`)) return null;
  return `${format.count(line.quantity)} × ${format.unitPrice(line.unitPrice)}`;
}
