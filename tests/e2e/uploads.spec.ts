/**
 * Uploads in real Chromium against the real server: pick → thumbnail → place with its DPI →
 * the original and its renditions on the server, byte-identical; as a guest and signed in; the
 * low-resolution warning; delete; the limits; the bad files and hostile documents (HTML named
 * .png, an SVG declaring entities); a reload in the middle of a 40 MB upload; uploads named in
 * the address.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { corpusFile, fixturePath, manifestEntries } from '../fixtures';
import type { ManifestEntry } from '../fixtures';
import { expectationFor } from '../browser/expectations';
import { catalogue } from './catalogue';
import { UploadsPage } from './pages/UploadsPage';
import { signInAsNewUser, uploadRowsOf } from './support/accounts';
import { writeBmp } from './support/syntheticImages';

const PX_PER_INCH = 96;
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const fixture = fixturePath;

/** One decodable file per format the issue names: the largest under 4 MB of each. */
function representative(format: string): ManifestEntry {
  const candidates = manifestEntries()
    .filter((e) => e.format === format && !e.path.startsWith('bad/'))
    .filter((e) => expectationFor(e).error === null && e.bytes < 4_000_000)
    .sort((a, b) => b.bytes - a.bytes);
  if (!candidates[0]) throw new Error(`no decodable ${format} fixture`);
  return candidates[0];
}

/** The DPI a product needs by its smaller side, inches (spec canvas §5). */
function dpiThreshold(product: { width: number; height: number }) {
  const smaller = Math.min(product.width, product.height);
  return smaller > 24 ? 100 : smaller > 12 ? 200 : 300;
}

/**
 * Effective DPI of a raster as placed (spec canvas §5, issue 15 item 9): fitted and centred, but
 * never larger than the product's DPI threshold allows, so it is the fitted DPI or the threshold.
 */
function placedDpi(width: number, height: number, product: { width: number; height: number }) {
  const scale = Math.min(
    (product.width * PX_PER_INCH) / width,
    (product.height * PX_PER_INCH) / height,
  );
  const fitted = Math.min(
    width / ((width * scale) / PX_PER_INCH),
    height / ((height * scale) / PX_PER_INCH),
  );
  return Math.max(fitted, dpiThreshold(product));
}

for (const who of ['guest', 'signed-in user'] as const) {
  test(`a ${who} uploads a HEIC, a PDF, a PSD and a TIFF, places each with its DPI, and the server keeps each byte-identical`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const uploads = new UploadsPage(page);
    const product = catalogue.vinylBanner;
    await uploads.openProduct(product.id);
    if (who === 'signed-in user') {
      await signInAsNewUser(context, `uploader-${Date.now()}@example.com`);
      await uploads.openProduct(product.id);
    }
    await uploads.openUploads();
    await expect(page.getByTestId('upload-guest-notice')).toHaveCount(who === 'guest' ? 1 : 0);

    for (const format of ['heic', 'pdf', 'psd', 'tiff']) {
      const entry = representative(format);
      const name = path.basename(entry.path);
      const expected = expectationFor(entry);
      await uploads.choose(fixture(entry));
      // The thumbnail shows while the file is still on its way.
      await expect(uploads.item(name).locator('img')).toBeVisible({ timeout: 15_000 });
      await uploads.waitUploaded(name);
      await uploads.place(name);

      const design = await uploads.design();
      const placed = design.objects.at(-1)! as unknown as Record<string, unknown>;
      const list = await uploads.serverUploads();
      const image = list.images.find((i) => i.fileName === name)!;
      expect(image, `${name} is listed`).toBeTruthy();
      expect(image.isTemporary).toBe(who === 'guest');
      expect(image.sha256).toBe(sha256(fixture(entry)));
      expect(await uploads.storedOriginalSha256(image.id)).toBe(sha256(fixture(entry)));
      expect(image.renditions).toEqual(expect.arrayContaining(['thumbnail240', 'thumbnail960']));
      expect(placed['data-usedUploadId']).toBe(image.id);
      expect(placed.src).toContain(`id=${image.id}`);

      if (format === 'pdf') {
        await expect(uploads.imageInfo.getByTestId('image-info-dpi')).toContainText('Vector');
        expect(placed['data-dpiCheckEnabled']).toBe(false);
      } else {
        const dpi = placedDpi(expected.width!, expected.height!, product.defaultSize);
        expect(image.renditions).toContain('display');
        expect([image.pixelWidth, image.pixelHeight]).toEqual([expected.width, expected.height]);
        await expect(uploads.imageInfo.getByTestId('image-info-pixels')).toContainText(
          `${expected.width} × ${expected.height} px`,
        );
        expect(await uploads.shownDpi()).toBe(Math.round(dpi));
        const data = placed.data as { resolution: unknown; dpiResult: { effectiveDPI: number } };
        expect(data.resolution).toEqual({ width: expected.width, height: expected.height });
        expect(data.dpiResult.effectiveDPI).toBeCloseTo(dpi, 1); // the display raster rounds the aspect
      }
    }
  });
}

