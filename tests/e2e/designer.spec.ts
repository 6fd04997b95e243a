/**
 * A new visitor opens the designer for a product, as from a storefront link.
 */
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { DesignerPage } from './pages/DesignerPage';

test('opens a banner, shows its artboard at the product aspect ratio, and the Size panel toggles with ati', async ({
  page,
}) => {
  const designer = new DesignerPage(page);
  await designer.open(`?pId=${catalogue.vinylBanner.id}`);

  await expect(designer.productName).toHaveText(catalogue.vinylBanner.name);
  const { width, height } = catalogue.vinylBanner.defaultSize;
  await expect(designer.productSize).toHaveText(catalogue.vinylBanner.sizeLabel);
  await expect(designer.price).toHaveText(/^\$\d/);

  await expect(designer.canvas).toBeVisible();
  await expect.poll(() => designer.canvasAspect()).toBeCloseTo(width / height, 1);

  const size = designer.menuItem('Size');
  await size.click();
  await expect(designer.panel).toBeVisible();
  await expect(designer.panel.getByRole('heading', { name: 'Size' })).toBeVisible();
  await expect(size).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => designer.param('ati')).toBe('2');

  await size.click();
  await expect(designer.panel).toBeHidden();
  await expect(size).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => designer.param('ati')).toBeNull();
  expect(designer.param('pId')).toBe(String(catalogue.vinylBanner.id));
});

test('choosing another size re-prices and reshapes the artboard', async ({ page }) => {
  const designer = new DesignerPage(page);
  await designer.open(`?pId=${catalogue.vinylBanner.id}&ati=2`);
  await expect(designer.panel).toBeVisible();
  const before = await designer.price.textContent();

  const other = designer.panel
    .getByTestId('size-list')
    .getByRole('radio', { checked: false })
    .first();
  const label = (await other.locator('xpath=..').textContent()) ?? '';
  const [w, h] = label.match(/[\d.]+/g)!.map(Number) as [number, number];
  await other.click();

  await expect(designer.productSize).toHaveText(label.trim());
  await expect.poll(() => designer.canvasAspect()).toBeCloseTo(w / h, 1);
  await expect(designer.price).not.toHaveText(before ?? '');
});

test('an unknown product id warns and falls back to the catalogue', async ({ page }) => {
  const designer = new DesignerPage(page);
  await page.goto('/designer/?pId=999999');
  await expect(designer.toast).toContainText("We couldn't find what you were looking for.");
  await expect(designer.productName).toBeVisible();
  await expect.poll(() => designer.param('pId')).not.toBe('999999');
});

test('ati opens its panel on load; clicking outside closes it', async ({ page }) => {
  const designer = new DesignerPage(page);
  await designer.open(`?pId=${catalogue.vinylBanner.id}&ati=10`);
  await expect(designer.panel.getByRole('heading', { name: 'Uploads' })).toBeVisible();
  await page.getByTestId('workspace').click({ position: { x: 5, y: 5 } });
  await expect(designer.panel).toBeHidden();
  await expect.poll(() => designer.param('ati')).toBeNull();
});

test('the Products panel switches the product', async ({ page }) => {
  const designer = new DesignerPage(page);
  await designer.open(`?pId=${catalogue.vinylBanner.id}&ati=1`);
  await designer.panel.getByRole('button', { name: catalogue.yardSign.name }).click();
  await expect(designer.productName).toHaveText(catalogue.yardSign.name);
  await expect.poll(() => designer.param('pId')).toBe(String(catalogue.yardSign.id));
});

test('quantity snaps to a valid number, then re-prices', async ({ page }) => {
  const designer = new DesignerPage(page);
  await designer.open(`?pId=${catalogue.vinylBanner.id}`);
  const before = await designer.price.textContent();
  await designer.quantityInput.fill('0');
  await designer.quantityInput.blur();
  await expect(page.getByTestId('quantity-hint')).toBeVisible();
  await expect(designer.quantityInput).toHaveValue('1');
  await designer.quantityInput.fill('3');
  await expect(designer.price).not.toHaveText(before ?? '', { timeout: 5000 });
});

test('the theme toggle switches light and dark and is remembered', async ({ page }) => {
  const designer = new DesignerPage(page);
  await designer.open(`?pId=${catalogue.vinylBanner.id}`);
  const html = page.locator('html');
  const start = await html.getAttribute('data-theme');
  await designer.themeToggle.click();
  const flipped = start === 'dark' ? 'light' : 'dark';
  await expect(html).toHaveAttribute('data-theme', flipped);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', flipped);
});

test('API calls carry credentials, the anti-forgery header and no-cache headers', async ({
  page,
}) => {
  const seen: { method: string; headers: Record<string, string> }[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/'))
      seen.push({ method: r.method(), headers: r.headers() });
  });
  const designer = new DesignerPage(page);
  await designer.open(`?pId=${catalogue.vinylBanner.id}`);
  await expect(designer.price).toHaveText(/^\$/);
  const posts = seen.filter((r) => r.method === 'POST');
  expect(posts.length).toBeGreaterThan(0);
  for (const r of posts) expect(r.headers['x-xsrf-token']).toMatch(/^[\w-]{20,}$/);
  for (const r of seen) expect(r.headers['cache-control']).toBe('no-cache');
});

test('the forbidden page explains and links back', async ({ page }) => {
  await page.goto('/403/');
  await expect(page.getByTestId('forbidden-page')).toContainText('Access denied');
  await page.getByRole('link', { name: 'Back to the designer' }).click();
  await expect(page).toHaveURL(/\/designer\//);
});
