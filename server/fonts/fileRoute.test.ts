/**
 * The woff2 files under /fonts/: exactly the bytes of the package's file, cached for a year
 * (immutable: the URL names the content), loadable from any origin; nothing but the catalogue's
 * URLs is answered.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/testApp';
import { createTestApp } from '../testing/testApp';
import { fontCatalogue, packageFilesDir } from './catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pacifico = fontCatalogue().families.find((f) => f.slug === 'pacifico')!;
const face = pacifico.variants[0]!.files[0]!;

describe('font files', () => {
  it('serves a face as woff2 with long-lived immutable caching and CORS', async () => {
    const r = await t.app.inject({ method: 'GET', url: face.url });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('font/woff2');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['access-control-allow-origin']).toBe('*');
    const expected = readFileSync(path.join(packageFilesDir(pacifico.package), face.file));
    expect(r.rawPayload.equals(expected)).toBe(true);
    expect(r.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(Number(r.headers['content-length'])).toBe(face.bytes);
    // No cookie in a response any cache may keep and hand to others.
    expect(r.headers['set-cookie']).toBeUndefined();
  });

  it('every face of the catalogue is reachable on disk', () => {
    for (const family of fontCatalogue().families) {
      const dir = packageFilesDir(family.package);
      for (const v of family.variants)
        for (const f of v.files) expect(readFileSync(path.join(dir, f.file)).length).toBe(f.bytes);
    }
  });

  it.each([
    ['a stale hash', face.url.replace(/\.[0-9a-f]{12}\.woff2$/, '.000000000000.woff2')],
    ['a subset not served', face.url.replace('-latin.', '-cyrillic.')],
    ['another file of the package', '/fonts/pacifico/package.json'],
    ['a path out of the folder', '/fonts/pacifico/..%2f..%2fpackage.json'],
    ['an unknown family', '/fonts/comic-sans/400-normal-latin.000000000000.woff2'],
  ])('%s is a 404', async (_what, url) => {
    const r = await t.app.inject({ method: 'GET', url });
    expect(r.statusCode).toBe(404);
  });
});
