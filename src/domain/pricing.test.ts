import { describe, expect, it } from 'vitest';
import { basePricePerItem, discountPercentFor, priceFor, visibleDiscounts } from './pricing';

const tiers = [
  { count: 1, percent: 0 },
  { count: 5, percent: 10 },
  { count: 10, percent: 20 },
];

describe('basePricePerItem', () => {
  it.each([
    // 72 x 36 in = 18 sq ft at $2.50 = $45
    [{ kind: 'area', pricePerSqFt: 2.5, minPricePerItem: 10 } as const, 72, 36, 45],
    // 12 x 12 in = 1 sq ft: the minimum wins
    [{ kind: 'area', pricePerSqFt: 2.5, minPricePerItem: 10 } as const, 12, 12, 10],
    [{ kind: 'item', pricePerItem: 4.99 } as const, 24, 18, 4.99],
  ])('%o at %d x %d in costs %d', (base, w, h, expected) => {
    expect(basePricePerItem(base, w, h)).toBeCloseTo(expected, 10);
  });
});

describe('discountPercentFor', () => {
  it.each([
    [0, 0],
    [1, 0],
    [4, 0],
    [5, 10],
    [9, 10],
    [10, 20],
    [500, 20],
  ])('quantity %d gets %d %%', (q, p) => expect(discountPercentFor(tiers, q)).toBe(p));
  it('is 0 without tiers', () => expect(discountPercentFor([], 100)).toBe(0));
});

describe('priceFor', () => {
  it('adds options per item, per area and by percent, then discounts', () => {
    const pricing = priceFor({
      base: { kind: 'area', pricePerSqFt: 2.5, minPricePerItem: 10 },
      widthInches: 72,
      heightInches: 36,
      quantity: 5,
      options: [
        { kind: 'item', amount: 3 },
        { kind: 'area', perSqFt: 0.5 },
        { kind: 'percent', percent: 10 },
        { kind: 'none' },
      ],
      tiers,
    });
    // base 45 + 3 + 9 + 4.5 = 61.50 each; 10 % off at 5 = 55.35 each
    expect(pricing.eachPrice).toBe(55.35);
    expect(pricing.totalPrice).toBe(307.5);
    expect(pricing.totalDiscountedPrice).toBe(276.75);
    expect(pricing.discounts).toEqual([
      { count: 1, percent: 0, eachPrice: 61.5 },
      { count: 5, percent: 10, eachPrice: 55.35 },
      { count: 10, percent: 20, eachPrice: 49.2 },
    ]);
  });

  it('rounds to cents', () => {
    const pricing = priceFor({
      base: { kind: 'item', pricePerItem: 0.333 },
      widthInches: 1,
      heightInches: 1,
      quantity: 3,
      options: [],
      tiers: [],
    });
    expect(pricing.eachPrice).toBe(0.33);
    expect(pricing.totalDiscountedPrice).toBe(0.99);
  });
});

describe('visibleDiscounts', () => {
  it('keeps tiers over 1 and above the current quantity', () => {
    const d = priceFor({
      base: { kind: 'item', pricePerItem: 10 },
      widthInches: 1,
      heightInches: 1,
      quantity: 5,
      options: [],
      tiers,
    }).discounts;
    expect(visibleDiscounts(d, 5).map((x) => x.count)).toEqual([10]);
    expect(visibleDiscounts(d, 1).map((x) => x.count)).toEqual([5, 10]);
  });
});
