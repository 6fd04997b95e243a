/** POST Product/Personalized: paging, name order, featured products, search by score. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalizedResult } from '../../src/domain/product';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';

const URL = '/api/v1/Product/Personalized';
let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await new TestClient(t.app).start();
});
afterAll(() => t.close());

const list = async (body: unknown) => {
  const r = await client.postJson<PersonalizedResult>(URL, body);
  expect(r.status).toBe(200);
  return r.body;
};
const names = (r: PersonalizedResult) => r.other.map((p) => p.name);

describe('Product/Personalized', () => {
  it('first page by name, featured products apart, the accessory product included', async () => {
    const r = await list({ page: { number: 0, size: 20 }, sort: { member: 'name', direction: 0 } });
    expect(r.count).toBe(8);
    expect(names(r)).toEqual([
      'Aluminum Sign',
      'Die-Cut Stickers',
      'Foam Board Sign',
      'Mesh Banner',
      'Vinyl Banner',
      'Vinyl Lettering',
      'Wire H-Stakes',
      'Yard Sign',
    ]);
    expect(r.frequentlyUsed.map((p) => p.productId)).toEqual([101, 103, 104, 106]);
    expect(r.other.find((p) => p.productId === 1386)).toBeDefined();
    expect(r.other.find((p) => p.productId === 101)).toEqual({
      productId: 101,
      key: 'vinyl-banner',
      name: 'Vinyl Banner',
      label: { background: '#e4572e', content: 'Best Seller' },
      images: [
        { path: '/images/products/101/main.svg', alt: 'Vinyl Banner' },
        { path: '/images/products/101/detail.svg', alt: 'Vinyl Banner detail' },
      ],
    });
  });

  it('defaults: an empty body is page 0 of 20 by name', async () => {
    const r = await list({});
    expect(r.other).toHaveLength(8);
    expect(names(r)[0]).toBe('Aluminum Sign');
  });

  it('pages, 0-based, with the total count', async () => {
    const page1 = await list({ page: { number: 1, size: 3 } });
    expect(page1.count).toBe(8);
    expect(names(page1)).toEqual(['Mesh Banner', 'Vinyl Banner', 'Vinyl Lettering']);
    expect(page1.frequentlyUsed).toEqual([]);
    expect((await list({ page: { number: 5, size: 3 } })).other).toEqual([]);
  });

  it('sorts by name descending', async () => {
    expect(names(await list({ sort: { member: 'name', direction: 1 } }))[0]).toBe('Yard Sign');
  });

  it('searches case-insensitively, best match first', async () => {
    const r = await list({ pattern: 'BANNER' });
    expect(names(r)).toEqual(['Mesh Banner', 'Vinyl Banner']);
    expect(r.count).toBe(2);
    expect(r.frequentlyUsed).toEqual([]);
    // The name "Yard Sign" matches the words better than products that only mention signs.
    expect(names(await list({ pattern: 'yard sign' }))[0]).toBe('Yard Sign');
    // Keywords count too: H-stakes are found by "stake".
    expect(names(await list({ pattern: 'stake' }))).toContain('Wire H-Stakes');
  });

  it('finds nothing for an unknown word', async () => {
    expect(await list({ pattern: 'zeppelin' })).toEqual({
      count: 0,
      frequentlyUsed: [],
      other: [],
    });
  });
});

describe('Product/Personalized labels and bad bodies', () => {
  it("sends each product's label as stored: 'Best Seller', 'New', or none", async () => {
    const r = await list({});
    const labels = Object.fromEntries(r.other.map((p) => [p.productId, p.label?.content ?? null]));
    expect(labels).toMatchObject({ 101: 'Best Seller', 106: 'New', 103: null, 1386: null });
  });

  it.each([
    ['page size 0', { page: { size: 0 } }],
    ['page size over 100', { page: { size: 101 } }],
    ['negative page', { page: { number: -1 } }],
    ['fractional page', { page: { number: 1.5 } }],
    ['page as a string', { page: '1' }],
    ['unknown sort member', { sort: { member: 'price' } }],
    ['sort direction 2', { sort: { direction: 2 } }],
    ['pattern over 250 characters', { pattern: 'x'.repeat(251) }],
    ['pattern as a number', { pattern: 5 }],
    ['a body that is an array', [1]],
  ])('%s: 400 invalidField, never 500', async (_name, body) => {
    const r = await client.postJson<{ status: number; errors: Record<string, string[]> }>(
      URL,
      body,
    );
    expect(r.status).toBe(400);
    expect(r.body.errors.domainValidations).toEqual(['invalidField']);
  });
});
