/**
 * The tour guide as a new shopper meets it (spec shell §2, §4, §9): it starts once on a first
 * visit, runs to the end, can be skipped and resumed from the tutorial button, puts a spotlight
 * 15 px around each step's element, keeps the open panel open while it runs, hides under
 * 768 × 500, and renders its rich text without running any of it.
 */
import { expect, test } from '@playwright/test';
import { DesignerPage } from './pages/DesignerPage';
import { TourPage } from './pages/TourPage';

const STEPS = 8;

test('a first-time visitor gets the tour once and runs it to the end', async ({ page }) => {
  const tour = new TourPage(page);
  await tour.enableAutoStart();
  const designer = new DesignerPage(page);
  await designer.open();
  await tour.expectStep(1, STEPS, 'Welcome to the designer');
  await expect(tour.button('Previous')).toHaveCount(0);

  const titles = [
    'Your design tools',
    'Pick a product',
    'Add text, pictures and more',
    'Design on the canvas',
    'Zoom, undo and layer tools',
    'Save your design',
    'Add to cart',
  ];
  for (const [i, title] of titles.entries()) {
    await tour.button('Next').click();
    await tour.expectStep(i + 2, STEPS, title);
  }
  // The last step offers Done instead of Next and Skip; Previous goes back one.
  await expect(tour.button('Next')).toHaveCount(0);
  await expect(tour.button('Skip')).toHaveCount(0);
  await tour.button('Previous').click();
  await tour.expectStep(7, STEPS, 'Save your design');
  await tour.button('Next').click();
  await tour.button('Done').click();
  await expect(tour.tip).toBeHidden();
  expect(await tour.kept()).toEqual({ isActive: false, activeIndex: 0 });

  // Once only: the next visit starts without it.
  await designer.open();
  await expect(tour.tutorialButton).toBeVisible();
  await expect(tour.tip).toBeHidden();
});

test('Skip keeps the step; the tutorial button resumes there', async ({ page }) => {
  const tour = new TourPage(page);
  const designer = new DesignerPage(page);
  await designer.open();
  await expect(tour.tip).toBeHidden(); // the e2e server's configuration: no first-visit start
  await tour.tutorialButton.click();
  await tour.expectStep(1, STEPS);
  await tour.button('Next').click();
  await tour.button('Next').click();
  await tour.expectStep(3, STEPS, 'Pick a product');
  await tour.button('Skip').click();
  await expect(tour.tip).toBeHidden();
  expect(await tour.kept()).toEqual({ isActive: false, activeIndex: 2 });

  await tour.tutorialButton.click();
  await tour.expectStep(3, STEPS, 'Pick a product');
  // Escape skips too; a reload in the middle of a tour resumes it.
  await tour.button('Next').click();
  await page.reload();
  await tour.expectStep(4, STEPS, 'Add text, pictures and more');
  await page.keyboard.press('Escape');
  await expect(tour.tip).toBeHidden();
});

test('the spotlight is the element grown by 15 px, kept 10 px inside the screen', async ({
  page,
}) => {
  const tour = new TourPage(page);
  const designer = new DesignerPage(page);
  await designer.open();
  await tour.tutorialButton.click();
  await tour.button('Next').click();
  await tour.button('Next').click();
  await tour.expectStep(3, STEPS, 'Pick a product');
  const target = (await designer.menuItem('Products').boundingBox())!;
  // The spotlight glides from the last step's element for 0.2 s: measure where it comes to rest.
  await expect(async () => {
    const spot = (await tour.spotlight.boundingBox())!;
    // The side menu touches the left edge: the spotlight stops 10 px from it.
    expect(spot.x).toBeCloseTo(Math.max(10, target.x - 15), 0);
    expect(spot.y).toBeCloseTo(target.y - 15, 0);
    expect(spot.x + spot.width).toBeCloseTo(target.x + target.width + 15, 0);
    expect(spot.y + spot.height).toBeCloseTo(target.y + target.height + 15, 0);
  }).toPass({ timeout: 3000 });
  const spot = (await tour.spotlight.boundingBox())!;
  // The tip sits beside the spotlight, not over it.
  const tip = (await tour.tip.boundingBox())!;
  const overlaps =
    tip.x < spot.x + spot.width &&
    tip.x + tip.width > spot.x &&
    tip.y < spot.y + spot.height &&
    tip.y + tip.height > spot.y;
  expect(overlaps).toBe(false);
});

test('a click outside leaves the open panel open while the tour runs', async ({ page }) => {
  const tour = new TourPage(page);
  const designer = new DesignerPage(page);
  await designer.open();
  await designer.menuItem('Text').click();
  await expect(designer.panel).toBeVisible();
  await tour.tutorialButton.click();
  await tour.expectStep(1, STEPS);
  await page.mouse.click(900, 700); // on the backdrop, over the canvas
  await expect(designer.panel).toBeVisible();
  await tour.button('Skip').click();
  // Without the tour, the same click closes the panel.
  await page.mouse.click(900, 700);
  await expect(designer.panel).toBeHidden();
});

test('the tour hides under 768 × 500 and comes back on a larger screen', async ({ page }) => {
  const tour = new TourPage(page);
  const designer = new DesignerPage(page);
  await designer.open();
  await tour.tutorialButton.click();
  await tour.expectStep(1, STEPS);
  await page.setViewportSize({ width: 1024, height: 499 });
  await expect(tour.tip).toBeHidden();
  await expect(tour.tutorialButton).toBeHidden();
  await page.setViewportSize({ width: 767, height: 900 });
  await expect(tour.tip).toBeHidden();
  await page.setViewportSize({ width: 768, height: 500 });
  await tour.expectStep(1, STEPS);
});

test('the rich text is rendered, never run', async ({ page }) => {
  const tour = new TourPage(page);
  await page.route('**/api/v1/Tourguide/GetListByPage?pageId=*', async (route) => {
    const response = await route.fetch();
    const guide = (await response.json()) as { tourguideItems: { content: string }[] };
    guide.tourguideItems[0]!.content =
      '<p>Safe <strong>bold</strong> <a href="javascript:window.__ran=1">link</a></p>' +
      '<img src="x" onerror="window.__ran=2"><script>window.__ran=3</script>' +
      '<p onclick="window.__ran=4" style="color:red">plain</p>';
    await route.fulfill({ response, json: guide });
  });
  const designer = new DesignerPage(page);
  await designer.open();
  await tour.tutorialButton.click();
  const content = tour.tip.locator('.tour-content');
  await expect(content.locator('strong')).toHaveText('bold');
  await expect(content.locator('img, script, [onclick], [style], a')).toHaveCount(0);
  await content.getByText('plain').click();
  await content.getByText('link').click();
  expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
});
