/**
 * `GET /images/process` through inject on a real data dir: each of the spec's parameters
 * (checked on the pixels sharp gives back), the disk cache and its ETag, the caching headers,
 * the render rate limit, uploads readable by their owner only, and every refusal — an open
 * proxy, traversal, other files, huge pictures, malformed values — as 400 or 404, never 500.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdnImagesDir } from '../storage/cdn';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { uploadFile } from '../testing/uploadClient';
import { processCacheDir } from './processCache';
import { MAX_OUTPUT_SIDE } from './processParams';

const QUADRANTS = '/images/test/quadrants.png';
const CIRCLE = '/images/content/elements/shape-circle.svg';
const STOCK = '/images/content/stock/stock-waves-ocean.svg';
const RED = [255, 0, 0];
const BLUE = [0, 0, 255];
const GREEN = [0, 255, 0];

let t: TestApp;
let client: TestClient;

/** A 40 × 20 PNG: red top left, blue top right, green bottom left, white bottom right. */
async function quadrants(): Promise<Buffer> {
  const q = (r: number, g: number, b: number) =>
    sharp({ create: { width: 20, height: 10, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#ffffff' } })
    .composite([
      { input: await q(255, 0, 0), left: 0, top: 0 },
      { input: await q(0, 0, 255), left: 20, top: 0 },
      { input: await q(0, 255, 0), left: 0, top: 10 },
    ])
    .png()
    .toBuffer();
}

/** A PNG header claiming `width` × `height` pixels over almost no data. */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function writeCdn(cdnPath: string, data: Buffer | string): void {
  const file = path.join(cdnImagesDir(t.dataDir), cdnPath.slice('/images/'.length));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

beforeAll(async () => {
  t = await createTestApp();
  client = await new TestClient(t.app).start();
  writeCdn(QUADRANTS, await quadrants());
  writeCdn('/images/test/not-an-image.png', 'hello, this is text');
  writeCdn('/images/test/huge.png', claimedPng(20_000, 20_000));
  fs.writeFileSync(path.join(t.dataDir, 'secret.png'), await quadrants());
});
afterAll(() => t.close());

const url = (src: string, query = '') => `/images/process?src=${encodeURIComponent(src)}${query}`;
const get = (u: string, headers: Record<string, string> = {}) =>
  client.request({ method: 'GET', url: u, headers });

async function picture(src: string, query = '') {
  const r = await get(url(src, query));
  expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
  const { data, info } = await sharp(r.rawPayload).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return [...data.subarray(at, at + info.channels)];
  };
  return { r, info, pixel };
}

describe('parameters', () => {
  it('format: webp by default, jpeg, png and avif on request', async () => {
    const webp = await get(url(QUADRANTS));
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    for (const [format, type, format2] of [
      ['jpeg', 'image/jpeg', 'jpeg'],
      ['jpg', 'image/jpeg', 'jpeg'],
      ['png', 'image/png', 'png'],
      ['avif', 'image/avif', 'heif'],
    ] as const) {
      const r = await get(url(QUADRANTS, `&format=${format}`));
      expect(r.headers['content-type']).toBe(type);
      expect((await sharp(r.rawPayload).metadata()).format).toBe(format2);
    }
  });

  it('quality: 80 by default; lower is fewer bytes', async () => {
    const size = async (q: string) =>
      (await get(url(STOCK, `&width=600&format=jpeg${q}`))).rawPayload.length;
    const [low, normal, high] = [
      await size('&quality=10'),
      await size(''),
      await size('&quality=100'),
    ];
    expect(low).toBeLessThan(normal);
    expect(normal).toBeLessThan(high);
    expect(await size('&quality=80')).toBe(normal);
  });

  it('width and height resize; one side keeps the proportions', async () => {
    expect((await picture(QUADRANTS, '&width=10&format=png')).info).toMatchObject({
      width: 10,
      height: 5,
    });
    expect((await picture(QUADRANTS, '&height=40&format=png')).info).toMatchObject({
      width: 80,
      height: 40,
    });
    // An SVG is drawn at the size asked, not scaled up from 72 dpi: its edge stays sharp.
    const big = await picture(CIRCLE, '&width=1000&format=png');
    expect(big.info).toMatchObject({ width: 1000, height: 1000 });
    expect(big.pixel(500, 500).slice(0, 3)).toEqual([0x27, 0x7d, 0xa1]);
  });

  it(`sizes are clamped to ${MAX_OUTPUT_SIDE} px, not refused`, async () => {
    const { info } = await picture(CIRCLE, '&width=99999&height=99999&format=png');
    expect(info).toMatchObject({ width: MAX_OUTPUT_SIDE, height: MAX_OUTPUT_SIDE });
  });

  it('fit: cover crops, contain pads with transparency, fill stretches', async () => {
    const cover = await picture(QUADRANTS, '&width=20&height=20&fit=cover&format=png');
    expect(cover.info).toMatchObject({ width: 20, height: 20 });
    expect(cover.pixel(0, 0).slice(0, 3)).toEqual(RED);
    const contain = await picture(QUADRANTS, '&width=20&height=20&fit=contain&format=png');
    expect(contain.pixel(0, 0)[3]).toBe(0);
    expect(contain.pixel(2, 7).slice(0, 3)).toEqual(RED);
    const fill = await picture(QUADRANTS, '&width=20&height=20&fit=fill&format=png');
    expect(fill.pixel(0, 0).slice(0, 3)).toEqual(RED);
    expect(fill.pixel(19, 0).slice(0, 3)).toEqual(BLUE);
  });

  it('position chooses what a cover crop keeps', async () => {
    const left = await picture(QUADRANTS, '&width=20&height=20&position=left&format=png');
    expect(left.pixel(19, 0).slice(0, 3)).toEqual(RED);
    const right = await picture(QUADRANTS, '&width=20&height=20&position=right&format=png');
    expect(right.pixel(0, 0).slice(0, 3)).toEqual(BLUE);
    const entropy = await get(url(QUADRANTS, '&width=20&height=20&position=entropy'));
    expect(entropy.statusCode).toBe(200);
  });

  it('flip turns it upside down, flop mirrors it', async () => {
    expect((await picture(QUADRANTS, '&flip=true&format=png')).pixel(0, 0)).toEqual(GREEN);
    expect((await picture(QUADRANTS, '&flop=true&format=png')).pixel(0, 0)).toEqual(BLUE);
    expect((await picture(QUADRANTS, '&flip=1&flop=1&format=png')).pixel(0, 0)).toEqual([
      255, 255, 255,
    ]);
    expect((await picture(QUADRANTS, '&flip=false&format=png')).pixel(0, 0)).toEqual(RED);
  });

  it('rotate turns it clockwise', async () => {
    const turned = await picture(QUADRANTS, '&rotate=90&format=png');
    expect(turned.info).toMatchObject({ width: 20, height: 40 });
    expect(turned.pixel(0, 0).slice(0, 3)).toEqual(GREEN);
    const back = await picture(QUADRANTS, '&rotate=-90&format=png');
    expect(back.pixel(0, 0).slice(0, 3)).toEqual(BLUE);
  });

  it('grayscale leaves no colour', async () => {
    const grey = await picture(QUADRANTS, '&grayscale=true&format=png');
    const [r, g = r, b = r] = grey.pixel(30, 5);
    expect(r).toBe(g);
    expect(g).toBe(b);
  });

  it('blur softens the edges; sharpen changes the pixels', async () => {
    const sharpEdge = await picture(QUADRANTS, '&format=png');
    const blurred = await picture(QUADRANTS, '&blur=3&format=png');
    expect(sharpEdge.pixel(19, 5)).toEqual(RED);
    expect(blurred.pixel(19, 5)[2]).toBeGreaterThan(40);
    const plain = await get(url(STOCK, '&width=300&format=png'));
    const sharpened = await get(url(STOCK, '&width=300&format=png&sharpen=true'));
    const stronger = await get(url(STOCK, '&width=300&format=png&sharpen=5'));
    expect(sharpened.rawPayload.equals(plain.rawPayload)).toBe(false);
    expect(stronger.rawPayload.equals(sharpened.rawPayload)).toBe(false);
  });
});

describe('cache and headers', () => {
  it('renders once, then answers from the disk cache; the ETag answers 304', async () => {
    const query = url(QUADRANTS, '&width=12&format=png&quality=77');
    const first = await get(query);
    const cached = fs
      .readdirSync(processCacheDir(t.dataDir), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.png'));
    expect(cached.some((f) => f.includes(String(first.headers.etag).slice(1, 9)))).toBe(true);
    const second = await get(query);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await get(query, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    // Two spellings of one request share the file; another parameter is another file.
    const spelled = await get(url(QUADRANTS, '&quality=77&format=png&width=12&unknown=1'));
    expect(spelled.headers.etag).toBe(first.headers.etag);
    expect((await get(url(QUADRANTS, '&width=13&format=png'))).headers.etag).not.toBe(
      first.headers.etag,
    );
  });

  it('our own pictures: public, cacheable a day, CORS, no session cookie', async () => {
    const r = await t.app.inject({ method: 'GET', url: url(CIRCLE, '&width=64') });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=86400');
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['set-cookie']).toBeUndefined();
  });
});

describe('uploads', () => {
  it("the caller's own upload is processed, privately; someone else's is a 404", async () => {
    const owner = await new TestClient(t.app).start();
    const { fileId } = await uploadFile(owner, await quadrants(), { fileName: 'q.png' });
    const attach = await owner.request({
      method: 'POST',
      url: `/api/v1/EditorElement/AttachUploadedTemporaryFile/${fileId}?fileName=q.png`,
    });
    expect(attach.statusCode).toBe(200);
    const { id } = attach.json<{ id: string }>();
    const src = `/api/v1/system/source?id=${id}&size=1`;
    const mine = await owner.request({ method: 'GET', url: url(src, '&width=20&format=png') });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers['access-control-allow-origin']).toBeUndefined();
    expect((await sharp(mine.rawPayload).metadata()).width).toBe(20);
    const stranger = await new TestClient(t.app).start();
    const theirs = await stranger.request({ method: 'GET', url: url(src, '&width=20&format=png') });
    expect(theirs.statusCode).toBe(404);
    // The original (size 2) is for download and print, never processed.
    const original = await owner.request({
      method: 'GET',
      url: url(`/api/v1/system/source?id=${id}&size=2`),
    });
    expect(original.statusCode).toBe(400);
  });
});

describe('refusals', () => {
  const INVALID_SOURCE = {
    status: 400,
    errors: {
      domainValidations: ['imageSourceInvalid'],
      'domainValidations.src': ['imageSourceInvalid'],
    },
  };

  it.each([
    'https://example.com/photo.png',
    '//example.com/photo.png',
    'http://127.0.0.1/images/test/quadrants.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'file:///etc/passwd',
    '/etc/passwd',
    '/images/../secret.png',
    '/images/test/../../secret.png',
    '/images/./test/quadrants.png',
    '/images/%2e%2e/secret.png',
    '/images/test\\..\\..\\secret.png',
    '/images//test/quadrants.png',
    '/images/content/elements/shape-circle.svg.txt',
    '/images/process?src=/images/test/quadrants.png',
    '/api/v1/System/MaxRequestBodySize',
    '/api/v1/system/source?id=../../x&size=1',
    '/api/v1/system/source?id=abc&size=1&redirect=https://example.com',
    '/designer/index.html',
  ])('%s is not a source we read (400)', async (src) => {
    const r = await get(url(src));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual(INVALID_SOURCE);
  });

  it('a missing file of ours is a 404; a file that is not a picture, or too big, a 400', async () => {
    const missing = await get(url('/images/content/elements/no-such-thing.svg'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 404, errors: { general: ['resourceNotFound'] } });
    expect((await get(url('/images/test/not-an-image.png'))).json()).toEqual(INVALID_SOURCE);
    // 400 MP claimed: refused before decoding (the bound is 100 MP).
    expect((await get(url('/images/test/huge.png'))).json()).toEqual(INVALID_SOURCE);
  });

  it.each([
    ['', 'src', 'requiredField'],
    ['&format=gif', 'format', 'invalidField'],
    ['&quality=0', 'quality', 'invalidField'],
    ['&quality=101', 'quality', 'invalidField'],
    ['&quality=high', 'quality', 'invalidField'],
    ['&width=0', 'width', 'invalidField'],
    ['&width=-5', 'width', 'invalidField'],
    ['&width=1.5', 'width', 'invalidField'],
    ['&height=1e3', 'height', 'invalidField'],
    ['&width=10&width=20', 'width', 'invalidField'],
    ['&blur=0.1', 'blur', 'invalidField'],
    ['&blur=101', 'blur', 'invalidField'],
    ['&fit=stretch', 'fit', 'invalidField'],
    ['&position=middle', 'position', 'invalidField'],
    ['&flip=yes', 'flip', 'invalidField'],
    ['&flop=2', 'flop', 'invalidField'],
    ['&grayscale=maybe', 'grayscale', 'invalidField'],
    ['&rotate=400', 'rotate', 'invalidField'],
    ['&sharpen=20', 'sharpen', 'invalidField'],
  ])('%s is refused (400 %s on %s)', async (query, field, key) => {
    const src = field === 'src' ? '/images/process?x=1' : url(QUADRANTS, query);
    const r = await get(src);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      status: 400,
      errors: { domainValidations: [key], [`domainValidations.${field}`]: [key] },
    });
  });
});

describe('the render rate limit', () => {
  it('renders beyond the burst are 429 with Retry-After; cached answers still come', async () => {
    const clock = Date.now();
    const limited = await createTestApp({
      imageProcess: { renderBurst: 2, rendersPerSecond: 1 },
      now: () => clock,
    });
    try {
      const c = new TestClient(limited.app);
      const ask = (w: number) => c.request({ method: 'GET', url: url(CIRCLE, `&width=${w}`) });
      expect((await ask(10)).statusCode).toBe(200);
      expect((await ask(11)).statusCode).toBe(200);
      const refused = await ask(12);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toEqual({
        status: 429,
        errors: { domainValidations: ['tooManyRequests'] },
      });
      expect((await ask(10)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
