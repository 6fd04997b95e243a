/**
 * How an upload travels, in real Chromium against the real server:
 *
 * - from a page that is not a secure context — the designer opened on the machine's LAN address
 *   over plain http, where `crypto.subtle` is missing — an upload completes (chunks hashed by the
 *   JS SHA-256); its own server listens on every interface at E2E_PORT + 5;
 * - on a slow link (CDP network throttling) the progress bar moves while a one-chunk file's
 *   bytes travel, not only when the chunk is answered.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { corpusFile } from '../fixtures';
import { catalogue } from './catalogue';
import { UploadsPage } from './pages/UploadsPage';

/** 1.2 MB: one 2 MiB chunk. */
const TIFF = corpusFile('tiff/cmyk8-lzw-300dpi.tif');
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** The machine's first non-loopback IPv4 address (127.0.0.1 and localhost are secure contexts). */
function lanAddress(): string {
  for (const entries of Object.values(networkInterfaces()))
    for (const entry of entries ?? [])
      if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  throw new Error('this machine has no non-loopback IPv4 address to open an insecure origin on');
}

test.describe('from a page that is not a secure context', () => {
  const PORT = Number(process.env.E2E_PORT ?? 8199) + 5;
  const ORIGIN = `http://${lanAddress()}:${PORT}`;
  let server: ChildProcess;
  let dataDir: string;

  test.use({ baseURL: ORIGIN });

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'designer-insecure-'));
    // One process (not the `tsx` command, whose child a kill would leave running).
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '0.0.0.0',
        DATA_DIR: dataDir,
        // The tour starts by itself for a first-time visitor: off, as on the e2e server.
        TOUR_AUTO_START: 'false',
        DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        async () =>
          fetch(`${ORIGIN}/api/v1/System/MaxRequestBodySize`)
            .then((r) => r.ok)
            .catch(() => false),
        { timeout: 60_000 },
      )
      .toBe(true);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an upload on plain http at a LAN address completes byte-identical', async ({ page }) => {
    test.setTimeout(90_000);
    const uploads = new UploadsPage(page);
    await uploads.openProduct(catalogue.vinylBanner.id);
    const context = await page.evaluate(() => ({
      secure: window.isSecureContext,
      subtle: typeof globalThis.crypto.subtle,
    }));
    expect(context).toEqual({ secure: false, subtle: 'undefined' });
    await uploads.openUploads();
    const image = await uploads.upload(TIFF);
    expect(image.sha256).toBe(sha256(TIFF));
    await expect(uploads.item('cmyk8-lzw-300dpi.tif')).toHaveAttribute('data-state', 'done');
  });
});

test('on a slow link the progress bar moves while a one-chunk file travels', async ({ page }) => {
  test.setTimeout(90_000);
  const uploads = new UploadsPage(page);
  await uploads.openProduct(catalogue.vinylBanner.id);
  await uploads.openUploads();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // 200 KiB/s up: the 1.2 MB original takes about 6 s.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 200 * 1024,
  });
  await uploads.choose(TIFF);
  const progress = uploads.item('cmyk8-lzw-300dpi.tif').locator('progress');
  // The original fills 0–90 % (its renditions the rest): a value strictly inside that range
  // is shown only while the one chunk is on its way — per-chunk progress jumps from 0 to 90.
  await expect
    .poll(
      async () => {
        const value = Number((await progress.getAttribute('value').catch(() => null)) ?? 0);
        return value > 0 && value < 90;
      },
      { timeout: 30_000, intervals: [50] },
    )
    .toBe(true);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await uploads.waitUploaded('cmyk8-lzw-300dpi.tif');
});
