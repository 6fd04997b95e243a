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
import { fixturePath, manifestEntry } from '../fixtures';
import { UploadsPage } from './pages/UploadsPage';
import {
  exportFront,
  openSvgAlone,
  rgbDifference,
  rgbOf,
  SVG_PNG_TOLERANCE,
} from './support/svgRender';

/** Width the SVG and the PNG are compared at, CSS px: small enough that outlines do not count. */
const COMPARE_WIDTH = 240;

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

  const { svg, png } = await exportFront(page);
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
  const { mean, farShare } = rgbDifference(fromSvg, fromPng);
  console.log(
    `SVG vs PNG at ${COMPARE_WIDTH} px: mean ${mean.toFixed(2)} levels, ${(100 * farShare).toFixed(2)} % of channels > 48 off`,
  );
  expect(mean, 'mean difference per channel').toBeLessThan(SVG_PNG_TOLERANCE.mean);
  expect(farShare, 'share of channels more than 48 levels off').toBeLessThan(
    SVG_PNG_TOLERANCE.farShare,
  );
  await fresh.close();
});
