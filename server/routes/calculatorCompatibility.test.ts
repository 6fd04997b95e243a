/**
 * POST Product/calculator: incompatible options (issue 17). The pairs live in the database
 * (option_incompatibilities); the server resolves a conflicting request, says so in a
 * compatibility notice, and marks every option compatible or not with the answer's selection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function calc(body: unknown, c = client): Promise<ProductCalculator> {
  const r = await c.postJson<ProductCalculator>(URL, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

/** accessory key -> keys of its options that are not compatible with the answer's selection. */
function incompatible(c: ProductCalculator): Record<string, string[]> {
  return Object.fromEntries(
    c.accessories
      .map((a) => [a.key, a.options.filter((o) => !o.isCompatible).map((o) => o.key)] as const)
      .filter(([, keys]) => keys.length > 0),
  );
}

const ADHESIVE = {
  accessoryKey: 'material',
  accessoryName: 'Material',
  optionKey: 'adhesive-vinyl',
  optionName: 'Adhesive vinyl',
};

describe('the vinyl banner (101): adhesive vinyl takes no grommets, hem or second side', () => {
  it('the changed material wins; grommets and hem move to their first compatible option', async () => {
    const c = await calc({
      productId: 101,
      selectedOptionKeys: { material: ['adhesive-vinyl'] },
      changedAccessory: 'material',
    });
    expect(c.filter.selectedOptionKeys).toMatchObject({
      material: ['adhesive-vinyl'],
      grommets: ['none'],
      hem: ['no-hem'],
      'print-sides': ['single'],
    });
    expect(c.notice).toEqual({
      type: 'compatibility',
      isCompatible: true,
      message:
        'Adhesive vinyl cannot be combined with Every 2-3 feet (Grommets): adhesive vinyl is stuck flat, not hung, so it takes no grommets. ' +
        'Adhesive vinyl cannot be combined with Welded hem (Hem): adhesive vinyl is applied flat and cannot be hemmed. ' +
        'Changed Grommets to No grommets and Hem to No hem.',
      conflicts: [
        {
          chosen: ADHESIVE,
          conflictsWith: {
            accessoryKey: 'grommets',
            accessoryName: 'Grommets',
            optionKey: 'every-2-3-feet',
            optionName: 'Every 2-3 feet',
          },
          reason: 'adhesive vinyl is stuck flat, not hung, so it takes no grommets',
        },
        {
          chosen: ADHESIVE,
          conflictsWith: {
            accessoryKey: 'hem',
            accessoryName: 'Hem',
            optionKey: 'welded-hem',
            optionName: 'Welded hem',
          },
          reason: 'adhesive vinyl is applied flat and cannot be hemmed',
        },
      ],
      changes: [
        {
          accessoryKey: 'grommets',
          accessoryName: 'Grommets',
          from: ['every-2-3-feet'],
          to: ['none'],
          toNames: ['No grommets'],
        },
        {
          accessoryKey: 'hem',
          accessoryName: 'Hem',
          from: ['welded-hem'],
          to: ['no-hem'],
          toNames: ['No hem'],
        },
      ],
    });
    // What the adhesive material now rules out is marked, and the price has no grommets.
    expect(incompatible(c)).toEqual({
      'print-sides': ['double'],
      grommets: ['every-2-3-feet', 'four-corners', 'top-corners'],
      hem: ['welded-hem', 'sewn-hem'],
    });
    expect(c.pricing.breakdown.map((l) => l.key)).toEqual(['area']);
  });

  it('a changed grommet choice wins over the material, which goes back to its default', async () => {
    const c = await calc({
      productId: 101,
      selectedOptionKeys: {
        material: ['adhesive-vinyl'],
        grommets: ['four-corners'],
        hem: ['no-hem'],
      },
      changedAccessory: 'grommets',
    });
    expect(c.filter.selectedOptionKeys).toMatchObject({
      material: ['vinyl-13oz'],
      grommets: ['four-corners'],
      hem: ['no-hem'],
    });
    expect(c.notice).toMatchObject({
      type: 'compatibility',
      isCompatible: true,
      changes: [{ accessoryKey: 'material', from: ['adhesive-vinyl'], to: ['vinyl-13oz'] }],
    });
    expect(incompatible(c)).toEqual({ material: ['adhesive-vinyl'] });
  });

  it('without changedAccessory the first conflict decides, in the product order of accessories', async () => {
    const body = {
      productId: 101,
      selectedOptionKeys: {
        hem: ['sewn-hem'],
        grommets: ['top-corners'],
        material: ['adhesive-vinyl'],
      },
    };
    const first = await calc(body);
    expect(first.filter.selectedOptionKeys).toMatchObject({
      material: ['adhesive-vinyl'],
      grommets: ['none'],
      hem: ['no-hem'],
    });
    expect(first.notice).toMatchObject({ type: 'compatibility', isCompatible: true });
    // Deterministic: the same request, the same answer.
    expect(await calc(body)).toEqual(first);
  });

  it('a compatible request gets no notice and every option compatible but the ruled-out ones', async () => {
    const c = await calc({ productId: 101, changedAccessory: 'material' });
    expect(c.notice).toEqual({ type: 'none' });
    expect(incompatible(c)).toEqual({ material: ['adhesive-vinyl'] });
  });
});