test('a small raster is placed at the DPI threshold; enlarged it warns, scaled down it does not', async ({
  page,
}) => {
  const uploads = new UploadsPage(page);
  const product = catalogue.yardSign; // 24 × 18 in: 200 DPI needed
  await uploads.openProduct(product.id);
  await uploads.openUploads();
  const entry = manifestEntries().find((e) => e.path === 'jpeg/exif-orientation-6-landscape.jpg')!;
  await uploads.choose(fixture(entry));
  const name = path.basename(entry.path);
  await expect(uploads.item(name).locator('.upload-thumb')).toBeEnabled();
  // 1800 × 1200 px fitted on 24 × 18 in would print at 75 DPI: it is placed at 9 × 6 in instead.
  await uploads.place(name);
  await expect(uploads.imageInfo.getByTestId('image-info-dpi')).toContainText('9 × 6 in');
  expect(await uploads.shownDpi()).toBe(200);
  await expect(uploads.lowResolutionWarning).toHaveCount(0);

  /** Drags the image's bottom-right handle: the opposite corner stays, the size × `factor`. */
  const scaleBy = async (factor: number) => {
    // Read each time: the first drag on the canvas may close the panel and re-fit the zoom.
    await uploads.settle();
    const canvas = await uploads.canvasBox();
    const zoom = await uploads.zoom();
    const object = (await uploads.objects()).at(-1)!;
    const w = object.width * object.scaleX * zoom;
    const h = object.height * object.scaleY * zoom;
    // Pressed 3 px inside the corner, still on its handle.
    const x = canvas.x + object.left * zoom + w / 2 - 3;
    const y = canvas.y + object.top * zoom + h / 2 - 3;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + w * (factor - 1), y + h * (factor - 1), { steps: 8 });
    await page.mouse.up();
  };

  // Enlarged by half (13.5 × 9 in): 133 DPI, the warning shows.
  await scaleBy(1.5);
  await expect(uploads.lowResolutionWarning).toBeVisible();
  await expect(uploads.lowResolutionWarning).toContainText('200 DPI');
  expect(await uploads.shownDpi()).toBeLessThan(140);

  // Scaled down to half of that: 267 DPI, no warning.
  await scaleBy(0.5);
  await expect(uploads.lowResolutionWarning).toHaveCount(0);
  expect(await uploads.shownDpi()).toBeGreaterThanOrEqual(200);
  const data = (await uploads.objects()).at(-1)! as unknown as {
    data: { dpiResult: { belowThreshold: boolean } };
  };
  expect(data.data.dpiResult.belowThreshold).toBe(false);
});

test('deleting an upload removes it from the panel and from the server', async ({ page }) => {
  const uploads = new UploadsPage(page);
  await uploads.openProduct(catalogue.yardSign.id);
  await uploads.openUploads();
  const image = await uploads.upload(corpusFile('png/palette8.png'));
  await uploads.item('palette8.png').getByRole('button', { name: 'Delete palette8.png' }).click();
  await expect(uploads.items).toHaveCount(0);
  expect((await uploads.serverUploads()).images).toEqual([]);
  const status = await page.evaluate(
    async (id) => (await fetch(`/api/v1/system/source?id=${id}&size=0`)).status,
    image.id,
  );
  expect(status).toBe(404);
});

