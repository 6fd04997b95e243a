/** Who may frame the editor: itself and the EMBED_ALLOWED_ORIGINS storefronts (issue 20). */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/testApp';
import { createTestApp, tempDir } from '../testing/testApp';

const apps: TestApp[] = [];
const dist = tempDir('designer-dist-');
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'embed.js'), 'export {};');

async function appWith(origins: string): Promise<TestApp> {
  const t = await createTestApp({ distDir: dist, envConfigs: { EMBED_ALLOWED_ORIGINS: origins } });
  apps.push(t);
  return t;
}
afterAll(async () => {
  for (const t of apps) await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('frame-ancestors of the editor', () => {
  it.each([
    ['', "frame-ancestors 'self'"],
    ['https://shop.example', "frame-ancestors 'self' https://shop.example"],
    // A pattern or a path is never an allowed origin.
    [
      'https://*.example, https://a.example/x, http://localhost:8322',
      "frame-ancestors 'self' http://localhost:8322",
    ],
  ])('EMBED_ALLOWED_ORIGINS=%j', async (origins, csp) => {
    const t = await appWith(origins);
    for (const url of ['/designer/', '/designer/some/route', '/designer/embed.js']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-security-policy']).toBe(csp);
    }
    const sdk = await t.app.inject({ method: 'GET', url: '/designer/embed.js' });
    expect(sdk.headers['access-control-allow-origin']).toBe('*');
    expect(sdk.headers['content-type']).toMatch(/javascript/);
    const page = await t.app.inject({ method: 'GET', url: '/designer/' });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    const config = await t.app.inject({ method: 'GET', url: '/designer/runtime-config.json' });
    expect(config.json()).toMatchObject({ EMBED_ALLOWED_ORIGINS: origins });
  });
});
