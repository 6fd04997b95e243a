/**
 * The labels of the price breakdown (issue 17): "18 sq ft × $2.50",
 * "Every 2-3 feet: 8 grommets × 3 pieces × $0.50". The client may write its own from the
 * line's quantity and unit price; these are for a shopper reading the answer as it is. The words
 * are templates (`{n}`, `{pieces}`, `{rate}`…) in the visitor's language (issue 21: the server
 * fills them from `catalogue.phrase.price.<key>`, server/catalogue/localise.ts); English is the
 * default.
 */
import { formatCents } from './cents';
import type { Cents } from './cents';
import { fillPhrase } from './noticePhrases';
import type { RuleCharge } from './priceRules';
import { round3 } from './units';

/** The words of the price labels, by key. */
export interface PriceLabelPhrases {
  /** BCP 47 tag writing numbers and prices (Intl); empty: the US forms ("$1,234.50", "1.5"). */
  locale: string;
  piece: string;
  pieces: string;
  /** Appended for several pieces: " × {n} pieces". */
  timesPieces: string;
  sqFt: string;
  grommet: string;
  grommets: string;
  hole: string;
  holes: string;
  ft: string;
  extraSide: string;
  extraSides: string;
  minimumCharge: string;
  /** {option}: {percent}% of {amount}{times}. */
  percentOf: string;
}

export const ENGLISH_PRICE_LABELS: PriceLabelPhrases = {
  locale: '',
  piece: '{n} piece',
  pieces: '{n} pieces',
  timesPieces: ' × {n} pieces',
  sqFt: '{n} sq ft',
  grommet: '{n} grommet',
  grommets: '{n} grommets',
  hole: '{n} hole',
  holes: '{n} holes',
  ft: '{n} ft',
  extraSide: '{n} extra side',
  extraSides: '{n} extra sides',
  minimumCharge: 'Minimum charge: {pieces} × {rate}',
  percentOf: '{option}: {percent}% of {amount}{times}',
};

/** Numbers and prices in the phrases' language. */
function writers(p: PriceLabelPhrases) {
  if (p.locale === '') return { number: (n: number) => String(round3(n)), money: formatCents };
  const number = new Intl.NumberFormat(p.locale, { maximumFractionDigits: 3 });
  const money = new Intl.NumberFormat(p.locale, { style: 'currency', currency: 'USD' });
  return {
    number: (n: number) => number.format(round3(n)),
    money: (c: Cents) => money.format(c / 100),
  };
}

/**
 * The label of one breakdown line: `charge` for one piece, `pieces` pieces, on the option
 * named `optionName` (surcharges are prefixed with it; the base price is not).
 */
export function lineLabel(
  charge: RuleCharge,
  pieces: number,
  optionName: string,
  p: PriceLabelPhrases = ENGLISH_PRICE_LABELS,
): string {
  const write = writers(p);
  const count = (n: number, one: string, many: string) =>
    fillPhrase(n === 1 ? one : many, { n: write.number(n) });
  const rate = write.money(charge.unitCents);
  const piecesText = count(pieces, p.piece, p.pieces);
  // " × 3 pieces" for several pieces, nothing for one.
  const times = pieces === 1 ? '' : fillPhrase(p.timesPieces, { n: write.number(pieces) });
  const units = (): string => {
    switch (charge.rule.kind) {
      case 'base-area':
      case 'sq-ft':
        return fillPhrase(p.sqFt, { n: write.number(charge.units) });
      case 'grommet':
        return count(charge.units, p.grommet, p.grommets);
      case 'hole':
        return count(charge.units, p.hole, p.holes);
      case 'hem-foot':
        return fillPhrase(p.ft, { n: write.number(charge.units) });
      case 'side':
        return count(charge.units, p.extraSide, p.extraSides);
      default:
        return '';
    }
  };
  switch (charge.rule.kind) {
    case 'base-area':
      return charge.isMinimum
        ? fillPhrase(p.minimumCharge, { pieces: piecesText, rate })
        : `${units()}${times} × ${rate}`;
    case 'base-item':
      return `${piecesText} × ${rate}`;
    case 'item':
      return `${optionName}: ${piecesText} × ${rate}`;
    case 'percent':
      return fillPhrase(p.percentOf, {
        option: optionName,
        percent: write.number(charge.rule.basisPoints / 100),
        amount: write.money(charge.ofCents),
        times,
      });
    default:
      return `${optionName}: ${units()}${times} × ${rate}`;
  }
}
