/**
 * The font endpoints on a real temporary SQLite file: category pages, search (pattern, category,
 * sort, 24 a batch, the editor's 1500), most used, the rating (anti-forgery, unknown ids), bad
 * parameters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FontCategoryPage,
  FontFamily,
  FontRating,
  SearchFontResult,
} from '../../src/domain/fonts/types';
import { seedFonts } from '../db/seed/fonts';
import { fontCatalogue } from '../fonts/catalogue';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';

const API = '/api/v1/EditorElement';
const FAMILIES = fontCatalogue().families.length;
const NOT_FOUND = { status: 404, errors: { general: ['resourceNotFound'] } };

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await new TestClient(t.app).start();
});
afterAll(() => t.close());

const search = async (body: unknown) => {
  const r = await client.postJson<SearchFontResult>(`${API}/SearchFont`, body);
  expect(r.status).toBe(200);
  return r.body;
};
const names = (families: FontFamily[]) => families.map((f) => f.name);
const rate = (id: number | string, xsrf = true) =>
  client.request({ method: 'PATCH', url: `${API}/IncFontFamilyRating?id=${id}`, xsrf });
const idOf = async (name: string) => (await search({ pattern: name })).data[0]!.id;

describe('GetFontCategoryPaged', () => {
  it('every category with its family count and families, each with variants and files', async () => {
    const r = await client.getJson<FontCategoryPage>(`${API}/GetFontCategoryPaged?page=0&count=24`);
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(6);
    expect(r.body.data.map((c) => c.name)).toEqual([
      'Sans Serif',
      'Serif',
      'Slab Serif',
      'Display',
      'Script',
      'Monospace',
    ]);
    const total = r.body.data.reduce((sum, c) => sum + c.fontCount, 0);
    expect(total).toBe(FAMILIES);
    expect(total).toBeGreaterThanOrEqual(60);
    for (const c of r.body.data) {
      expect(c.fontFamilies.length).toBe(Math.min(c.fontCount, 24));
      expect(c.fontFamilies.every((f) => f.categoryId === c.id)).toBe(true);
    }
    const script = r.body.data.find((c) => c.name === 'Script')!;
    expect(names(script.fontFamilies)).toContain('Pacifico');
    const sans = r.body.data.find((c) => c.name === 'Sans Serif')!;
    const roboto = sans.fontFamilies.find((f) => f.name === 'Roboto')!;
    expect(roboto.variants).toHaveLength(18);
    expect(roboto.variants[0]).toMatchObject({ name: 'Thin', weight: 100, style: 'normal' });
    const boldItalic = roboto.variants.find((v) => v.name === 'Bold Italic')!;
    expect(boldItalic).toMatchObject({ weight: 700, style: 'italic' });
    expect(boldItalic.files.map((f) => f.subset)).toEqual(['latin', 'latin-ext']);
    expect(boldItalic.files[0]!.url).toMatch(
      /^\/fonts\/roboto\/700-italic-latin\.[0-9a-f]{12}\.woff2$/,
    );
    expect(roboto.unicodeRanges.latin).toMatch(/^U\+0000-00FF,/);
    expect(Object.keys(roboto.unicodeRanges)).toEqual(['latin', 'latin-ext']);
  });

  it('pages are 0-based; defaults are page 0 of 24; past the end is empty', async () => {
    const second = await client.getJson<FontCategoryPage>(
      `${API}/GetFontCategoryPaged?page=1&count=4`,
    );
    expect(second.body.data.map((c) => c.name)).toEqual(['Script', 'Monospace']);
    expect(second.body.count).toBe(6);
    const defaults = await client.getJson<FontCategoryPage>(`${API}/GetFontCategoryPaged`);
    expect(defaults.body.data).toHaveLength(6);
    const past = await client.getJson<FontCategoryPage>(
      `${API}/GetFontCategoryPaged?page=9&count=2`,
    );
    expect(past.body).toEqual({ count: 6, data: [] });
  });

  it.each([
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['count=0', 'count'],
    ['count=101', 'count'],
    ['count=', 'count'],
  ])('?%s is refused (400 invalidField on %s)', async (query, field) => {
    const r = await client.getJson(`${API}/GetFontCategoryPaged?${query}`);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      status: 400,
      errors: {
        domainValidations: ['invalidField'],
        [`domainValidations.${field}`]: ['invalidField'],
      },
    });
  });
});

describe('SearchFont', () => {
  it('24 a batch by default, the total counted, pages 0-based to the last one', async () => {
    const first = await search({});
    expect(first.count).toBe(FAMILIES);
    expect(first.data).toHaveLength(24);
    const lastPage = Math.floor((FAMILIES - 1) / 24);
    const last = await search({ page: { number: lastPage, size: 24 } });
    expect(last.data).toHaveLength(FAMILIES - lastPage * 24);
    const everyOne = new Set<number>();
    for (let n = 0; n <= lastPage; n++)
      for (const f of (await search({ page: { number: n } })).data) everyOne.add(f.id);
    expect(everyOne.size).toBe(FAMILIES);
  });

  it("the editor's fetch of every server font: size 1500", async () => {
    const all = await search({ page: { number: 0, size: 1500 }, pattern: '' });
    expect(all.data).toHaveLength(FAMILIES);
  });

  it('matches part of a name in any case, hyphens as spaces, by name A to Z', async () => {
    const byName = { sort: { member: 'name', direction: 0 } };
    const r = await search({ ...byName, pattern: 'ROBOTO' });
    expect(names(r.data)).toEqual(['Roboto', 'Roboto Mono', 'Roboto Slab']);
    expect(r).toMatchObject({ count: 3, pattern: 'ROBOTO' });
    expect(names((await search({ ...byName, pattern: ' open-sans ' })).data)).toEqual([
      'Open Sans',
    ]);
    const za = await search({ sort: { member: 'name', direction: 1 }, pattern: 'roboto' });
    expect(names(za.data)).toEqual(['Roboto Slab', 'Roboto Mono', 'Roboto']);
  });

  it('no match: an empty batch (the UI shows No Results Found)', async () => {
    expect(await search({ pattern: 'no such typeface' })).toEqual({
      count: 0,
      data: [],
      pattern: 'no such typeface',
    });
  });

  it('one category only', async () => {
    const r = await search({ categoryId: 6, page: { size: 100 } });
    expect(r.count).toBe(8);
    expect(r.data.every((f) => f.categoryId === 6)).toBe(true);
    expect(names(r.data)).toContain('JetBrains Mono');
  });

  it.each([
    [{ page: { size: 1501 } }, 'page.size'],
    [{ page: { size: 0 } }, 'page.size'],
    [{ page: { number: -1 } }, 'page.number'],
    [{ page: { number: '1' } }, 'page.number'],
    [{ sort: { member: 'popularity' } }, 'sort.member'],
    [{ sort: { direction: 2 } }, 'sort.direction'],
    [{ pattern: 'x'.repeat(251) }, 'pattern'],
    [{ pattern: 12 }, 'pattern'],
    [{ categoryId: 0 }, 'categoryId'],
  ])('%j is refused (400 on %s)', async (body, field) => {
    const r = await client.postJson<{ errors: Record<string, string[]> }>(
      `${API}/SearchFont`,
      body,
    );
    expect(r.status).toBe(400);
    expect(r.body.errors[`domainValidations.${field}`]).toEqual(['invalidField']);
  });
});

describe('IncFontFamilyRating and GetMostUsedFonts', () => {
  it('counts uses; the most used come first in GetMostUsedFonts and in SearchFont', async () => {
    const pacifico = await idOf('Pacifico');
    const lobster = await idOf('Lobster');
    for (let i = 0; i < 3; i++) expect((await rate(pacifico)).statusCode).toBe(200);
    const once = await rate(lobster);
    expect(once.json<FontRating>()).toEqual({ id: lobster, rating: 1 });
    expect((await rate(pacifico)).json<FontRating>()).toEqual({ id: pacifico, rating: 4 });

    const most = await client.getJson<FontFamily[]>(`${API}/GetMostUsedFonts`);
    expect(most.status).toBe(200);
    expect(most.body).toHaveLength(24);
    expect(names(most.body).slice(0, 2)).toEqual(['Pacifico', 'Lobster']);
    expect(most.body[0]!.variants[0]!.files[0]!.url).toMatch(/^\/fonts\/pacifico\//);
    expect(names((await search({})).data).slice(0, 2)).toEqual(['Pacifico', 'Lobster']);
    const script = await search({ categoryId: 5, sort: { member: 'rating', direction: 0 } });
    expect(names(script.data).at(-1)).toBe('Pacifico');
  });

  it('reseeding the catalogue keeps the ratings', async () => {
    const pacifico = await idOf('Pacifico');
    const before = (await rate(pacifico)).json<FontRating>().rating;
    await seedFonts(t.app.db, fontCatalogue());
    expect((await rate(pacifico)).json<FontRating>().rating).toBe(before + 1);
  });

  it('an unknown id is a 404 in the API error shape', async () => {
    const r = await rate(999_999);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual(NOT_FOUND);
  });

  it.each([['abc'], ['0'], ['-3'], ['1.5'], ['']])('id=%s is refused', async (id) => {
    const r = await rate(id);
    expect(r.statusCode).toBe(400);
    expect(r.json<{ errors: Record<string, string[]> }>().errors['domainValidations.id']).toEqual([
      'invalidField',
    ]);
  });

  it('a missing id is refused', async () => {
    const r = await client.request({ method: 'PATCH', url: `${API}/IncFontFamilyRating` });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ errors: { 'domainValidations.id': ['requiredField'] } });
  });

  it('needs the anti-forgery header like every unsafe call, and counts nothing without it', async () => {
    const lobster = await idOf('Lobster');
    const before = await client.getJson<FontFamily[]>(`${API}/GetMostUsedFonts`);
    const r = await rate(lobster, false);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      status: 400,
      errors: { domainValidations: ['antiForgeryInvalid'] },
    });
    const after = await client.getJson<FontFamily[]>(`${API}/GetMostUsedFonts`);
    expect(names(after.body)).toEqual(names(before.body));
    expect((await rate(lobster)).json<FontRating>().rating).toBe(2);
  });
});
