/**
 * `npm run screens`: a picture of every screen of the designer at 1440 × 900 and 390 × 844 into
 * docs/screens/ (shown in the README): the designer, an object selected, a panel open (the
 * phone's sheet), the header's More menu, the full-screen preview, the 3D preview; the save
 * form, the sign-in dialog, the tour, the designer in Spanish, the embedded design-preview
 * screen, the cart page and the not-found page; a phone held sideways. Not a test:
 * the `screens` project runs only when SCREENS is set (package.json).
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { catalogue } from '../e2e/catalogue';
import { AccountPage } from '../e2e/pages/AccountPage';
import { DesignsPage } from '../e2e/pages/DesignsPage';
import { LanguagePage } from '../e2e/pages/LanguagePage';
import { PhoneLayoutPage } from '../e2e/pages/PhoneLayoutPage';
import { TourPage } from '../e2e/pages/TourPage';
import { revealHeaderItem } from '../e2e/support/headerItem';

const OUT = path.resolve('docs/screens');

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
] as const;

async function shot(page: Page, name: string): Promise<void> {
  // JPEG-sized PNGs: one CSS px per pixel keeps the files small.
  await page.screenshot({ path: path.join(OUT, `${name}.png`), animations: 'disabled' });
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({
      viewport: size.viewport,
      hasTouch: size.touch,
      isMobile: size.touch,
      deviceScaleFactor: 1,
    });

    test(`screens at ${size.viewport.width} px`, async ({ page }) => {
      test.slow();
      const phone = new PhoneLayoutPage(page);
      await phone.openProduct(catalogue.vinylBanner.id);
      await shot(page, `designer-${size.viewport.width}`);

      const text = await phone.writeText('GRAND OPENING');
      await phone.select(text);
      await shot(page, `text-selected-${size.viewport.width}`);
      const rect = await phone.addShape('Rectangle');
      await phone.select(rect);
      await shot(page, `object-selected-${size.viewport.width}`);
      await phone.deselect();

      await phone.openPanel('Options');
      await shot(page, `panel-${size.viewport.width}`);
      await phone.closePanel('Options');

      if (await phone.more.isVisible()) {
        await phone.more.click();
        await expect(phone.overflow).toBeVisible();
        await shot(page, `more-menu-${size.viewport.width}`);
        await phone.more.click();
      }

      await phone.fullScreenButton.click();
      await expect(phone.fullScreenPreview.getByRole('img')).toBeVisible();
      await shot(page, `full-screen-preview-${size.viewport.width}`);
      await phone.fullScreenPreview.getByRole('button', { name: '3D preview' }).click();
      await expect(page.getByTestId('preview-3d-view')).toHaveAttribute('data-status', 'ready', {
        timeout: 20_000,
      });
      await shot(page, `preview-3d-${size.viewport.width}`);
    });

    test(`dialogs and pages at ${size.viewport.width} px`, async ({ page }) => {
      test.slow();
      const w = size.viewport.width;
      const phone = new PhoneLayoutPage(page);
      const designs = new DesignsPage(page);
      await phone.openProduct(catalogue.yardSign.id);
      await phone.addShape('Rectangle');
      await phone.deselect();
      await revealHeaderItem(page, designs.saveButton);
      await designs.saveButton.click();
      await expect(designs.nameField).toBeVisible();
      await shot(page, `save-form-${w}`);
      await page.keyboard.press('Escape');

      const account = new AccountPage(page);
      await account.menuItem('Sign in');
      await expect(account.login).toBeVisible();
      await shot(page, `sign-in-${w}`);
      await page.keyboard.press('Escape');

      if (w > 768) {
        const tour = new TourPage(page);
        await tour.tutorialButton.click();
        await expect(tour.tip).toBeVisible();
        await shot(page, `tour-${w}`);
        await page.keyboard.press('Escape');
      }

      await designs.addToCart.click();
      await expect(designs.addedPopup).toBeVisible({ timeout: 90_000 });
      await page.goto('/shopping-cart/');
      await expect(page.getByRole('heading').first()).toBeVisible();
      await shot(page, `cart-${w}`);

      await page.goto(`/designer/?pId=${catalogue.yardSign.id}&openDesignPreview=true`);
      await expect(
        page.getByText('Use high resolution files for better quality prints'),
      ).toBeVisible();
      await expect(page.getByTestId('design-preview-stage').getByRole('img')).toBeVisible({
        timeout: 30_000,
      });
      await shot(page, `design-preview-${w}`);

      await page.goto('/404/');
      await expect(page.getByRole('link', { name: 'Back to the designer' })).toBeVisible();
      await shot(page, `not-found-${w}`);

      await phone.openProduct(catalogue.vinylBanner.id);
      if (w > 768) await new LanguagePage(page).choose('Español');
      else {
        await revealHeaderItem(page, page.getByRole('group', { name: 'Language' }));
        await page
          .getByRole('group', { name: 'Language' })
          .getByRole('button', { name: 'Español', exact: true })
          .click();
      }
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await page.getByRole('button', { name: 'Opciones', exact: true }).click();
      await expect(phone.panel.getByRole('heading', { name: 'Opciones' })).toBeVisible();
      await shot(page, `spanish-${w}`);
      // Back to English for the next run of the page (kept in local storage).
      await page.evaluate(() => localStorage.clear());
    });
  });
}

test.describe('phone held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });

  test('screens at 844 × 390', async ({ page }) => {
    const phone = new PhoneLayoutPage(page);
    await phone.openProduct(catalogue.vinylBanner.id);
    await phone.addShape('Rectangle');
    await phone.openPanel('Options');
    await shot(page, 'landscape-844');
  });
});