test.describe('limits', () => {
  test('a file type not on the list and a file over 50 MB are refused before any byte is read', async ({
    page,
  }) => {
    const uploads = new UploadsPage(page);
    await uploads.openProduct(catalogue.yardSign.id);
    await uploads.openUploads();
    const dir = tmpdir();
    const text = path.join(dir, 'notes.txt');
    await import('node:fs').then((fs) => fs.writeFileSync(text, 'hello'));
    await uploads.choose(text);
    await expect(uploads.refusal).toContainText('notes.txt is not a file type we can open');
    await expect(uploads.refusal).toContainText('Sign in to upload more');
    await uploads.refusal.getByRole('button', { name: 'OK' }).click();

    const huge = path.join(dir, 'huge-poster.jpg');
    await import('node:fs').then((fs) =>
      fs.writeFileSync(huge, Buffer.alloc(50 * 1024 * 1024 + 1)),
    );
    await uploads.choose(huge);
    await expect(uploads.refusal).toContainText('huge-poster.jpg is larger than 50 MB');
    await uploads.refusal.getByRole('button', { name: 'OK' }).click();
    await expect(uploads.items).toHaveCount(0);
    expect((await uploads.serverUploads()).detailed.usedSize).toBe(0);
  });

  test('a guest at the file count limit and one over the byte limit get the popups', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const uploads = new UploadsPage(page);
    await uploads.openProduct(catalogue.yardSign.id);
    await uploads.openUploads();
    // The e2e server lets a guest keep 5 files and 60 MiB (playwright.config.ts).
    const big = path.join(tmpdir(), 'big-scan.bmp');
    writeBmp(big, 25 * 1024 * 1024);
    await uploads.choose(big);
    await uploads.waitUploaded('big-scan.bmp');
    const bigger = path.join(tmpdir(), 'bigger-scan.bmp');
    writeBmp(bigger, 40 * 1024 * 1024);
    await expect(page.getByTestId('upload-usage')).toContainText('1 of 5 files');
    await uploads.choose(bigger);
    await expect(page.getByTestId('upload-refusal-message')).toHaveText(
      'Your uploads would pass the 60 MB you can store. Delete some to upload more.',
    );
    await uploads.refusal.getByRole('button', { name: 'OK' }).click();

    for (let i = 0; i < 4; i++) {
      await uploads.choose(corpusFile('png/palette8.png'));
      await expect(page.locator('[data-testid="upload-item"][data-state="done"]')).toHaveCount(
        i + 2,
        { timeout: 30_000 },
      );
    }
    await expect(page.getByTestId('upload-usage')).toContainText('5 of 5 files');
    await uploads.choose(corpusFile('png/palette8.png'));
    await expect(page.getByTestId('upload-refusal-message')).toHaveText(
      'You can keep up to 5 uploaded images. Delete some to upload more.',
    );
  });
});

test('every bad file ends in its error with nothing stored on the server', async ({ page }) => {
  test.setTimeout(120_000);
  const uploads = new UploadsPage(page);
  await uploads.openProduct(catalogue.yardSign.id);
  await uploads.openUploads();
  for (const entry of manifestEntries().filter((e) => e.path.startsWith('bad/'))) {
    const name = path.basename(entry.path);
    const { error } = expectationFor(entry);
    await uploads.choose(fixture(entry));
    if (error === null) {
      // A PDF named .jpg is read as the PDF it is.
      await uploads.waitUploaded(name);
      const listed = (await uploads.serverUploads()).images.find((i) => i.fileName === name);
      expect(listed?.originalMIMEType).toBe('application/pdf');
      continue;
    }
    if (error === 'emptyFile') {
      await expect(uploads.refusal, name).toContainText('This file is empty');
      await uploads.refusal.getByRole('button', { name: 'OK' }).click();
      continue;
    }
    const item = uploads.item(name);
    await expect(item, name).toHaveAttribute('data-state', 'error', { timeout: 30_000 });
    await expect(item.getByTestId('upload-error'), name).toHaveAttribute('data-error-key', error);
    const fileId = (await item.getAttribute('data-file-id'))!;
    // Sent while it decoded (its header was fine), deleted once it failed.
    await expect.poll(() => uploadRowsOf(fileId), { message: `${name}: nothing stored` }).toBe(0);
    // corruptImage is a tooltip on wide screens; every other message is a toast that stays.
    if (error === 'corruptImage') await expect(uploads.toast).toHaveCount(0);
    else {
      await expect(uploads.toast.filter({ hasText: 'Upload Failed' })).toBeVisible();
      await uploads.toast.getByRole('button', { name: 'Close' }).click();
      await expect(uploads.toast).toHaveCount(0);
    }
    await item.getByRole('button', { name: 'Close' }).click();
    await expect(item).toHaveCount(0);
  }
  const list = await uploads.serverUploads();
  expect(list.images.map((i) => i.fileName)).toEqual(['pdf-renamed.jpg']);
});

