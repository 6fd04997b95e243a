/**
 * Embedded in a storefront (issue 20): the demo storefront (scripts/demoStorefront) on
 * http://localhost:<E2E_PORT + 1000> embeds the designer of http://127.0.0.1:<E2E_PORT> — another
 * site — through the SDK (/designer/embed.js). The handshake, the price, add to cart from the
 * parent with both sides' PNG and SVG, the parent's uploaded data and side fields
 * (`isBackSide`, `designAsBase64`), the design preview's front/back toggle, the removal of a
 * broken image, ignored messages (a third origin, no designToolMessaging flag, malformed ones),
 * the flow with third-party cookies blocked (the Uploads panel's thumbnails, a real upload told
 * to the parent), a phone viewport and the design-preview screen.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium';
import { corpusFile } from '../fixtures';
import type { DemoStorefront } from '../../scripts/demoStorefront/server';
import { startDemoStorefront } from '../../scripts/demoStorefront/server';
import { catalogue } from './catalogue';
import { StorefrontPage } from './pages/StorefrontPage';
import { newResumeCode, resumeSession, uploadImage } from './support/embedSession';

const PORT = Number(process.env.E2E_PORT ?? 8199);
const DESIGNER = `http://127.0.0.1:${PORT}`;
let storefront: DemoStorefront;
let thirdParty: DemoStorefront;

test.beforeAll(async () => {
  storefront = await startDemoStorefront({ port: PORT + 1000, designerOrigin: DESIGNER });
  // Another origin again: the page a hostile ad frame would be.
  thirdParty = await startDemoStorefront({
    port: PORT + 1001,
    designerOrigin: DESIGNER,
    publicHost: '127.0.0.1',
  });
});
test.afterAll(async () => {
  await storefront?.close();
  await thirdParty?.close();
});

const designerFrame = (page: Page) => {
  const frame = page.frames().find((f) => f.url().startsWith(`${DESIGNER}/designer/`));
  if (!frame) throw new Error('no designer frame');
  return frame;
};

/** Uploads two pictures into the frame's session and reloads so the designer resumes it. */
async function uploadsInSession(shop: StorefrontPage): Promise<{ front: string; back: string }> {
  const code = await shop.resumeCode(DESIGNER);
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const session = await resumeSession(DESIGNER, code!);
  const png = readFileSync(corpusFile('png/palette8.png'));
  const jpeg = readFileSync(corpusFile('png/rgba8-alpha-phys-72dpi.png'));
  const front = await uploadImage(DESIGNER, session, png, 'front.png', 'image/png');
  const back = await uploadImage(DESIGNER, session, jpeg, 'back.png', 'image/png');
  await shop.setResumeCode(DESIGNER, await newResumeCode(DESIGNER, session));
  await shop.page.reload();
  await shop.waitReady();
  return { front, back };
}

interface EditorMirror {
  printSide: string;
  side: 'front' | 'back';
  layers: unknown[];
}

async function editorState(page: Page): Promise<EditorMirror> {
  return designerFrame(page).evaluate(
    () =>
      (window as unknown as { designerState(): { editor: EditorMirror } }).designerState().editor,
  );
}

/**
 * SHA-256 of the picture the design preview shows, or null while it has none (a side's picture
 * is rendered again, and its old object URL released, when the screen changes).
 */
async function pictureDigest(page: Page): Promise<string | null> {
  return designerFrame(page).evaluate(async () => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="design-preview"] img');
    try {
      const bytes = await (await fetch(img?.src ?? '')).arrayBuffer();
      const digest = await crypto.subtle.digest('SHA-256', bytes);
      return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    } catch {
      return null;
    }
  });
}

async function objectsOnSide(page: Page): Promise<number> {
  return designerFrame(page).evaluate(() => {
    const state = (
      window as unknown as { designerState(): { editor: { canvasEmpty: boolean } } }
    ).designerState();
    return state.editor.canvasEmpty ? 0 : 1;
  });
}

