/**
 * The Templates panel's endpoints on a real temporary SQLite file: categories with their
 * subcategories, template/Search (category with its subcategories, product, orientation of a
 * size, search, ordering, paging, bad input), Template/Get/{id} (the design: texts in fonts we
 * serve, image slots with pictures we serve) and unknown ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContentPage,
  Template,
  TemplateCategory,
  TemplateSummary,
} from '../../src/domain/content/types';
import { stockImages } from '../content/stockImages';
import { TEMPLATE_CATEGORIES } from '../content/templates';
import { fontCatalogue } from '../fonts/catalogue';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';

const NOT_FOUND = { status: 404, errors: { general: ['resourceNotFound'] } };

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await new TestClient(t.app).start();
});
afterAll(() => t.close());

const search = async (body: unknown) => {
  const r = await client.postJson<ContentPage<TemplateSummary>>('/api/v1/template/Search', body);
  expect(r.status).toBe(200);
  return r.body;
};
const names = (page: ContentPage<TemplateSummary>) => page.data.map((d) => d.name);
const categories = async () =>
  (await client.getJson<TemplateCategory[]>('/api/v1/Template/GetCategories')).body;

describe('Template/GetCategories', () => {
  it('categories with their subcategories and template counts', async () => {
    const list = await categories();
    expect(list.map((c) => [c.name, c.subCategories.map((s) => s.name)])).toEqual(
      TEMPLATE_CATEGORIES.map((c) => [c.name, [...c.subCategories]]),
    );
    for (const c of list)
      expect(c.templateCount).toBe(c.subCategories.reduce((n, s) => n + s.templateCount, 0));
    expect(list.reduce((n, c) => n + c.templateCount, 0)).toBe((await search({})).count);
  });
});

describe('template/Search', () => {
  it('every template by default, at least 3, most used first', async () => {
    const all = await search({});
    expect(all.count).toBeGreaterThanOrEqual(3);
    expect(all.pattern).toBe('');
    const last = all.data.at(-1)!;
    const rated = await client.postJson('/api/v1/EditorElement/UpdateRating', { id: last.id });
    expect(rated.status).toBe(200);
    expect((await search({})).data[0]!.id).toBe(last.id);
  });

  it('a category includes its subcategories; a subcategory only itself', async () => {
    const [business] = await categories();
    const inBusiness = await search({ categoryId: business!.id });
    expect(names(inBusiness)).toEqual(
      expect.arrayContaining(['For sale sign', 'Grand opening banner', 'Thank you sticker']),
    );
    expect(inBusiness.count).toBe(business!.templateCount);
    const realEstate = business!.subCategories.find((s) => s.name === 'Real Estate')!;
    expect(names(await search({ categoryId: realEstate.id })).sort()).toEqual([
      'For sale sign',
      'Open house pole banner',
    ]);
    expect(await search({ categoryId: 999 })).toEqual({ count: 0, data: [], pattern: '' });
  });

  it("a product's own templates and the general ones; a size's orientation", async () => {
    const banner = await search({ productId: 101 });
    expect(banner.data.every((d) => d.productId === 101 || d.productId === null)).toBe(true);
    expect(names(banner)).not.toContain('Yard sale sign');
    const portrait = await search({ width: 18, height: 24 });
    expect(portrait.data.length).toBeGreaterThan(0);
    expect(portrait.data.every((d) => d.heightInches > d.widthInches)).toBe(true);
    const landscape = await search({ width: 72, height: 36, productId: 101 });
    expect(names(landscape)).toEqual(
      expect.arrayContaining(['Grand opening banner', 'Happy birthday banner', 'Big sale banner']),
    );
    expect(landscape.data.every((d) => d.widthInches > d.heightInches)).toBe(true);
    expect(names(landscape)).not.toContain('Open house pole banner');
    const square = await search({ width: 24, height: 24 });
    expect(names(square)).toEqual(['Thank you sticker']);
  });

  it('searches names and tags by score; no match is empty', async () => {
    const wedding = await search({ pattern: 'wedding' });
    expect(names(wedding)[0]).toBe('Wedding welcome sign');
    expect(names(await search({ pattern: 'garage' }))).toEqual(['Yard sale sign']);
    expect(await search({ pattern: 'zzqxj' })).toEqual({ count: 0, data: [], pattern: 'zzqxj' });
  });

  it('pages of 24 by default, sized and numbered from 0; by name when asked', async () => {
    const all = await search({});
    const two = await search({ page: { number: 0, size: 2 } });
    const rest = await search({ page: { number: 1, size: 2 } });
    expect(two.data).toHaveLength(2);
    expect([...two.data, ...rest.data].map((d) => d.id)).toEqual(
      all.data.slice(0, 4).map((d) => d.id),
    );
    const byName = names(await search({ sort: { member: 'name', direction: 0 } }));
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it.each([
    [{ pattern: 'a'.repeat(251) }, 'pattern', 'searchTooLong'],
    [{ width: 10 }, 'height', 'requiredField'],
    [{ width: -1, height: 5 }, 'width', 'invalidField'],
    [{ categoryId: 'x' }, 'categoryId', 'invalidField'],
    [{ productId: 0 }, 'productId', 'invalidField'],
    [{ page: { size: 0 } }, 'page.size', 'invalidField'],
    [{ sort: { direction: 2 } }, 'sort.direction', 'invalidField'],
  ])('%j is refused (400 on %s)', async (body, field, key) => {
    const r = await client.postJson('/api/v1/template/Search', body);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      status: 400,
      errors: { domainValidations: [key], [`domainValidations.${field}`]: [key] },
    });
  });
});

describe('Template/Get/{id}', () => {
  it('a complete design: texts in fonts we serve, image slots with our pictures', async () => {
    const families = new Set(fontCatalogue().families.map((f) => f.name));
    const pictures = new Set(stockImages().map((p) => `/images/content/stock/${p.slug}.svg`));
    const sources = new Set<string>();
    for (const summary of (await search({})).data) {
      const r = await client.getJson<Template>(`/api/v1/Template/Get/${summary.id}`);
      expect(r.status).toBe(200);
      const { design } = r.body;
      expect(r.body).toMatchObject(summary);
      const texts = design.objects.filter((o) => o.type === 'Textbox');
      expect(texts.length).toBeGreaterThanOrEqual(2);
      for (const text of texts) {
        expect(String(text.id)).toMatch(/^changeable-text-/);
        expect(families).toContain(text.fontFamily);
      }
      expect(design.objects[0]!.id).toBe('changeable-background');
      for (const image of design.objects.filter((o) => o.type === 'Image')) {
        expect(String(image.id)).toMatch(/^changeable-image-/);
        const src = new URL(String(image.src), 'http://x');
        expect(pictures).toContain(src.searchParams.get('src'));
        sources.add(String(image.src));
      }
      const preview = await client.request({ method: 'GET', url: summary.previewPath });
      expect(preview.statusCode).toBe(200);
    }
    // Rendering a picture takes a second or two: three prove the path, the set is checked above.
    for (const src of [...sources].slice(0, 3)) {
      const picture = await client.request({ method: 'GET', url: src });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
    }
  });

  it('an unknown id is a 404; a malformed one a 400', async () => {
    const missing = await client.getJson('/api/v1/Template/Get/100999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(NOT_FOUND);
    for (const id of ['0', 'abc', '-1', '1.5'])
      expect((await client.getJson(`/api/v1/Template/Get/${id}`)).status).toBe(400);
  });
});
