/** On a phone-sized screen the menu is horizontal and choosing an item closes the panel. */
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { DesignerPage } from './pages/DesignerPage';

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
