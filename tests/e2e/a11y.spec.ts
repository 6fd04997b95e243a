/**
 * Accessibility (issue 21): axe finds no violation on the designer with each panel open, with the
 * layers list, and in the main dialogs (sign in, save design, My Designs) — desktop (1440 px)
 * and phone (390 px), light and dark theme. No rule is turned off and no element left out.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { AccountPage } from './pages/AccountPage';
import { DesignsPage } from './pages/DesignsPage';
import { EditorPage } from './pages/EditorPage';
import { LayersPage } from './pages/LayersPage';
import { signInAsNewUser } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { revealHeaderItem } from './support/headerItem';

const PANELS = [
  'Products',
  'Size',
  'Options',
  'Stock Images',
  'Templates',
  'Elements',
  'Text',
  'Background',
  'QR Code',
  'Uploads',
  'Settings',
];

type Theme = 'light' | 'dark';

async function openDesigner(page: Page, theme: Theme): Promise<EditorPage> {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.vinylBanner.id);
  if (theme === 'dark') {
    await revealHeaderItem(page, editor.themeToggle);
    await editor.themeToggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // A More menu opened for the toggle closes: the scans start from the plain designer.
    await page.keyboard.press('Escape');
  }
  return editor;
}

/** Every panel, one after the other, then the layers list with a text and a shape in it. */
async function scanDesigner(page: Page, where: string, theme: Theme): Promise<void> {
  const editor = await openDesigner(page, theme);
  await expectNoAxeViolations(page, `${where}: the designer`);
  for (const panel of PANELS) {
    await editor.openPanel(panel);
    // Lists fill in from the server: scan what the shopper sees once they have.
    await expect(editor.panel.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page, `${where}: ${panel}`);
    await editor.closePanel(panel);
  }
  await editor.writeText('Grand opening');
  await editor.addShape('Rectangle');
  await new LayersPage(page).open();
  await expectNoAxeViolations(page, `${where}: layers list, a shape selected`);
}

/** Sign in (a guest), then, signed in, My Designs and Save design. */
async function scanDialogs(page: Page, where: string, theme: Theme): Promise<void> {
  const editor = await openDesigner(page, theme);
  const account = new AccountPage(page);
  await account.menuItem('Sign in');
  await expect(account.login).toBeVisible();
  await expectNoAxeViolations(page, `${where}: sign in`);
  await page.keyboard.press('Escape');
  await expect(account.login).toBeHidden();

  await signInAsNewUser(page.context(), `a11y-${where.replace(/\W+/g, '-')}@example.com`);
  await page.reload();
  await expect(editor.zoomReadout).toHaveText(/%$/);
  const designs = new DesignsPage(page);
  await designs.openMyDesigns();
  await expectNoAxeViolations(page, `${where}: My Designs`);
  await page.keyboard.press('Escape');
  await expect(designs.myDesigns).toBeHidden();

  await editor.addShape('Rectangle');
  await revealHeaderItem(page, designs.saveButton);
  await designs.saveButton.click();
  await expect(designs.saveModal).toBeVisible();
  await expectNoAxeViolations(page, `${where}: save design`);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`desktop, ${theme}`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });
    test('the designer, every panel and the layers list', async ({ page }) => {
      test.setTimeout(180_000);
      await scanDesigner(page, `desktop ${theme}`, theme);
    });
    test('the main dialogs', async ({ page }) => {
      test.setTimeout(90_000);
      await scanDialogs(page, `desktop ${theme}`, theme);
    });
  });

  test.describe(`phone, ${theme}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test('the designer, every panel and the layers list', async ({ page }) => {
      test.setTimeout(180_000);
      await scanDesigner(page, `phone ${theme}`, theme);
    });
    test('the main dialogs', async ({ page }) => {
      test.setTimeout(90_000);
      await scanDialogs(page, `phone ${theme}`, theme);
    });
  });
}
