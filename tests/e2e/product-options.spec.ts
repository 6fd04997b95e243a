/**
 * Product, options and notices as a new shopper meets them (issue 17, the `options` part; spec
 * shell §2, §4, §5): a product picked from a search, grommets every 2–3 feet on a banner drawn
 * on the canvas, an incompatible option answered by the compatibility popup (Cancel puts the
 * selection and the canvas back, Confirm makes the canvas follow), the last product remembered
 * with the legacy parameters leaving the address, and a product or print-side change asking
 * before it loses the back side. Screenshots at 1440 and 390 px wide.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { grommetPlacement } from '../../src/domain/overlays/grommets';
import { catalogue } from './catalogue';
import { currentDesign, sameColour } from './pages/EditorPage';
import { ProductOptionsPage } from './pages/ProductOptionsPage';

/** Brass washer colour of the grommet overlay (as tests/e2e/editor.spec.ts reads it). */
const GOLD: [number, number, number] = [0xc9, 0xa9, 0x4b];
/** From a grommet's centre to a point on its washer, between hole and rim, inches per axis. */
const ON_WASHER_IN = 0.232;

/** A point on the washer of the second grommet along the top edge (a corner has one always). */
function topEdgeWasher(widthIn: number, heightIn: number): { x: number; y: number } {
  const rings = grommetPlacement('every-2-3-feet', {
    widthInches: widthIn,
    heightInches: heightIn,
  });
  const ring = rings?.[1];
  if (!ring) throw new Error(`no "every 2-3 feet" grommets on ${widthIn} × ${heightIn} in`);
  return { x: (ring.cx + ON_WASHER_IN) * 96, y: (ring.cy + ON_WASHER_IN) * 96 };
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('a product picked from a search; grommets every 2–3 feet are drawn on the banner', async ({
  page,
}) => {
  const shop = new ProductOptionsPage(page);
  await shop.open();
  await shop.searchProducts('banner');
  const vinyl = shop.productCard(catalogue.vinylBanner.name);
  await expect(vinyl).toBeVisible();
  await expect(shop.productCards.filter({ hasText: 'Yard Sign' })).toHaveCount(0);
  await expect(vinyl.getByTestId('product-label')).toHaveText('Best Seller');
  await vinyl.click();
  await expect(shop.productName).toHaveText(catalogue.vinylBanner.name);
  await expect.poll(() => shop.param('pId')).toBe(String(catalogue.vinylBanner.id));
  await expect(vinyl).toHaveAttribute('aria-current', 'true');
  await shop.settle();

  // Grommets has 4 options: a dropdown, each entry with its name (and price difference).
  await shop.openPanel('Options');
  const grommets = shop.dropdown('Grommets');
  await expect(grommets).toBeVisible();
  await expect(shop.panel.locator('.option-image').first()).toBeVisible();
  await shop.chooseInDropdown('Grommets', 'Four corners');
  await expect.poll(async () => (await shop.canvasOptions()).grommet).toBe('four-corners');
  // Recorded as an option change (action type 3), which never asks before leaving the page.
  expect((await shop.state()).unsavedAction).toBe(3);
  await screenshot(page, 'options-1440');
  await shop.closePanel('Options');
  const { width, height } = catalogue.vinylBanner.defaultSize;
  const washer = topEdgeWasher(width, height);
  await shop.addShape('Rectangle');
  await shop.deselect();
  await expect.poll(async () => sameColour(await shop.pixelAt(washer), GOLD, 6)).toBe(false);

  await shop.openPanel('Options');
  await shop.chooseInDropdown('Grommets', 'Every 2-3 feet');
  await expect.poll(async () => (await shop.canvasOptions()).grommet).toBe('every-2-3-feet');
  await shop.closePanel('Options');
  await shop.deselect();
  await expect.poll(async () => sameColour(await shop.pixelAt(washer), GOLD, 6)).toBe(true);
  // The rectangle (a canvas change, type 5) still asks before leaving after the option change.
  expect((await shop.state()).unsavedAction).toBe(5);
});

test('the last selected product opens again; the legacy parameters leave the address', async ({
  page,
}) => {
  const shop = new ProductOptionsPage(page);
  await shop.openProduct(catalogue.yardSign.id);
  await shop.page.goto('/designer/?tId=5&imgId=6&upid=abc&mt=image/png&isTemp=true&ati=3');
  await expect(shop.productName).toHaveText(catalogue.yardSign.name);
  for (const key of ['tId', 'imgId', 'upid', 'mt', 'isTemp', 'ati'])
    expect(shop.param(key)).toBeNull();
  await expect(shop.panel).toBeHidden();
  await expect.poll(() => shop.param('pId')).toBe(String(catalogue.yardSign.id));

  // Remembered options the product no longer has: the same product opens with its defaults.
  await page.evaluate((productId) => {
    const stale = { productId, selectedOptionKeys: { material: ['no-longer-sold'] } };
    localStorage.setItem('lastSelectedProduct', JSON.stringify(stale));
  }, catalogue.yardSign.id);
  await page.goto('/designer/');
  await expect(shop.toast).toContainText("We couldn't find what you were looking for.");
  await expect(shop.productName).toHaveText(catalogue.yardSign.name);
  await expect(shop.artboard).toBeVisible();
});

test('losing the back side asks first; Cancel keeps the back design', async ({ page }) => {
  const shop = new ProductOptionsPage(page);
  await shop.openProduct(catalogue.vinylBanner.id);
  await shop.chooseOption('Double sided, different designs');
  await shop.flipToBack.click();
  await expect(shop.activeSide).toHaveText('Back');
  // The back is shown after the flip's 400 ms (a shape added before belongs to the front).
  await expect.poll(async () => (await shop.state()).loading).toBe(false);
  const back = await shop.addShape('Circle');
  const backIds = async () =>
    currentDesign((await shop.state()).sides.back)?.objects.map((o) => o.id) ?? [];
  await expect.poll(backIds).toEqual([back]);

  // A single-sided print side: asked, cancelled, nothing changed.
  await shop.openPanel('Options');
  await shop.optionRow('Single sided').getByRole('radio').click();
  await expect(shop.backSideLoss).toContainText('the design on the back side will be lost');
  await screenshot(page, 'back-side-loss-1440');
  await shop.backSideLoss.getByRole('button', { name: 'Cancel' }).click();
  await expect(shop.backSideLoss).toBeHidden();
  await expect(shop.optionRow('Double sided, different designs').getByRole('radio')).toBeChecked();
  expect((await shop.state()).sides.printSide).toBe('double');
  expect(await backIds()).toEqual([back]);

  // Another product: asked, cancelled, nothing changed; then confirmed.
  await shop.openPanel('Products');
  await shop.productCard(catalogue.yardSign.name).click();
  await expect(shop.backSideLoss).toBeVisible();
  await shop.backSideLoss.getByRole('button', { name: 'Cancel' }).click();
  await expect(shop.productName).toHaveText(catalogue.vinylBanner.name);
  expect(await backIds()).toEqual([back]);
  await shop.productCard(catalogue.yardSign.name).click();
  await shop.backSideLoss.getByRole('button', { name: 'Continue' }).click();
  await expect(shop.productName).toHaveText(catalogue.yardSign.name);
  await expect.poll(async () => (await shop.state()).sides.printSide).toBe('single');
  expect(await backIds()).toEqual([]);
});

/** A product and option the seeded calculator marks as conflicting with the default choice. */
interface Conflict {
  productId: number;
  accessoryName: string;
  optionName: string;
  listed: boolean;
}

/** Asks the real calculator, product by product, for an option it marks incompatible. */
async function findConflict(page: Page): Promise<Conflict | null> {
  return page.evaluate(async () => {
    const token = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const post = async (path: string, body: unknown) =>
      (
        await fetch(`/api/v1/${path}`, {
          method: 'POST',
          credentials: 'include',
          headers: {
            'content-type': 'application/json',
            'x-xsrf-token': decodeURIComponent(token),
          },
          body: JSON.stringify(body),
        })
      ).json() as Promise<Record<string, unknown>>;
    type Item = { productId: number };
    type Calc = {
      accessories: { name: string; options: { name: string; isCompatible: boolean }[] }[];
    };
    const list = (await post('Product/Personalized', { page: { number: 0, size: 100 } })) as {
      frequentlyUsed: Item[];
      other: Item[];
    };
    for (const { productId } of [...list.frequentlyUsed, ...list.other]) {
      const calc = (await post('Product/calculator', { productId })) as unknown as Calc;
      for (const a of calc.accessories ?? []) {
        const option = a.options.find((o) => !o.isCompatible);
        if (option)
          return {
            productId,
            accessoryName: a.name,
            optionName: option.name,
            listed: a.options.length <= 3,
          };
      }
    }
    return null;
  });
}

test('an incompatible option: the popup explains; Cancel puts it back, Confirm applies it', async ({
  page,
}) => {
  const shop = new ProductOptionsPage(page);
  await shop.open();
  // For the lead: this needs the calculator's incompatible pairs (branch calc, issue 17); on a
  // server that marks every option compatible it fails here, by design (no test is skipped).
  const conflict = await findConflict(page);
  expect(conflict, 'the seeded catalogue has an option incompatible with a default').not.toBeNull();
  const { productId, accessoryName, optionName, listed } = conflict!;
  await shop.openProduct(productId);
  await shop.openPanel('Options');
  const choose = async () => {
    if (listed) await shop.optionRow(optionName).getByRole('radio').click();
    else await shop.chooseInDropdown(accessoryName, optionName);
  };
  const conflictMarker = listed
    ? shop.optionRow(optionName).getByTestId('option-conflict')
    : shop
        .dropdown(accessoryName)
        .locator('option', { hasText: 'Conflicts with your current choice' });
  await expect(conflictMarker.first()).toBeAttached();
  const before = await shop.canvasOptions();

  await choose();
  await expect(shop.noticeConfirm).toBeVisible();
  await expect(shop.noticeConfirm.getByTestId('product-notice-message')).not.toBeEmpty();
  await screenshot(page, 'notice-confirm-1440');
  await shop.noticeConfirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(shop.noticeConfirm).toBeHidden();
  expect(await shop.notice()).toEqual({ dialog: 'none', type: 'none' });
  expect(await shop.canvasOptions()).toEqual(before);
  await expect(conflictMarker.first()).toBeAttached();

  await choose();
  await expect(shop.noticeConfirm).toBeVisible();
  await shop.noticeConfirm.getByRole('button', { name: 'Continue' }).click();
  await expect(shop.noticeConfirm).toBeHidden();
  await expect.poll(async () => (await shop.notice()).type).toBe('warning');
  // The canvas follows the answer the shopper confirmed: its configuration is that answer's.
  await expect.poll(() => shop.canvasOptions()).toEqual(await shop.appliedAnswerOptions());
  await expect(shop.panel.getByTestId('product-notice-warning')).toBeVisible();
});

test.describe('on a phone, 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the Products search and the Options dropdown fit the screen', async ({ page }) => {
    const shop = new ProductOptionsPage(page);
    await shop.openProduct(catalogue.vinylBanner.id);
    await shop.searchProducts('sign');
    await expect(shop.productCards.first()).toBeVisible();
    await screenshot(page, 'products-390');
    await shop.openPanel('Options');
    const grommets = shop.dropdown('Grommets');
    await expect(grommets).toBeVisible();
    const box = await grommets.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await screenshot(page, 'options-390');
  });
});
