/**
 * The header (spec shell §2; issue 21) stays one row at every width with a double-sided
 * product's controls, the product's name in sight, every control in the row reachable and the
 * rest in More; on desktop undo, redo and Start over are not under the toasts' corner.
 */
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { PhoneLayoutPage } from './pages/PhoneLayoutPage';
import { revealHeaderItem } from './support/headerItem';

for (const width of [1440, 1366, 1200, 1091, 800, 691]) {
  test(`at ${width} px a double-sided product's header is one row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const header = new PhoneLayoutPage(page);
    await header.openProduct(catalogue.vinylBanner.id);
    await header.chooseOption('Double sided, different designs');
    await header.closePanel('Options');
    await expect(header.flipToBack).toBeVisible();

    expect((await header.header.boundingBox())!.height).toBeLessThanOrEqual(64);
    // The header settles what goes to More a moment after its row changes.
    await expect
      .poll(async () => (await header.productName.boundingBox())!.width)
      .toBeGreaterThanOrEqual(60);
    for (const control of await header.header
      .locator(':scope a:visible, :scope button:visible, :scope input:visible')
      .all())
      expect(await header.reachable(control)).toBe(true);
    // From 1366 px every control fits the row; below, Save is in the row or in More.
    if (width >= 1366) await expect(header.more).toHaveCount(0);
    if (width >= 1200) await expect(header.header.getByTestId('save-design')).toBeVisible();
    else await revealHeaderItem(page, header.header.getByTestId('save-design'));
  });
}

test('on desktop undo, redo and Start over are in the header, away from the toasts', async ({
  page,
}) => {
  const header = new PhoneLayoutPage(page);
  await header.openProduct(catalogue.yardSign.id);
  // Toasts (errors) sit bottom-right; the header is the top row.
  const headerBox = (await header.header.boundingBox())!;
  for (const control of [header.undo, header.redo, header.startOver]) {
    const box = (await control.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
  }
});
