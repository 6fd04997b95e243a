/**
 * POST Product/calculator: the price a shopper can understand (issue 17) — rules stored in the
 * database, the breakdown adding up to the cent, the tier applied and the next one. Prices are
 * worked out by hand from the seed (server/db/seed/products).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overlayPlan } from '../../src/domain/overlays';
import type { PriceBreakdownLine, ProductCalculator } from '../../src/domain/product';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';

const URL = '/api/v1/Product/calculator';
let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  client = await new TestClient(t.app).start();
});
afterAll(() => t.close());

async function calc(body: unknown): Promise<ProductCalculator> {
  const r = await client.postJson<ProductCalculator>(URL, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

/** Sum of the lines in whole cents (no float drift in the check itself). */
const sumCents = (lines: PriceBreakdownLine[]) =>
  lines.reduce((s, l) => s + Math.round(l.amount * 100), 0);

describe('the vinyl banner (101), 72 x 36 in', () => {
  it('one piece: area x the material rate and 8 grommets every 2-3 feet', async () => {
    const c = await calc({ productId: 101 });
    expect(c.pricing.breakdown).toEqual([
      { key: 'area', label: '18 sq ft × $2.50', quantity: 18, unitPrice: 2.5, amount: 45 },
      {
        key: 'option:grommets:every-2-3-feet',
        label: 'Every 2-3 feet: 8 grommets × $0.50',
        quantity: 8,
        unitPrice: 0.5,
        amount: 4,
      },
    ]);
    expect(c.pricing).toMatchObject({
      totalPrice: 49,
      totalDiscountedPrice: 49,
      eachPrice: 49,
      appliedTier: null,
      nextTier: { count: 2, percent: 5, eachPrice: 46.55, saved: 4.9 },
    });
  });

  it('3 pieces, 15 oz, double sided, sewn hem: every surcharge, the tier and the next', async () => {
    const c = await calc({
      productId: 101,
      quantity: 3,
      selectedOptionKeys: {
        material: ['vinyl-15oz'],
        'print-sides': ['double'],
        hem: ['sewn-hem'],
      },
    });
    // Per piece: 18 x 2.85 = 51.30; double 18 x 1.50 = 27.00; 8 x 0.50 = 4.00; hem 18 ft x 0.40 = 7.20.
    expect(c.pricing.breakdown).toEqual([
      {
        key: 'area',
        label: '18 sq ft × 3 pieces × $2.85',
        quantity: 54,
        unitPrice: 2.85,
        amount: 153.9,
      },
      {
        key: 'option:print-sides:double',
        label: 'Double sided, different designs: 18 sq ft × 3 pieces × $1.50',
        quantity: 54,
        unitPrice: 1.5,
        amount: 81,
      },
      {
        key: 'option:grommets:every-2-3-feet',
        label: 'Every 2-3 feet: 8 grommets × 3 pieces × $0.50',
        quantity: 24,
        unitPrice: 0.5,
        amount: 12,
      },
      {
        key: 'option:hem:sewn-hem',
        label: 'Sewn hem: 18 ft × 3 pieces × $0.40',
        quantity: 54,
        unitPrice: 0.4,
        amount: 21.6,
      },
    ]);
    // 89.50 each; 3 pieces -> 5 % off = 85.025 -> 85.03 (half up).
    expect(c.pricing).toMatchObject({
      totalPrice: 268.5,
      eachPrice: 85.03,
      totalDiscountedPrice: 255.09,
      appliedTier: { count: 2, percent: 5, eachPrice: 85.03, saved: 13.41 },
      nextTier: { count: 5, percent: 10, eachPrice: 80.55, saved: 44.75 },
    });
    expect(sumCents(c.pricing.breakdown)).toBe(26850);
  });

  it('a small custom size pays the minimum charge per piece instead of the area', async () => {
    const c = await calc({
      productId: 101,
      width: 12,
      height: 12,
      quantity: 2,
      selectedOptionKeys: { grommets: ['none'] },
    });
    // 1 sq ft x 2.50 = 2.50, below the 15.00 minimum.
    expect(c.pricing.breakdown).toEqual([
      {
        key: 'minimum',
        label: 'Minimum charge: 2 pieces × $15.00',
        quantity: 2,
        unitPrice: 15,
        amount: 30,
      },
    ]);
    expect(c.pricing.totalDiscountedPrice).toBe(28.5);
  });

  it('counts exactly the grommets the canvas draws, at every size', async () => {
    for (const [width, height] of [
      [72, 36],
      [48, 24],
      [120, 60],
      [100.5, 30.25],
      [240, 96],
      [40, 36],
    ] as const) {
      const c = await calc({ productId: 101, width, height, measurementUnit: 0 });
      const drawn =
        overlayPlan({ grommet: 'every-2-3-feet' }, { widthInches: width, heightInches: height })
          .grommets?.rings.length ?? 0;
      const line = c.pricing.breakdown.find((l) => l.key === 'option:grommets:every-2-3-feet');
      expect(line?.quantity ?? 0, `${width} x ${height}`).toBe(drawn);
      expect(sumCents(c.pricing.breakdown)).toBe(Math.round(c.pricing.totalPrice * 100));
    }
  });

  it('a size where "every 2-3 feet" cannot be spaced warns that no grommet is set', async () => {
    // A 40 in edge: one segment is over 3 ft, two are under 2 ft (src/domain/overlays/grommets).
    const c = await calc({ productId: 101, width: 40, height: 36, measurementUnit: 0 });
    expect(c.notice).toEqual({
      type: 'warning',
      message:
        'Grommets every 2-3 feet cannot be spaced evenly on 40 x 36 in, so none are set. Choose another grommet option or size.',
    });
    expect(c.pricing.breakdown.map((l) => l.key)).toEqual(['area']);
  });

  it('prices an option by what choosing it would change for one piece', async () => {
    const c = await calc({ productId: 101 });
    const options = (key: string) => c.accessories.find((a) => a.key === key)?.options ?? [];
    const material = Object.fromEntries(
      options('material').map((o) => [o.key, [o.price, o.priceDifferenceWithSelected]]),
    );
    // The material carries the area rate: 13 oz 45.00, 15 oz 51.30, adhesive 18 x 3.50 = 63.00.
    expect(material).toEqual({
      'vinyl-13oz': [45, 0],
      'vinyl-15oz': [51.3, 6.3],
      'adhesive-vinyl': [63, 18],
    });
    const grommets = Object.fromEntries(
      options('grommets').map((o) => [o.key, [o.price, o.priceDifferenceWithSelected]]),
    );
    // Every 2-3 feet: 8 x 0.50; corners: 4 x 0.50; top corners 2 x 0.50.
    expect(grommets).toEqual({
      'every-2-3-feet': [4, 0],
      'four-corners': [2, -2],
      'top-corners': [1, -3],
      none: [0, -4],
    });
    expect(options('hem').find((o) => o.key === 'sewn-hem')?.price).toBe(7.2);
  });
});

