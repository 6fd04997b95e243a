/**
 * The plain English labels of the price breakdown (issue 17): "18 sq ft × $2.50",
 * "Every 2-3 feet: 8 grommets × 3 pieces × $0.50". The client may write its own from the
 * line's quantity and unit price; these are for a shopper reading the answer as it is.
 */
import { formatCents } from './cents';
import type { RuleCharge } from './priceRules';
import { round3 } from './units';

const plural = (n: number, one: string, many: string) => `${round3(n)} ${n === 1 ? one : many}`;

/** " × 3 pieces" for several pieces, nothing for one. */
function timesPieces(pieces: number): string {
  return pieces === 1 ? '' : ` × ${pieces} pieces`;
}

/** What the rule counted on one piece, in words. */
function unitsText(charge: RuleCharge): string {
  switch (charge.rule.kind) {
    case 'base-area':
    case 'sq-ft':
      return `${round3(charge.units)} sq ft`;
    case 'grommet':
      return plural(charge.units, 'grommet', 'grommets');
    case 'hole':
      return plural(charge.units, 'hole', 'holes');
    case 'hem-foot':
      return `${round3(charge.units)} ft`;
    case 'side':
      return plural(charge.units, 'extra side', 'extra sides');
    default:
      return '';
  }
}

/**
 * The label of one breakdown line: `charge` for one piece, `pieces` pieces, on the option
 * named `optionName` (surcharges are prefixed with it; the base price is not).
 */
export function lineLabel(charge: RuleCharge, pieces: number, optionName: string): string {
  const rate = formatCents(charge.unitCents);
  const piecesText = plural(pieces, 'piece', 'pieces');
  switch (charge.rule.kind) {
    case 'base-area':
      return charge.isMinimum
        ? `Minimum charge: ${piecesText} × ${rate}`
        : `${unitsText(charge)}${timesPieces(pieces)} × ${rate}`;
    case 'base-item':
      return `${piecesText} × ${rate}`;
    case 'item':
      return `${optionName}: ${piecesText} × ${rate}`;
    case 'percent':
      return `${optionName}: ${round3(charge.rule.basisPoints / 100)}% of ${formatCents(charge.ofCents)}${timesPieces(pieces)}`;
    default:
      return `${optionName}: ${unitsText(charge)}${timesPieces(pieces)} × ${rate}`;
  }
}
