/**
 * External sign-in and passkeys as a new person would: "Sign in with Local ID" (a real OpenID
 * provider the e2e server starts), its login page, back to "Create an account" with the
 * provider's name and address, Confirm — signed in, the success message, the registration
 * analytics event, the designer at `/`. Then a passkey added with Chromium's virtual
 * authenticator, signed out, and signed in again with the passkey.
 */
import { expect, test } from '@playwright/test';
import { LOCAL_ORIGIN, SignInOptionsPage } from './pages/SignInOptionsPage';

test('signs up through the local OpenID provider, then adds and uses a passkey', async ({
  page,
}) => {
  const login = `e2e-${Date.now()}`;
  const options = new SignInOptionsPage(page);
  await options.open();
  await page.evaluate(() => {
    const w = window as unknown as { analyticsEvents: unknown[] };
    w.analyticsEvents = [];
    window.addEventListener('designer:analytics', (e) =>
      w.analyticsEvents.push((e as CustomEvent).detail),
    );
  });
  await options.signInAtProvider('Local ID', login);

  await expect(page).toHaveURL(/\/designer\/account-confirmation$/);
  const confirm = options.confirmation;
  await expect(confirm.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(confirm.getByTestId('confirmation-first-name')).toHaveText('Grace');
  await expect(confirm.getByTestId('confirmation-last-name')).toHaveText('Hopper');
  await expect(confirm.getByTestId('confirmation-email')).toHaveText(`${login}@example.test`);
  await expect(confirm.getByRole('button', { name: 'Change' })).toBeVisible();
  expect(await options.isAuthenticated()).toBe(false);
  // The page was reloaded by the provider's redirect: listen again before confirming.
  await page.evaluate(() => {
    const w = window as unknown as { analyticsEvents: unknown[] };
    w.analyticsEvents = [];
    window.addEventListener('designer:analytics', (e) =>
      w.analyticsEvents.push((e as CustomEvent).detail),
    );
  });
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  await expect(options.toast).toContainText('You are signed in. Your account is ready.');
  // The designer's root; the address then names the product it shows (`?pId=…`).
  await expect(page).toHaveURL(/\/designer\/(\?pId=\d+)?$/);
  expect(await options.isAuthenticated()).toBe(true);
  expect(
    await page.evaluate(
      () => (window as unknown as { analyticsEvents: unknown[] }).analyticsEvents,
    ),
  ).toEqual([{ event: 'registration_complete', properties: { method: 'local' } }]);

  await options.addVirtualAuthenticator();
  await options.open();
  await options.dialog.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(options.passkeys).toHaveCount(1);
  await expect(options.passkeys).toContainText('Passkey on');

  await options.signOut();
  expect(await options.isAuthenticated()).toBe(false);
  await options.open();
  await expect(options.passkeys).toHaveCount(0);
  await options.dialog.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(options.toast).toContainText('You are signed in with your passkey.');
  expect(await options.isAuthenticated()).toBe(true);
  // The list is the signed-in account's again.
  await expect(options.passkeys).toHaveCount(1);
});

test('a failed external sign-in comes back with a message', async ({ page }) => {
  const options = new SignInOptionsPage(page);
  await options.open();
  // A callback whose state this browser never started (a forged or replayed answer).
  await page.goto(`${LOCAL_ORIGIN}/api/v1/Account/External/local/Callback?code=x&state=forged`);
  await expect(page).toHaveURL(/externalError=externalSignInFailed/);
  await expect(options.confirmation.getByRole('alert')).toHaveText(
    'We could not sign you in with that account. Please try again.',
  );
  expect(await options.isAuthenticated()).toBe(false);
});
