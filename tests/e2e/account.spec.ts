/**
 * The account flows as a new user meets them (issue 18): sign up, be refused before confirming,
 * confirm from the outbox, sign in, see the signed-in menu, sign out; reset a password from the
 * outbox link and fail to reuse it; field errors on a weak password.
 */
import { expect, test } from '@playwright/test';
import { AccountPage } from './pages/AccountPage';
import { DesignerPage } from './pages/DesignerPage';

const PASSWORD = 'violet-harbour-1987!';
let n = 0;
const newEmail = (tag: string) => `${tag}-${Date.now()}-${n++}@example.com`;

test('sign up, confirm from the outbox, sign in and out', async ({ page, request }) => {
  const designer = new DesignerPage(page);
  const account = new AccountPage(page);
  const email = newEmail('walk');
  await designer.open();
  expect(await account.menuLabels()).toEqual(['Sign in', 'Sign up', 'My Designs 0']);

  await account.signUp({ email, password: PASSWORD });
  await expect(account.registration).toBeHidden();
  await expect(account.toast).toContainText('Almost there!');
  // Closing the sign-up notification opens the login modal, on the address just used.
  await account.toast.getByRole('button', { name: 'Close' }).click();
  await expect(account.login).toBeVisible();
  await expect(account.login.getByLabel('E-mail')).toHaveValue(email);

  // Not confirmed yet: the refusal shows on the address, with a resend link.
  await account.signIn(email, PASSWORD);
  await expect(account.fieldError(account.login, 'username')).toHaveText(
    /Please confirm your e-mail address first/,
  );
  await expect(
    account.login.getByRole('button', { name: 'Send the confirmation link again' }),
  ).toBeVisible();

  await page.goto(await account.mailedLink(request, email, '/designer/confirm-email'));
  await expect(account.toast).toContainText('Your e-mail address is confirmed');
  await expect(page).toHaveURL(/\/designer\/(\?|$)/);
  await account.signIn(email, PASSWORD);
  await expect(account.login).toBeHidden();

  await expect(page.getByTestId('user-menu-name')).toHaveText('Ann');
  expect(await account.menuLabels()).toEqual([
    'Orders',
    'Shared Orders',
    'My Designs 0',
    'Address Book',
    'Payment Methods',
    'Email Notifications',
    'Profile And Password',
    'Log out',
    'Passkeys',
  ]);
  // Storefront pages from the routing configuration: plain links (a full page load).
  await account.menuButton.click();
  await expect(account.menu.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute(
    'href',
    '/profile/orders',
  );
  await page.keyboard.press('Escape');

  await account.menuItem('Log out');
  // On a designer path sign-out stays in the designer, signed out.
  await expect(page.getByTestId('user-menu-name')).toHaveText('Account');
  await expect(page).toHaveURL(/\/designer\//);
  await page.reload();
  await expect(page.getByTestId('user-menu-name')).toHaveText('Account');
});

test('reset a password from the outbox link; the link works once', async ({ page, request }) => {
  const designer = new DesignerPage(page);
  const account = new AccountPage(page);
  const email = newEmail('reset');
  await designer.open();
  await account.signUp({ email, password: PASSWORD });
  await page.goto(await account.mailedLink(request, email, '/designer/confirm-email'));
  await expect(account.login).toBeVisible();

  // A sign-in error, then forgot-password: the error is gone when it comes back.
  await account.signIn(email, 'wrong-password-123');
  await expect(account.fieldError(account.login, 'password')).toBeVisible();
  await account.login.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(account.forgotPassword.getByLabel('E-mail')).toHaveValue(email);
  await account.forgotPassword.getByRole('button', { name: 'Send the link' }).click();
  await expect(account.forgotPassword).toBeHidden();
  await expect(account.toast).toContainText('a link to choose a new password is on its way');

  const link = await account.mailedLink(request, email, '/designer/reset-password');
  await page.goto(link);
  const newPassword = 'amber-lighthouse-2041!';
  await account.newPassword.getByLabel('New password', { exact: true }).fill(newPassword);
  await account.newPassword.getByLabel('Repeat the new password').fill(newPassword);
  await account.newPassword.getByRole('button', { name: 'Save the password' }).click();
  await expect(account.toast).toContainText('Your password is saved');
  await account.signIn(email, newPassword);
  await expect(account.login).toBeHidden();
  await expect(page.getByTestId('user-menu-name')).toHaveText('Ann');

  // The same link again: refused, back to the designer with the reason.
  await page.goto(link);
  await account.newPassword
    .getByLabel('New password', { exact: true })
    .fill('another-good-pass-77');
  await account.newPassword.getByLabel('Repeat the new password').fill('another-good-pass-77');
  await account.newPassword.getByRole('button', { name: 'Save the password' }).click();
  await expect(account.newPassword).toBeHidden();
  await expect(account.toast).toContainText(/link/i);
  await expect(page).toHaveURL(/\/designer\/(\?|$)/);
});

test('a weak password is refused on its field', async ({ page }) => {
  const designer = new DesignerPage(page);
  const account = new AccountPage(page);
  await designer.open();
  await account.signUp({ email: newEmail('weak'), password: 'password' });
  await expect(account.fieldError(account.registration, 'password')).toHaveText(
    'This password is too common. Please choose another one.',
  );
  await account.registration.getByLabel('Password').fill('short');
  await account.registration.getByRole('button', { name: 'Sign up' }).click();
  await expect(account.fieldError(account.registration, 'password')).toHaveText(
    'Use at least 8 characters.',
  );
  // The first field's message only: a bad address shows on the address, not the password.
  await account.registration.getByLabel('E-mail').fill('not-an-address');
  await account.registration.getByRole('button', { name: 'Sign up' }).click();
  await expect(account.fieldError(account.registration, 'email')).toBeVisible();
  await expect(account.fieldError(account.registration, 'password')).toBeHidden();
});

test("an Admin's menu starts with Admin, which opens in a new tab; counts above 99 read 99+", async ({
  page,
}) => {
  // The signed-in state and the count as the server would answer them for an Admin with 150
  // saved designs (roles are set by hand on the server; the count comes from the designs server).
  await page.route('**/api/v1/Account/IsAuthenticated', (route) =>
    route.fulfill({ json: { isAuthenticated: true, isSyncing: false } }),
  );
  await page.route('**/api/v1/Account/Details', (route) =>
    route.fulfill({
      json: {
        userId: 1,
        email: 'desk@example.com',
        firstName: 'Dee',
        lastName: 'Sk',
        phoneNumber: null,
        roles: ['Admin'],
        hasSyncData: false,
        pendingEmail: null,
      },
    }),
  );
  await page.route('**/api/v1/Designer/Quantity', (route) => route.fulfill({ json: 150 }));
  const account = new AccountPage(page);
  await new DesignerPage(page).open();
  await expect(page.getByTestId('user-menu-name')).toHaveText('Dee');
  const labels = await account.menuLabels();
  expect(labels[0]).toBe('Admin');
  expect(labels).toContain('My Designs 99+');
  await account.menuButton.click();
  await expect(account.menu.getByRole('link', { name: 'Admin' })).toHaveAttribute(
    'target',
    '_blank',
  );
});

test('without a design count (no Designer/Quantity) My Designs shows none and nothing breaks', async ({
  page,
}) => {
  await page.route('**/api/v1/Designer/Quantity', (route) =>
    route.fulfill({ status: 401, json: { status: 401, errors: { general: ['sessionExpired'] } } }),
  );
  const account = new AccountPage(page);
  const designer = new DesignerPage(page);
  await designer.open();
  expect(await account.menuLabels()).toEqual(['Sign in', 'Sign up', 'My Designs']);
  // A refused count is "no count", not "session expired".
  await expect(designer.toast).toBeHidden();
});

test("another user's design or cart item raises the access-denied modal", async ({ page }) => {
  await page.route('**/api/v1/Product/calculator', (route) =>
    route.fulfill({ status: 400, json: { status: 400, errors: { general: ['wrongUser'] } } }),
  );
  await page.goto('/designer/');
  const modal = page.getByTestId('access-denied-modal');
  await expect(modal).toContainText('You do not have access to this design or cart item.');
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(modal).toBeHidden();
});