describe('the aluminium sign (104): grommets only in thin aluminium, never under standoffs', () => {
  it('grommets on a rigid sheet move the sheet back to 0.040 in', async () => {
    const c = await calc({
      productId: 104,
      selectedOptionKeys: { material: ['acm-3mm'], grommets: ['four-corners'] },
      changedAccessory: 'grommets',
    });
    expect(c.filter.selectedOptionKeys).toMatchObject({
      material: ['aluminum-040'],
      grommets: ['four-corners'],
    });
    expect(c.notice.conflicts?.[0]?.reason).toBe(
      'grommets are set in thin 0.040 in aluminium only; rigid panels are drilled instead',
    );
    // 4 grommets x 0.75 in the price.
    expect(c.pricing.breakdown.find((l) => l.key === 'option:grommets:four-corners')).toMatchObject(
      { quantity: 4, amount: 3 },
    );
  });
});

describe('the stickers (106)', () => {
  it('matte laminate on holographic vinyl: the lamination chosen last wins', async () => {
    const c = await calc({
      productId: 106,
      selectedOptionKeys: { material: ['holographic'], lamination: ['matte'] },
      changedAccessory: 'material',
    });
    expect(c.filter.selectedOptionKeys).toMatchObject({
      material: ['holographic'],
      lamination: ['gloss'],
    });
  });
});

describe('no compatible option left', () => {
  it('puts the changed accessory back and says the change was not possible', async () => {
    const own = await createTestApp();
    try {
      const c = await new TestClient(own.app).start();
      // Edited without code: the mesh banner's only material refuses corner grommets.
      await own.app.db
        .insertInto('option_incompatibilities')
        .values({
          id: 999_001,
          product_id: 102,
          option_id: 1020101,
          other_option_id: 1020302,
          reason: 'test rule',
        })
        .execute();
      const answer = await calc(
        {
          productId: 102,
          selectedOptionKeys: { grommets: ['four-corners'] },
          changedAccessory: 'grommets',
        },
        c,
      );
      expect(answer.filter.selectedOptionKeys).toMatchObject({
        material: ['mesh-9oz'],
        grommets: ['every-2-3-feet'],
      });
      expect(answer.notice).toMatchObject({
        type: 'compatibility',
        isCompatible: false,
        changes: [
          {
            accessoryKey: 'grommets',
            from: ['four-corners'],
            to: ['every-2-3-feet'],
            toNames: ['Every 2-3 feet'],
          },
        ],
      });
      expect(answer.notice.message).toBe(
        'Four corners cannot be combined with 9 oz vinyl mesh (Material): test rule. ' +
          'No Material option fits, so Grommets was set back to Every 2-3 feet.',
      );
    } finally {
      await own.close();
    }
  });
});
