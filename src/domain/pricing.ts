/**
 * Price maths of the calculator (issue 17): the selected options' rules (src/domain/priceRules)
 * price one piece in whole cents; the quantity tier discounts it; the answer's `pricing` block
 * explains it line by line. Pure; the server is its only caller (never the client: the price a
 * shopper sees is the server's). Cents become USD here, at the answer's edge.
 */
import type { Cents } from './cents';
import {
  basisPointsToPercent,
  centsToUsd,
  lessPercent,
  subtractCents,
  sumCents,
  timesCount,
  ZERO_CENTS,
} from './cents';
import type { PriceLabelPhrases } from './priceLabels';
import { lineLabel } from './priceLabels';
import type { PieceSize, PriceRule, RuleCharge } from './priceRules';
import { chargeOf, isBaseRule } from './priceRules';
import type { Discount, PriceBreakdownLine, PriceTierSaving, Pricing } from './product';
import type { OptionConfiguration } from './productOptions';
import { round3 } from './units';

/** A selected option with the rules that price it. */
export interface PricedOption {
  accessoryKey: string;
  optionKey: string;
  optionName: string;
  configuration: OptionConfiguration;
  rules: readonly PriceRule[];
}

/** A quantity discount: from `count` pieces on, `basisPoints` hundredths of a percent off. */
export interface QuantityTier {
  count: number;
  basisPoints: number;
}

/** One rule's charge on one piece, with the option it belongs to. */
export interface OptionCharge {
  option: PricedOption;
  charge: RuleCharge;
}

/** One piece before the quantity discount. */
export interface PiecePrice {
  /** The base price (area x rate, the minimum, or per piece); null when no option carries one. */
  base: OptionCharge | null;
  /** The surcharges, in the order of the options and their rules. */
  surcharges: OptionCharge[];
  /** Cents for the piece: the base plus every surcharge. */
  each: Cents;
}

/**
 * One piece with `selected` options (in the product's accessory order). The base price is
 * the first base rule among them (the material's rate); base rules of later options are not
 * charged (a catalogue gives the base to one accessory).
 */
export function piecePrice(selected: readonly PricedOption[], size: PieceSize): PiecePrice {
  let base: OptionCharge | null = null;
  for (const option of selected) {
    const rule = option.rules.find((r) => isBaseRule(r.kind));
    if (rule) {
      base = { option, charge: chargeOf(rule, option.configuration, size, ZERO_CENTS) };
      break;
    }
  }
  const baseCents = base?.charge.perPiece ?? ZERO_CENTS;
  const surcharges = selected.flatMap((option) =>
    option.rules
      .filter((r) => !isBaseRule(r.kind))
      .map((rule) => ({ option, charge: chargeOf(rule, option.configuration, size, baseCents) })),
  );
  return {
    base,
    surcharges,
    each: sumCents([baseCents, ...surcharges.map((s) => s.charge.perPiece)]),
  };
}

/** What one option's own rules charge a piece whose base price is `baseCents`. */
export function optionPiecePrice(option: PricedOption, size: PieceSize, baseCents: Cents): Cents {
  return sumCents(
    option.rules.map((r) => chargeOf(r, option.configuration, size, baseCents).perPiece),
  );
}

/** The tier that applies to a quantity: the highest count not above it; null without one. */
export function appliedTierOf(
  tiers: readonly QuantityTier[],
  quantity: number,
): QuantityTier | null {
  let best: QuantityTier | null = null;
  for (const t of tiers) {
    if (t.count <= quantity && t.basisPoints > 0 && (best === null || t.count > best.count))
      best = t;
  }
  return best;
}

/** The next tier worth ordering for: above the quantity, more off, within `maxQuantity`. */
export function nextTierOf(
  tiers: readonly QuantityTier[],
  quantity: number,
  maxQuantity: number,
): QuantityTier | null {
  const applied = appliedTierOf(tiers, quantity)?.basisPoints ?? 0;
  return (
    [...tiers]
      .sort((a, b) => a.count - b.count)
      .find((t) => t.count > quantity && t.count <= maxQuantity && t.basisPoints > applied) ?? null
  );
}

