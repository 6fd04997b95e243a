/**
 * Issue 15 item 13: a long session with many uploads stays within a memory bound under the
 * Safari budget. 40 real 12 MP JPEGs (4000 × 3000, made by Chromium's encoder in a page of
 * their own before the measurement) are uploaded one after another by a signed-in user, every
 * tenth placed on the canvas; the renderer's resident memory is read from outside the page
 * (Linux /proc VmHWM of the renderer processes, scripts/lib/processMemory.ts): bitmaps and
 * canvases live outside the JS heap, so `Performance.getMetrics`' JSHeapUsedSize would miss
 * them, and `SystemInfo.getProcessInfo` gives CPU time, not memory.
 *
 * Each upload's display raster is 5 MP under the Safari budget (20 MB decoded): kept for the
 * page's life, 40 of them were 800 MB. The limit: the decoded-source budget (120 MB,
 * src/domain/canvas/sourceBudget.ts) + the four placed rasters (80 MB) + one decode in the
 * pipeline worker (about 180 MB for a 24 MP JPEG, README Performance) + 120 MB for the page's
 * own growth (thumbnails, Fabric, the garbage a decode leaves until the collector runs) = 500 MB.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { memoryProbe } from '../../scripts/lib/processMemory';
import { catalogue } from './catalogue';
import { UploadsPage } from './pages/UploadsPage';
import { signInAsNewUser } from './support/accounts';

const SAFARI_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const UPLOADS = 40;
/** Renderer memory growth allowed over the whole session, MB (see above). */
const LIMIT_MB = 500;

test.use({ userAgent: SAFARI_UA, deviceScaleFactor: 1 });

/** Writes `count` distinct 4000 × 3000 JPEGs, encoded by Chromium in a context of its own. */
async function makePhotos(browser: Browser, count: number): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'uploads-memory-'));
  const context = await browser.newContext();
  const page = await context.newPage();
  const files: string[] = [];
  try {
    for (let n = 0; n < count; n++) {
      const base64 = await page.evaluate(async (seed) => {
        const canvas = new OffscreenCanvas(4000, 3000);
        const ctx = canvas.getContext('2d')!;
        const gradient = ctx.createLinearGradient(0, 0, 4000, 3000);
        gradient.addColorStop(0, `hsl(${(seed * 37) % 360} 70% 40%)`);
        gradient.addColorStop(1, `hsl(${(seed * 37 + 180) % 360} 60% 70%)`);
        ctx.fillStyle = gradient;
        ctx.fillRect(0, 0, 4000, 3000);
        // Detail a camera would see: shapes and fine lines, different in every photo.
        for (let i = 0; i < 400; i++) {
          const x = (i * 997 * (seed + 3)) % 4000;
          const y = (i * 577 * (seed + 5)) % 3000;
          ctx.fillStyle = `hsl(${(i * 13 + seed * 29) % 360} 80% 50% / 0.6)`;
          ctx.beginPath();
          ctx.arc(x, y, 20 + (i % 90), 0, Math.PI * 2);
          ctx.fill();
        }
        ctx.fillStyle = '#fff';
        ctx.font = '400px sans-serif';
        ctx.fillText(`photo ${seed}`, 300, 1700);
        const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let text = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(text);
      }, n);
      const file = path.join(dir, `photo-${String(n).padStart(2, '0')}.jpg`);
      writeFileSync(file, Buffer.from(base64, 'base64'));
      files.push(file);
    }
  } finally {
    await context.close();
  }
  return files;
}

test(`${UPLOADS} uploads of 12 MP photos under the Safari budget keep the renderer under ${LIMIT_MB} MB`, async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(900_000);
  const photos = await makePhotos(browser, UPLOADS);
  const uploads = new UploadsPage(page);
  await uploads.openProduct(catalogue.vinylBanner.id);
  await signInAsNewUser(context, `memory-${Date.now()}@example.com`);
  await uploads.openProduct(catalogue.vinylBanner.id);
  await uploads.openUploads();

  // The browser is this test worker's child: its renderers' memory is read from /proc.
  const probe = memoryProbe(process.pid);
  probe.reset();
  const peaks: number[] = [];
  for (const [n, file] of photos.entries()) {
    const name = path.basename(file);
    await uploads.choose(file);
    await uploads.waitUploaded(name, 120_000);
    if (n % 10 === 9) await uploads.place(name);
    peaks.push(probe.peakMb());
  }
  console.log(`renderer peak growth after each upload, MB: ${peaks.join(', ')}`);
  // The placed photos still draw their pixels (what is on the canvas is never let go).
  const objects = await uploads.objects();
  expect(objects).toHaveLength(UPLOADS / 10);
  expect(peaks.at(-1), `renderer peak growth over ${UPLOADS} uploads, MB`).toBeLessThan(LIMIT_MB);
});
