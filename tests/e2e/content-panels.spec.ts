/**
 * The content panels (issue 16) as a new shopper uses them, one journey per panel.
 *
 * Elements (panel 6): the category tabs list the catalogue's thumbnails (lazily, through
 * `/images/process` at the size shown); Basic Shapes (28) shows a page of 24 and its second
 * page once scrolled to the end; a search with no result says so in the spec's words; a found
 * element is placed in view, selected, with its `changeable-color` part, one use is recorded
 * (UpdateRating) and the part is recoloured from the layer tools. On a 390 px phone choosing an
 * element closes the panel.
 */
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import type { DesignObject } from './pages/EditorPage';
import { centreOf } from './pages/EditorPage';
import { ContentPanelsPage } from './pages/ContentPanelsPage';

const SCREENSHOTS = 'test-results/content-panels';
const RECOLOUR = '#1f3a93';

interface GroupObject extends DesignObject {
  objects: { id?: string; fill?: string }[];
}

test('Elements: browse a tab, scroll, search, place an element and recolour it', async ({
  page,
}) => {
  const shop = new ContentPanelsPage(page);
  await shop.openProduct(catalogue.yardSign.id);
  await shop.openPanel('Elements');

  // The tabs of the catalogue; Basic Shapes holds 28: a page of 24, then the rest on scrolling.
  await expect(shop.tab(/^Icons|^Celebrations/).first()).toBeVisible();
  const shapes = shop.tab(/^Basic Shapes/);
  await shapes.click();
  await expect(shapes).toHaveAttribute('aria-selected', 'true');
  await expect(shop.thumbnails('elements')).toHaveCount(24);
  const src = await shop.thumbnails('elements').first().locator('img').getAttribute('src');
  // Thumbnails at the width shown (a third of the 320 px panel, at devicePixelRatio 1).
  expect(src).toMatch(/^\/images\/process\?src=%2Fimages%2Fcontent%2F.+\.svg&width=(80|120)$/);
  await expect(shop.thumbnails('elements').first().locator('img')).toHaveJSProperty(
    'complete',
    true,
  );
  await shop.scrollUntil('elements', 28);

  // A search with no result.
  await shop.search('Search elements', 'zebra unicorn');
  await expect(shop.panel.getByTestId('content-no-results')).toHaveText(
    'Sorry, we couldn\'t find any elements for "zebra unicorn"',
  );

  // A search that finds the circle; placing it adds one recolourable group, in view, selected.
  await shop.search('Search elements', 'circle');
  const circle = shop.list('elements').getByRole('button', { name: 'Circle', exact: true });
  const elementId = Number(await circle.first().getAttribute('data-item-id'));
  const rating = async () =>
    (
      (await (
        await page.request.get(`/api/v1/EditorElement/GetElementById?id=${elementId}`)
      ).json()) as { rating: number }
    ).rating;
  const before = await rating();
  await page.screenshot({ path: `${SCREENSHOTS}/elements-1440.png` });
  const id = await shop.place(circle.first());
  expect(id).toMatch(/^changeable-element-group-/);
  expect((await shop.state()).selection.ids).toEqual([id]);
  const placed = (await shop.object(id)) as GroupObject;
  expect(placed.objects.map((p) => p.id)).toEqual(['changeable-color-1']);
  const board = await shop.artboardPx();
  const px = 1 / (await shop.zoom());
  expect(Math.abs(centreOf(placed).x - board.width / 2)).toBeLessThan(px);
  expect(Math.abs(centreOf(placed).y - board.height / 2)).toBeLessThan(px);
  await expect.poll(rating).toBe(before + 1);

  // A second one steps aside from the first, never exactly on it.
  const second = await shop.place(circle.first());
  const step = 24 / (await shop.zoom());
  expect(Math.abs(centreOf(await shop.object(second)).x - centreOf(placed).x - step)).toBeLessThan(
    px,
  );
  await shop.closePanel('Elements');

  // Recolour its part from the layer tools.
  await shop.layerToolbar.getByRole('button', { name: 'Colour' }).click();
  const hex = page.getByRole('dialog', { name: 'Colour' }).getByRole('textbox', { name: 'Hex' });
  await hex.fill(RECOLOUR);
  await expect
    .poll(async () => ((await shop.object(second)) as GroupObject).objects[0]?.fill)
    .toBe(RECOLOUR);
  await page.keyboard.press('Escape');
  await shop.deselect();
  await page.screenshot({ path: `${SCREENSHOTS}/elements-design-1440.png` });
});

test('Elements on a 390 px phone: choosing an element closes the panel', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shop = new ContentPanelsPage(page);
  await shop.openProduct(catalogue.dieCutSticker.id);
  await shop.openPanel('Elements');
  await expect(shop.thumbnails('elements').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/elements-390.png` });
  const id = await shop.place(shop.thumbnails('elements').first());
  await expect(shop.panel).toBeHidden();
  expect((await shop.state()).selection.ids).toEqual([id]);
  await page.screenshot({ path: `${SCREENSHOTS}/elements-design-390.png` });
});
