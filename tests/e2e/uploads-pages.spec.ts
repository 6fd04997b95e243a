/**
 * Choosing the page of a file of several pictures (issue 15 item 12). A shopper uploads a HEIF
 * with two top-level images: its item says "2 pages", in the browser's copy and then in the
 * server's list (the page count is attached with the image); from the list — as after a reload,
 * where the server's renditions are page 1's — they choose page 2 and place it. The placed image
 * is page 2 (290 × 442 px; page 1 is 100 × 100), decoded from the original, carries its page in
 * its object data, and the print PNG shows page 2's portrait picture, printed from the
 * original's page 2. A PDF's page 3, placed and enlarged, is printed from page 3 of the original:
 * every region the export asks the pipeline for names that page.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { fixturePath, manifestEntry } from '../fixtures';
import { UploadsPage } from './pages/UploadsPage';

/** Records the pages the pipeline worker is asked regions of (the export's best source). */
async function watchRegionPages(page: Page): Promise<() => Promise<(number | null)[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { regionPages: (number | null)[] };
    w.regionPages = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
      const m = message as { type?: string; request?: { page?: number } } | null;
      if (m?.type === 'region') w.regionPages.push(m.request?.page ?? null);
      return post.call(this, message, ...rest);
    } as typeof Worker.prototype.postMessage;
  });
  return () =>
    page.evaluate(() => (window as unknown as { regionPages: (number | null)[] }).regionPages);
}

/** Chooses page `n` (1-based) of a file in the panel and places it. */
async function placePage(uploads: UploadsPage, fileName: string, n: number): Promise<void> {
  const chooser = uploads
    .item(fileName)
    .getByRole('combobox', { name: `Page of ${fileName} to place` });
  await expect(chooser).toHaveValue('1');
  await chooser.selectOption(String(n));
  await uploads.place(fileName);
}

/** Drags the last object's bottom-right handle out to twice its size. */
async function enlarge(uploads: UploadsPage): Promise<void> {
  await uploads.settle();
  const canvas = await uploads.canvasBox();
  const zoom = await uploads.zoom();
  const shown = (await uploads.objects()).at(-1)! as unknown as Record<string, number>;
  const w = shown.width! * shown.scaleX! * zoom;
  const h = shown.height! * shown.scaleY! * zoom;
  const x = canvas.x + shown.left! * zoom + w / 2 - 3;
  const y = canvas.y + shown.top! * zoom + h / 2 - 3;
  await uploads.page.mouse.move(x, y);
  await uploads.page.mouse.down();
  await uploads.page.mouse.move(x + w / 2, y + h / 2, { steps: 8 });
  await uploads.page.mouse.up();
}

/** Runs "Print files" and answers the front's print PNG. */
async function exportPng(page: Page): Promise<Buffer> {
  await page.getByTestId('export-button').click();
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog.getByTestId('export-done')).toBeVisible({ timeout: 90_000 });
  await expect(dialog.getByTestId('export-problems')).toHaveCount(0);
  const link = dialog.getByTestId('export-file-front-png').getByRole('link');
  return (await page.request.get((await link.getAttribute('href')) ?? '')).body();
}

/** Bounding box of the pixels that are not transparent, in the page: w × h, px. */
async function opaqueBox(page: Page, png: Buffer) {
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const { width, height } = bitmap;
    const ctx = new OffscreenCanvas(width, height).getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const { data } = ctx.getImageData(0, 0, width, height);
    let [x0, y0, x1, y1] = [width, height, -1, -1];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (data[(y * width + x) * 4 + 3]! > 128) {
          x0 = Math.min(x0, x);
          y0 = Math.min(y0, y);
          x1 = Math.max(x1, x);
          y1 = Math.max(y1, y);
        }
    return { width: x1 - x0 + 1, height: y1 - y0 + 1 };
  }, png.toString('base64'));
}

test('page 2 of a two-image HEIF is chosen, placed and printed', async ({ page }) => {
  test.setTimeout(120_000);
  const uploads = new UploadsPage(page);
  await uploads.openProduct(104);
  await uploads.openUploads();

  const heif = manifestEntry('heic/two-top-level-images.heic');
  const name = path.basename(heif.path);
  await uploads.choose(fixturePath(heif));
  const item = uploads.item(name);
  await expect(item.getByTestId('upload-pages')).toHaveText('2 pages');
  await expect(item.locator('.upload-thumb')).toBeEnabled({ timeout: 30_000 });
  // The server's list item (no local file id) says so too.
  await uploads.waitUploaded(name);
  await expect(item).not.toHaveAttribute('data-file-id', /./, { timeout: 30_000 });
  await expect(item.getByTestId('upload-pages')).toHaveText('2 pages');

  await placePage(uploads, name, 2);
  const [placed] = (await uploads.objects()) as unknown as {
    width: number;
    height: number;
    data: { resolution: { width: number; height: number }; page?: number };
  }[];
  expect(placed!.data.page).toBe(1);
  expect(placed!.data.resolution).toEqual({ width: 290, height: 442 });
  expect([placed!.width, placed!.height]).toEqual([290, 442]);
  await expect(uploads.imageInfo).toContainText('290 × 442 px');

  // Page 2's portrait picture, not page 1's square, in the print.
  const box = await opaqueBox(page, await exportPng(page));
  expect(box.width / box.height).toBeCloseTo(290 / 442, 1);
});

test("page 3 of a PDF is printed from the original's page 3", async ({ page }) => {
  test.setTimeout(120_000);
  const uploads = new UploadsPage(page);
  await uploads.openProduct(104);
  await uploads.openUploads();
  const regionPages = await watchRegionPages(page);

  const pdf = manifestEntry('pdf/multipage-3-mixed-page-sizes-openoffice.pdf');
  const name = path.basename(pdf.path);
  await uploads.choose(fixturePath(pdf));
  await expect(uploads.item(name).getByTestId('upload-pages')).toHaveText('3 pages');
  await expect(uploads.item(name).locator('.upload-thumb')).toBeEnabled({ timeout: 30_000 });
  await uploads.waitUploaded(name);
  await expect(uploads.item(name)).not.toHaveAttribute('data-file-id', /./, { timeout: 30_000 });

  await placePage(uploads, name, 3);
  const [placed] = (await uploads.objects()) as unknown as { data: { page?: number } }[];
  expect(placed!.data.page).toBe(2);
  // A page is drawn again from the original at the print's size when it is shown larger.
  await enlarge(uploads);
  await exportPng(page);
  const pages = await regionPages();
  expect(pages.length).toBeGreaterThan(0);
  expect(new Set(pages)).toEqual(new Set([2]));
});
