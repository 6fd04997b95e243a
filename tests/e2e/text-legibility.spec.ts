/**
 * The legibility check (issue 14): text whose printed capitals fall below the product's minimum
 * (catalogue `minCapHeightInches`: 1 in on a banner read from a distance, 6 pt on a sticker held
 * in the hand) gets a warning like a low-resolution image, and loses it once it is big enough.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { EditorPage } from './pages/EditorPage';

async function setSizePt(page: Page, pt: number) {
  const size = page.getByRole('toolbar', { name: 'Text tools' }).getByRole('textbox', {
    name: 'Font size',
  });
  await size.fill(String(pt));
  await size.press('Enter');
}

test('small text on a banner is flagged, and the flag goes once the capitals reach an inch', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.vinylBanner.id);
  await editor.writeText('SALE TODAY');
  const warning = page.getByTestId('legibility-warning');

  // 24 pt type: capitals about a quarter of an inch, unreadable across a street.
  await setSizePt(page, 24);
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('at least 1.00 in');
  const small = Number(await warning.getAttribute('data-cap-height'));
  // Roboto's capitals are 0.71 em: 24 pt = 32 px = 1/3 in of type, 0.24 in of capitals.
  expect(small).toBeGreaterThan(0.2);
  expect(small).toBeLessThan(0.28);

  // 144 pt: 2 in of type, about 1.4 in of capitals.
  await setSizePt(page, 144);
  await expect(warning).toHaveCount(0);
});

test('the same 24 pt text on a sticker reads fine in the hand', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.dieCutSticker.id);
  await editor.writeText('Thank you');
  await setSizePt(page, 24);
  await expect(page.getByRole('toolbar', { name: 'Text tools' })).toBeVisible();
  await expect(page.getByTestId('legibility-warning')).toHaveCount(0);
  // 4 pt type: capitals under 6 pt's minimum.
  await setSizePt(page, 4);
  await expect(page.getByTestId('legibility-warning')).toBeVisible();
});
