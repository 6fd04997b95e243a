/**
 * No design is ever lost (issue 19): the open design is kept in the browser as it changes, and a
 * tab killed in the middle of a design — before its upload finished — gets it back on Restore,
 * with its product, size and images; Discard forgets it. The leave-page prompt follows the
 * unsaved-change state (spec shell §4). And inside a third-party iframe: kept and restored where
 * the browser lets the frame use IndexedDB, and the designer unharmed where it does not.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Frame, Page, Route } from '@playwright/test';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium';
import { corpusFile } from '../fixtures';
import { catalogue } from './catalogue';
import { readKept, RecoveryPage } from './pages/RecoveryPage';
import { SizePage } from './pages/SizePage';

const JPEG = 'jpeg/baseline-300dpi-photoshop-cs4.jpg';
const JPEG_NAME = 'baseline-300dpi-photoshop-cs4.jpg';

/** Holds every upload chunk (never answered): the upload stays unfinished until the tab dies. */
async function holdUploads(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  await page.route('**/api/v1/FileManagement/ImageChunkedUpload**', (route) => {
    if (route.request().method() === 'POST') held.push(route);
    else void route.continue();
  });
  return held;
}

test('a tab killed mid-design, its upload unfinished, gets the design back on Restore', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const held = await holdUploads(page);
  const size = new SizePage(page);
  await size.openSize(catalogue.yardSign.id);
  await size.sizeList.getByRole('radio', { name: '36 × 24 in' }).check();
  await size.answerFor((r) => r.width === 36 && r.height === 24);

  const first = new RecoveryPage(page);
  await first.closePanel('Size');
  await first.writeText('Garage sale');
  await first.addShape('Rectangle');
  await first.openUploads();
  await first.choose(corpusFile(JPEG));
  await expect(first.item(JPEG_NAME).locator('.upload-thumb')).toBeEnabled({ timeout: 30_000 });
  await first.place(JPEG_NAME);
  expect(held.length).toBeGreaterThan(0);
  const kept = await first.waitKept(3);
  expect(kept).toMatchObject({ productId: catalogue.yardSign.id, width: 36, height: 24 });
  expect(kept.localImages).toHaveLength(1);
  expect(kept.keptImages).toEqual(kept.localImages);

  // Killed: no unload prompt, nothing saved at the last moment; the same browser storage.
  await page.close();
  const again = new RecoveryPage(await context.newPage());
  await again.page.goto('/designer/');
  await expect(again.restoreDialog).toBeVisible();
  await expect(again.restoreDialog).toContainText('Restore your unsaved design?');
  await again.restoreButton.click();
  await expect(again.restoreDialog).toBeHidden();
  await expect(again.productSize).toHaveText('36 × 24 in');
  await expect.poll(async () => (await again.objects()).length, { timeout: 30_000 }).toBe(3);
  const texts = (await again.objects()).map((o) => o.text).filter(Boolean);
  expect(texts).toEqual(['Garage sale']);
  // The image finishes uploading: the design names the server's image now.
  await expect
    .poll(
      async () =>
        ((await again.objects()).find((o) => o.type === 'Image') as { src?: string } | undefined)
          ?.src ?? '',
      {
        timeout: 60_000,
      },
    )
    .toMatch(/^\/api\/v1\/system\/source\?id=/);
  await again.openUploads();
  await again.waitUploaded(JPEG_NAME);
  // The restore is unsaved work: leaving asks first.
  expect((await again.state()).unsavedAction).toBe(5);
  await again.page.screenshot({ path: test.info().outputPath('restored-1440.png') });
});

test('Discard empties the design and forgets what was kept', async ({ page, context }) => {
  const first = new RecoveryPage(page);
  await first.openProduct(catalogue.yardSign.id);
  await first.addShape('Circle');
  await first.waitKept(1);
  await page.close();

  const again = new RecoveryPage(await context.newPage());
  await again.page.goto('/designer/');
  await expect(again.restoreDialog).toBeVisible();
  await again.page.screenshot({ path: test.info().outputPath('offer-1440.png') });
  await again.page.setViewportSize({ width: 390, height: 844 });
  await expect(again.discardButton).toBeInViewport();
  await again.page.screenshot({ path: test.info().outputPath('offer-390.png') });
  await again.discardButton.click();
  await expect(again.restoreDialog).toBeHidden();
  expect(await again.objects()).toEqual([]);
  await expect.poll(() => again.kept()).toBeNull();

  await again.page.reload();
  await expect(again.zoomReadout).toHaveText(/%$/);
  await again.settle();
  await expect(again.restoreDialog).toBeHidden();
});

test('the leave-page prompt appears after a canvas change, not before', async ({ page }) => {
  const editor = new RecoveryPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  // A click gives the page the user activation a prompt needs; no change yet: no prompt.
  await editor.artboard.click();
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(dialogs).toEqual([]);
});

