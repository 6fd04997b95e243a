/**
 * Under the Safari budget (5,000,000 px, chosen from a Safari user agent), no zoom level creates
 * a canvas above the budget: the pipeline's allocation guard (workers/allocationGuard.ts) is
 * installed in the page before the app starts and records any canvas sized above it, while the
 * user zooms a 8 × 4 ft banner all the way in. On a 2× screen the canvas that covers the view is
 * drawn at a lower density past the budget, so the zoom goes on to 250 % (canvasDensity).
 */
import { buildSync } from 'esbuild';
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { DesignerPage } from './pages/DesignerPage';

const SAFARI_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const SAFARI_BUDGET = 5_000_000;

/** The real guard, bundled for an init script: installs before any page script runs. */
function guardScript(maxArea: number): string {
  const bundle = buildSync({
    entryPoints: ['workers/allocationGuard.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'AllocationGuard',
    write: false,
  }).outputFiles[0]!.text;
  return `${bundle}
    window.__violations = [];
    AllocationGuard.installAllocationGuard(globalThis, ${maxArea}, (v) => window.__violations.push(v));`;
}

test.use({ userAgent: SAFARI_UA, deviceScaleFactor: 2 });

test('zooming a 8 × 4 ft banner under the Safari budget never creates a canvas above 5 MP', async ({
  page,
}) => {
  await page.addInitScript({ content: guardScript(SAFARI_BUDGET) });
  const designer = new DesignerPage(page);
  await designer.open(`?pId=${catalogue.vinylBanner.id}&ati=2`);
  await designer.panel.getByText('8 × 4 ft', { exact: false }).first().click();
  await expect(designer.productSize).toContainText('8 × 4');
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  const readout = page.getByTestId('zoom-readout');
  await expect(readout).not.toHaveText('-');
  const seen: string[] = [];
  while (await zoomIn.isEnabled()) {
    await zoomIn.click();
    await expect(readout).not.toHaveText(seen.at(-1) ?? '');
    seen.push((await readout.textContent()) ?? '');
    expect(seen.length).toBeLessThan(20);
  }
  // The whole banner at 250 % and 2× would be 1.1 G px; the canvas covers the view, drawn at
  // the density 5 MP allows (under 2 device px per CSS px).
  expect(seen.at(-1)).toBe('250%');
  const size = await designer.canvas.evaluate((c: HTMLCanvasElement) => ({
    area: c.width * c.height,
    density: c.width / c.clientWidth,
  }));
  expect(size.area).toBeLessThanOrEqual(SAFARI_BUDGET);
  expect(size.density).toBeLessThan(2);
  expect(
    await page.evaluate(() => (window as unknown as { __violations: unknown[] }).__violations),
  ).toEqual([]);
});
