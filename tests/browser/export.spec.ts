/**
 * The design export through the export tool page, in real Chromium with real workers: the tiled
 * print PNG equals the one-pass render (≤ 2 per channel, no seams) under the 5 M, 15 M and 90 M
 * budgets, with many small tiles; its pixel size and pHYs match the product size and export
 * DPI; no canvas, bitmap or ImageData above the budget is created; a mirrored back; missing
 * images and fonts reach the errors list.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { ExportToolResult, OnePassComparison } from '../../harness/export/exportToolTypes';
import { corpusFile } from '../fixtures';
import { fidelityDocument, writeFidelityAssets } from './support/exportDesigns';

const PHOTO = 'jpeg/exif-orientation-6-landscape.jpg';

async function openTool(page: Page, budget: string, tileArea?: number): Promise<void> {
  const tiles = tileArea ? `&tileArea=${tileArea}` : '';
  await page.goto(`/harness/export.html?budget=${budget}${tiles}`);
  await page.waitForFunction(() => typeof window.exportTool?.run === 'function');
}

async function run(
  page: Page,
  document: unknown,
  assets: string[],
  side?: 'front' | 'back',
): Promise<ExportToolResult> {
  if (assets.length) {
    await page.setInputFiles('#assets', assets);
    await page.evaluate(() => window.exportTool.useAssetInput());
  }
  return page.evaluate(([text, s]) => window.exportTool.run(text, s ?? undefined), [
    JSON.stringify(document),
    side ?? null,
  ] as const);
}

function compare(page: Page, document: unknown, side: 'front' | 'back') {
  return page.evaluate(([text, s]) => window.exportTool.compareOnePass(text, s), [
    JSON.stringify(document),
    side,
  ] as const) as Promise<OnePassComparison>;
}

/**
 * The fidelity bar (harness/common/compareRenders.ts): ≤ 2 per channel away from outlines,
 * no seam along any tile edge, and outlines within the rasteriser's own rounding (1/32 of
 * coverage steps, 8–19 levels measured; 24 allowed).
 */
function expectFaithful(c: OnePassComparison): void {
  expect(c.maxDiff, JSON.stringify(c)).toBeLessThanOrEqual(2);
  expect(c.over2).toBe(0);
  expect(c.edgeMaxDiff, JSON.stringify(c)).toBeLessThanOrEqual(24);
  expect(c.worstSeam, JSON.stringify(c)).toBeLessThanOrEqual(0.02);
}

