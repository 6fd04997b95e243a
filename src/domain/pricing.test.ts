import { describe, expect, it } from 'vitest';
import { cents } from './cents';
import type { PricedOption, QuantityTier } from './pricing';
import { appliedTierOf, nextTierOf, piecePrice, priceFor, visibleDiscounts } from './pricing';
import type { PriceRule, PriceRuleKind } from './priceRules';
import { pieceSize } from './priceRules';
import type { OptionConfiguration } from './productOptions';

const rule = (kind: PriceRuleKind, c: number, extra: Partial<PriceRule> = {}): PriceRule => ({
  kind,
  cents: cents(c),
  minimumCents: cents(0),
  basisPoints: 0,
  ...extra,
});
const option = (
  accessoryKey: string,
  optionKey: string,
  rules: PriceRule[],
  configuration: OptionConfiguration = {},
): PricedOption => ({ accessoryKey, optionKey, optionName: optionKey, configuration, rules });

const tiers: QuantityTier[] = [
  { count: 1, basisPoints: 0 },
  { count: 5, basisPoints: 1000 },
  { count: 10, basisPoints: 2000 },
];

describe('appliedTierOf / nextTierOf', () => {
  it.each([
    // quantity, applied count, next count
    [1, null, 5],
    [4, null, 5],
    [5, 5, 10],
    [9, 5, 10],
    [10, 10, null],
    [500, 10, null],
  ])('quantity %s: tier %s, next %s', (q, applied, next) => {
    expect(appliedTierOf(tiers, q)?.count ?? null).toBe(applied);
    expect(nextTierOf(tiers, q, 999_999)?.count ?? null).toBe(next);
  });
  it('no next tier beyond the largest quantity allowed', () => {
    expect(nextTierOf(tiers, 5, 9)).toBeNull();
  });
  it('a later tier that saves no more is not "next"', () => {
    expect(
      nextTierOf(
        [
          { count: 2, basisPoints: 500 },
          { count: 3, basisPoints: 500 },
        ],
        2,
        100,
      ),
    ).toBeNull();
  });
});

describe('piecePrice', () => {
  const size = pieceSize(72, 36);
  it('the first base rule is the base; a later one is ignored', () => {
    const p = piecePrice(
      [
        option('material', 'a', [rule('base-area', 250, { minimumCents: cents(1500) })]),
        option('other', 'b', [rule('base-item', 999)]),
        option('double', 'd', [rule('percent', 0, { basisPoints: 5000 })]),
      ],
      size,
    );
    // 4500 + 50 % of 4500.
    expect(p.each).toBe(6750);
    expect(p.base?.option.optionKey).toBe('a');
  });
  it('without a base rule the piece is its surcharges only', () => {
    expect(piecePrice([option('x', 'y', [rule('item', 500)])], size).each).toBe(500);
  });
});

describe('priceFor', () => {
  const selected = [
    option('material', '13oz', [rule('base-area', 250, { minimumCents: cents(1500) })]),
    option('grommets', 'every', [rule('grommet', 50)], { grommet: 'every-2-3-feet' }),
    option('hem', 'none', []),
    option('extras', 'rope', [rule('item', 0)]),
  ];
  const price = (quantity: number, w = 72, h = 36) =>
    priceFor({ selected, size: pieceSize(w, h), quantity, tiers, maxQuantity: 999_999 });

  it('lines for the whole order add up to the total; zero surcharges are left out', () => {
    const p = price(5);
    expect(p.breakdown.map((l) => [l.key, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['area', 90, 2.5, 225],
      ['option:grommets:every', 40, 0.5, 20],
    ]);
    expect(p).toMatchObject({
      totalPrice: 245,
      eachPrice: 44.1,
      totalDiscountedPrice: 220.5,
      appliedTier: { count: 5, percent: 10, eachPrice: 44.1, saved: 24.5 },
      nextTier: { count: 10, percent: 20, eachPrice: 39.2, saved: 98 },
    });
    expect(p.discounts).toEqual([
      { count: 1, percent: 0, eachPrice: 49 },
      { count: 5, percent: 10, eachPrice: 44.1 },
      { count: 10, percent: 20, eachPrice: 39.2 },
    ]);
  });

  it('rounds once per piece, then multiplies: no cent lost between lines and total', () => {
    // 100.5 x 30.25 in: 52.78 a piece (5277.99 cents, up) and 10 grommets.
    for (const q of [1, 3, 7, 9, 11]) {
      const p = price(q, 100.5, 30.25);
      const sum = p.breakdown.reduce((s, l) => s + Math.round(l.amount * 100), 0);
      expect(sum).toBe(Math.round(p.totalPrice * 100));
    }
  });

  it('a tier whose percent has a fraction: 12.5 %', () => {
    const p = priceFor({
      selected: [option('m', 'm', [rule('base-item', 1999)])],
      size: pieceSize(1, 1),
      quantity: 3,
      tiers: [{ count: 2, basisPoints: 1250 }],
      maxQuantity: 999_999,
    });
    // 19.99 less 12.5 % = 17.49125 -> 17.49.
    expect(p).toMatchObject({ eachPrice: 17.49, totalDiscountedPrice: 52.47, totalPrice: 59.97 });
    expect(p.appliedTier).toEqual({ count: 2, percent: 12.5, eachPrice: 17.49, saved: 7.5 });
  });
});

describe('visibleDiscounts', () => {
  it('keeps tiers over 1 and above the current quantity', () => {
    const d = priceFor({
      selected: [option('m', 'm', [rule('base-item', 1000)])],
      size: pieceSize(1, 1),
      quantity: 5,
      tiers,
      maxQuantity: 999_999,
    }).discounts;
    expect(visibleDiscounts(d, 5).map((x) => x.count)).toEqual([10]);
    expect(visibleDiscounts(d, 1).map((x) => x.count)).toEqual([5, 10]);
  });
});
