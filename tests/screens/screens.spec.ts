/**
 * `npm run screens`: a picture of every screen of the designer at 1440 × 900 and 390 × 844 into
 * docs/screens/ (shown in the README): the designer, an object selected, a panel open (the
 * phone's sheet), the header's More menu, the full-screen preview, the 3D preview. Not a test:
 * the `screens` project runs only when SCREENS is set (package.json).
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { catalogue } from '../e2e/catalogue';
import { PhoneLayoutPage } from '../e2e/pages/PhoneLayoutPage';

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
  });
}
