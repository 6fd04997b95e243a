/**
 * Reading a product's price and option rules (migration 0011): the price rules of its options,
 * its quantity tiers and its incompatible option pairs. A stored rule that makes no sense (an
 * unknown kind, a negative or fractional amount) is a server fault: the product is not priced
 * from a half-read catalogue.
 */
import type { IncompatiblePair } from '../../src/domain/optionCompatibility';
import type { PriceRule } from '../../src/domain/priceRules';
import { priceRuleFrom } from '../../src/domain/priceRules';
import type { QuantityTier } from '../../src/domain/pricing';
import type { Db } from '../db/database';

/** A product's rules, keyed for the catalogue reader. */
export interface ProductRules {
  /** Option id -> its rules in their order. */
  rulesByOption: Map<number, PriceRule[]>;
  tiers: QuantityTier[];
  /** Pairs of option ids with the reason (resolved to keys by the reader). */
  pairs: { optionId: number; otherOptionId: number; reason: string }[];
}

/** Loads the rules of product `productId`. */
export async function loadProductRules(db: Db, productId: number): Promise<ProductRules> {
  const [rules, tiers, pairs] = await Promise.all([
    db
      .selectFrom('price_rules')
      .innerJoin('accessory_options', 'accessory_options.id', 'price_rules.option_id')
      .innerJoin('accessories', 'accessories.id', 'accessory_options.accessory_id')
      .select([
        'price_rules.option_id',
        'price_rules.kind',
        'price_rules.cents',
        'price_rules.minimum_cents',
        'price_rules.basis_points',
      ])
      .where('accessories.product_id', '=', productId)
      .orderBy('price_rules.option_id')
      .orderBy('price_rules.sort_order')
      .orderBy('price_rules.id')
      .execute(),
    db
      .selectFrom('quantity_tiers')
      .select(['min_quantity', 'basis_points'])
      .where('product_id', '=', productId)
      .orderBy('min_quantity')
      .execute(),
    db
      .selectFrom('option_incompatibilities')
      .select(['option_id', 'other_option_id', 'reason'])
      .where('product_id', '=', productId)
      .orderBy('id')
      .execute(),
  ]);
  const rulesByOption = new Map<number, PriceRule[]>();
  for (const row of rules) {
    const rule = priceRuleFrom(row);
    if (!rule) throw new Error(`Invalid price rule of option ${row.option_id}: ${row.kind}`);
    const list = rulesByOption.get(row.option_id) ?? [];
    list.push(rule);
    rulesByOption.set(row.option_id, list);
  }
  return {
    rulesByOption,
    tiers: tiers.map((t) => {
      const ok =
        Number.isSafeInteger(t.min_quantity) &&
        t.min_quantity >= 1 &&
        Number.isSafeInteger(t.basis_points) &&
        t.basis_points >= 0 &&
        t.basis_points <= 10_000;
      if (!ok) throw new Error(`Invalid quantity tier of product ${productId}`);
      return { count: t.min_quantity, basisPoints: t.basis_points };
    }),
    pairs: pairs.map((p) => ({
      optionId: p.option_id,
      otherOptionId: p.other_option_id,
      reason: p.reason,
    })),
  };
}

/** The pairs as option keys; a pair naming an option of another product is left out. */
export function pairsByKey(
  rules: ProductRules,
  optionRefs: Map<number, { accessoryKey: string; optionKey: string }>,
): IncompatiblePair[] {
  return rules.pairs.flatMap((p) => {
    const a = optionRefs.get(p.optionId);
    const b = optionRefs.get(p.otherOptionId);
    return a && b ? [{ a, b, reason: p.reason }] : [];
  });
}
