/**
 * A shopper sizes a product, orders a quantity and reads the price (issue 17, the `size` part):
 * a custom size refused with the spec's exact message and the previous values restored, the
 * locked aspect ratio, feet and inches, sizes turned, the 67-inch person, an invalid quantity
 * snapped, and the price details checked against the server's calculator answer.
 */
import { expect, test } from '@playwright/test';
import type { ProductCalculator } from '../../src/domain/product';
import { catalogue } from './catalogue';
import { SizePage } from './pages/SizePage';
import { revealHeaderItem } from './support/headerItem';

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

test('custom size: refused with the exact message, ratio locked, feet and inches', async ({
  page,
}) => {
  const size = new SizePage(page);
  await size.openSize(catalogue.vinylBanner.id);
  await expect(size.productSize).toHaveText('6 × 3 ft');
  await expect(size.widthField).toHaveValue('6');
  await expect(size.heightField).toHaveValue('3');
  await expect(size.comparison).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('size-panel-1440.png') });

  // 60 ft is past the 50 ft roll: refused in the unit shown, the size in force restored.
  await size.typeSize('60', '3');
  await expect(size.sizeError).toHaveText('Allowed size range is min 1 x 1 ft and max 50 x 16 ft');
  await expect(size.widthField).toHaveValue('6');
  await expect(size.heightField).toHaveValue('3');
  await expect(size.productSize).toHaveText('6 × 3 ft');

  // A custom size in feet is sent as feet × 12 inches.
  await size.typeSize('5', '2.5');
  const custom = await size.answerFor((r) => r.width === 60 && r.height === 30);
  expect(custom.answer.filter).toMatchObject({ width: 60, height: 30 });
  await expect(size.productSize).toHaveText('5 × 2.5 ft');
  await expect(size.sizeError).toBeHidden();

  // Locked: typing one side scales the other (2 : 1), to 3 decimals.
  await size.lockRatio.check();
  await size.widthField.fill('7');
  await expect(size.heightField).toHaveValue('3.5');
  await size.heightField.fill('4.333');
  await expect(size.widthField).toHaveValue('8.666');
  await size.apply.click();
  await size.answerFor((r) => r.width === 103.992 && r.height === 51.996);
  await expect(size.productSize).toHaveText('8.666 × 4.333 ft');

  // Inches: the same size shown in inches, checked against the limits in inches.
  await size.unit('Inches').check();
  await expect(size.widthField).toHaveValue('103.992');
  await expect(size.heightField).toHaveValue('51.996');
  await size.answerFor((r) => r.measurementUnit === 0);
  await expect(size.productSize).toHaveText('103.992 × 51.996 in');
  await size.lockRatio.uncheck();
  await size.typeSize('11', null);
  await expect(size.sizeError).toHaveText(
    'Allowed size range is min 12 x 12 in and max 600 x 192 in',
  );
  await expect(size.widthField).toHaveValue('103.992');
  await size.typeSize('72', '36');
  await size.answerFor((r) => r.width === 72 && r.height === 36 && r.measurementUnit === 0);
  await expect(size.productSize).toHaveText('72 × 36 in');

  // Back to feet: inches / 12, rounded to 3 decimals.
  await size.unit('Feet').check();
  await expect(size.widthField).toHaveValue('6');
  await expect(size.productSize).toHaveText('6 × 3 ft');

  // Escape drops a draft; moving between the fields sends nothing, leaving the form commits.
  await size.widthField.fill('9');
  await size.widthField.press('Escape');
  await expect(size.widthField).toHaveValue('6');
  await size.widthField.fill('7');
  await size.heightField.focus();
  await size.heightField.fill('3.5');
  expect(size.answers.some((a) => a.request.width === 84 && a.request.height === 36)).toBe(false);
  await size.unit('Feet').focus();
  await size.answerFor((r) => r.width === 84 && r.height === 42);
  await expect(size.productSize).toHaveText('7 × 3.5 ft');
});

test('sizes turn both ways; fields are disabled on a product of listed sizes only', async ({
  page,
}) => {
  const size = new SizePage(page);
  await size.openSize(catalogue.yardSign.id);
  await expect(size.widthField).toBeDisabled();
  await expect(size.heightField).toBeDisabled();
  await expect(size.lockRatio).toBeDisabled();
  await expect(size.unit('Feet')).toHaveCount(0);
  // 18 in high: below the 24 in the figure needs.
  await expect(size.comparison).toBeHidden();

  await size.orientation('Portrait').check();
  await size.answerFor((r) => r.width === 18 && r.height === 24);
  await expect(size.productSize).toHaveText('18 × 24 in');
  await expect(size.sizeList.getByRole('radio', { name: '18 × 24 in' })).toBeChecked();
  await expect(size.comparison).toBeVisible();
  const figure = await size.comparison.locator('svg').boundingBox();
  expect(figure!.width).toBeLessThanOrEqual(435);
  expect(figure!.height).toBeLessThanOrEqual(233);

  await size.sizeList.getByRole('radio', { name: '24 × 36 in' }).check();
  await size.answerFor((r) => r.width === 24 && r.height === 36);
  await expect(size.productSize).toHaveText('24 × 36 in');
});

