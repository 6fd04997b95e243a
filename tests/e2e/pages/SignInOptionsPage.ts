/**
 * Page object of external sign-in and passkeys: the sign-in options page
 * (`/designer/sign-in-options`), the local OpenID provider's login page and the account
 * confirmation ("Create an account"). Browses `http://localhost:<port>`: passkeys need a host
 * name (PUBLIC_ORIGIN in playwright.config.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The e2e server as PUBLIC_ORIGIN names it. */
export const LOCAL_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 8199}`;

export class SignInOptionsPage {
  readonly dialog: Locator;
  readonly confirmation: Locator;
  readonly toast: Locator;
  readonly passkeys: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByTestId('sign-in-options');
    this.confirmation = page.getByTestId('account-confirmation');
    this.toast = page.getByTestId('toast');
    this.passkeys = page.getByTestId('passkey');
  }

  async open(): Promise<void> {
    await this.page.goto(`${LOCAL_ORIGIN}/designer/sign-in-options`);
    await expect(this.dialog).toBeVisible();
  }

  /** Clicks "Sign in with <provider>" and signs `login` in on the provider's login page. */
  async signInAtProvider(provider: string, login: string): Promise<void> {
    await this.dialog.getByRole('link', { name: `Sign in with ${provider}` }).click();
    await this.page.locator('input[name="login"]').fill(login);
    await this.page.locator('input[name="password"]').fill('any password');
    await this.page.getByRole('button', { name: 'Sign-in' }).click();
  }

  /** Whether the browser's session is signed in (the server's answer). */
  async isAuthenticated(): Promise<boolean> {
    const r = await this.page.request.get(`${LOCAL_ORIGIN}/api/v1/Account/IsAuthenticated`);
    return ((await r.json()) as { isAuthenticated: boolean }).isAuthenticated;
  }

  async signOut(): Promise<void> {
    await this.page.request.get(`${LOCAL_ORIGIN}/api/v1/Account/SignOut`);
  }

  /** Gives the page Chromium's virtual authenticator (a platform passkey that is always touched). */
  async addVirtualAuthenticator(): Promise<void> {
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
  }
}