test('the leave-page prompt asks after a change, and the page stays', async ({ page }) => {
  const editor = new RecoveryPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  await editor.addShape('Triangle');
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const shown = await dialog;
  expect(shown.type()).toBe('beforeunload');
  await shown.dismiss();
  expect(page.isClosed()).toBe(false);
  expect(await editor.objects()).toHaveLength(1);
});

test('loaded with a design id (dId), leaving asks from the start (spec shell §4)', async ({
  page,
}) => {
  const editor = new RecoveryPage(page);
  await editor.open('?pId=103&dId=00000000-0000-0000-0000-000000000001');
  expect((await editor.state()).unsavedAction).toBe(5);
  await editor.productName.click();
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const shown = await dialog;
  expect(shown.type()).toBe('beforeunload');
  await shown.dismiss();
});

test.describe('inside a third-party iframe', () => {
  // The designer of an embedding storefront: its own server with cross-site cookies (as a
  // deployment embedded by another site runs, README COOKIE_CROSS_SITE) on
  // http://localhost:<E2E_PORT + 9>; the storefront page is http://127.0.0.1:<E2E_PORT>. Two
  // sites: the frame's storage is third-party storage.
  const PORT = Number(process.env.E2E_PORT ?? 8199) + 9;
  const DESIGNER = `http://localhost:${PORT}/designer/?pId=${catalogue.yardSign.id}`;
  let server: ChildProcess;
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'designer-recovery-'));
    // Node itself, not npx: SIGTERM then reaches the server rather than a wrapper.
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // The tour starts by itself for a first-time visitor: off, as on the e2e server.
        TOUR_AUTO_START: 'false',
        DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
        COOKIE_CROSS_SITE: 'true',
        // Only listed storefronts may frame the designer (frame-ancestors): the test's page.
        EMBED_ALLOWED_ORIGINS: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8199)}`,
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        async () =>
          fetch(`http://localhost:${PORT}/api/v1/System/MaxRequestBodySize`)
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

  /** Opens the storefront with the designer in its frame, the product shown. */
  async function storefront(p: Page) {
    await p.goto('/api/v1/System/MaxRequestBodySize');
    await p.setContent(
      `<!doctype html><title>Shop</title><iframe id="designer" src="${DESIGNER}" style="width:1300px;height:850px;border:0"></iframe>`,
    );
    const frame = p.frameLocator('#designer');
    await expect(frame.getByTestId('zoom-readout')).toHaveText(/%$/, { timeout: 30_000 });
    return frame;
  }
  const frameOf = (p: Page) => p.frames().find((f) => f.url().startsWith('http://localhost'))!;

  test('kept and restored inside the frame (third-party cookies allowed)', async () => {
    test.setTimeout(120_000);
    // A shopper's browser that allows third-party cookies (Chrome's setting; the default of
    // most Chrome profiles): the frame may use IndexedDB. Measured on this Chromium (156): with
    // third-party cookies allowed the frame's storage is not partitioned (a first-party visit
    // of the designer's origin sees the same database); with them blocked — this build's
    // default, and Playwright's contexts — the frame is denied IndexedDB: the next test.
    const profile = mkdtempSync(path.join(tmpdir(), 'designer-recovery-profile-'));
    mkdirSync(path.join(profile, 'Default'));
    writeFileSync(
      path.join(profile, 'Default', 'Preferences'),
      JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
    );
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumExecutable(),
      args: CHROMIUM_ARGS,
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 1320, height: 880 },
    });
    try {
      const page = await context.newPage();
      const frame = await storefront(page);
      await frame.getByRole('button', { name: 'Elements' }).click();
      await frame.locator('[data-command="insert.rectangle"]').click();
      await expect.poll(async () => (await readKept(frameOf(page)))?.objectTypes.length).toBe(1);
      await page.close();

      // Back in the storefront: offered and restored inside the frame.
      const shop = await context.newPage();
      const again = await storefront(shop);
      await expect(again.getByTestId('restore-design')).toBeVisible();
      await again.getByRole('button', { name: 'Restore' }).click();
      await expect.poll(() => canvasEmpty(frameOf(shop))).toBe(false);
      await shop.screenshot({ path: test.info().outputPath('iframe-restored.png') });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('where the browser denies the frame storage, the designer works without recovery', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const frame = await storefront(page);
    await expect(frameOf(page).evaluate(() => indexedDB.databases())).rejects.toThrow(/denied/);
    await frame.getByRole('button', { name: 'Elements' }).click();
    await frame.locator('[data-command="insert.rectangle"]').click();
    await expect.poll(() => canvasEmpty(frameOf(page))).toBe(false);
    const again = await storefront(page);
    await expect(again.getByTestId('restore-design')).toBeHidden();
    expect(errors).toEqual([]);
  });
});

/** Whether the designer in `frame` shows an empty canvas. */
function canvasEmpty(frame: Frame): Promise<boolean> {
  return frame.evaluate(
    () =>
      (
        window as unknown as { designerState: () => { editor: { canvasEmpty: boolean } } }
      ).designerState().editor.canvasEmpty,
  );
}
