/**
 * The third-party pieces (spec shell §1–3, §9): off by default — with no configuration the
 * editor asks no host but its own — and, configured, each fed through its interface: identify
 * calls carrying the client unique key (a 365-day cookie), the e-commerce events with the
 * per-unit price, the chat opened from 'CHAT With US!', errors reported. The vendors are fakes
 * on http://vendor.test served by the test's routes.
 */
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { ContentPanelsPage } from './pages/ContentPanelsPage';
import { ThirdPartyPage, VENDOR } from './pages/ThirdPartyPage';
import { TourPage } from './pages/TourPage';

const PANELS = [
  'Products',
  'Size',
  'Options',
  'Stock Images',
  'Templates',
  'Elements',
  'Text',
  'Background',
  'QR Code',
  'Uploads',
  'Settings',
];

test('with no configuration the editor asks no host but its own', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const third = new ThirdPartyPage(page);
  const editor = new ContentPanelsPage(page);
  await editor.open();
  for (const title of PANELS) await editor.openPanel(title);
  await editor.closePanel('Settings');
  await editor.addTextBox();
  const tour = new TourPage(page);
  await tour.tutorialButton.click();
  for (let i = 1; i < 8; i++) await tour.button('Next').click();
  await tour.button('Done').click();
  await page.waitForLoadState('networkidle');

  expect(third.requests.length).toBeGreaterThan(20);
  expect(third.foreignRequests(new URL(baseURL!).host)).toEqual([]);
  await expect(page.getByTestId('chat-button')).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).not.toContain('clientUniqueKey');
  const scripts = await page.evaluate(() =>
    Array.from(document.scripts, (s) => s.src).filter((src) => src !== ''),
  );
  for (const src of scripts) expect(new URL(src).host).toBe(new URL(baseURL!).host);
});

test('configured, each piece gets the client unique key and the events', async ({ page }) => {
  test.setTimeout(120_000);
  const third = new ThirdPartyPage(page);
  await third.configureVendors();
  const editor = new ContentPanelsPage(page);
  await editor.open(`?pId=${catalogue.yardSign.id}`);

  // The client unique key: a first-party cookie kept 365 days, carried by every identify call.
  await expect
    .poll(async () => (await third.calls()).posthog?.[0])
    .toEqual([
      'init',
      'phc_e2e',
      { api_host: `${VENDOR}/ph`, person_profiles: 'identified_only', debug: false },
    ]);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'clientUniqueKey')!;
  const days = (cookie.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThanOrEqual(365);
  const key = cookie.value;
  await expect
    .poll(async () => (await third.calls()).posthog)
    .toContainEqual(['identify', key, {}]);
  await expect
    .poll(async () => (await third.calls()).cio)
    .toEqual([
      ['load', 'site-e2e'],
      ['identify', { id: key }],
    ]);

  // E-commerce events through the analytics interface.
  await editor.openPanel('Products');
  await expect
    .poll(() => third.captured())
    .toContainEqual(['Product List Viewed', { category: 'Designer products' }]);
  await editor.openPanel('Elements');
  await editor.place(editor.thumbnails('elements').first());
  await expect
    .poll(async () => (await third.captured()).map(([name, p]) => [name, p.category]))
    .toContainEqual(['Designer Item Chosen', 'Designer elements']);

  // Three signs: the quantity is sent after its 1 s delay and the total follows.
  const single = await editor.price.textContent();
  await editor.quantityInput.fill('3');
  await editor.quantityInput.press('Enter');
  await expect(editor.price).not.toHaveText(single!);
  const addToCart = page.getByTestId('add-to-cart');
  await expect(addToCart).toBeEnabled();
  await addToCart.click();
  await expect(page.getByTestId('added-to-cart')).toBeVisible({ timeout: 90_000 });
  const added = (await third.captured()).find(([name]) => name === 'Product Added')?.[1];
  expect(added).toMatchObject({
    productId: catalogue.yardSign.id,
    name: 'Yard Sign',
    currency: 'USD',
  });
  const total = Number((await editor.price.textContent())!.replace(/[$,]/g, ''));
  expect(added!.quantity).toBe(3);
  expect(added!.price).toBe(Math.round((total / 3) * 100) / 100);
});

test("'CHAT With US!' loads the configured chat and opens its widget", async ({ page }) => {
  const third = new ThirdPartyPage(page);
  await third.configureVendors();
  const editor = new ContentPanelsPage(page);
  await editor.open();
  const chat = page.getByRole('button', { name: 'CHAT With US!' });
  await expect(chat).toBeVisible();
  // Nothing is loaded before the shopper asks for it.
  expect(third.requests.filter((u) => u.pathname === '/chat.js')).toEqual([]);
  await chat.click();
  await expect(page.locator('#vendor-chat')).toBeVisible();
  const calls = (await third.calls()).chat!;
  expect(calls.opened).toBe(1);
  expect(calls.clientKey).toMatch(/^[\w-]{8,64}$/);
  expect(calls.visitorToken).toBeNull(); // a guest has no visitor token
});

test('a chat whose widget never appears is given up after 10 s', async ({ page }) => {
  test.setTimeout(60_000);
  const third = new ThirdPartyPage(page);
  await third.configureVendors('chat-never.js');
  const editor = new ContentPanelsPage(page);
  await editor.open();
  const started = Date.now();
  await page.getByRole('button', { name: 'CHAT With US!' }).click();
  await expect(editor.toast).toContainText('The chat could not be opened', { timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
});

test('an uncaught error is reported to the monitoring service', async ({ page }) => {
  const third = new ThirdPartyPage(page);
  await third.configureVendors();
  const editor = new ContentPanelsPage(page);
  await editor.open();
  await expect.poll(async () => (await third.calls()).cio?.length ?? 0).toBeGreaterThan(1);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e boom');
    });
  });
  await expect.poll(() => third.errorReports.length).toBe(1);
  const key = (await page.context().cookies()).find((c) => c.name === 'clientUniqueKey')!.value;
  expect(third.errorReports[0]).toMatchObject({
    message: 'e2e boom',
    page: '/designer/',
    clientKey: key,
    context: { kind: 'error' },
  });
});
