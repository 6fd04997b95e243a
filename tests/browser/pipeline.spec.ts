/**
 * Every file of the test corpus's manifest through the real worker pipeline in Chromium, under
 * the default budget and the Safari budget: format, size after orientation, pages and DPI as the
 * manifest says; bad files fail with their typed error; thumbnails never upscaled; no canvas,
 * bitmap or ImageData above the budget; the pool healthy afterwards.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { ToolResult } from '../../harness/pipeline/pipelineTool';
import { fixturePath, manifestEntries, manifestEntry } from '../fixtures';
import { expectationFor } from './expectations';

const entries = manifestEntries();

function longSide(r: { width: number; height: number }): number {
  return Math.max(r.width, r.height);
}

async function thumbSize(page: Page, b64: string): Promise<{ width: number; height: number }> {
  return page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/webp' }));
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  }, b64);
}

for (const budget of ['default', 'safari'] as const) {
  test.describe(`pipeline, ${budget} budget`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    const results = new Map<string, ToolResult>();

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(240_000);
      page = await browser.newPage();
      await page.goto(`/harness/pipeline.html?budget=${budget}`);
      await page.waitForFunction(() => typeof window.pipelineTool?.run === 'function');
      await page.setInputFiles('#files', entries.map(fixturePath));
      const all = await page.evaluate(() => window.pipelineTool.run());
      all.forEach((r, i) => results.set(entries[i]!.path, r));
    });

    test.afterAll(async () => {
      await page?.close();
    });

    for (const entry of entries) {
      const want = expectationFor(entry);
      test(entry.path, async () => {
        const got = results.get(entry.path);
        expect(got, 'a result for every file').toBeTruthy();
        if (!got) return;
        expect(got.error, got.detail ?? '').toBe(want.error);
        // A file whose header could not be read has no format to report; any other must match.
        if (want.format !== null && (want.error !== 'corruptImage' || got.format !== null)) {
          expect(got.format).toBe(want.format);
        }
        if (want.width !== null && want.height !== null) {
          expect(got.width).toBeCloseTo(want.width, 2);
          expect(got.height).toBeCloseTo(want.height, 2);
        }
        if (want.pages !== null) expect(got.pages).toBe(want.pages);
        if (want.dpi !== undefined) {
          if (want.dpi === null) expect(got.dpi).toBeNull();
          else {
            expect(got.dpi).not.toBeNull();
            expect(got.dpi![0]).toBeCloseTo(want.dpi[0], 2);
            expect(got.dpi![1]).toBeCloseTo(want.dpi[1], 2);
          }
        }
        if (want.error === null) {
          // Thumbnails: both sides present, never upscaled, in the display orientation.
          for (const side of [240, 960]) {
            const b64 = got.thumbnails[String(side)];
            expect(b64, `${side} px thumbnail`).toBeTruthy();
            const size = await thumbSize(page, b64!);
            const source = got.display ?? { width: got.width!, height: got.height! };
            expect(longSide(size)).toBe(Math.min(side, Math.round(longSide(source))));
            expect(size.width >= size.height).toBe(got.width! >= got.height!);
          }
          // Same picture, same orientation, whichever route made the thumbnail.
          if (got.thumbnailDiff !== null && got.thumbnailDiff !== undefined)
            expect(got.thumbnailDiff, 'thumbnail vs display raster').toBeLessThan(12);
          if (got.display) {
            expect(got.display.width * got.display.height).toBeLessThanOrEqual(
              budget === 'safari' ? 5_000_000 : 90_000_000,
            );
          }
        }
      });
    }

    test('nothing above the budget was allocated, and the pool is healthy', async () => {
      expect(await page.evaluate(() => window.pipelineTool.violations())).toEqual([]);
      const good = manifestEntry('baseline-300dpi-photoshop-cs4.jpg');
      await page.setInputFiles('#files', [fixturePath(good)]);
      const [again] = await page.evaluate(() => window.pipelineTool.run());
      expect(again?.error).toBeNull();
      expect(again?.width).toBe(100);
    });
  });
}
