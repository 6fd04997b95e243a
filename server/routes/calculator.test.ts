/** POST /api/v1/Product/calculator against the seeded catalogue; prices worked out by hand. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import type { ProductCalculator } from '../../src/domain/product';
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

const calc = (body: unknown) => client.postJson<ProductCalculator>(URL, body);
const refused = (body: unknown) => client.postJson<ApiErrorBody>(URL, body);

function option(c: ProductCalculator, accessory: string, key: string) {
  const found = c.accessories.find((a) => a.key === accessory)?.options.find((o) => o.key === key);
  if (!found) throw new Error(`no option ${accessory}/${key}`);
  return found;
}

describe('vinyl banner (101)', () => {
  it('answers the default size, quantity and options with the area price', async () => {
    const { status, body } = await calc({ productId: 101 });
    expect(status).toBe(200);
    expect(body.filter).toEqual({
      width: 72,
      height: 36,
      measurementUnit: 5,
      quantity: 1,
      selectedOptionKeys: {
        material: ['vinyl-13oz'],
        'print-sides': ['single'],
        grommets: ['every-2-3-feet'],
        hem: ['welded-hem'],
        extras: [],
      },
    });
    // 72 x 36 in = 18 sq ft x 2.50 USD = 45.00, 8 grommets x 0.50 = 4.00: 49.00 each.
    expect(body.pricing.eachPrice).toBe(49);
    expect(body.pricing.totalDiscountedPrice).toBe(49);
    expect(body.pricing.discounts).toEqual([
      { count: 2, percent: 5, eachPrice: 46.55 },
      { count: 5, percent: 10, eachPrice: 44.1 },
      { count: 10, percent: 15, eachPrice: 41.65 },
      { count: 25, percent: 20, eachPrice: 39.2 },
      { count: 50, percent: 25, eachPrice: 36.75 },
    ]);
    expect(body.sizes.filter((s) => s.isSelected).map((s) => s.id)).toEqual([10102]);
    expect(body.sizes.find((s) => s.id === 10102)).toMatchObject({
      widthInFeet: 6,
      heightInFeet: 3,
      isDefault: true,
    });
    expect(body.sizeLimits.sizeInFeet).toEqual({
      widthMin: 1,
      widthMax: 50,
      heightMin: 1,
      heightMax: 16,
    });
    expect(body).toMatchObject({
      id: 101,
      key: 'vinyl-banner',
      isCustomSized: true,
      exportDpi: 150,
      textOutput: 'text',
      minCapHeightInches: 1,
      productMeasurementUnit: 5,
      notice: { type: 'none' },
    });
    expect(body.quantities).toEqual([]);
    // Asked in inches, the banner is still a product measured in feet.
    const inches = await calc({ productId: 101, measurementUnit: 0 });
    expect(inches.body).toMatchObject({
      filter: { measurementUnit: 0 },
      productMeasurementUnit: 5,
    });
  });

  it('prices options per item at the current size, relative to the selected one', async () => {
    const { body } = await calc({ productId: 101 });
    // The material carries the rate: 15 oz 2.85 x 18 = 51.30, 6.30 more than 13 oz at 2.50;
    // double sided 1.50 x 18 = 27.00.
    expect(option(body, 'material', 'vinyl-15oz')).toMatchObject({
      price: 51.3,
      priceDifferenceWithSelected: 6.3,
      isSelected: false,
    });
    expect(option(body, 'material', 'vinyl-13oz')).toMatchObject({
      price: 45,
      priceDifferenceWithSelected: 0,
      isSelected: true,
    });
    expect(option(body, 'print-sides', 'double')).toMatchObject({
      price: 27,
      configuration: { printSide: 'double' },
    });
    expect(option(body, 'extras', 'wind-slits')).toMatchObject({
      price: 5,
      priceDifferenceWithSelected: 5,
    });
    expect(option(body, 'material', 'vinyl-15oz').backgroundImagePath).toBe(
      '/images/accessoryoptions/surfaces/vinyl-15oz.svg',
    );
    expect(option(body, 'grommets', 'every-2-3-feet').configuration).toEqual({
      grommet: 'every-2-3-feet',
    });
  });

  it('applies options and the quantity discount: 15 oz, 5 pieces', async () => {
    const { body } = await calc({
      productId: 101,
      quantity: 5,
      selectedOptionKeys: { material: ['vinyl-15oz'] },
    });
    // 51.30 + 4.00 grommets = 55.30 each; 5 pieces -> 10 % off -> 49.77 each, 248.85 in all.
    expect(body.pricing).toMatchObject({
      eachPrice: 49.77,
      totalPrice: 276.5,
      totalDiscountedPrice: 248.85,
    });
    expect(option(body, 'material', 'vinyl-13oz').priceDifferenceWithSelected).toBe(-6.3);
  });

  it('accepts a custom size within the limits', async () => {
    const { status, body } = await calc({
      productId: 101,
      width: 100.5,
      height: 30.25,
      measurementUnit: 0,
    });
    expect(status).toBe(200);
    // 100.5 x 30.25 / 144 = 21.112 sq ft x 2.50 = 52.78, and 10 grommets x 0.50 = 5.00.
    expect(body.pricing.eachPrice).toBe(57.78);
    expect(body.filter).toMatchObject({ width: 100.5, height: 30.25, measurementUnit: 0 });
    expect(body.sizes.some((s) => s.isSelected)).toBe(false);
  });

  it('selects a listed size given the other way round', async () => {
    const { body } = await calc({ productId: 101, width: 36, height: 72 });
    expect(body.sizes.find((s) => s.isSelected)?.id).toBe(10102);
    expect(body.filter).toMatchObject({ width: 36, height: 72 });
  });

  it('ticks several extras and keeps a required accessory that was emptied', async () => {
    const { body } = await calc({
      productId: 101,
      selectedOptionKeys: { extras: ['wind-slits', 'bungee-cords'], material: [] },
    });
    expect(body.filter.selectedOptionKeys.extras).toEqual(['wind-slits', 'bungee-cords']);
    expect(body.filter.selectedOptionKeys.material).toEqual(['vinyl-13oz']);
    // 45 + 4 grommets + 5 + 6 = 60.
    expect(body.pricing.eachPrice).toBe(60);
    expect(option(body, 'extras', 'wind-slits').priceDifferenceWithSelected).toBe(0);
  });
});

describe('other products', () => {
  it('yard sign (103): listed sizes only, print sides per extra side, safe-zone images', async () => {
    const { body } = await calc({
      productId: 103,
      quantity: 10,
      selectedOptionKeys: { 'print-sides': ['double'] },
    });
    // 24 x 18 in = 3 sq ft x 3.20 = 9.60; double sided +3.50; 13.10 less 10 % = 11.79 each.
    expect(body.pricing).toMatchObject({ eachPrice: 11.79, totalDiscountedPrice: 117.9 });
    expect(body.hasSafeAreaImage).toBe(true);
    expect(body.images.filter((i) => i.productImageType === 3)).toHaveLength(4);
    expect(
      body.images.find((i) => i.productImageType === 3 && i.size?.sizeId === 10302)?.blob.path,
    ).toBe('/images/products/safearea/103/10302.svg');
    expect(
      body.accessories.find((a) => a.key === 'print-sides')?.options.map((o) => o.key),
    ).toEqual(['single', 'double', 'double-same', 'reversed']);
    // 18 x 12 listed with orientation: 12 x 18 = 1.5 sq ft x 3.20 = 4.80, below the 6.00 minimum.
    expect((await calc({ productId: 103, width: 12, height: 18 })).body.pricing.eachPrice).toBe(6);
  });

  it('aluminium sign (104): holes, rounded corners and standoffs add up', async () => {
    const { body } = await calc({
      productId: 104,
      quantity: 5,
      selectedOptionKeys: {
        'drilled-holes': ['four-corners-one-inch'],
        corners: ['rounded-1'],
        standoffs: ['four-corners'],
      },
    });
    // 3 sq ft x 9.50 = 28.50 + 4 holes x 0.75 + 2.00 + 24.00 = 57.50; 5 pieces -> 5 % off = 54.63.
    expect(body.pricing).toMatchObject({ eachPrice: 54.63, totalDiscountedPrice: 273.15 });
    const holes = body.accessories.find((a) => a.key === 'drilled-holes');
    expect(holes?.options).toHaveLength(15);
    expect(option(body, 'drilled-holes', 'big-top-corners-half-inch').configuration).toEqual({
      drilledHole: 'big-top-corners',
      holeDiameter: 0.5,
    });
    expect(option(body, 'corners', 'rounded-1-4').configuration).toEqual({
      shapeType: 'rounded-1/4',
      configImage: '/images/products/shape/cuts/rounded-1-4.svg',
    });
  });

  it('die-cut stickers (106): quantity list, tiers and a dearer material', async () => {
    const first = await calc({ productId: 106 });
    // 3 x 3 in = 0.0625 sq ft x 14.00 = 0.875 -> 0.88 each, 50 pieces = 44.00.
    expect(first.body.pricing).toMatchObject({ eachPrice: 0.88, totalDiscountedPrice: 44 });
    expect(first.body.quantities.map((q) => q.quantity)).toEqual([50, 100, 250, 500, 1000]);
    expect(first.body.exportDpi).toBe(300);
    const holo = await calc({
      productId: 106,
      quantity: 100,
      selectedOptionKeys: { material: ['holographic'] },
    });
    // 18.90 per sq ft x 0.0625 = 1.18125 -> 1.18; 100 pieces -> 15 % off = 1.003 -> 1.00.
    expect(holo.body.pricing).toMatchObject({ eachPrice: 1, totalDiscountedPrice: 100 });
    expect(option(holo.body, 'material', 'holographic')).toMatchObject({
      price: 1.18,
      priceDifferenceWithSelected: 0,
    });
  });

  it('the accessory product (1386) is item priced', async () => {
    const { body } = await calc({ productId: 1386, quantity: 10 });
    // 1.95 each, 10 pieces -> 10 % off = 1.755 -> 1.76; 17.60 in all.
    expect(body.pricing).toMatchObject({ eachPrice: 1.76, totalDiscountedPrice: 17.6 });
    expect(body.hasShapeImage).toBe(true);
    expect(body.isCustomSized).toBe(false);
  });
});

describe('refusals', () => {
  it.each([
    ['unknown product', { productId: 9999 }, 404, 'productNotFound'],
    [
      'size not listed (yard sign)',
      { productId: 103, width: 20, height: 20 },
      400,
      'sizeNotAvailable',
    ],
    ['custom size too long', { productId: 101, width: 700, height: 36 }, 400, 'sizeOutOfRange'],
    ['custom size too small', { productId: 101, width: 6, height: 36 }, 400, 'sizeOutOfRange'],
    [
      'custom size with 4 decimals',
      { productId: 101, width: 72.1234, height: 36 },
      400,
      'sizeOutOfRange',
    ],
    ['negative size', { productId: 101, width: -72, height: 36 }, 400, 'sizeOutOfRange'],
    ['width without height', { productId: 101, width: 72 }, 400, 'requiredField'],
    ['quantity 0', { productId: 101, quantity: 0 }, 400, 'quantityInvalid'],
    ['fractional quantity', { productId: 101, quantity: 2.5 }, 400, 'quantityInvalid'],
    ['quantity above 999999', { productId: 101, quantity: 1_000_000 }, 400, 'quantityInvalid'],
    ['sticker quantity off the list', { productId: 106, quantity: 75 }, 400, 'quantityInvalid'],
    [
      'unknown accessory',
      { productId: 101, selectedOptionKeys: { handles: ['x'] } },
      400,
      'optionNotFound',
    ],
    [
      'unknown option',
      { productId: 101, selectedOptionKeys: { material: ['18oz'] } },
      400,
      'optionNotFound',
    ],
    [
      'two materials',
      { productId: 101, selectedOptionKeys: { material: ['vinyl-13oz', 'vinyl-15oz'] } },
      400,
      'optionSelectionInvalid',
    ],
    [
      'unknown changed accessory',
      { productId: 101, changedAccessory: 'nope' },
      400,
      'optionNotFound',
    ],
  ])('%s', async (_name, body, status, key) => {
    const r = await refused(body);
    expect(r.status).toBe(status);
    expect(r.body.status).toBe(status);
    expect(r.body.errors.domainValidations).toEqual([key]);
  });

  it('names the field at fault', async () => {
    const r = await refused({ productId: 101, width: 72 });
    expect(r.body.errors['domainValidations.height']).toEqual(['requiredField']);
  });
});

describe('MAX_QUANTITY from the runtime env configs', () => {
  it('caps quantities and the list', async () => {
    const capped = await createTestApp({ envConfigs: { MAX_QUANTITY: '250' } });
    try {
      const c = await new TestClient(capped.app).start();
      const list = await c.postJson<ProductCalculator>(URL, { productId: 106 });
      expect(list.body.quantities.map((q) => q.quantity)).toEqual([50, 100, 250]);
      const over = await c.postJson<ApiErrorBody>(URL, { productId: 106, quantity: 500 });
      expect(over.status).toBe(400);
      expect(over.body.errors.domainValidations).toEqual(['quantityInvalid']);
      expect((await c.postJson<ApiErrorBody>(URL, { productId: 101, quantity: 251 })).status).toBe(
        400,
      );
      expect(
        (await c.postJson<ProductCalculator>(URL, { productId: 101, quantity: 250 })).status,
      ).toBe(200);
    } finally {
      await capped.close();
    }
  });
});