test('handshake: ready and the live price on another site, framed by an allowed origin only', async ({
  page,
}) => {
  const shop = new StorefrontPage(page, storefront.origin);
  await shop.open();
  // The price follows `ready` once the calculator answers: wait for it.
  await expect.poll(() => shop.eventTypes(), { timeout: 30_000 }).toContain('priceChanged');
  const [price] = await shop.events<{ productId: number; totalDiscountedPrice: number }>(
    'priceChanged',
  );
  expect(price?.productId).toBe(catalogue.vinylBanner.id);
  await expect(page.locator('#price')).toHaveText(/^\$\d/);
  // The designer's pages name who may frame them.
  const answer = await page.request.get(`${DESIGNER}/designer/`);
  expect(answer.headers()['content-security-policy']).toBe(
    `frame-ancestors 'self' ${storefront.origin}`,
  );
});

test('add to cart from the parent: both sides exported as PNG and SVG, parent uploads placed', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shop = new StorefrontPage(page, storefront.origin);
  await page.goto(`${storefront.origin}/?productId=${catalogue.yardSign.id}`);
  await shop.waitReady();
  const uploads = await uploadsInSession(shop);
  // isBackSide: the back, with a design of its own ('double'), is shown and edited.
  expect(await shop.command('setDesignData', { isBackSide: true })).toEqual({ ok: true });
  await expect
    .poll(() => editorState(page).then((e) => [e.printSide, e.side]), { timeout: 30_000 })
    .toEqual(['double', 'back']);
  expect(
    await shop.command('setUploadedData', 'back', { imageId: uploads.back, mimeType: 'image/png' }),
  ).toEqual({ ok: true });
  await expect.poll(() => objectsOnSide(page), { timeout: 30_000 }).toBe(1);
  expect(
    await shop.command('setUploadedData', 'front', {
      imageId: uploads.front,
      mimeType: 'image/png',
    }),
  ).toEqual({ ok: true });
  // designAsBase64 on the front (isBackSide false): uploaded as the shopper's own, then placed
  // beside the parent's front image once the front is shown.
  const design = readFileSync(corpusFile('png/rgba8-alpha-phys-72dpi.png')).toString('base64');
  expect(
    await shop.command('setDesignData', { isBackSide: false, designAsBase64: design }),
  ).toEqual({ ok: true });
  await expect
    .poll(() => editorState(page).then((e) => [e.side, e.layers.length]), { timeout: 60_000 })
    .toEqual(['front', 2]);

  // The design-preview screen's toggle shows the other side's picture.
  expect(await shop.command('showPreview', true)).toEqual({ ok: true });
  const preview = shop.designer.getByTestId('design-preview');
  const picture = preview.getByRole('img', { name: 'Your design' });
  await expect(picture).toHaveAttribute('data-side', 'front');
  let front: string | null = null;
  await expect.poll(async () => (front = await pictureDigest(page))).not.toBeNull();
  await preview.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(picture).toHaveAttribute('data-side', 'back');
  await expect
    .poll(async () => {
      const back = await pictureDigest(page);
      return back !== null && back !== front;
    })
    .toBe(true);
  expect(await shop.command('showPreview', false)).toEqual({ ok: true });

  await shop.addToCart();
  const [exported] = await shop.exported();
  expect(exported?.errors).toEqual([]);
  for (const side of ['designPng', 'backSideDesignPng'] as const) {
    expect(exported?.files[side]).toMatchObject({ type: 'image/png', width: 4800, height: 3600 });
    expect(exported?.files[side]?.head.slice(0, 4)).toEqual([0x89, 0x50, 0x4e, 0x47]);
  }
  for (const side of ['designSvg', 'backSideDesignSvg'] as const) {
    expect(exported?.files[side]?.type).toBe('image/svg+xml');
    expect(exported?.files[side]?.text).toMatch(/<svg[^>]*viewBox="0 0 /);
  }
  expect(exported?.data.designPng).toMatch(/^\/api\//);
  await expect(page.locator('#files img')).toHaveCount(4);
});

test('a broken parent image: removal sent, a 3 s error toast, listed in the export errors', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shop = new StorefrontPage(page, storefront.origin);
  await shop.open();
  await shop.command('setUploadedData', 'front', {
    imageId: 'no-such-image',
    mimeType: 'image/png',
  });
  await expect.poll(() => shop.events('uploadRemoved')).toEqual([{ side: 'front' }]);
  const toast = shop.designer.getByRole('status').filter({ hasText: 'Invalid file format' });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 6_000 });
  await shop.addToCart();
  const [exported] = await shop.exported();
  expect(exported?.errors).toContainEqual({
    key: 'invalidFileFormat',
    detail: 'front: no-such-image',
  });
});

