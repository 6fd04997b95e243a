/** The built editor under /designer/, the history fallback, /403, /404, / and CDN images. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/testApp';
import { createTestApp, tempDir } from '../testing/testApp';

const INDEX = '<!doctype html><title>Designer</title><div id="root"></div>';
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = tempDir('designer-dist-');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, '.env'), 'SECRET=1');
  t = await createTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('editor pages', () => {
  it.each(['/designer/', '/designer/some/deep/route', '/designer/account-confirmation?x=1'])(
    '%s -> index.html, revalidated',
    async (url) => {
      const r = await get(url);
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe(INDEX);
      expect(r.headers['content-type']).toContain('text/html');
      expect(r.headers['cache-control']).toBe('no-cache');
    },
  );

  it('hashed assets are immutable', async () => {
    const r = await get('/designer/assets/index-abc123.js');
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe('console.log(1);');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('other files are served and revalidated', async () => {
    const r = await get('/designer/favicon.svg');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/%64esigner/assets/index-abc123.js',
    '/DESIGNER/assets/index-abc123.js',
    '/designer/assets%2Findex-abc123.js',
    '/designer/%61ssets/index-%61bc123.js',
  ])('%s serves the file the router matched', async (url) => {
    const r = await get(url);
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe('console.log(1);');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a file whose name holds a percent sign is served by its escaped name', async () => {
    fs.writeFileSync(path.join(dist, '100%.txt'), 'full');
    const r = await get('/designer/100%25.txt');
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe('full');
  });

  it('a missing asset is a 404, never the page', async () => {
    expect((await get('/designer/assets/missing-000.js')).statusCode).toBe(404);
  });

  it.each([
    '/designer/.env',
    '/designer/..%2f..%2fetc%2fpasswd',
    '/designer/%2e%2e/%2e%2e/etc/passwd',
  ])('does not leak %s', async (url) => {
    const r = await get(url);
    expect(r.body).not.toContain('SECRET');
    expect(r.body).not.toContain('root:');
  });

  it('/ and /designer redirect to /designer/', async () => {
    for (const url of ['/', '/designer']) {
      const r = await get(url);
      expect(r.statusCode).toBe(302);
      expect(r.headers.location).toBe('/designer/');
    }
  });

  it.each(['/403', '/403/'])('%s renders the editor (status 200)', async (url) => {
    const r = await get(url);
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe(INDEX);
  });

  it.each(['/404', '/404/'])(
    '%s renders the editor with status 404 (the not-found page)',
    async (url) => {
      const r = await get(url);
      expect(r.statusCode).toBe(404);
      expect(r.body).toBe(INDEX);
    },
  );
});

describe('CDN images', () => {
  it('serves seeded pictures', async () => {
    const r = await get('/images/products/101/main.svg');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('image/svg+xml');
    expect(r.body).toContain('Vinyl Banner');
  });

  it.each([
    '/images/nope.svg',
    '/images/../designer.sqlite',
    '/images/%2e%2e/designer.sqlite',
    '/images/products/',
  ])('%s -> 404', async (url) => {
    const r = await get(url);
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain('SQLite');
  });
});

describe('without a build', () => {
  it('editor pages answer 503 with a hint; the API still works', async () => {
    const bare = await createTestApp();
    try {
      const page = await bare.app.inject({ method: 'GET', url: '/designer/' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('npm run build');
      const api = await bare.app.inject({
        method: 'GET',
        url: '/api/v1/System/MaxRequestBodySize',
      });
      expect(api.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
