/**
 * A template fits any size (issue 16): the grand opening banner (72 × 36 in) applied to a tall
 * custom banner (2 × 6 ft) with the banner's default finishing (grommets every 2–3 feet, a 1 in
 * welded hem) lays itself out again — every text inside the artboard and clear of the grommets
 * and the hem band, by geometry, and on screen — and going back to 6 × 3 ft restores it exactly.
 */
import { expect, test } from '@playwright/test';
import { textAreaPx, overlayPlan } from '../../src/domain/overlays';
import { catalogue } from './catalogue';
import type { DesignObject } from './pages/EditorPage';
import { ContentPanelsPage } from './pages/ContentPanelsPage';
import { SizePage } from './pages/SizePage';

const SCREENSHOTS = 'test-results/template-fit';

/**
 * Axis-aligned bounds of an unturned object, artboard px. A text box straight from a template
 * has no height in the design until the shopper edits it: its lines at Fabric's line height
 * (1.13 × fontSize × lineHeight each), as the layout counts them.
 */
function bounds(o: DesignObject) {
  const lines = (o.text ?? '').split('\n').length;
  const height = o.height ?? lines * (o.fontSize ?? 40) * 1.13 * (o.lineHeight ?? 1.16);
  const w = o.width * o.scaleX;
  const h = height * o.scaleY;
  const left = o.originX === 'left' ? o.left : o.originX === 'right' ? o.left - w : o.left - w / 2;
  const top = o.originY === 'top' ? o.top : o.originY === 'bottom' ? o.top - h : o.top - h / 2;
  return { left, top, right: left + w, bottom: top + h };
}

const texts = (objects: DesignObject[]) =>
  objects.filter((o) => /changeable-text-/.test(o.id ?? ''));

test('a template on a tall custom banner keeps its text clear of grommets and hem', async ({
  page,
}) => {
  const size = new SizePage(page);
  const shop = new ContentPanelsPage(page);
  await shop.openProduct(catalogue.vinylBanner.id); // 72 × 36 in
  await shop.openPanel('Templates');
  await shop.search('Search templates', 'grand opening');
  await shop.thumbnails('templates').first().click();
  await expect.poll(async () => texts(await shop.objects()).length).toBe(3);
  await shop.closePanel('Templates');
  await shop.settle();
  const original = await shop.objects();

  await shop.openPanel('Size');
  await size.typeSize('2', '6'); // 24 × 72 in: portrait, a third of the width
  await expect.poll(() => shop.artboardPx()).toEqual({ width: 2304, height: 6912 });
  await shop.closePanel('Size');
  await shop.settle();
  await page.waitForTimeout(1500); // the pictures drawn, for the screenshot only
  await page.screenshot({ path: `${SCREENSHOTS}/tall-banner-1440.png` });

  // What the editor keeps text clear of on this banner (the default options).
  const plan = overlayPlan(
    { grommet: 'every-2-3-feet', hem: 1 },
    { widthInches: 24, heightInches: 72 },
  );
  const { keepOut } = textAreaPx(plan);
  expect(keepOut.length).toBeGreaterThan(4);
  const laidOut = texts(await shop.objects());
  expect(laidOut).toHaveLength(3);
  for (const text of laidOut) {
    const b = bounds(text);
    expect(b.left, text.id).toBeGreaterThanOrEqual(-0.01);
    expect(b.right, text.id).toBeLessThanOrEqual(2304.01);
    expect(b.top, text.id).toBeGreaterThanOrEqual(-0.01);
    expect(b.bottom, text.id).toBeLessThanOrEqual(6912.01);
    for (const k of keepOut) {
      const apart =
        b.right <= k.left + 0.01 ||
        b.left >= k.left + k.width - 0.01 ||
        b.bottom <= k.top + 0.01 ||
        b.top >= k.top + k.height - 0.01;
      expect(apart, `${text.id} clear of ${JSON.stringify(k)}`).toBe(true);
    }
  }
  // The photo column still covers the right edge (anchored right, full height).
  const photo = (await shop.objects()).find((o) => o.id === 'changeable-image-photo')!;
  expect(bounds(photo).right).toBeCloseTo(2304, 1);
  expect(bounds(photo).bottom - bounds(photo).top).toBeCloseTo(6912, 1);

  // Back to 6 × 3 ft: the design as the template made it.
  await shop.openPanel('Size');
  await size.typeSize('6', '3');
  await expect.poll(() => shop.artboardPx()).toEqual({ width: 6912, height: 3456 });
  await shop.closePanel('Size');
  await shop.settle();
  const back = await shop.objects();
  for (const o of original) {
    const now = back.find((b) => b.id === o.id)!;
    expect(now.left, o.id).toBeCloseTo(o.left, 2);
    expect(now.top, o.id).toBeCloseTo(o.top, 2);
    expect(now.scaleX, o.id).toBeCloseTo(o.scaleX, 4);
  }
});
