/**
 * Page object of saving and buying (issue 19): the header's Save, Add To Cart / Update Cart and
 * cart link, the save-design modal, the added-to-cart popup and My Designs.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { revealHeaderItem } from '../support/headerItem';

export class DesignsPage {
  readonly saveButton: Locator;
  readonly saveModal: Locator;
  readonly nameField: Locator;
  readonly descriptionField: Locator;
  readonly nameError: Locator;
  readonly saveSuccess: Locator;
  readonly addToCart: Locator;
  readonly addedPopup: Locator;
  readonly cartCount: Locator;
  readonly myDesigns: Locator;
  readonly savedDesigns: Locator;
  /** The not-found page (a failed list of designs goes there). */
  readonly notFound: Locator;
  /** The double-sided reset-or-confirm step before the save form. */
  readonly sidesStep: Locator;

  constructor(readonly page: Page) {
    this.saveButton = page.getByTestId('save-design');
    this.saveModal = page.getByTestId('save-design-modal');
    this.nameField = this.saveModal.getByLabel('Name');
    this.descriptionField = this.saveModal.getByLabel('Description (optional)');
    this.nameError = this.saveModal.getByTestId('name-error');
    this.saveSuccess = page.getByTestId('save-design-success');
    this.addToCart = page.getByTestId('add-to-cart');
    this.addedPopup = page.getByTestId('added-to-cart');
    this.cartCount = page.getByTestId('cart-count');
    this.myDesigns = page.getByTestId('my-designs');
    this.savedDesigns = this.myDesigns.getByTestId('saved-design');
    this.notFound = page.getByTestId('not-found-page');
    this.sidesStep = this.saveModal.getByTestId('save-sides-step');
  }

  /** Save → (Update existing | Create new when asked) → name → submit → success, closed. */
  async save(name: string, choice?: 'Update existing' | 'Create new'): Promise<void> {
    await this.saveButton.click();
    if (choice) await this.saveModal.getByRole('button', { name: choice }).click();
    await this.submitSaveForm(name);
  }

  /** The open save form: name → submit → success, closed. */
  async submitSaveForm(name: string): Promise<void> {
    await this.nameField.fill(name);
    await this.saveModal.getByRole('button', { name: /^(Save|Update) design$/ }).click();
    // The export renders and uploads the print files first: seconds under load.
    await expect(this.saveSuccess).toBeVisible({ timeout: 90_000 });
    await this.saveModal.getByRole('button', { name: 'Continue Design' }).click();
    await expect(this.saveModal).toBeHidden();
  }

  /** Opens My Designs from the user menu. */
  async openMyDesigns(): Promise<void> {
    const account = this.page.getByRole('button', { name: 'Account' });
    const item = this.page.getByTestId('menu-myDesigns');
    const more = this.page.getByTestId('app-header').getByRole('button', { name: 'More' });
    // On a phone the user menu's items are in the header's More menu, without the button; a
    // page still loading shows neither yet.
    await expect(account.or(more).first()).toBeVisible();
    if (await account.isVisible()) await account.click();
    else await revealHeaderItem(this.page, item);
    await item.click();
    await expect(this.myDesigns).toBeVisible();
  }

  /** The card of the design named `name` in My Designs. */
  card(name: string): Locator {
    return this.savedDesigns.filter({
      has: this.page.getByRole('heading', { name, exact: true }),
    });
  }

  async designId(name: string): Promise<string> {
    const id = await this.card(name).getAttribute('data-design-id');
    if (!id) throw new Error(`no saved design named ${name}`);
    return id;
  }
}