test.describe('design export', () => {
  let assets: string[] = [];
  test.beforeAll(() => {
    assets = writeFidelityAssets(
      mkdtempSync(path.join(tmpdir(), 'export-assets-')),
      corpusFile(PHOTO),
    );
  });

  for (const budget of ['safari', 'firefox', 'default'] as const) {
    test(`tiled equals one pass, ${budget} budget, 10 × 8 in at 150 DPI in 60,000 px tiles`, async ({
      page,
    }) => {
      await openTool(page, budget, 60_000);
      const document = fidelityDocument(10, 8, 150);
      const result = await run(page, document, assets);
      expect(result.error).toBeUndefined();
      expect(result.missingImages).toEqual([]);
      expect(result.problems).toEqual([]);
      expect(result.violations).toEqual([]);
      expect(result.sides).toEqual([
        expect.objectContaining({ side: 'front', width: 1500, height: 1200 }),
      ]);
      expect(result.files.map((f) => f.name).sort()).toEqual([
        'front.240.webp',
        'front.960.webp',
        'front.png',
        'front.svg',
      ]);
      // The thumbnails are the print downscaled: 240 and 960 px on the long side.
      const thumbnails = await page.evaluate(async () =>
        Promise.all(
          ['front.240.webp', 'front.960.webp'].map(async (name) => {
            const url = window.exportTool.outputUrl(name) ?? '';
            const bitmap = await createImageBitmap(await (await fetch(url)).blob());
            return [bitmap.width, bitmap.height];
          }),
        ),
      );
      expect(thumbnails).toEqual([
        [240, 192],
        [960, 768],
      ]);
      const comparison = await compare(page, document, 'front');
      expect(comparison).toMatchObject({ width: 1500, height: 1200, dpi: 150, over2: 0 });
      expect(comparison.tiles).toBeGreaterThanOrEqual(30);
      expectFaithful(comparison);
    });
  }

  test('pixel size and pHYs follow the product size and export DPI', async ({ page }) => {
    await openTool(page, 'safari');
    for (const [w, h, dpi] of [
      [3, 2, 300],
      [12, 9, 200],
      [24, 6, 150],
    ] as const) {
      const document = fidelityDocument(w, h, dpi);
      const result = await run(page, document, assets);
      expect(result.error).toBeUndefined();
      expect(result.violations).toEqual([]);
      expect(result.sides[0]).toMatchObject({ width: w * dpi, height: h * dpi });
      const comparison = await compare(page, document, 'front');
      expect(comparison.dpi).toBe(dpi);
      expectFaithful(comparison);
    }
  });

  test('a reversed print: the back is the front mirrored', async ({ page }) => {
    await openTool(page, 'default');
    const document = fidelityDocument(6, 4, 100, 'reversed');
    const result = await run(page, document, assets);
    expect(result.error).toBeUndefined();
    expect(result.sides.map((s) => s.side)).toEqual(['front', 'back']);
    const mirrored = await page.evaluate(async () => {
      const load = async (name: string) => {
        const url = window.exportTool.outputUrl(name);
        if (!url) throw new Error(name);
        const bitmap = await createImageBitmap(await (await fetch(url)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('2d');
        ctx.drawImage(bitmap, 0, 0);
        return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const front = await load('front.png');
      const back = await load('back.png');
      let maxDiff = 0;
      let over2 = 0;
      let samples = 0;
      for (let y = 0; y < front.height; y += 7)
        for (let x = 0; x < front.width; x += 7) {
          samples++;
          let worst = 0;
          for (let c = 0; c < 4; c++) {
            const a = front.data[(y * front.width + x) * 4 + c] ?? 0;
            const b = back.data[(y * front.width + (front.width - 1 - x)) * 4 + c] ?? 0;
            worst = Math.max(worst, Math.abs(a - b));
          }
          maxDiff = Math.max(maxDiff, worst);
          if (worst > 2) over2++;
        }
      return { maxDiff, share: over2 / samples };
    });
    // The same picture, mirrored; only slanted outlines may round differently (see
    // expectFaithful), on a sliver of the pixels.
    expect(mirrored.maxDiff).toBeLessThanOrEqual(16);
    expect(mirrored.share).toBeLessThan(0.01);
  });

  test('each picture is made into a fill pattern once per export, not once per tile', async ({
    page,
  }) => {
    // A pattern holds its picture's pixels natively until the collector finds it, unseen by the
    // collector's count: one per tile and image grew the renderer by hundreds of MB on the 104 MP
    // banner (docs/benchmarks/export.md, "Why the peak varied").
    await openTool(page, 'default', 60_000);
    await page.evaluate(() => {
      const seen = new Map<unknown, number>();
      const original = CanvasRenderingContext2D.prototype.createPattern;
      CanvasRenderingContext2D.prototype.createPattern = function (image, repetition) {
        // The images' pictures (display rasters, rasterised SVGs, bands' patches), not the
        // small tiles of pattern fills.
        const picture =
          (image instanceof HTMLCanvasElement || image instanceof ImageBitmap) &&
          image.width * image.height > 256 * 256;
        if (picture) seen.set(image, (seen.get(image) ?? 0) + 1);
        return original.call(this, image, repetition);
      };
      (window as unknown as { patternUses: () => number[] }).patternUses = () => [...seen.values()];
    });
    const result = await run(page, fidelityDocument(10, 8, 150), assets);
    expect(result.error).toBeUndefined();
    // 1500 × 1200 px in tiles of at most 60,000 px: 30 tiles or more.
    expect(result.sides).toEqual([expect.objectContaining({ width: 1500, height: 1200 })]);
    const uses = await page.evaluate(() =>
      (window as unknown as { patternUses: () => number[] }).patternUses(),
    );
    // The rotated photo and the gradient's raster, drawn across many of the tiles.
    expect(uses.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...uses)).toBe(1);
  });

  test('a missing image and a missing font are listed, and the rest still exports', async ({
    page,
  }) => {
    await openTool(page, 'default');
    const document = fidelityDocument(4, 3, 100);
    const objects = document.sides.front?.objects ?? [];
    objects.push(
      {
        type: 'Image',
        src: '/api/v1/system/source?id=nowhere&size=1',
        left: 50,
        top: 50,
        width: 10,
        height: 10,
      },
      {
        type: 'Textbox',
        text: 'Gone',
        fontFamily: 'No Such Font Family',
        left: 100,
        top: 100,
        width: 200,
      },
      {
        type: 'Textbox',
        text: 'type your text',
        isPlaceholder: true,
        fontFamily: 'Another Missing Font',
        left: 100,
        top: 200,
        width: 200,
      },
    );
    const result = await run(page, document, assets);
    expect(result.error).toBeUndefined();
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { key: 'exportImageMissing', detail: '/api/v1/system/source?id=nowhere&size=1' },
        { key: 'exportFontMissing', detail: 'No Such Font Family' },
      ]),
    );
    // The placeholder text is not exported, so its font is not asked for.
    expect(result.problems.some((p) => p.detail === 'Another Missing Font')).toBe(false);
    expect(result.files.some((f) => f.name === 'front.png')).toBe(true);
  });
});