test('an HTML page named photo.png and an SVG declaring entities are refused, nothing stored', async ({
  page,
}) => {
  const uploads = new UploadsPage(page);
  await uploads.openProduct(catalogue.yardSign.id);
  await uploads.openUploads();
  const fs = await import('node:fs');
  const dir = fs.mkdtempSync(path.join(tmpdir(), 'hostile-'));
  const html = path.join(dir, 'photo.png');
  fs.writeFileSync(
    html,
    '<!DOCTYPE html><html><body><svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100"/></svg></body></html>',
  );
  const lol = path.join(dir, 'lol.svg');
  fs.writeFileSync(
    lol,
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><text>&lol2;</text></svg>',
  );
  const cases = [
    [html, 'uploadFileTypeInvalid', 'is not a file type we can open'],
    [lol, 'svgEntityDeclarations', 'This SVG declares entities in its DOCTYPE'],
  ] as const;
  for (const [file, key, message] of cases) {
    const name = path.basename(file);
    await uploads.choose(file);
    const item = uploads.item(name);
    await expect(item, name).toHaveAttribute('data-state', 'error', { timeout: 30_000 });
    await expect(item.getByTestId('upload-error'), name).toHaveAttribute('data-error-key', key);
    const toast = uploads.toast.filter({ hasText: 'Upload Failed' });
    await expect(toast).toContainText(message);
    const fileId = (await item.getAttribute('data-file-id'))!;
    await expect.poll(() => uploadRowsOf(fileId), { message: `${name}: nothing stored` }).toBe(0);
    await uploads.toast.getByRole('button', { name: 'Close' }).click();
    await expect(uploads.toast).toHaveCount(0);
    await item.getByRole('button', { name: 'Close' }).click();
    await expect(item).toHaveCount(0);
  }
  expect((await uploads.serverUploads()).images).toEqual([]);
});

test('a reload in the middle of a 40 MB upload resumes without resending what the server has', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const file = path.join(tmpdir(), 'poster-scan-40mb.bmp');
  writeBmp(file, 40 * 1024 * 1024);
  /** Chunk indexes of the original the server acknowledged, and when. */
  const acknowledged: { index: number; afterReload: boolean }[] = [];
  const sent: { index: number; afterReload: boolean }[] = [];
  let reloaded = false;
  let originalId: string | null = null;
  await context.route('**/api/v1/FileManagement/ImageChunkedUpload', async (route) => {
    const headers = route.request().headers();
    if (headers['x-upload-purpose'] === 'rendition') return route.continue();
    originalId ??= headers['x-upload-file-id']!;
    const index = Number(headers['x-upload-chunk-index']);
    const afterReload = reloaded;
    sent.push({ index, afterReload });
    // A slow link before the reload, so the reload lands mid-upload.
    if (!afterReload) await new Promise((r) => setTimeout(r, 300));
    const response = await route.fetch().catch(() => null);
    if (!response) return route.abort();
    if (response.status() === 206 || response.status() === 200)
      acknowledged.push({ index, afterReload });
    return route.fulfill({ response });
  });

  const uploads = new UploadsPage(page);
  await uploads.openProduct(catalogue.vinylBanner.id);
  await uploads.openUploads();
  await uploads.choose(file);
  await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(4);
  reloaded = true;
  const before = acknowledged.filter((a) => !a.afterReload).map((a) => a.index);
  await page.reload();
  await uploads.openUploads();
  await uploads.waitUploaded('poster-scan-40mb.bmp', 120_000);

  const resent = sent.filter((s) => s.afterReload && before.includes(s.index)).map((s) => s.index);
  expect(resent, 'chunks the server had are not sent again').toEqual([]);
  const chunks = Math.ceil(readFileSync(file).length / (2 * 1024 * 1024));
  const all = new Set(acknowledged.map((a) => a.index));
  expect(all.size).toBe(chunks);
  const image = (await uploads.serverUploads()).images.find((i) => i.fileId === originalId)!;
  expect(image.sha256).toBe(sha256(file));
  expect(await uploads.storedOriginalSha256(image.id)).toBe(sha256(file));
});

