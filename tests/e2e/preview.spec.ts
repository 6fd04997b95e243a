/**
 * The previews as a new user meets them (spec canvas §2): the full-screen preview shows the
 * canvas as a static picture; from it the 3D preview shows the product (id and size above it)
 * with the front and back designs, turned by dragging and zoomed with the wheel; without WebGL
 * it says so, and three.js is never downloaded.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { centreOf, SHAPE_FILL, sameColour } from './pages/EditorPage';
import { PreviewPage } from './pages/PreviewPage';

/** The vinyl banner printed on both sides, grommets every 2-3 feet (its default). */
async function doubleSidedBanner(preview: PreviewPage): Promise<void> {
  await preview.openProduct(catalogue.vinylBanner.id);
  await preview.chooseOption('Double sided, different designs');
  await expect.poll(async () => (await preview.state()).sides.printSide).toBe('double');
}

test('the full-screen preview shows the design; the 3D preview shows both sides, turns and zooms', async ({
  page,
}, testInfo) => {
  test.slow(); // an upload, two sides and a software-rendered WebGL scene
  const preview = new PreviewPage(page);
  await doubleSidedBanner(preview);

  // Front: a blue rectangle. Back: the user's red picture.
  const rect = await preview.addShape('Rectangle');
  await preview.deselect();
  await preview.flipToBack.click();
  await expect(preview.activeSide).toHaveText('Back');
  await expect.poll(() => preview.objectIds()).toEqual([]);
  await expect.poll(async () => (await preview.state()).loading).toBe(false);
  // An SVG is placed at the artboard's full width (72 × 18 in here: the corners stay empty); a
  // 64 px raster would go in at the banner's 100 DPI threshold, 0.64 in, too small to see in 3D.
  const picture = testInfo.outputPath('red.svg');
  mkdirSync(path.dirname(picture), { recursive: true });
  writeFileSync(
    picture,
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="16" viewBox="0 0 64 16">' +
      '<rect width="64" height="16" fill="rgb(220,30,30)"/></svg>',
  );
  await preview.openUploads();
  await preview.choose(picture);
  await preview.place('red.svg');
  await preview.closePanel('Uploads');
  await preview.deselect();
  await preview.flipToFront.click();
  await expect.poll(() => preview.objectIds()).toEqual([rect]);
  await expect.poll(async () => (await preview.state()).loading).toBe(false);

  // Full screen: a still picture of the canvas with the rectangle's colour at its centre.
  await preview.openFullScreen();
  await expect(preview.fullScreenImage).toHaveAttribute('src', /^data:image\/png;base64,/);
  const at = centreOf(await preview.object(rect));
  expect(sameColour(await preview.fullScreenPixelAt(at), SHAPE_FILL)).toBe(true);
  expect(sameColour(await preview.fullScreenPixelAt({ x: 4, y: 4 }), SHAPE_FILL)).toBe(false);

  // 3D: the product's id and size, then the panel with the front's blue rectangle.
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await preview.open3d();
  await expect(preview.subject3d).toHaveText(
    `Product #${catalogue.vinylBanner.id} · ${catalogue.vinylBanner.sizeLabel}`,
  );
  await preview.waitFor3d();
  expect(requested.some((p) => /panelScene/.test(p))).toBe(true);
  const front = await preview.still3d();
  const frontBlue = await preview.huePixels(front, 'blue');
  expect(frontBlue.matching / frontBlue.pixels).toBeGreaterThan(0.01);

  // A drag turns it: the picture changes. OrbitControls turns the view a full turn per height
  // of the view dragged across.
  const view = await preview.view3d.boundingBox();
  const turn = (degrees: number) => (degrees / 360) * view!.height;
  await preview.drag3d({ x: turn(36), y: 0 });
  const turned = await preview.still3d();
  expect(await preview.changedShare(front, turned)).toBeGreaterThan(0.05);
  expect((await preview.huePixels(turned, 'blue')).matching).toBeGreaterThan(0);

  // The rest of half a turn shows the back: the red picture, no blue rectangle.
  await preview.drag3d({ x: turn(180 - 36), y: 0 });
  const back = await preview.still3d();
  const backBlue = await preview.huePixels(back, 'blue');
  const backRed = await preview.huePixels(back, 'red');
  expect(backBlue.matching).toBeLessThan(frontBlue.matching / 10);
  expect(backRed.matching / backRed.pixels).toBeGreaterThan(0.05);
  expect((await preview.huePixels(front, 'red')).matching).toBeLessThan(backRed.matching / 10);

  // The wheel zooms in: the picture changes again.
  const centre = await preview.centre3d();
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.wheel(0, -400);
  const zoomed = await preview.still3d();
  expect(await preview.changedShare(back, zoomed)).toBeGreaterThan(0.05);

  // The keyboard turns it too: the view takes the focus, an arrow key turns the panel.
  await preview.stage3d.focus();
  await page.keyboard.press('ArrowLeft');
  const keyed = await preview.still3d();
  expect(await preview.changedShare(zoomed, keyed)).toBeGreaterThan(0.05);

  // Escape closes the 3D preview, then the full-screen preview.
  await page.keyboard.press('Escape');
  await expect(preview.preview3d).toBeHidden();
  await expect(page.locator('canvas.preview-3d-canvas')).toHaveCount(0);
  await expect(preview.fullScreenPreview).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview.fullScreenPreview).toBeHidden();
});

test('without WebGL the 3D preview says so and three.js is never loaded', async ({ page }) => {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...rest: unknown[]
    ) {
      if (/webgl/i.test(type)) return null;
      return (getContext as (...args: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof getContext;
  });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const preview = new PreviewPage(page);
  await preview.openProduct(catalogue.yardSign.id);
  await preview.addShape('Rectangle');
  await preview.openFullScreen();
  await preview.open3d();
  await expect(preview.view3d).toHaveAttribute('data-status', 'unavailable');
  await expect(preview.message3d).toHaveText(/needs WebGL/);
  await expect(preview.subject3d).toHaveText(
    `Product #${catalogue.yardSign.id} · ${catalogue.yardSign.sizeLabel}`,
  );
  expect(requested.filter((p) => /panelScene/.test(p))).toEqual([]);
  await preview.preview3d.getByRole('button', { name: 'Close' }).click();
  await expect(preview.preview3d).toBeHidden();
  await expect(preview.fullScreenPreview).toBeVisible();
});
