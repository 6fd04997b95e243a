/** The shell's reactions to the server: 401, 403, and the generic modal. */
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { DesignerPage } from './pages/DesignerPage';

test('a 403 answer sends the browser to the forbidden page', async ({ page }) => {
  await page.route('**/api/v1/Product/calculator', (route) =>
    route.fulfill({ status: 403, json: { status: 403, errors: { general: ['wrongUser'] } } }),
  );
  await page.goto(`/designer/?pId=${catalogue.vinylBanner.id}`);
  await expect(page).toHaveURL(/\/403\/$/);
  await expect(page.getByTestId('forbidden-page')).toBeVisible();
});

test('a 401 answer shows Session Expired, which stays until dismissed', async ({ page }) => {
  await page.route('**/api/v1/Product/calculator', (route) =>
    route.fulfill({ status: 401, json: { status: 401, errors: { general: ['sessionExpired'] } } }),
  );
  const designer = new DesignerPage(page);
  await page.goto(`/designer/?pId=${catalogue.vinylBanner.id}`);
  await expect(designer.toast).toContainText('Session Expired');
  await page.waitForTimeout(2500); // longer than the 2000 ms default auto-close
  await expect(designer.toast).toBeVisible();
  await expect(designer.toast.getByRole('button', { name: 'Reload' })).toBeVisible();
  await designer.toast.getByRole('button', { name: 'Close' }).click();
  await expect(designer.toast).toBeHidden();
});

test('the modal closes on its close icon and on an outside click', async ({ page }) => {
  await page.goto('/designer/account-confirmation');
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(page).toHaveURL(/\/designer\/(\?.*)?$/);
  await expect(page.getByTestId('product-name')).toBeVisible();
});
