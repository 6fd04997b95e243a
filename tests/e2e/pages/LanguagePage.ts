/**
 * Page object of the language choice (issue 21): the Language group of the user menu, and what
 * shows the language a page is in (`<html lang>`, the header's Add to cart and price).
 */
import type { Locator, Page } from '@playwright/test';

export class LanguagePage {
  /** The user menu's label (hidden on phones, where the button shows its icon only). */
  readonly accountButton: Locator;
  /** The user menu's button, named "Account" or "Cuenta". */
  readonly menuButton: Locator;
  readonly addToCart: Locator;
  readonly price: Locator;

  constructor(readonly page: Page) {
    this.accountButton = page.getByTestId('user-menu-name');
    this.menuButton = page.getByRole('button', { name: /^(Account|Cuenta)$/ });
    this.addToCart = page.getByTestId('add-to-cart');
    this.price = page.getByTestId('total-price');
  }

  /** Opens the user menu (whatever its label's language) and chooses a language by its name. */
  async choose(name: string): Promise<void> {
    await this.menuButton.click();
    await this.page
      .getByRole('group', { name: /^(Language|Idioma)$/ })
      .getByRole('button', {
        name,
        exact: true,
      })
      .click();
  }

  /** The page's `<html lang>`. */
  htmlLang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }
}
