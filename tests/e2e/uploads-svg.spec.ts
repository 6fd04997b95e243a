/**
 * Issue 15 item 15: an SVG placed from the server's uploads list draws the sanitised copy the
 * server keeps, never the original as sent. A hostile SVG (script, event attribute, external
 * references) is uploaded, the page reloaded so the panel lists it from the server, and its
 * thumbnail clicked: the document the canvas loads has no script and no external reference, and
 * nothing ever asks the external host.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { UploadsPage } from './pages/UploadsPage';

const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="400" height="200" onload="window.__svgRan = true">
  <script>window.__svgRan = true</script>
  <rect width="400" height="200" fill="#2a7"/>
  <image href="https://tracker.example/pixel.png" width="10" height="10"/>
  <use xlink:href="https://tracker.example/sprite.svg#a"/>
</svg>`;

test('an SVG placed from the uploads list loads its sanitised copy and never its external references', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tracked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('tracker.example')) tracked.push(r.url());
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'uploads-svg-')), 'hostile-logo.svg');
  writeFileSync(file, HOSTILE);
  const uploads = new UploadsPage(page);
  await uploads.openProduct(catalogue.vinylBanner.id);
  await uploads.openUploads();
  await uploads.choose(file);
  await uploads.waitUploaded('hostile-logo.svg');

  // After a reload the panel shows the upload from the server's list, not the local copy.
  await page.reload();
  await uploads.openUploads();
  const loaded = page.waitForResponse(
    (r) => r.url().includes('/api/v1/system/source') && r.url().includes('size=1'),
  );
  await uploads.place('hostile-logo.svg');
  const response = await loaded;
  const body = await response.text();
  expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(body).toContain('<rect');
  for (const bad of ['<script', 'onload', 'tracker.example']) expect(body).not.toContain(bad);
  const placed = (await uploads.objects()).at(-1) as unknown as Record<string, unknown>;
  expect(placed.src).toContain('size=1');
  expect(tracked).toEqual([]);
  expect(await page.evaluate(() => (window as { __svgRan?: boolean }).__svgRan ?? false)).toBe(
    false,
  );
});
