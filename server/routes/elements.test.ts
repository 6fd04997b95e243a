/**
 * The Elements and Background panels' endpoints on a real temporary SQLite file: category tabs
 * by type (paging, counts, first pages), SearchElement (search by name and tags, ordering,
 * categories, paging, the 250-character limit), GetElementById, UpdateRating (ordering by use,
 * anti-forgery, unknown ids), and bad input — always 400 or 404, never 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContentElement,
  ContentPage,
  ElementCategoryPage,
  ElementSummary,
} from '../../src/domain/content/types';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';

const API = '/api/v1/EditorElement';
const NOT_FOUND = { status: 404, errors: { general: ['resourceNotFound'] } };
const invalid = (field: string, key = 'invalidField') => ({
  status: 400,
  errors: { domainValidations: [key], [`domainValidations.${field}`]: [key] },
});

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await new TestClient(t.app).start();
});
afterAll(() => t.close());

const tabs = async (query: string) => {
  const r = await client.getJson<ElementCategoryPage>(`${API}/GetCategoriesByType?${query}`);
  expect(r.status).toBe(200);
  return r.body;
};
const search = async (body: unknown) => {
  const r = await client.postJson<ContentPage<ElementSummary>>(`${API}/SearchElement`, body);
  expect(r.status).toBe(200);
  return r.body;
};
const rate = (body: unknown, xsrf = true) =>
  client.request({ method: 'POST', url: `${API}/UpdateRating`, payload: body as object, xsrf });

describe('GetCategoriesByType', () => {
  it('elements (type 0): named tabs, each with its count and first 24, 150+ in all', async () => {
    const page = await tabs('page=0&count=24&type=0');
    expect(page.data.map((c) => c.name)).toEqual([
      'Basic Shapes',
      'Lines',
      'Arrows',
      'Borders & Frames',
      'Badges',
      'Ribbons & Banners',
      'Celebrations',
      'Business',
      'Food & Drink',
      'Nature & Weather',
      'Sports & Leisure',
      'Travel & Transport',
      'Home & Services',
      'Signs & Symbols',
    ]);
    expect(page.count).toBe(14);
    const total = page.data.reduce((sum, c) => sum + c.elementCount, 0);
    expect(total).toBeGreaterThanOrEqual(150);
    for (const tab of page.data) {
      expect(tab).toMatchObject({ number: 0, pattern: '' });
      expect(tab.elements).toHaveLength(Math.min(24, tab.elementCount));
      for (const e of tab.elements) {
        expect(e).toMatchObject({ type: 0, categoryId: tab.id });
        expect(e.imagePath).toBe(`/images/content/elements/${e.imageId}.svg`);
        expect(e.imageAlt).not.toBe('');
      }
    }
    const shapes = page.data[0]!.elements.map((e) => e.imageAlt);
    expect(shapes).toEqual(
      expect.arrayContaining(['Circle', 'Square', 'Triangle', 'Star', 'Heart']),
    );
  });

  it('backgrounds (type 1): 30+ of every kind, transparent first', async () => {
    const page = await tabs('type=1');
    expect(page.data.map((c) => c.name)).toEqual(['Colours', 'Gradients', 'Patterns']);
    const all = page.data.flatMap((c) => c.elements);
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(all.every((e) => e.type === 1 && e.background)).toBe(true);
    expect(new Set(all.map((e) => e.background!.kind))).toEqual(
      new Set(['transparent', 'color', 'gradient', 'pattern']),
    );
    expect(page.data[0]!.elements[0]).toMatchObject({
      imageAlt: 'Transparent',
      background: { kind: 'transparent' },
    });
    const pattern = all.find((e) => e.background!.kind === 'pattern')!;
    expect(pattern.background!.tileInches!.width).toBeGreaterThan(0);
  });

  it('type defaults to 0; pages are 0-based; past the end is empty', async () => {
    expect((await tabs('')).data[0]!.name).toBe('Basic Shapes');
    const second = await tabs('page=1&count=5&type=0');
    expect(second.data.map((c) => c.name)).toEqual([
      'Ribbons & Banners',
      'Celebrations',
      'Business',
      'Food & Drink',
      'Nature & Weather',
    ]);
    expect(await tabs('page=9&count=5&type=1')).toEqual({ count: 3, data: [] });
  });

  it.each([
    ['type=2', 'type'],
    ['type=x', 'type'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['count=0', 'count'],
    ['count=101', 'count'],
  ])('?%s is refused (400 on %s)', async (query, field) => {
    const r = await client.getJson(`${API}/GetCategoriesByType?${query}`);
    expect(r.status).toBe(400);
    expect(r.body).toEqual(invalid(field));
  });

  it('paths are case-insensitive like the other routes', async () => {
    const r = await client.getJson(`/api/v1/editorelement/getcategoriesbytype?type=1`);
    expect(r.status).toBe(200);
  });
});

describe('SearchElement', () => {
  it('matches names and tags, best score first', async () => {
    const stars = await search({ pattern: 'star' });
    expect(stars.pattern).toBe('star');
    expect(stars.data[0]!.imageAlt).toBe('Star');
    expect(stars.data.map((e) => e.imageAlt)).toEqual(
      expect.arrayContaining(['Six-point star', 'Eight-point star']),
    );
    // A tag alone finds it: the heart shape is tagged "valentine".
    const valentine = await search({ pattern: 'Valentine' });
    expect(valentine.data.map((e) => e.imageId)).toContain('shape-heart');
    // Every word must match.
    const both = await search({ pattern: 'arrow left' });
    expect(both.data[0]!.imageId).toBe('arrow-left');
  });

  it('searches backgrounds with type 1, and one category with elementCategoryId', async () => {
    const blue = await search({ type: 1, pattern: 'blue' });
    expect(blue.count).toBeGreaterThan(0);
    expect(blue.data.every((e) => e.type === 1)).toBe(true);
    const arrowsTab = (await tabs('type=0')).data.find((c) => c.name === 'Arrows')!;
    const inTab = await search({ elementCategoryId: arrowsTab.id, page: { size: 100 } });
    expect(inTab.count).toBe(arrowsTab.elementCount);
    expect(inTab.data.every((e) => e.categoryId === arrowsTab.id)).toBe(true);
  });

  it('no match is an empty page (the panel\'s "Sorry, we couldn\'t find any…")', async () => {
    expect(await search({ pattern: 'zzqxj' })).toEqual({ count: 0, data: [], pattern: 'zzqxj' });
  });

  it('24 a page, 0-based, every element once across the pages; by name when asked', async () => {
    const first = await search({});
    expect(first.data).toHaveLength(24);
    const seen = new Set<number>();
    for (let n = 0; n * 24 < first.count; n++)
      for (const e of (await search({ page: { number: n } })).data) seen.add(e.id);
    expect(seen.size).toBe(first.count);
    const byName = await search({ sort: { member: 'name', direction: 0 }, page: { size: 5 } });
    const names = byName.data.map((e) => e.imageAlt);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('250 characters are searched; 251 are refused with searchTooLong', async () => {
    expect((await search({ pattern: 'a'.repeat(250) })).count).toBe(0);
    const r = await client.postJson(`${API}/SearchElement`, { pattern: 'a'.repeat(251) });
    expect(r.status).toBe(400);
    expect(r.body).toEqual(invalid('pattern', 'searchTooLong'));
  });

  it.each([
    [{ type: 3 }, 'type'],
    [{ pattern: 5 }, 'pattern'],
    [{ page: { number: -1 } }, 'page.number'],
    [{ page: { size: 101 } }, 'page.size'],
    [{ sort: { member: 'price' } }, 'sort.member'],
    [{ elementCategoryId: 'x' }, 'elementCategoryId'],
  ])('%j is refused (400 on %s)', async (body, field) => {
    const r = await client.postJson(`${API}/SearchElement`, body);
    expect(r.status).toBe(400);
    expect(r.body).toEqual(invalid(field));
  });
});

describe('GetElementById', () => {
  it('answers an element with its licence, and a background with its fill', async () => {
    const id = (await search({ pattern: 'circle' })).data[0]!.id;
    const r = await client.getJson<ContentElement>(`${API}/GetElementById?id=${id}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id,
      imageId: 'shape-circle',
      licence: { licence: 'MIT', commercialPrint: true, creditRequired: false },
    });
    const navy = (await search({ type: 1, pattern: 'navy' })).data[0]!;
    const bg = await client.getJson<ContentElement>(`${API}/GetElementById?id=${navy.id}`);
    expect(bg.body.background).toEqual({ kind: 'color', color: '#1f3a5f' });
  });

  it('an unknown id is a 404; a malformed one a 400', async () => {
    const missing = await client.getJson(`${API}/GetElementById?id=99999`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(NOT_FOUND);
    for (const query of ['', '?id=0', '?id=abc', '?id=-3']) {
      const r = await client.getJson(`${API}/GetElementById${query}`);
      expect(r.status).toBe(400);
    }
  });

  it("the element's SVG is served from its imagePath, with changeable-color parts", async () => {
    const star = (await search({ pattern: 'star' })).data[0]!;
    const r = await client.request({ method: 'GET', url: star.imagePath });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('id="changeable-color-1"');
  });
});

describe('UpdateRating', () => {
  it('counts a use of an element, a background or a template; most used come first', async () => {
    const page = await search({ pattern: 'arrow', page: { size: 100 } });
    const last = page.data.at(-1)!;
    for (let i = 0; i < 3; i++) {
      const r = await rate({ id: last.id });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ id: last.id, rating: i + 1 });
    }
    const tab = (await tabs('type=0')).data.find((c) => c.id === last.categoryId)!;
    expect(tab.elements[0]!.id).toBe(last.id);
    // The bare id is accepted too (spec: "body id").
    const bare = await rate(last.id);
    expect(bare.json()).toEqual({ id: last.id, rating: 4 });
    const background = (await tabs('type=1')).data[2]!.elements[3]!;
    expect((await rate({ id: background.id })).json()).toEqual({ id: background.id, rating: 1 });
    const template = await rate({ id: 100_002 });
    expect(template.json()).toEqual({ id: 100_002, rating: 1 });
  });

  it('needs the anti-forgery header', async () => {
    const r = await rate({ id: 1 }, false);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      status: 400,
      errors: { domainValidations: ['antiForgeryInvalid'] },
    });
  });

  it('an unknown id is a 404; a malformed body a 400', async () => {
    const r = await rate({ id: 99_999 });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual(NOT_FOUND);
    for (const body of [{}, { id: 'x' }, { id: 0 }, { id: 1.5 }]) {
      const bad = await rate(body);
      expect(bad.statusCode).toBe(400);
    }
  });
});
