/**
 * The "quantity × unit price" line under a price-breakdown label (issue 17). The contract's
 * labels say what is counted ("18 sq ft × 3 pieces"); a label that already ends with its unit
 * price ("18 sq ft × $2.50") needs no second line saying it again.
 */
import { formatCount, formatUnitUsd } from './money';
import type { PriceBreakdownLine } from './product';

/** The line's maths for the shopper ("90 × $2.50"), or null when its label already says it. */
export function breakdownMaths(line: PriceBreakdownLine): string | null {
  const rate = formatUnitUsd(line.unitPrice);
  if (line.label.trimEnd().endsWith(`× ${rate}`)) return null;
  return `${formatCount(line.quantity)} × ${rate}`;
}
