/** The harness's pages under /harness/: served only when HARNESS_DIST_DIR names a build. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/testApp';
import { createTestApp, tempDir } from '../testing/testApp';

const PAGE = '<!doctype html><title>Image pipeline — tool</title>';
const INDEX = '<!doctype html><title>Harness</title>';
let harnessDir: string;

beforeAll(() => {
  harnessDir = tempDir('designer-harness-');
  fs.mkdirSync(path.join(harnessDir, 'assets'));
  fs.writeFileSync(path.join(harnessDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(harnessDir, 'pipeline.html'), PAGE);
  fs.writeFileSync(path.join(harnessDir, 'assets', 'pipeline-abc123.js'), 'console.log(1);');
  fs.writeFileSync(path.join(harnessDir, '.env'), 'SECRET=1');
});
afterAll(() => fs.rmSync(harnessDir, { recursive: true, force: true }));

describe('without HARNESS_DIST_DIR (production)', () => {
  it.each(['/harness/', '/harness/pipeline.html', '/harness/assets/pipeline-abc123.js'])(
    '%s is not found',
    async (url) => {
      const t = await createTestApp();
      try {
        const r = await t.app.inject({ method: 'GET', url });
        expect(r.statusCode).toBe(404);
        expect(r.body).not.toContain('tool');
      } finally {
        await t.close();
      }
    },
  );
});

describe('with HARNESS_DIST_DIR', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ harnessDistDir: harnessDir });
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the tool pages, revalidated', async () => {
    const r = await get('/harness/pipeline.html?budget=safari');
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe(PAGE);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect((await get('/harness/assets/pipeline-abc123.js')).body).toBe('console.log(1);');
  });

  it('lists the pages at /harness/ (and /harness redirects there)', async () => {
    expect((await get('/harness/')).body).toBe(INDEX);
    const r = await get('/harness');
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/harness/');
  });

  it.each(['/harness/.env', '/harness/..%2f..%2fetc%2fpasswd', '/harness/missing.html'])(
    '%s is not served',
    async (url) => {
      const r = await get(url);
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.body).not.toContain('SECRET');
      expect(r.body).not.toContain('root:');
    },
  );

  it('leaves the product and the API as they are', async () => {
    expect((await get('/designer/')).statusCode).toBe(503);
    expect((await get('/api/v1/System/MaxRequestBodySize')).statusCode).toBe(200);
  });
});