test('cancelling an upload removes it from the panel and deletes what was sent', async ({
  page,
  context,
}) => {
  const file = path.join(tmpdir(), 'cancel-me.bmp');
  writeBmp(file, 12 * 1024 * 1024);
  let acknowledged = 0;
  await context.route('**/api/v1/FileManagement/ImageChunkedUpload', async (route) => {
    await new Promise((r) => setTimeout(r, 400)); // a slow link
    const response = await route.fetch().catch(() => null);
    if (!response) return route.abort();
    if (response.status() === 206) acknowledged++;
    return route.fulfill({ response });
  });
  const uploads = new UploadsPage(page);
  await uploads.openProduct(catalogue.yardSign.id);
  await uploads.openUploads();
  await uploads.choose(file);
  await expect.poll(() => acknowledged, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const item = uploads.item('cancel-me.bmp');
  const fileId = (await item.getAttribute('data-file-id'))!;
  expect(uploadRowsOf(fileId)).toBe(1);
  await item.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(uploads.items).toHaveCount(0);
  await expect.poll(() => uploadRowsOf(fileId)).toBe(0);
  expect((await uploads.serverUploads()).detailed.usedSize).toBe(0);
});

test('uploads named in the address are placed on their sides at start', async ({ page }) => {
  const uploads = new UploadsPage(page);
  await uploads.openProduct(catalogue.yardSign.id);
  await uploads.openUploads();
  const image = await uploads.upload(corpusFile('png/palette8.png'));
  await uploads.open(`?pId=${catalogue.yardSign.id}&upid=${image.id}&mt=image/png&isTemp=true`);
  await expect.poll(async () => (await uploads.objects()).length, { timeout: 15_000 }).toBe(1);
  const [placed] = (await uploads.objects()) as unknown as Record<string, unknown>[];
  expect(placed!['data-usedUploadId']).toBe(image.id);

  // An id the session does not own fails with the 3 s toast and leaves the canvas empty.
  await uploads.open(`?pId=${catalogue.yardSign.id}&upid=NoSuchImage123&mt=image/png`);
  await expect(uploads.toast.filter({ hasText: 'Invalid file format' })).toBeVisible();
  expect(await uploads.objects()).toEqual([]);
});

test('an SVG dragged from the panel onto the canvas spans the artboard width, without a DPI check', async ({
  page,
}) => {
  const uploads = new UploadsPage(page);
  const product = catalogue.vinylBanner;
  await uploads.openProduct(product.id);
  await uploads.openUploads();
  const name = 'text-chart-width-height-no-viewbox.svg';
  await uploads.choose(corpusFile(`svg/${name}`));
  await expect(uploads.item(name).locator('.upload-thumb')).toBeEnabled();
  await uploads.item(name).locator('.upload-thumb').dragTo(uploads.artboard);
  await expect.poll(async () => (await uploads.objects()).length).toBe(1);
  const [svg] = await uploads.objects();
  const artboardWidth = product.defaultSize.width * PX_PER_INCH;
  expect(svg!.width * svg!.scaleX).toBeCloseTo(artboardWidth, 3);
  expect(svg!.left).toBeCloseTo(artboardWidth / 2, 3);
  expect(svg!.top).toBeCloseTo((product.defaultSize.height * PX_PER_INCH) / 2, 3);
  const fields = svg as unknown as Record<string, unknown>;
  expect(fields['data-dpiCheckEnabled']).toBe(false);
  expect((fields.data as Record<string, unknown>).dpiResult).toBeUndefined();
  await expect(uploads.imageInfo.getByTestId('image-info-dpi')).toContainText('Vector');
  await expect(uploads.lowResolutionWarning).toHaveCount(0);
});

test('the back upload named in the address is placed when the back side is first shown', async ({
  page,
}) => {
  const uploads = new UploadsPage(page);
  await uploads.openProduct(catalogue.yardSign.id);
  await uploads.openUploads();
  const image = await uploads.upload(corpusFile('png/palette8.png'));
  await uploads.open(`?pId=${catalogue.yardSign.id}&bupid=${image.id}&bmt=image/png&isTemp=true`);
  await expect(uploads.zoomReadout).toHaveText(/%$/);
  await uploads.chooseOption('Double sided, different designs');
  await expect.poll(async () => (await uploads.state()).sides.printSide).toBe('double');
  expect(await uploads.objects()).toEqual([]);
  await uploads.flipToBack.click();
  await expect(uploads.activeSide).toHaveText('Back');
  await expect.poll(async () => (await uploads.objects()).length, { timeout: 15_000 }).toBe(1);
  expect(
    ((await uploads.objects())[0] as unknown as Record<string, unknown>)['data-usedUploadId'],
  ).toBe(image.id);
});