test('messages from a third origin or without designToolMessaging are ignored, nothing answers them', async ({
  page,
}) => {
  const shop = new StorefrontPage(page, storefront.origin);
  await shop.open();
  // A third origin's frame on the same page addresses the designer's frame directly.
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.id = 'third';
    frame.src = src;
    document.body.append(frame);
    return new Promise((resolve) => frame.addEventListener('load', resolve));
  }, `${thirdParty.origin}/third-party.html`);
  const third = page.frames().find((f) => f.url().startsWith(thirdParty.origin))!;
  await third.evaluate(() => {
    const designer = window.parent.frames[0]!;
    for (const message of [
      { designToolMessaging: true, addToCart: true, id: 'x1' },
      { designToolMessaging: true, handshake: { protocol: 1 }, id: 'x2' },
      { designToolMessaging: true, showPreview: true, id: 'x3' },
    ])
      designer.postMessage(message, '*');
  });
  // The allowed page without the flag.
  await shop.postToDesigner({ addToCart: true, id: 'y1' }, DESIGNER);
  await shop.postToDesigner({ showPreview: true, id: 'y2' }, DESIGNER);
  await page.waitForTimeout(2_000);
  expect(
    await third.evaluate(() => (window as unknown as { received: unknown[] }).received),
  ).toEqual([]);
  expect(await shop.exported()).toEqual([]);
  await expect(shop.designer.getByTestId('design-preview')).toHaveCount(0);
  // The real parent still drives it.
  expect(await shop.command('showPreview', true)).toEqual({ ok: true });
  await expect(shop.designer.getByTestId('design-preview')).toBeVisible();
});

test('fuzz: malformed, huge and prototype-polluting messages leave the designer healthy', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shop = new StorefrontPage(page, storefront.origin);
  await shop.open();
  await page.evaluate((designer) => {
    const frame = document.querySelector<HTMLIFrameElement>('#designer iframe')!.contentWindow!;
    const huge = 'A'.repeat(20 * 1024 * 1024);
    const messages: unknown[] = [
      null,
      7,
      'component mounted',
      [],
      [{ designToolMessaging: true }],
      { designToolMessaging: true },
      { designToolMessaging: 'true', addToCart: true },
      { designToolMessaging: true, addToCart: 'yes', id: 'f1' },
      { designToolMessaging: true, productCalculator: { productId: '101' }, id: 'f2' },
      { designToolMessaging: true, productCalculator: { productId: -1 }, id: 'f3' },
      { designToolMessaging: true, productCalculator: { productId: 1e308 }, id: 'f4' },
      { designToolMessaging: true, payload: { width: Number.NaN }, id: 'f5' },
      { designToolMessaging: true, payload: { designAsBase64: huge }, id: 'f6' },
      { designToolMessaging: true, frontUploadedData: { imageId: huge }, id: 'f7' },
      { designToolMessaging: true, viewport: { width: 'x' } },
      { designToolMessaging: true, handshake: { protocol: 99 }, id: 'f8' },
      JSON.parse(
        '{"designToolMessaging":true,"payload":{"selectedOptions":{"__proto__":["x"]}},"id":"f9"}',
      ),
      JSON.parse('{"designToolMessaging":true,"__proto__":{"polluted":1},"addToCart":"no"}'),
      JSON.parse(
        '{"designToolMessaging":true,"constructor":{"prototype":{"polluted":1}},"showPreview":1}',
      ),
      { designToolMessaging: true, selectedOptions: { a: { b: { c: {} } } }, productId: 101 },
    ];
    for (const m of messages) frame.postMessage(m, designer);
  }, DESIGNER);
  await page.waitForTimeout(1_000);
  const frame = designerFrame(page);
  expect(await frame.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
  // Still answering, still the same product, nothing added.
  expect(await shop.command('showPreview', false)).toEqual({ ok: true });
  expect(await shop.exported()).toEqual([]);
  await expect(shop.designer.getByRole('button', { name: 'Flip to back' })).toHaveCount(0);
  await expect(page.locator('#price')).toHaveText(/^\$\d/);
});

