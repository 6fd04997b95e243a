/**
 * Price maths of the calculator: one pure function the server uses to answer
 * Product/calculator and the editor may use to preview a price.
 */
import type { Discount, Pricing } from './product';
import { roundCents } from './money';
import { squareFeet } from './units';

/** How a product's base price scales: by printed area or per piece. */
export type BasePrice =
  | {
      kind: 'area';
      /** USD per square foot */ pricePerSqFt: number;
      /** USD */ minPricePerItem: number;
    }
  | { kind: 'item'; /** USD */ pricePerItem: number };

/** What an accessory option adds to the price of one item. */
export type OptionPrice =
  | { kind: 'none' }
  | { kind: 'item'; /** USD per item */ amount: number }
  | { kind: 'area'; /** USD per square foot */ perSqFt: number }
  | { kind: 'percent'; /** percent of the base price */ percent: number };

/** A quantity discount: from `count` pieces on, `percent` off. */
export interface DiscountTier {
  count: number;
  percent: number;
}

export interface PriceInput {
  base: BasePrice;
  /** Inches. */
  widthInches: number;
  /** Inches. */
  heightInches: number;
  quantity: number;
  /** Prices of the selected options. */
  options: readonly OptionPrice[];
  tiers: readonly DiscountTier[];
}

/** USD one item costs before quantity discount, without options. */
export function basePricePerItem(
  base: BasePrice,
  widthInches: number,
  heightInches: number,
): number {
  if (base.kind === 'item') return base.pricePerItem;
  return Math.max(base.minPricePerItem, base.pricePerSqFt * squareFeet(widthInches, heightInches));
}

/** USD an option adds to one item. */
export function optionPricePerItem(
  option: OptionPrice,
  basePerItem: number,
  widthInches: number,
  heightInches: number,
): number {
  switch (option.kind) {
    case 'none':
      return 0;
    case 'item':
      return option.amount;
    case 'area':
      return option.perSqFt * squareFeet(widthInches, heightInches);
    case 'percent':
      return (basePerItem * option.percent) / 100;
  }
}

/** The tier that applies to a quantity: the one with the highest count not above it. */
export function discountPercentFor(tiers: readonly DiscountTier[], quantity: number): number {
  let percent = 0;
  let best = -1;
  for (const t of tiers) {
    if (t.count <= quantity && t.count > best) {
      best = t.count;
      percent = t.percent;
    }
  }
  return percent;
}

/** The calculator's pricing block for one configuration. */
export function priceFor(input: PriceInput): Pricing {
  const basePerItem = basePricePerItem(input.base, input.widthInches, input.heightInches);
  const optionsPerItem = input.options.reduce(
    (sum, o) => sum + optionPricePerItem(o, basePerItem, input.widthInches, input.heightInches),
    0,
  );
  const undiscountedEach = roundCents(basePerItem + optionsPerItem);
  const percent = discountPercentFor(input.tiers, input.quantity);
  const eachPrice = roundCents((undiscountedEach * (100 - percent)) / 100);
  const discounts: Discount[] = [...input.tiers]
    .sort((a, b) => a.count - b.count)
    .map((t) => ({
      count: t.count,
      percent: t.percent,
      eachPrice: roundCents((undiscountedEach * (100 - t.percent)) / 100),
    }));
  return {
    eachPrice,
    totalPrice: roundCents(undiscountedEach * input.quantity),
    totalDiscountedPrice: roundCents(eachPrice * input.quantity),
    discounts,
    // Filled by the calculator rework of issue 17 (server/catalogue).
    breakdown: [],
    appliedTier: null,
    nextTier: null,
  };
}

/**
 * Tiers worth showing under "Buy more save more" (spec shell §5): count over 1 and greater
 * than the current quantity.
 */
export function visibleDiscounts(discounts: readonly Discount[], quantity: number): Discount[] {
  return discounts.filter((d) => d.count > 1 && d.count > quantity);
}
