/**
 * Human verification in the browser (spec shell §4, §8, §9) with a site key in the runtime
 * configuration: the provider's script is served by the test from a local route (never the
 * internet) — a small stand-in of reCAPTCHA v3's `grecaptcha` — or refused, to see the retry and
 * contact dialogs and the "ReCaptcha failed to Load" log.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { AccountPage } from './pages/AccountPage';
import { DesignerPage } from './pages/DesignerPage';

const SCRIPT = 'https://www.google.com/recaptcha/api.js*';

/** Serves the runtime configuration with a site key added. */
async function withSiteKey(page: Page): Promise<void> {
  await page.route('**/designer/runtime-config.json', async (route) => {
    const answer = await route.fetch();
    const config = (await answer.json()) as Record<string, string>;
    await route.fulfill({ response: answer, json: { ...config, RECAPTCHA_KEY: 'site-key-1' } });
  });
}

test('with a site key the script loads and sign-in sends its token', async ({ page }) => {
  await withSiteKey(page);
  let scriptUrl = '';
  await page.route(SCRIPT, (route) => {
    scriptUrl = route.request().url();
    return route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = {
        ready: (cb) => setTimeout(cb, 10),
        execute: (key, o) => Promise.resolve('token-' + key + '-' + o.action),
      };`,
    });
  });
  const signIn = page.waitForRequest('**/api/v1/Account/SignIn');
  const account = new AccountPage(page);
  await new DesignerPage(page).open();
  await account.menuItem('Sign in');
  await expect.poll(() => scriptUrl).toContain('render=site-key-1');
  await account.signIn('nobody@example.com', 'violet-harbour-1987!');
  expect((await signIn).postDataJSON()).toMatchObject({
    username: 'nobody@example.com',
    reCaptchaToken: 'token-site-key-1-signin',
  });
});

test('a script that fails: logged, the retry dialog, then the contact dialog', async ({ page }) => {
  await withSiteKey(page);
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') logged.push(m.text());
  });
  let loads = 0;
  await page.route(SCRIPT, (route) => {
    loads += 1;
    return route.abort('failed');
  });
  const account = new AccountPage(page);
  await new DesignerPage(page).open();
  await account.menuItem('Sign in');
  const retry = page.getByTestId('recaptcha-retry');
  await expect(retry).toContainText('could not be loaded');
  expect(logged).toContain('ReCaptcha failed to Load');
  await retry.getByRole('button', { name: 'Try again' }).click();
  const contact = page.getByTestId('recaptcha-contact');
  await expect(contact).toContainText('Please contact us');
  await expect(contact.getByRole('link', { name: 'Contact us now' })).toHaveAttribute(
    'href',
    '/contact-us',
  );
  expect(loads).toBe(2);
});

test('a script that never becomes ready fails after 1000 ms', async ({ page }) => {
  await withSiteKey(page);
  await page.route(SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.grecaptcha = { ready: () => {}, execute: () => Promise.resolve("") };',
    }),
  );
  const account = new AccountPage(page);
  await new DesignerPage(page).open();
  await account.menuItem('Sign in');
  await expect(page.getByTestId('recaptcha-retry')).toBeVisible({ timeout: 3000 });
});

test('a refused token shows a Refresh button on the form', async ({ page }) => {
  await page.route('**/api/v1/Account/SignIn', (route) =>
    route.fulfill({
      status: 400,
      json: {
        status: 400,
        errors: {
          domainValidations: ['invalidReCaptchaToken'],
          'domainValidations.reCaptchaToken': ['invalidReCaptchaToken'],
        },
      },
    }),
  );
  const account = new AccountPage(page);
  await new DesignerPage(page).open();
  await account.menuItem('Sign in');
  await account.signIn('someone@example.com', 'violet-harbour-1987!');
  const alert = account.login.getByTestId('form-error');
  await expect(alert).toContainText('could not verify that you are not a robot');
  await expect(alert.getByRole('button', { name: 'Refresh' })).toBeVisible();
});