/** A tier as the answer explains it: USD each and USD saved on `count` pieces. */
function tierSaving(tier: QuantityTier, each: Cents): PriceTierSaving {
  const discounted = lessPercent(each, tier.basisPoints);
  return {
    count: tier.count,
    percent: basisPointsToPercent(tier.basisPoints),
    eachPrice: centsToUsd(discounted),
    saved: centsToUsd(timesCount(subtractCents(each, discounted), tier.count)),
  };
}

/** The key of a breakdown line (see `PriceBreakdownLine.key`). */
function lineKey({ option, charge }: OptionCharge): string {
  if (charge.rule.kind === 'base-item') return 'item';
  if (charge.rule.kind === 'base-area') return charge.isMinimum ? 'minimum' : 'area';
  const own = option.rules.filter((r) => !isBaseRule(r.kind));
  const key = `option:${option.accessoryKey}:${option.optionKey}`;
  // An option with several surcharge rules: the later lines name their kind.
  return own.indexOf(charge.rule) > 0 ? `${key}:${charge.rule.kind}` : key;
}

/** Units a line charges for the whole order. */
function lineQuantity(charge: RuleCharge, pieces: number): number {
  switch (charge.rule.kind) {
    case 'base-item':
    case 'item':
    case 'percent':
      return pieces;
    case 'base-area':
      return charge.isMinimum ? pieces : round3(charge.units * pieces);
    default:
      return round3(charge.units * pieces);
  }
}

/** A breakdown line for the whole order. */
function line(
  c: OptionCharge,
  pieces: number,
  labels: PriceLabelPhrases | undefined,
): PriceBreakdownLine {
  return {
    key: lineKey(c),
    label: lineLabel(c.charge, pieces, c.option.optionName, labels),
    quantity: lineQuantity(c.charge, pieces),
    unitPrice: centsToUsd(c.charge.unitCents),
    amount: centsToUsd(timesCount(c.charge.perPiece, pieces)),
  };
}

export interface PriceInput {
  /** The selected options, in the product's accessory order. */
  selected: readonly PricedOption[];
  size: PieceSize;
  /** Pieces ordered. */
  quantity: number;
  tiers: readonly QuantityTier[];
  /** The largest quantity that may be ordered (MAX_QUANTITY): no next tier beyond it. */
  maxQuantity: number;
  /** The labels' words (the visitor's language); English when left out. */
  labels?: PriceLabelPhrases;
}

/**
 * The calculator's pricing block. Each line is one rule's cents per piece times the pieces,
 * so the lines add up to `totalPrice` exactly; surcharges that come to nothing are left out.
 */
export function priceFor(input: PriceInput): Pricing {
  const piece = piecePrice(input.selected, input.size);
  const applied = appliedTierOf(input.tiers, input.quantity);
  const eachDiscounted = lessPercent(piece.each, applied?.basisPoints ?? 0);
  const total = timesCount(piece.each, input.quantity);
  const totalDiscounted = timesCount(eachDiscounted, input.quantity);
  const discounts: Discount[] = [...input.tiers]
    .sort((a, b) => a.count - b.count)
    .map((t) => ({
      count: t.count,
      percent: basisPointsToPercent(t.basisPoints),
      eachPrice: centsToUsd(lessPercent(piece.each, t.basisPoints)),
    }));
  const next = nextTierOf(input.tiers, input.quantity, input.maxQuantity);
  const charged = [
    ...(piece.base ? [piece.base] : []),
    ...piece.surcharges.filter((s) => s.charge.perPiece > 0),
  ];
  return {
    eachPrice: centsToUsd(eachDiscounted),
    totalPrice: centsToUsd(total),
    totalDiscountedPrice: centsToUsd(totalDiscounted),
    discounts,
    breakdown: charged.map((c) => line(c, input.quantity, input.labels)),
    appliedTier: applied
      ? {
          ...tierSaving(applied, piece.each),
          saved: centsToUsd(subtractCents(total, totalDiscounted)),
        }
      : null,
    nextTier: next ? tierSaving(next, piece.each) : null,
  };
}

/**
 * Tiers worth showing under "Buy more save more" (spec shell §5): count over 1 and greater
 * than the current quantity.
 */
export function visibleDiscounts(discounts: readonly Discount[], quantity: number): Discount[] {
  return discounts.filter((d) => d.count > 1 && d.count > quantity);
}
