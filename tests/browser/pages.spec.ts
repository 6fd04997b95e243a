/**
 * Pages of a HEIF with two top-level images, through the real pipeline in Chromium: the file
 * reports 2 pages; page 1 (the primary) and page 2 each give their own size, display raster and
 * thumbnails; a region of page 2 comes from page 2; a page the file lacks is a typed error.
 */
import { expect, test } from '@playwright/test';
import { fixturePath, manifestEntry } from '../fixtures';

const TWO = manifestEntry('heic/two-top-level-images.heic');

for (const budget of ['default', 'safari'] as const) {
  test(`a HEIF's two top-level images are its two pages, ${budget} budget`, async ({ page }) => {
    await page.goto(`/harness/pipeline.html?budget=${budget}`);
    await page.waitForFunction(() => typeof window.pipelineTool?.run === 'function');
    await page.setInputFiles('#files', [fixturePath(TWO)]);
    const [first] = await page.evaluate(() => window.pipelineTool.run());
    const [second] = await page.evaluate(() => window.pipelineTool.run({ page: 1 }));
    const [missing] = await page.evaluate(() => window.pipelineTool.run({ page: 2 }));
    expect(first?.error, first?.detail).toBeNull();
    expect([first?.format, first?.pages, first?.width, first?.height]).toEqual([
      'heic',
      2,
      100,
      100,
    ]);
    expect(first?.display).toEqual({ width: 100, height: 100 });
    expect(second?.error, second?.detail).toBeNull();
    expect([second?.pages, second?.width, second?.height]).toEqual([2, 290, 442]);
    expect(second?.display).toEqual({ width: 290, height: 442 });
    // Its thumbnails show page 2: portrait, the same picture as its display raster.
    expect(second?.thumbnails['240']).toBeTruthy();
    expect(second?.thumbnailDiff).toBeLessThan(12);
    expect(missing?.error).toBe('corruptImage');
    // The export's region of page 2 (its lower half, at half size) is page 2's.
    const region = await page.evaluate(() =>
      window.pipelineTool.decodeRegion(0, {
        region: { x: 0, y: 221, width: 290, height: 221 },
        output: { width: 145, height: 111 },
        page: 1,
      }),
    );
    expect(region.error).toBeNull();
    expect([region.width, region.height]).toEqual([145, 111]);
    expect(await page.evaluate(() => window.pipelineTool.violations())).toEqual([]);
  });
}
