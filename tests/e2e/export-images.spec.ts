/**
 * Every image of an exported SVG resolves (issue 15 item 6). A new user uploads a HEIC on
 * product 104 and places it by clicking its thumbnail while it is still on its way, waits for its
 * upload to finish, and places a JPEG from the server's list (after a reload); then "Print files".
 * Each exported SVG is then opened on its own — in a fresh page of the server's origin that never
 * ran the editor — where every `<image>` must load (no `upload-local:` or other private scheme),
 * and its render must match the exported PNG.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { fixturePath, manifestEntry } from '../fixtures';
import { UploadsPage } from './pages/UploadsPage';

/** Width the SVG and the PNG are compared at, CSS px: small enough that outlines do not count. */
const COMPARE_WIDTH = 240;

/** What a fresh page makes of an SVG: each image's href and pixel width, and its render. */
async function openSvgAlone(page: Page, svg: string, width: number, height: number) {
  // A page of the server's origin (so the images' requests carry the session, as the print
  // shop's download would) that never loaded the app.
  await page.goto('/api/v1/System/MaxRequestBodySize');
  await page.setContent(
    `<!doctype html><body style="margin:0;background:#fff"><div id="svg">${svg}</div></body>`,
  );
  // Shown at the comparison size (the viewBox keeps the picture).
  await page.evaluate(
    ([w, h]) => {
      const root = document.querySelector('#svg svg')!;
      root.setAttribute('width', String(w));
      root.setAttribute('height', String(h));
    },
    [width, height] as const,
  );
  const images = await page.evaluate(async () => {
    const nodes = [...document.querySelectorAll('#svg image')];
    return Promise.all(
      nodes.map(async (node) => {
        const href = node.getAttribute('href') ?? node.getAttribute('xlink:href') ?? '';
        const img = new Image();
        img.src = href;
        const naturalWidth = await img.decode().then(
          () => img.naturalWidth,
          () => 0,
        );
        return { href: href.slice(0, 80), naturalWidth };
      }),
    );
  });
  await page.waitForLoadState('networkidle');
  const shot = await page
    .locator('#svg svg')
    .screenshot({ animations: 'disabled', scale: 'css', omitBackground: false });
  return { images, shot };
}

/** RGB of a PNG's bytes scaled to `width` × `height` over white, decoded in the page. */
function rgbOf(page: Page, png: Buffer, width: number, height: number): Promise<number[]> {
  return page.evaluate(
    async ([b64, w, h]) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), {
        resizeWidth: w,
        resizeHeight: h,
        resizeQuality: 'high',
      });
      const ctx = new OffscreenCanvas(w, h).getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, w, h);
      ctx.drawImage(bitmap, 0, 0);
      const { data } = ctx.getImageData(0, 0, w, h);
      return [...data].filter((_v, i) => i % 4 !== 3);
    },
    [png.toString('base64'), width, height] as const,
  );
}

test('an exported SVG shows every image, placed both ways, as the PNG does', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const uploads = new UploadsPage(page);
  await uploads.openProduct(104);
  await uploads.openUploads();

  // A JPEG uploaded, then placed from the server's list after a reload.
  const jpeg = manifestEntry('jpeg/exif-orientation-8-portrait.jpg');
  const jpegName = path.basename(jpeg.path);
  await uploads.upload(fixturePath(jpeg));
  await uploads.openProduct(104);
  await uploads.openUploads();
  await uploads.place(jpegName);

  // A HEIC placed from its thumbnail at once, while its upload runs; then its upload finishes.
  const heic = manifestEntry('heic/iphone8plus-grid-irot270-exif6-arrow.heic');
  const heicName = path.basename(heic.path);
  await uploads.choose(fixturePath(heic));
  await expect(uploads.item(heicName).locator('.upload-thumb')).toBeEnabled({ timeout: 30_000 });
  await uploads.place(heicName);
  await uploads.waitUploaded(heicName);
  // Both images are on the canvas, one placed from the server's list, one from the browser.
  const objects = await uploads.objects();
  expect(objects.filter((o) => o.type.toLowerCase().includes('image'))).toHaveLength(2);

  await page.getByTestId('export-button').click();
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog.getByTestId('export-done')).toBeVisible({ timeout: 120_000 });
  await expect(dialog.getByTestId('export-problems')).toHaveCount(0);

  const href = async (kind: string) =>
    (await dialog
      .getByTestId(`export-file-front-${kind}`)
      .getByRole('link')
      .getAttribute('href')) ?? '';
  const svg = await (await page.request.get(await href('svg'))).text();
  const png = await (await page.request.get(await href('png'))).body();
  expect(svg).not.toContain('upload-local:');

  const artboard = await uploads.artboardPx();
  const height = Math.round((COMPARE_WIDTH * artboard.height) / artboard.width);
  const fresh = await context.newPage();
  const { images, shot } = await openSvgAlone(fresh, svg, COMPARE_WIDTH, height);
  expect(images).toHaveLength(2);
  for (const image of images) {
    expect(image.href, 'a data URL or an http(s) address').toMatch(/^(data:image\/|https?:)/);
    expect(image.naturalWidth, image.href).toBeGreaterThan(0);
  }

  // The SVG's render and the PNG, both at COMPARE_WIDTH: the same picture. A missing image
  // leaves white where the photo is, tens of thousands of levels off; renderers and scaling
  // differ by a few levels on average.
  const fromSvg = await rgbOf(fresh, shot, COMPARE_WIDTH, height);
  const fromPng = await rgbOf(fresh, png, COMPARE_WIDTH, height);
  expect(fromSvg.length).toBe(fromPng.length);
  let total = 0;
  let far = 0;
  for (let i = 0; i < fromSvg.length; i += 1) {
    const d = Math.abs(fromSvg[i]! - fromPng[i]!);
    total += d;
    if (d > 48) far += 1;
  }
  const mean = total / fromSvg.length;
  console.log(
    `SVG vs PNG at ${COMPARE_WIDTH} px: mean ${mean.toFixed(2)} levels, ${((100 * far) / fromSvg.length).toFixed(2)} % of channels > 48 off`,
  );
  expect(mean, 'mean difference per channel').toBeLessThan(4);
  expect(far / fromSvg.length, 'share of channels more than 48 levels off').toBeLessThan(0.02);
  await fresh.close();
});
