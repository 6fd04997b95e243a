/**
 * Keeping and buying a design as a new shopper would (issue 19): a two-sided yard sign — a
 * template and a rectangle on the front, an uploaded photo (the real chunked upload) and a text
 * on the back — is saved (Save first asks about the still-empty back: the double-sided
 * reset-or-confirm step), reopened with `dId` (both sides come back, template, photo and all),
 * updated in place, renamed, added to the cart; the cart page lists it; its Edit link opens it
 * with `cId` (the same design), where the quantity changes and Update Cart takes the shopper back
 * to the cart; the design is deleted. Another browser opening the design's link gets the
 * access-denied modal. A guest's design, reset to one side at the same step, is in the account
 * after signing up and in, with the sync toast. A failed list of designs goes to the not-found
 * page.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { corpusFile } from '../fixtures';
import { catalogue } from './catalogue';
import { AccountPage } from './pages/AccountPage';
import { CartPage } from './pages/CartPage';
import { ContentPanelsPage } from './pages/ContentPanelsPage';
import { DesignsPage } from './pages/DesignsPage';
import type { DesignObject } from './pages/EditorPage';
import { EditorPage } from './pages/EditorPage';
import { UploadsPage } from './pages/UploadsPage';

const PHOTO = 'exif-orientation-6-landscape.jpg';
const SCREENSHOTS = 'test-results/designs-cart';

/** Screenshots at 1440 px and at a 390 px phone width, then back to 1440. */
async function screenshots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A double-sided yard sign with the first template and a rectangle on the front. */
async function designFront(page: Page): Promise<void> {
  const panels = new ContentPanelsPage(page);
  await panels.openProduct(catalogue.yardSign.id);
  await panels.chooseOption('Double sided, different designs');
  await expect.poll(async () => (await panels.state()).sides.printSide).toBe('double');
  await panels.openPanel('Templates');
  await panels.thumbnails('templates').first().click();
  await expect.poll(async () => (await panels.objects()).length).toBeGreaterThan(0);
  await panels.closePanel('Templates');
  await panels.addShape('Rectangle');
  // The template covers every corner of the artboard: Escape deselects (edit.deselect).
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await panels.state()).selection.count).toBe(0);
  await panels.settle();
}

/** The back: an uploaded photo (on the server before it is placed) and a text. */
async function designBack(page: Page): Promise<string> {
  const uploads = new UploadsPage(page);
  await uploads.flipToBack.click();
  await expect(uploads.activeSide).toHaveText('Back');
  // The back shows after the flip's 400 ms (spec canvas §4).
  await expect.poll(async () => (await uploads.state()).loading).toBe(false);
  await uploads.openUploads();
  const image = await uploads.upload(corpusFile(`jpeg/${PHOTO}`));
  await uploads.place(PHOTO);
  await uploads.closePanel('Uploads');
  await uploads.deselect();
  await uploads.writeText('Open every day');
  await uploads.deselect();
  return image.id;
}

/** What a side holds, as a shopper would tell it: each object's kind, text or image. */
function summary(objects: DesignObject[]): string[] {
  return objects.map((o) => {
    const src = (o as { src?: unknown }).src;
    const image = typeof src === 'string' ? new URLSearchParams(src.split('?')[1]).get('id') : null;
    return [o.type, o.text ?? '', image ? `image ${image}` : ''].join('|');
  });
}

/** Both sides' summaries: the side shown, then the other after a flip, then back again. */
async function sides(editor: EditorPage): Promise<{ front: string[]; back: string[] }> {
  const flipTo = async (side: 'Front' | 'Back') => {
    await (side === 'Back' ? editor.flipToBack : editor.flipToFront).click();
    await expect(editor.activeSide).toHaveText(side);
    // The other side shows after the flip's 400 ms (spec canvas §4).
    await expect.poll(async () => (await editor.state()).loading).toBe(false);
  };
  const shown = (await editor.activeSide.innerText()).trim() === 'Back' ? 'Back' : 'Front';
  const other = shown === 'Back' ? 'Front' : 'Back';
  const first = summary(await editor.objects());
  await flipTo(other);
  const second = summary(await editor.objects());
  await flipTo(shown);
  return shown === 'Front' ? { front: first, back: second } : { front: second, back: first };
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
  test.setTimeout(480_000);
  const editor = new EditorPage(page);
  const designs = new DesignsPage(page);
  await designFront(page);

  // Save with the back still empty asks first; closing changes nothing.
  await designs.saveButton.click();
  await expect(designs.sidesStep).toContainText('the back has no design');
  await expect(
    designs.sidesStep.getByRole('button', { name: 'Print one side only' }),
  ).toBeVisible();
  await screenshots(page, 'save-sides-step');
  await designs.saveModal.getByRole('button', { name: 'Close' }).click();
  const imageId = await designBack(page);
  const designed = await sides(editor);
  expect(designed.front).toContain('Rect||');
  expect(designed.front.filter((o) => o.startsWith('Textbox|')).length).toBeGreaterThan(0);
  expect(designed.back).toEqual([`Image||image ${imageId}`, 'Textbox|Open every day|']);

  // Both sides designed: no question. The form checks the name when it loses focus.
  await designs.saveButton.click();
  await expect(designs.nameField).toBeVisible();
  await expect(designs.sidesStep).toBeHidden();
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

  // Reopened in a fresh page: the product, both sides (template, photo and all), nothing changed.
  await editor.open(`?dId=${designId}`);
  await expect.poll(async () => (await editor.state()).sides.printSide).toBe('double');
  await expect.poll(async () => summary(await editor.objects())).toEqual(designed.front);
  expect(await sides(editor)).toEqual(designed);
  await editor.flipToBack.click();
  await expect(editor.activeSide).toHaveText('Back');
  await expect.poll(async () => (await editor.state()).loading).toBe(false);
  await editor.addShape('Circle');
  await editor.deselect();
  const updated = { front: designed.front, back: [...designed.back, 'Circle||'] };
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

  // Editing the cart item: the same design; Update Cart, then back to the cart with the new
  // quantity.
  await expect(designs.addToCart).toHaveText('Update Cart');
  await expect.poll(async () => summary(await editor.objects())).toEqual(updated.front);
  expect(await sides(editor)).toEqual(updated);
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
  await designFront(page);
  // The back is empty: reset to one printed side, then the guest's form.
  await designs.saveButton.click();
  await expect(designs.saveModal.getByTestId('save-design-guest-note')).toBeVisible();
  await designs.sidesStep.getByRole('button', { name: 'Print one side only' }).click();
  await expect.poll(async () => (await editor.state()).sides.printSide).toBe('single');
  await designs.submitSaveForm('Guest sign');
  await expect(editor.flipToBack).toBeHidden();

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
  await screenshots(page, 'not-found');
  await designs.notFound.getByRole('link', { name: 'Back to the designer' }).click();
  await page.waitForURL(/\/designer\//);
  await expect(editor.canvas).toBeVisible();
});
