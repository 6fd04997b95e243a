/**
 * The shopping-cart page as a shopper sees it: the items added from the designer with their
 * thumbnails, size, options, quantity and price, an Edit link back into the designer and
 * Remove; it fits a 390 px phone without sideways scrolling.
 */
import { expect, test } from '@playwright/test';
import { CartPage } from './pages/CartPage';

/** A 240 x 120 banner thumbnail, drawn by the browser as the export would. */
async function bannerThumbnail(cart: CartPage): Promise<Buffer> {
  const page = await cart.page.context().newPage();
  await page.setViewportSize({ width: 240, height: 120 });
  await page.setContent(
    `<body style="margin:0;width:240px;height:120px;background:#0b5cad;display:flex;align-items:center;justify-content:center;font:bold 28px sans-serif;color:#ffd43b">GRAND OPENING</body>`,
  );
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}

async function fillCart(cart: CartPage): Promise<{ banner: string; stakes: string }> {
  await cart.goto();
  const thumbnail = await cart.uploadThumbnail(await bannerThumbnail(cart));
  const [banner, stakes] = await cart.addItems([
    {
      productId: 101,
      width: 72,
      height: 36,
      measurementUnit: 5,
      quantity: 2,
      accessories: { grommets: ['four-corners'] },
      thumbnail,
      price: 0.01,
    },
    { productId: 1386, width: 10, height: 30, quantity: 10 },
  ]);
  await cart.page.reload();
  return { banner: banner!, stakes: stakes! };
}

test('the cart lists what was added, links back to the designer and removes an item', async ({
  page,
}, testInfo) => {
  const cart = new CartPage(page);
  await cart.goto();
  await expect(cart.empty).toBeVisible();

  const { banner } = await fillCart(cart);
  await expect(cart.items).toHaveCount(2);
  const bannerItem = cart.item('Vinyl Banner');
  await expect(bannerItem.getByRole('img', { name: 'Design of Vinyl Banner' })).toBeVisible();
  // The thumbnail really loaded (owner-only design file route).
  expect(
    await bannerItem.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(240);
  await expect(bannerItem).toContainText('6 × 3 ft');
  await expect(bannerItem).toContainText('Four corners');
  await expect(bannerItem.locator('dd').last()).toHaveText('2');
  // The server's price, not the 0.01 sent: 2 banners with four grommets, 5 % off.
  await expect(bannerItem.locator('.price')).not.toHaveText('$0.01');
  await expect(bannerItem.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/designer/?cId=${banner}`,
  );
  // The accessory product is not opened in the designer.
  await expect(cart.item('Wire H-Stakes').getByRole('link', { name: 'Edit' })).toHaveCount(0);
  const prices = await cart.items.locator('.price').allTextContents();
  const sum = prices.map((p) => Number(p.replace(/[$,]/g, ''))).reduce((a, b) => a + b, 0);
  await expect(cart.total).toHaveText(`$${sum.toFixed(2)}`);
  await page.screenshot({ path: testInfo.outputPath('cart-1440.png'), fullPage: true });

  await cart.remove('Wire H-Stakes');
  await expect(cart.items).toHaveCount(1);
  await expect(cart.total).toHaveText((await bannerItem.locator('.price').textContent())!);
});

test('the cart fits a 390 px phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const cart = new CartPage(page);
  await fillCart(cart);
  await expect(cart.items).toHaveCount(2);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expect(page.getByRole('button', { name: 'Remove Vinyl Banner' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('cart-390.png'), fullPage: true });
});
