/**
 * The editor's layered render with device pictures of objects (src/canvas/layerCache.ts,
 * objectPictures.ts), on the benchmark's 4 × 8 ft banner of 300 mixed objects (text, shapes,
 * images; a fifth rotated) in real Chromium, through the editor benchmark page
 * (harness/editor/editorBench.ts): what the canvas shows when every object is copied from its picture
 * equals what Fabric draws, at the fit zoom and at 100 %; and a text retyped while selected (drawn
 * live, not from its picture) shows its new words once deselected.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Away from outlines, per channel: compositing in two steps rounds at most one level apart. */
const MAX_DIFF = 1;
/** On anti-aliased outlines (semi-transparent pixels composited twice). */
const MAX_EDGE_DIFF = 8;

async function openBench(page: Page, zoom: 'fit' | 'full'): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/harness/editor-bench.html');
  await page.waitForFunction(() => typeof window.editorBench?.setup === 'function');
  const setup = await page.evaluate((z) => window.editorBench.setup({ zoom: z }), zoom);
  expect(setup.objects).toBe(300);
}

for (const zoom of ['fit', 'full'] as const) {
  test(`objects copied from their pictures look as Fabric draws them (${zoom})`, async ({
    page,
  }) => {
    await openBench(page, zoom);
    const result = await page.evaluate(() => window.editorBench.fidelity());
    expect(result.pictureArea, 'pictures were used').toBeGreaterThan(0);
    expect(result.maxDiff).toBeLessThanOrEqual(MAX_DIFF);
    expect(result.edgeMaxDiff).toBeLessThanOrEqual(MAX_EDGE_DIFF);
  });
}

/** Double-click to edit, select all, type, leave: as a user does. */
async function retype(page: Page, at: { x: number; y: number }, words: string): Promise<void> {
  await page.mouse.dblclick(at.x, at.y);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(words);
  await page.keyboard.press('Escape');
}

test('a text edited while selected shows its new words once deselected', async ({ page }) => {
  await openBench(page, 'full'); // 100 %: the new text is big enough to double-click
  const at = await page.evaluate(() => window.editorBench.addTextOnTop());
  // Typed into once (no longer a placeholder: full opacity), then drawn until it has a picture.
  await retype(page, at, 'WWWWWWWW');
  const before = await page.evaluate(() => window.editorBench.fidelity(true));
  expect(before.pictureArea).toBeGreaterThan(0);
  expect(before.maxDiff).toBeLessThanOrEqual(MAX_DIFF);

  // The same box, other letters: only its content changed.
  await retype(page, at, 'MMMMMMMM');
  const after = await page.evaluate(() => window.editorBench.fidelity(false));
  expect(after.checksum, 'the edit changed the scene').not.toBe(before.checksum);
  // The canvas (pictures where still valid) shows the edit as Fabric draws it.
  expect(after.maxDiff).toBeLessThanOrEqual(MAX_DIFF);
  expect(after.edgeMaxDiff).toBeLessThanOrEqual(MAX_EDGE_DIFF);
  // And again once the edited text has its own picture.
  const settled = await page.evaluate(() => window.editorBench.fidelity(true));
  expect(settled.checksum).toBe(after.checksum);
  expect(settled.maxDiff).toBeLessThanOrEqual(MAX_DIFF);
});
