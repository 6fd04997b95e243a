/**
 * GET StockImages: the local library (default: 20 a page, 0-based pages, search by tags, the
 * 250-character limit, bad input) and the Pixabay-compatible provider used when its key is
 * configured — tested against a local fake of that API started here (never the real network):
 * the query it is sent, the answer's mapping, and every failure answered in the API error shape
 * (502 `stockImagesLoadFailed`, the editor's 'Error loading imagesData').
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockImagesAnswer } from '../../src/domain/content/types';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';

const FAILED = { status: 502, errors: { general: ['stockImagesLoadFailed'] } };

const stock = async (client: TestClient, query: string) => {
  const r = await client.getJson<StockImagesAnswer>(`/api/v1/StockImages${query}`);
  expect(r.status).toBe(200);
  return r.body.data[0];
};

describe('the local library', () => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    client = await new TestClient(t.app).start();
  });
  afterAll(() => t.close());

  it('20 a page by default, 40+ in all, each with its licence and its two sizes', async () => {
    const first = await stock(client, '');
    expect(first.images).toHaveLength(20);
    expect(first.total).toBeGreaterThanOrEqual(40);
    expect(first.page).toEqual({ number: 0, size: 20 });
    const image = first.images[0]!;
    expect(image).toMatchObject({
      source: 'local',
      licence: { licence: 'MIT', commercialPrint: true, creditRequired: false },
    });
    expect(image.tags).toContain('generated');
    expect(image.previewUrl).toMatch(
      /^\/images\/process\?src=%2Fimages%2Fcontent%2Fstock%2F.+&width=340$/,
    );
    const preview = await client.request({ method: 'GET', url: image.previewUrl });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
  });

  it('pages append: every picture once across the pages', async () => {
    const { total } = (await stock(client, ''))!;
    const seen = new Set<string>();
    for (let n = 0; n * 20 < total; n++)
      for (const i of (await stock(client, `?page.number=${n}`))!.images) seen.add(i.id);
    expect(seen.size).toBe(total);
    expect((await stock(client, '?page.number=50'))!.images).toEqual([]);
  });

  it('searches tags and names, best match first; no match is empty', async () => {
    const night = await stock(client, '?searchText=night%20stars&page.size=5');
    expect(night!.images.length).toBeGreaterThan(0);
    expect(night!.images.every((i) => i.tags.includes('night'))).toBe(true);
    expect((await stock(client, '?searchText=Marble'))!.images[0]!.alt).toBe('Marble texture');
    expect(await stock(client, '?searchText=zzqxj')).toMatchObject({ images: [], total: 0 });
  });

  it.each([
    [`?searchText=${'a'.repeat(251)}`, 'searchText', 'searchTooLong'],
    ['?page.number=-1', 'page.number', 'invalidField'],
    ['?page.size=0', 'page.size', 'invalidField'],
    ['?page.size=101', 'page.size', 'invalidField'],
  ])('%s is refused (400 on %s)', async (query, field, key) => {
    const r = await client.getJson(`/api/v1/StockImages${query}`);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      status: 400,
      errors: { domainValidations: [key], [`domainValidations.${field}`]: [key] },
    });
  });

  it('one picture by its id (imgId), as the list answers it; unknown ids 404', async () => {
    const listed = (await stock(client, '?searchText=Marble'))!.images[0]!;
    const one = await client.getJson<{ data: unknown }>(`/api/v1/stockimages/${listed.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(listed);
    for (const id of ['local-999999', 'pixabay-12', 'local-0', '12']) {
      const r = await client.getJson(`/api/v1/StockImages/${id}`);
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ status: 404, errors: { general: ['resourceNotFound'] } });
    }
    const bad = await client.getJson(`/api/v1/StockImages/${encodeURIComponent('a b')}`);
    expect(bad.status).toBe(400);
  });
});

/** What the fake answers next, and the queries it was sent. */
interface FakePixabay {
  url: string;
  queries: URLSearchParams[];
  answer: (query: URLSearchParams) => { status: number; body: string; delayMs?: number };
  close(): Promise<void>;
}

function hit(id: number) {
  return {
    id,
    pageURL: `https://pixabay.example/photo-${id}`,
    type: 'photo',
    tags: 'mountain, lake, nature',
    previewURL: `https://cdn.pixabay.example/${id}_150.jpg`,
    webformatURL: `https://cdn.pixabay.example/${id}_640.jpg`,
    largeImageURL: `https://cdn.pixabay.example/${id}_1280.jpg`,
    imageWidth: 6000,
    imageHeight: 4000,
    user: 'someone',
  };
}

