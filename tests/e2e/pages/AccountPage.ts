/**
 * Page object of the account flows: the header's user menu, the login, registration,
 * forgot-password and new-password modals, and the outbox (`GET /api/v1/Dev/Outbox`, the mails
 * the e2e server "sent", served to loopback clients).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { revealHeaderItem } from '../support/headerItem';

/** One outbox mail (README, Accounts). */
interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

export class AccountPage {
  readonly menuButton: Locator;
  readonly menu: Locator;
  readonly login: Locator;
  readonly registration: Locator;
  readonly forgotPassword: Locator;
  readonly newPassword: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.menuButton = page.getByRole('button', { name: 'Account' });
    this.menu = page.getByTestId('user-menu');
    this.login = page.getByTestId('login-modal');
    this.registration = page.getByTestId('registration-modal');
    this.forgotPassword = page.getByTestId('forgot-password-modal');
    this.newPassword = page.getByTestId('new-password-modal');
    this.toast = page.getByTestId('toast');
  }

  /** Opens the user menu and picks an item by its label. */
  async menuItem(name: string): Promise<void> {
    // On a phone the user menu's items are in the header's More menu, without the button; a
    // page still loading shows neither yet.
    const more = this.page.getByTestId('app-header').getByRole('button', { name: 'More' });
    await expect(this.menuButton.or(more).first()).toBeVisible();
    if (await this.menuButton.isVisible()) await this.menuButton.click();
    else await revealHeaderItem(this.page, this.menu);
    await this.menu.getByRole('button', { name, exact: true }).click();
  }

  /** The menu's items' labels as shown (counts included). */
  async menuLabels(): Promise<string[]> {
    await this.menuButton.click();
    const labels = await this.menu.getByRole('listitem').allInnerTexts();
    await this.page.keyboard.press('Escape');
    return labels.map((l) => l.replace(/\s+/g, ' ').trim());
  }

  async signUp(user: { email: string; password: string; firstName?: string }): Promise<void> {
    await this.menuItem('Sign up');
    await this.registration.getByLabel('E-mail').fill(user.email);
    await this.registration.getByLabel('First name').fill(user.firstName ?? 'Ann');
    await this.registration.getByLabel('Last name').fill('Smith');
    await this.registration.getByLabel('Password').fill(user.password);
    await this.registration.getByRole('button', { name: 'Sign up' }).click();
  }

  /** Fills the open login modal and submits. */
  async signIn(email: string, password: string): Promise<void> {
    await expect(this.login).toBeVisible();
    await this.login.getByLabel('E-mail').fill(email);
    await this.login.getByLabel('Password').fill(password);
    await this.login.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  /** The error shown on a field of a modal. */
  fieldError(modal: Locator, field: string): Locator {
    return modal.getByTestId(`error-${field}`);
  }

  /** The newest link mailed to `to` whose path ends with `pathEnd` (waits for the mail). */
  async mailedLink(request: APIRequestContext, to: string, pathEnd: string): Promise<string> {
    let link: string | undefined;
    await expect(async () => {
      const r = await request.get('/api/v1/Dev/Outbox');
      const { mails } = (await r.json()) as { mails: OutboxMail[] };
      link = mails
        .filter((m) => m.to === to)
        .flatMap((m) => m.links)
        .find((l) => new URL(l).pathname.endsWith(pathEnd));
      expect(link).toBeDefined();
    }).toPass({ timeout: 10_000 });
    // The mails link to PUBLIC_ORIGIN; the test opens the same path on its own server.
    const url = new URL(link!);
    return `${url.pathname}${url.search}`;
  }
}
