/**
 * The full-screen preview (issue 21): truly full screen, the design as it will print — no
 * safe-zone line, guides or grid, which the editor shows — front and back of a double-sided
 * product, on the material surface when Settings shows it; Escape leaves full screen and closes.
 */
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { centreOf, SHAPE_FILL, sameColour } from './pages/EditorPage';
import { PreviewPage } from './pages/PreviewPage';

test('full screen shows each side as it will print, without the editor’s lines', async ({
  page,
}) => {
  const preview = new PreviewPage(page);
  await preview.openProduct(catalogue.vinylBanner.id);
  await preview.chooseOption('Double sided, different designs');
  await expect.poll(async () => (await preview.state()).sides.printSide).toBe('double');
  // The editor's aids on: grid and guides drawn, and the surface off so paper is plain white.
  await preview.openPanel('Settings');
  await preview.settingSwitch('Show grid').check();
  await preview.settingSwitch('Show material surface').uncheck();
  await preview.closePanel('Settings');
  const rect = await preview.addShape('Rectangle');
  await preview.deselect();
  const box = await preview.object(rect);

  // The editor shows lines outside the rectangle (safe zone, grid); the print shows none.
  const editorLines = await preview.inkOutside(await preview.artboard.screenshot(), box);
  expect(editorLines).toBeGreaterThan(100);

  await preview.openFullScreen();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  const layer = (await preview.fullScreenPreview.boundingBox())!;
  const screen = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  expect(layer).toEqual({ x: 0, y: 0, ...screen });

  expect(sameColour(await preview.fullScreenPixelAt(centreOf(box)), SHAPE_FILL)).toBe(true);
  const printed = (await preview.fullScreenImage.getAttribute('src')) ?? '';
  expect(await preview.inkOutside(printed, box)).toBe(0);

  // The back: nothing designed there, no rectangle and no lines.
  await preview.fullScreenPreview.getByRole('button', { name: 'Back' }).click();
  await expect(preview.fullScreenImage).toHaveAttribute('data-side', 'back');
  expect(sameColour(await preview.fullScreenPixelAt(centreOf(box)), SHAPE_FILL)).toBe(false);
  const back = (await preview.fullScreenImage.getAttribute('src')) ?? '';
  expect(await preview.inkOutside(back, box)).toBe(0);

  await page.keyboard.press('Escape');
  await expect(preview.fullScreenPreview).toBeHidden();
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
});

test('with the material surface on, the print picture lies on it', async ({ page }) => {
  const preview = new PreviewPage(page);
  await preview.openProduct(catalogue.yardSign.id);
  await preview.openPanel('Settings');
  await preview.settingSwitch('Show material surface').check();
  await preview.closePanel('Settings');
  await preview.openFullScreen();
  await expect(preview.fullScreenImage).toHaveCSS('background-image', /url\(/);
  await preview.fullScreenPreview.getByRole('button', { name: 'Close' }).click();
  await expect(preview.fullScreenPreview).toBeHidden();
});