async function fakePixabay(): Promise<FakePixabay> {
  const fake: Omit<FakePixabay, 'url' | 'close'> = {
    queries: [],
    answer: (q) => {
      const perPage = Number(q.get('per_page'));
      const page = Number(q.get('page'));
      const hits = Array.from({ length: perPage }, (_, i) => hit((page - 1) * perPage + i + 1));
      return { status: 200, body: JSON.stringify({ total: 9000, totalHits: 500, hits }) };
    },
  };
  const server = http.createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://fake').searchParams;
    fake.queries.push(query);
    const { status, body, delayMs = 0 } = fake.answer(query);
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/api/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

describe('a Pixabay-compatible provider when its key is configured', () => {
  let fake: FakePixabay;
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    fake = await fakePixabay();
    t = await createTestApp({
      stock: { pixabayApiKey: 'test-key', pixabayApiUrl: fake.url, timeoutMs: 500 },
    });
    client = await new TestClient(t.app).start();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('asks the API with the key, the text and a 1-based page, and maps its hits', async () => {
    const page = await stock(client, '?searchText=lake&page.number=1&page.size=20');
    const q = fake.queries.at(-1)!;
    expect(Object.fromEntries(q)).toEqual({
      key: 'test-key',
      q: 'lake',
      page: '2',
      per_page: '20',
      image_type: 'photo',
      safesearch: 'true',
    });
    expect(page!.total).toBe(500);
    expect(page!.images).toHaveLength(20);
    expect(page!.images[0]).toEqual({
      id: '21',
      source: 'pixabay',
      previewUrl: 'https://cdn.pixabay.example/21_640.jpg',
      url: 'https://cdn.pixabay.example/21_1280.jpg',
      width: 1280,
      height: 853,
      tags: ['mountain', 'lake', 'nature'],
      alt: 'mountain, lake, nature',
      licence: {
        licence: 'Pixabay Content License',
        source: 'pixabay.com',
        url: 'https://pixabay.com/service/license-summary/',
        commercialPrint: true,
        creditRequired: false,
      },
    });
  });

  it("within the API's limits: 3 a page at least, 100-character text, 500 hits", async () => {
    const two = await stock(client, '?page.size=2&page.number=4');
    // Pictures 9 and 10 (0-based 8 and 9) in one page: 4 a page, page 3.
    expect(fake.queries.at(-1)!.get('per_page')).toBe('4');
    expect(fake.queries.at(-1)!.get('page')).toBe('3');
    await stock(client, '?page.size=1&page.number=0');
    expect(fake.queries.at(-1)!.get('per_page')).toBe('3');
    expect(two!.images.map((i) => i.id)).toEqual(['9', '10']);
    await stock(client, `?searchText=${'word '.repeat(40)}`);
    expect(fake.queries.at(-1)!.get('q')!.length).toBeLessThanOrEqual(100);
    const before = fake.queries.length;
    expect((await stock(client, '?page.number=25&page.size=20'))!.images).toEqual([]);
    expect(fake.queries.length).toBe(before);
  });

  it.each([
    ['a refusal', () => ({ status: 429, body: '{"error":"rate limit"}' })],
    ['a server error', () => ({ status: 500, body: 'oops' })],
    ['an unreadable body', () => ({ status: 200, body: '<html>' })],
    ['a body of another shape', () => ({ status: 200, body: '{"items":[]}' })],
    ['no answer in time', () => ({ status: 200, body: '{}', delayMs: 2000 })],
  ])('%s is 502 stockImagesLoadFailed', async (_name, answer) => {
    fake.answer = answer;
    const r = await client.getJson('/api/v1/StockImages?searchText=lake');
    expect(r.status).toBe(502);
    expect(r.body).toEqual(FAILED);
  });

  it('hits missing fields are left out, not passed on', async () => {
    fake.answer = () => ({
      status: 200,
      body: JSON.stringify({
        totalHits: 3,
        hits: [hit(1), { ...hit(2), largeImageURL: 'javascript:alert(1)' }, { id: 3 }],
      }),
    });
    expect((await stock(client, ''))!.images.map((i) => i.id)).toEqual(['1']);
  });

  it('an unreachable API is 502 too', async () => {
    const closed = await createTestApp({
      stock: { pixabayApiKey: 'k', pixabayApiUrl: 'http://127.0.0.1:9/api/', timeoutMs: 500 },
    });
    try {
      const r = await new TestClient(closed.app).getJson('/api/v1/StockImages');
      expect(r.status).toBe(502);
      expect(r.body).toEqual(FAILED);
    } finally {
      await closed.close();
    }
  });
});