describe('other rules', () => {
  it('yard sign (103): per extra printed side', async () => {
    const c = await calc({
      productId: 103,
      quantity: 10,
      selectedOptionKeys: { 'print-sides': ['double'] },
    });
    // 3 sq ft x 3.20 = 9.60 + 1 extra side x 3.50 = 13.10; 10 pieces -> 10 % off = 11.79.
    expect(c.pricing.breakdown).toEqual([
      {
        key: 'area',
        label: '3 sq ft × 10 pieces × $3.20',
        quantity: 30,
        unitPrice: 3.2,
        amount: 96,
      },
      {
        key: 'option:print-sides:double',
        label: 'Double sided, different designs: 1 extra side × 10 pieces × $3.50',
        quantity: 10,
        unitPrice: 3.5,
        amount: 35,
      },
    ]);
    expect(c.pricing).toMatchObject({ eachPrice: 11.79, totalDiscountedPrice: 117.9 });
  });

  it('aluminium sign (104): holes counted from the placement, percent of the base', async () => {
    const c = await calc({
      productId: 104,
      selectedOptionKeys: {
        'drilled-holes': ['four-corners-one-inch'],
        'print-sides': ['double'],
      },
    });
    // 3 sq ft x 9.50 = 28.50; double +50 % = 14.25; 4 holes x 0.75 = 3.00.
    expect(c.pricing.breakdown.map((l) => [l.key, l.label, l.amount])).toEqual([
      ['area', '3 sq ft × $9.50', 28.5],
      ['option:print-sides:double', 'Double sided, different designs: 50% of $28.50', 14.25],
      [
        'option:drilled-holes:four-corners-one-inch',
        'Four corners, 1 in holes: 4 holes × $0.75',
        3,
      ],
    ]);
    expect(c.pricing.totalPrice).toBe(45.75);
  });

  it('stickers (106): half a cent rounds up, once per piece', async () => {
    const c = await calc({ productId: 106, selectedOptionKeys: { lamination: ['matte'] } });
    // 3 x 3 in = 0.0625 sq ft x 14.00 = 0.875 -> 0.88; matte +10 % = 0.088 -> 0.09; 50 pieces.
    expect(c.pricing.breakdown.map((l) => [l.key, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['area', 3.125, 14, 44],
      ['option:lamination:matte', 50, 0.09, 4.5],
    ]);
    expect(c.pricing).toMatchObject({ totalPrice: 48.5, eachPrice: 0.97, appliedTier: null });
    expect(c.pricing.nextTier).toEqual({ count: 100, percent: 15, eachPrice: 0.82, saved: 15 });
  });

  it('the accessory product (1386): a per-piece base price', async () => {
    const c = await calc({ productId: 1386, quantity: 100 });
    expect(c.pricing.breakdown).toEqual([
      { key: 'item', label: '100 pieces × $1.95', quantity: 100, unitPrice: 1.95, amount: 195 },
    ]);
    // The top tier: 30 % off; nothing further to save.
    expect(c.pricing).toMatchObject({
      eachPrice: 1.37,
      totalDiscountedPrice: 137,
      appliedTier: { count: 100, percent: 30, eachPrice: 1.37, saved: 58 },
      nextTier: null,
    });
  });

  it('every product prices its defaults, the lines adding up to the total', async () => {
    for (const productId of [101, 102, 103, 104, 105, 106, 107, 1386]) {
      const c = await calc({ productId });
      expect(c.pricing.totalPrice, String(productId)).toBeGreaterThan(0);
      // The seeded defaults never conflict.
      expect(c.notice, String(productId)).toEqual({ type: 'none' });
      expect(sumCents(c.pricing.breakdown)).toBe(Math.round(c.pricing.totalPrice * 100));
    }
  });
});

describe('rules live in the database', () => {
  it('a rate edited in the table changes the next answer, no code involved', async () => {
    const own = await createTestApp();
    try {
      const c = await new TestClient(own.app).start();
      await own.app.db
        .updateTable('price_rules')
        .set({ cents: 300 })
        .where('kind', '=', 'base-area')
        .where('option_id', '=', 1010101)
        .execute();
      await own.app.db
        .updateTable('quantity_tiers')
        .set({ basis_points: 1250 })
        .where('product_id', '=', 101)
        .where('min_quantity', '=', 2)
        .execute();
      const r = await c.postJson<ProductCalculator>(URL, { productId: 101, quantity: 2 });
      // 18 x 3.00 = 54.00 + 4.00 grommets = 58.00; 12.5 % off = 50.75.
      expect(r.body.pricing).toMatchObject({ totalPrice: 116, eachPrice: 50.75 });
      expect(r.body.pricing.breakdown[0]?.label).toBe('18 sq ft × 2 pieces × $3.00');
    } finally {
      await own.close();
    }
  });
});