test('an invalid quantity shows the nearest valid number and snaps to it', async ({ page }) => {
  const size = new SizePage(page);
  await size.open(`?pId=${catalogue.vinylBanner.id}`);
  await size.quantityInput.fill('0');
  // Sent after 1 s without a blur.
  await expect(size.quantityHint).toHaveText('Quantity changed to the nearest valid number: 1');
  await expect(size.quantityInput).toHaveValue('1');
  await expect(size.page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

  // Past MAX_QUANTITY (999999 by default): the largest valid number.
  await size.quantityInput.fill('2000000');
  await size.quantityInput.blur();
  await expect(size.quantityHint).toHaveText(
    'Quantity changed to the nearest valid number: 999999',
  );
  await expect(size.quantityInput).toHaveValue('999999');
  await size.answerFor((r) => r.quantity === 999999);
  await expect(size.page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
});

test('the price details are the server’s: breakdown, tiers, Buy more save more', async ({
  page,
}) => {
  const size = new SizePage(page);
  await size.open(`?pId=${catalogue.vinylBanner.id}`);
  await size.quantityInput.fill('5');
  const { answer } = await size.answerFor((r) => r.quantity === 5);
  await expect(size.price).toHaveText(usd(answer.pricing.totalDiscountedPrice));

  await size.openPriceDetails();
  // Focus is in the dialog, for the keyboard and for screen readers.
  await expect(size.priceDetails).toBeFocused();
  await expectPriceDetails(size, answer);
  await page.screenshot({ path: test.info().outputPath('price-details-1440.png') });

  // Escape closes it and gives focus back to its button.
  await page.keyboard.press('Escape');
  await expect(size.priceDetails).toBeHidden();
  await expect(size.priceDetailsButton).toBeFocused();

  // A tier is a button that orders its count.
  await size.openPriceDetails();
  await size.priceDetails.getByRole('button', { name: /^10 or more:/ }).click();
  const ten = await size.answerFor((r) => r.quantity === 10);
  await expect(size.quantityInput).toHaveValue('10');
  await expectPriceDetails(size, ten.answer);

  // A click outside closes it.
  await page.getByTestId('workspace').click({ position: { x: 5, y: 5 } });
  await expect(size.priceDetails).toBeHidden();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the Size panel and the price details fit the screen', async ({ page }) => {
    const size = new SizePage(page);
    await size.openSize(catalogue.vinylBanner.id);
    await expect(size.comparison).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('size-panel-390.png') });
    for (const part of [size.customSize, size.comparison]) {
      const box = await part.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await size.menuItem('Size').click();
    await expect(size.panel).toBeHidden();

    // On a phone the quantity is in the header's More menu.
    await revealHeaderItem(page, size.quantityInput);
    await size.quantityInput.fill('0');
    await expect(size.quantityHint).toBeVisible();
    const hint = await size.quantityHint.boundingBox();
    expect(hint!.x).toBeGreaterThanOrEqual(0);
    expect(hint!.x + hint!.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');

    await size.openPriceDetails();
    await expectPriceDetails(size, await size.lastAnswer());
    const box = await size.priceDetails.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('price-details-390.png') });
  });
});

/** The open price details show exactly the server's figures for `answer`. */
async function expectPriceDetails(size: SizePage, answer: ProductCalculator): Promise<void> {
  const { pricing, filter } = answer;
  const details = size.priceDetails;
  const lines = details.getByTestId('price-line');
  await expect(lines).toHaveCount(pricing.breakdown.length);
  for (const [i, line] of pricing.breakdown.entries()) {
    await expect(lines.nth(i)).toContainText(line.label);
    await expect(lines.nth(i)).toContainText(usd(line.amount));
  }
  await expect(details.getByTestId('price-before-discount')).toContainText(usd(pricing.totalPrice));
  await expect(details.getByTestId('price-total')).toContainText(usd(pricing.totalDiscountedPrice));
  const applied = details.getByTestId('price-applied-tier');
  if (pricing.appliedTier) await expect(applied).toContainText(usd(pricing.appliedTier.saved));
  else await expect(applied).toHaveCount(0);
  const next = details.getByTestId('price-next-tier');
  if (pricing.nextTier) await expect(next).toContainText(usd(pricing.nextTier.saved));
  else await expect(next).toHaveCount(0);
  // Buy more save more: tiers over 1 and above the quantity, each with count, price, percent.
  const tiers = pricing.discounts.filter((d) => d.count > 1 && d.count > filter.quantity);
  const shown = details.getByTestId('buy-more-tier');
  await expect(shown).toHaveCount(tiers.length);
  for (const [i, tier] of tiers.entries()) {
    await expect(shown.nth(i)).toHaveText(
      `${tier.count} or more: ${usd(tier.eachPrice)} each, save ${tier.percent}%`,
    );
  }
}
