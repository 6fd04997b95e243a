/**
 * On a phone-sized screen the menu is horizontal and choosing an item closes the panel; placing
 * an upload closes it too (up to 600 px wide); the 3D preview fits the screen and a finger turns
 * it.
 */
import { expect, test } from '@playwright/test';
import { corpusFile } from '../fixtures';
import { catalogue } from './catalogue';
import { DesignerPage } from './pages/DesignerPage';
import { PreviewPage } from './pages/PreviewPage';
import { UploadsPage } from './pages/UploadsPage';

test('the menu is horizontal under 1091 px and a choice closes the panel', async ({ page }) => {
  const designer = new DesignerPage(page);
  await designer.open(`?pId=${catalogue.vinylBanner.id}`);
  const first = await designer.menuItem('Products').boundingBox();
  const second = await designer.menuItem('Size').boundingBox();
  expect(first && second).toBeTruthy();
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
  expect(second!.x).toBeGreaterThan(first!.x);

  await designer.menuItem('Products').click();
  await designer.panel.getByRole('button', { name: catalogue.yardSign.name }).click();
  await expect(designer.panel).toBeHidden();
  await expect(designer.productName).toHaveText(catalogue.yardSign.name);
});

test('on a phone an upload is placed with a tap, and the panel closes to show it', async ({
  page,
}) => {
  const uploads = new UploadsPage(page);
  await uploads.openProduct(catalogue.yardSign.id);
  await uploads.openUploads();
  await uploads.choose(corpusFile('png/palette8.png'));
  await expect(uploads.item('palette8.png').locator('.upload-thumb')).toBeEnabled();
  await uploads.item('palette8.png').locator('.upload-thumb').tap();
  await expect(uploads.panel).toBeHidden();
  await expect.poll(async () => (await uploads.objects()).length).toBe(1);
  await expect(uploads.imageInfo).toBeVisible();
});

test('on a phone the 3D preview fits the screen and a finger turns it', async ({ page }) => {
  const preview = new PreviewPage(page);
  await preview.openProduct(catalogue.yardSign.id);
  await preview.addShape('Rectangle');
  await preview.openFullScreen();
  await preview.open3d();
  await preview.waitFor3d();
  // Within the layout viewport (what `position: fixed` and vw units follow).
  const dialog = await preview.preview3d.boundingBox();
  const screen = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  expect(dialog!.x).toBeGreaterThanOrEqual(0);
  expect(dialog!.y).toBeGreaterThanOrEqual(0);
  expect(dialog!.x + dialog!.width).toBeLessThanOrEqual(screen.width);
  expect(dialog!.y + dialog!.height).toBeLessThanOrEqual(screen.height);

  const before = await preview.still3d();
  await preview.touchDrag3d({ x: 80, y: 0 });
  const after = await preview.still3d();
  expect(await preview.changedShare(before, after)).toBeGreaterThan(0.05);
});
