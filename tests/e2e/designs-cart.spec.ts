/**
 * Keeping and buying a design as a new shopper would (issue 19): a two-sided yard sign is saved,
 * reopened with `dId` (both sides come back), updated in place, renamed, added to the cart; the
 * cart page lists it; its Edit link opens it with `cId`, where the quantity changes and Update
 * Cart takes the shopper back to the cart; the design is deleted. Another browser opening the
 * design's link gets the access-denied modal. A guest's saved design is in the account after
 * signing up and in, with the sync toast.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { catalogue } from './catalogue';
import { AccountPage } from './pages/AccountPage';
import { CartPage } from './pages/CartPage';
import { DesignsPage } from './pages/DesignsPage';
import { EditorPage } from './pages/EditorPage';

/** A double-sided yard sign with a rectangle on the front and a text on the back. */
async function designTwoSidedSign(editor: EditorPage): Promise<void> {
  await editor.openProduct(catalogue.yardSign.id);
  await editor.chooseOption('Double sided, different designs');
  await expect.poll(async () => (await editor.state()).sides.printSide).toBe('double');
  await editor.addShape('Rectangle');
  await editor.deselect();
  await editor.flipToBack.click();
  await expect(editor.activeSide).toHaveText('Back');
  // The back shows after the flip's 400 ms (spec canvas §4).
  await expect.poll(async () => (await editor.state()).loading).toBe(false);
  await editor.writeText('Open every day');
  await editor.deselect();
}

async function objectTypes(editor: EditorPage): Promise<string[]> {
  return (await editor.objects()).map((o) => String(o.type));
}

async function savedCount(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Account' }).click();
  const count = await page.getByTestId('design-count').innerText();
  await page.keyboard.press('Escape');
  return count;
}

test('save, reopen, update, rename, add to cart, edit the cart item, delete', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const editor = new EditorPage(page);
  const designs = new DesignsPage(page);
  await designTwoSidedSign(editor);

  // The form checks the name when it loses focus.
  await designs.saveButton.click();
  await designs.nameField.focus();
  await designs.descriptionField.focus();
  await expect(designs.nameError).toHaveText('This field is required.');
  await designs.saveModal.getByRole('button', { name: 'Close' }).click();
  await designs.save('Shop sign');
  await expect(designs.saveButton).toBeDisabled();
  await expect.poll(() => savedCount(page)).toBe('1');

  await designs.openMyDesigns();
  await expect(designs.card('Shop sign')).toContainText('Yard Sign');
  const designId = await designs.designId('Shop sign');
  await page.keyboard.press('Escape');

  // Reopened in a fresh page: the product, both sides, and nothing changed yet.
  await editor.open(`?dId=${designId}`);
  await expect.poll(async () => (await editor.state()).sides.printSide).toBe('double');
  await expect.poll(() => objectTypes(editor)).toEqual(['Rect']);
  await editor.flipToBack.click();
  await expect(editor.activeSide).toHaveText('Back');
  await expect.poll(async () => (await editor.state()).loading).toBe(false);
  await expect
    .poll(async () => (await editor.objects()).map((o) => o.text))
    .toEqual(['Open every day']);
  await editor.addShape('Circle');
  await editor.deselect();
  await designs.saveButton.click();
  await expect(designs.saveModal.getByRole('button', { name: 'Update existing' })).toBeEnabled();
  await designs.saveModal.getByRole('button', { name: 'Close' }).click();
  await designs.save('Shop sign', 'Update existing');
  await expect.poll(() => savedCount(page)).toBe('1');

  // Another browser cannot open it.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(`/designer/?dId=${designId}`);
  await expect(otherPage.getByTestId('access-denied-modal')).toBeVisible();
  await other.close();

  // Rename from My Designs.
  await designs.openMyDesigns();
  await designs.card('Shop sign').getByRole('button', { name: 'Rename' }).click();
  await designs.myDesigns.getByLabel('Name').fill('Shop sign, summer');
  await designs.myDesigns.getByRole('button', { name: 'Save name' }).click();
  await expect(designs.card('Shop sign, summer')).toBeVisible();
  await page.keyboard.press('Escape');

  // Into the cart.
  await designs.addToCart.click();
  await expect(designs.addedPopup).toBeVisible({ timeout: 90_000 });
  await expect(designs.addToCart).toBeDisabled();
  await expect(designs.cartCount).toHaveText('1');
  await designs.addedPopup.getByRole('link', { name: 'Go to Cart' }).click();
  const cart = new CartPage(page);
  await expect(cart.item('Yard Sign')).toContainText('Quantity');
  await cart.item('Yard Sign').getByRole('link', { name: 'Edit' }).click();

  // Editing the cart item: Update Cart, then back to the cart with the new quantity.
  await expect(designs.addToCart).toHaveText('Update Cart');
  await expect.poll(() => objectTypes(editor)).toEqual(['Rect']);
  await editor.quantityInput.fill('5');
  await editor.quantityInput.press('Tab');
  await expect.poll(async () => (await editor.state()).isModified).toBe(true);
  await expect(designs.addToCart).toBeEnabled();
  await designs.addToCart.click();
  await page.waitForURL(/\/shopping-cart\/?$/, { timeout: 90_000 });
  await expect(cart.items).toHaveCount(1);
  await expect(cart.item('Yard Sign').locator('dd').last()).toHaveText('5');

  // Delete the design; the cart item stays.
  await page.goto('/designer/');
  await designs.openMyDesigns();
  await designs.card('Shop sign, summer').getByRole('button', { name: 'Delete' }).click();
  await designs.card('Shop sign, summer').getByRole('button', { name: 'Delete' }).click();
  await expect(designs.savedDesigns).toHaveCount(0);
  await expect(designs.myDesigns.getByTestId('my-designs-empty')).toBeVisible();
});