test('third-party cookies blocked: session by header, thumbnails, a real upload told to the parent, add to cart', async () => {
  test.setTimeout(180_000);
  // Chromium's switch for the third-party cookie phase-out (cookies of other sites' frames blocked).
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS, '--test-third-party-cookie-phaseout'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const shop = new StorefrontPage(page, storefront.origin);
    await shop.open();
    const uploads = await uploadsInSession(shop);
    expect(await designerFrame(page).evaluate(() => document.cookie)).toBe('');
    expect(
      await shop.command('setUploadedData', 'front', {
        imageId: uploads.front,
        mimeType: 'image/png',
      }),
    ).toEqual({ ok: true });
    await expect.poll(() => objectsOnSide(page), { timeout: 30_000 }).toBe(1);

    // The Uploads panel: the session's thumbnails load though an <img> carries no session.
    await shop.designer
      .getByRole('navigation', { name: 'Design tools' })
      .getByRole('button', { name: 'Uploads' })
      .click();
    const thumbnail = shop.designer.getByRole('img', { name: 'front.png' });
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await page.screenshot({ path: test.info().outputPath('embed-uploads-header-session.png') });
    // A real chunked upload in the frame, placed: the parent is told (SDK `uploaded`).
    await shop.designer
      .getByTestId('upload-input')
      .setInputFiles(corpusFile('jpeg/baseline-300dpi-photoshop-cs4.jpg'));
    const item = shop.designer
      .getByTestId('upload-item')
      .filter({ hasText: 'baseline-300dpi-photoshop-cs4.jpg' })
      .first();
    await expect(item).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
    await item.locator('.upload-thumb').click();
    const imageId = await item.getAttribute('data-image-id');
    await expect
      .poll(() => shop.events('uploaded'), { timeout: 30_000 })
      .toContainEqual({
        side: 'front',
        image: expect.objectContaining({
          imageId,
          originalMIMEType: 'image/jpeg',
          isTemporary: true,
          preview: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/system\/source\?/),
        }),
      });
    // Parent-supplied images are not echoed back.
    expect(
      (await shop.events<{ image: { imageId: string } }>('uploaded')).map((e) => e.image.imageId),
    ).toEqual([imageId]);

    await shop.addToCart();
    const [exported] = await shop.exported();
    expect(exported?.errors).toEqual([]);
    expect(exported?.files.designPng?.type).toBe('image/png');
  } finally {
    await browser.close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('handshake, price and the design-preview screen', async ({ page }) => {
    const shop = new StorefrontPage(page, storefront.origin);
    await shop.open();
    await expect(page.locator('#price')).toHaveText(/^\$\d/);
    expect(await shop.command('showPreview', true)).toEqual({ ok: true });
    const preview = shop.designer.getByTestId('design-preview');
    await expect(preview).toBeVisible();
    await expect(
      preview.getByText('Use high resolution files for better quality prints'),
    ).toBeVisible();
    const surface = preview.getByRole('checkbox', { name: 'Show Material surface' });
    await expect(surface).toBeChecked();
    await surface.uncheck();
    await expect(preview.getByTestId('design-preview-stage')).toHaveAttribute(
      'data-surface',
      'hidden',
    );
    await expect(preview.getByRole('img', { name: 'Your design' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('embed-phone.png') });
    await preview.getByRole('button', { name: 'Upload new design' }).click();
    await expect(preview).toHaveCount(0);
  });
});
