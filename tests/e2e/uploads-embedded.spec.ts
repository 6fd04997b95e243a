/**
 * The designer inside a storefront on another site: an iframe of http://localhost:<port> in a
 * page of http://127.0.0.1 (another site, so its cookies are third-party). The server runs with
 * COOKIE_CROSS_SITE=true (SameSite=None; Secure; Partitioned), as a deployment embedded by
 * another site would; an upload in the frame goes through the whole protocol and is placed.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { corpusFile } from '../fixtures';

const PORT = Number(process.env.E2E_PORT ?? 8199) + 7;
const DESIGNER = `http://localhost:${PORT}`;
const STOREFRONT = `http://127.0.0.1:${PORT + 1}`;

let server: ChildProcess;
let storefront: http.Server;
let dataDir: string;

test.beforeAll(async () => {
  // The storefront: a real local server (a page the test fulfils itself would count as a public
  // site, whose frames Chromium may not point at a local address).
  storefront = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(
      `<!doctype html><title>Shop</title><iframe id="designer" src="${DESIGNER}/designer/?pId=103&ati=10" style="width:1300px;height:850px;border:0"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => storefront.listen(PORT + 1, '127.0.0.1', resolve));
  dataDir = mkdtempSync(path.join(tmpdir(), 'designer-embedded-'));
  // Node itself, not npx: SIGTERM then reaches the server rather than a wrapper.
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '0.0.0.0',
      DATA_DIR: dataDir,
      // The tour starts by itself for a first-time visitor: off, as on the e2e server.
      TOUR_AUTO_START: 'false',
      DIST_DIR: 'dist',
      COOKIE_CROSS_SITE: 'true',
      // Only listed storefronts may frame the designer (frame-ancestors).
      EMBED_ALLOWED_ORIGINS: STOREFRONT,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () =>
        fetch(`${DESIGNER}/api/v1/System/MaxRequestBodySize`)
          .then((r) => r.ok)
          .catch(() => false),
      { timeout: 60_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  storefront?.close();
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test('an upload inside a third-party iframe completes and is placed', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1320, height: 880 });
  await page.goto(`${STOREFRONT}/shop.html`);
  const frame = page.frameLocator('#designer');
  await expect(frame.getByTestId('uploads-panel')).toBeVisible({ timeout: 30_000 });
  await frame.getByTestId('upload-input').setInputFiles(corpusFile('tiff/cmyk8-lzw-300dpi.tif'));
  const item = frame.getByTestId('upload-item').first();
  await expect(item).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await item.locator('.upload-thumb').click();
  await expect(frame.getByTestId('image-info')).toBeVisible();
  // The frame's own session holds the image (its cookies were accepted in the frame).
  const listed = await page
    .frames()
    .find((f) => f.url().startsWith(DESIGNER))!
    .evaluate(async () => {
      const r = await fetch('/api/v1/Profile/UploadImages', { credentials: 'include' });
      return ((await r.json()) as { images: { fileName: string }[] }).images.map((i) => i.fileName);
    });
  expect(listed).toEqual(['cmyk8-lzw-300dpi.tif']);
  const session = (await page.context().cookies(DESIGNER)).find((c) => c.name === 'designer_sid');
  expect(session).toMatchObject({ sameSite: 'None', secure: true });
});