test("a guest's saved design is in the account after signing up and in", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const editor = new EditorPage(page);
  const designs = new DesignsPage(page);
  const account = new AccountPage(page);
  await designTwoSidedSign(editor);
  await designs.saveButton.click();
  await expect(designs.saveModal.getByTestId('save-design-guest-note')).toBeVisible();
  await designs.saveModal.getByRole('button', { name: 'Close' }).click();
  await designs.save('Guest sign');

  const email = `guest-${Date.now()}@example.com`;
  const password = 'a long enough passphrase 42';
  await account.signUp({ email, password });
  await expect(account.toast).toContainText('Almost there!');
  // Confirming in this tab keeps the guest session the design belongs to.
  await page.goto(await account.mailedLink(request, email, '/designer/confirm-email'));
  await expect(account.toast).toContainText('Your e-mail address is confirmed');
  await account.signIn(email, password);
  await expect(account.login).toBeHidden();

  const toast = page.getByTestId('sync-toast');
  await expect(toast).toHaveAttribute('data-status', 'succeeded', { timeout: 60_000 });
  await designs.openMyDesigns();
  await expect(designs.card('Guest sign')).toBeVisible();
  // The success toast leaves on its own after 5 s and its 1 s slide-out.
  await expect(toast).toBeHidden({ timeout: 15_000 });
});

test('a failed list of designs goes to the not-found page, which leads back', async ({ page }) => {
  const editor = new EditorPage(page);
  const designs = new DesignsPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  // An empty list is an answer: My Designs says so and the page stays.
  await designs.openMyDesigns();
  await expect(designs.myDesigns.getByTestId('my-designs-empty')).toBeVisible();

  // The next list call fails (injected: the server answers it well otherwise).
  await page.route('**/api/v1/Designer/Search', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":{}}' }),
  );
  await designs.myDesigns.getByRole('searchbox').fill('sign');
  await page.waitForURL(/\/404\/$/);
  await expect(designs.notFound.getByRole('heading')).toHaveText('Page not found');
  await designs.notFound.getByRole('link', { name: 'Back to the designer' }).click();
  await page.waitForURL(/\/designer\//);
  await expect(editor.canvas).toBeVisible();
});
