/**
 * Region decoding (issue 6, export) through the real worker pipeline in Chromium, under the
 * default and the Safari budget with the allocation guard on in the page and every worker:
 * - every decodable raster fixture (rotated JPEG/HEIC/AVIF, CMYK, 16-bit, tiled TIFF, PSD…): regions touching each edge and the middle, at the display raster's scale and
 *   below, equal the same part of the display raster (resampled by an independent area average);
 *   a request larger than the region comes back at the region's size;
 * - PDF/AI and EPS (drawn by the optional PostScript renderer): regions at the page's pixel size
 *   equal the display raster; at twice that size they render sharp (edge contrast) and,
 *   averaged 2×2, equal the display raster;
 * - bad requests and bad files give typed errors; a bad request leaves the worker in place.
 * Large images asked band by band, as the export does: regionBands.spec.ts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { benchLargeInputs } from '../../scripts/lib/benchInputs';
import type { RegionCaseResult, RegionCheckResult } from '../../harness/pipeline/regionCheck';
import { fixturePath, manifestEntries, manifestEntry } from '../fixtures';
import { LARGE_DIR } from '../largeFiles';
import { expectationFor } from './expectations';

const entries = manifestEntries();
/** Every fixture the pipeline decodes to pixels (SVG stays vector: no regions). */
const decodable = entries.filter((e) => expectationFor(e).error === null && e.format !== 'svg');
const byName = manifestEntry;

const BUDGET_AREA = { default: 90_000_000, safari: 5_000_000 } as const;

/**
 * The routes each format's regions may take in Chromium: TIFF windows, HEIC tiles, PSD rows, PDF
 * viewports, EPS preview windows; natives through ImageDecoder frames copied out when Chromium
 * decodes to RGB, else (AVIF's and some JPEGs' YUV frames, converted differently from the display
 * raster) through a bitmap decoded whole.
 */
const NATIVE = ['native-frame', 'native-bitmap'];
const ROUTES: Record<string, string[]> = {
  tiff: ['tiff-window', 'tiff-strips'],
  heic: ['heif-tiles'],
  psd: ['psd-rows'],
  psb: ['psd-rows'],
  pdf: ['pdf-viewport'],
  ai: ['pdf-viewport'],
  eps: ['eps-postscript'],
  avif: NATIVE,
  jpeg: NATIVE,
  png: NATIVE,
  webp: NATIVE,
  gif: NATIVE,
  bmp: NATIVE,
};
/** Edge energy a 2× page render must have over the display raster enlarged 2× (sharpness). */
const SHARPER = 1.3;

/**
 * Mean difference allowed against the display raster, 0–255 per premultiplied channel. When the
 * display raster holds every pixel (scale 1) a raster region comes from the same decoded pixels
 * through the same area average, and a page region at the page's pixel size is the same render:
 * only rounding differs. Otherwise the pixel grids are offset by up to half a display pixel, or
 * a page is rendered at another scale (anti-aliasing and image sampling differ), which moves
 * every edge a little: measured up to ~3 on photos, more on 1-bit scans, text and line art.
 */
function tolerance(result: RegionCheckResult, c: RegionCaseResult, previewed: boolean): number {
  if (previewed) return PREVIEW_TOLERANCE;
  const full = result.display?.width === result.pixelWidth;
  const page = result.format === 'pdf' || result.format === 'ai' || result.format === 'eps';
  const sameScale = c.got?.width === c.region.width && c.got?.height === c.region.height;
  return full && (!page || sameScale) ? 1 : 8;
}

/**
 * An EPS with a TIFF preview shows the preview (a screen image: 1-bit, at most screen
 * resolution) while its regions are drawn from the PostScript: the same picture, not the same
 * pixels. Measured: mean 0.1–7.9 at the preview's scale and 21 at 2× (Illustrator line art
 * against its 1-bit preview), 9.4–37 (a Photoshop bitmap against its 72 × 48 px preview).
 */
const PREVIEW_TOLERANCE = 40;

async function openTool(page: Page, budget: string): Promise<void> {
  await page.goto(`/harness/pipeline.html?budget=${budget}`);
  await page.waitForFunction(() => typeof window.pipelineTool?.regionCheck === 'function');
}

for (const budget of ['default', 'safari'] as const) {
  test.describe(`regions, ${budget} budget`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    const results = new Map<string, RegionCheckResult>();

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(600_000);
      page = await browser.newPage();
      await openTool(page, budget);
      await page.setInputFiles('#files', decodable.map(fixturePath));
      for (let i = 0; i < decodable.length; i++) {
        const result = await page.evaluate((index) => window.pipelineTool.regionCheck(index), i);
        results.set(decodable[i]!.path, result);
        if (process.env.REGION_REPORT)
          console.log(
            `${budget} ${decodable[i]!.path}: ${result.error ?? ''} ${result.cases
              .map(
                (c) =>
                  `${c.name}=${c.error ?? `${c.diff?.mean ?? '-'}/${c.diff?.p99 ?? '-'} ${c.route} ${c.ms}ms`}`,
              )
              .join('; ')}${result.sharpness ? ` sharp ${JSON.stringify(result.sharpness)}` : ''}`,
          );
      }
    });

    test.afterAll(async () => {
      await page?.close();
    });

    for (const entry of decodable) {
      test(entry.path, () => {
        const r = results.get(entry.path);
        expect(r, 'a result for every file').toBeTruthy();
        if (!r) return;
        expect(r.error, r.detail).toBeNull();
        expect(r.cases.length).toBeGreaterThan(0);
        for (const c of r.cases) {
          const label = `${c.name} ${JSON.stringify(c.region)} → ${JSON.stringify(c.output)}`;
          expect(c.error, `${label}: ${c.detail ?? ''}`).toBeNull();
          expect(c.got, label).toEqual(c.expected);
          expect(ROUTES[r.format!], label).toContain(c.route);
          expect(c.got!.width * c.got!.height).toBeLessThanOrEqual(BUDGET_AREA[budget]);
          if (c.diff)
            expect(c.diff.mean, `${label}: ${JSON.stringify(c.diff)}`).toBeLessThan(
              tolerance(r, c, entry.format === 'eps' && 'preview' in entry.expected),
            );
        }
        if (r.format === 'pdf' || r.format === 'ai' || r.format === 'eps') {
          const s = r.sharpness!;
          expect(s, 'a 2× render').toBeTruthy();
          // Sharp at 2×: edges stay one pixel wide, where the enlarged display raster's spread
          // over two (edge energy h²/k halves); measured 2.0–3.1× on the fixtures.
          expect(s.display, 'the region has edges to measure').toBeGreaterThan(0);
          expect(s.render, JSON.stringify(s)).toBeGreaterThan(s.enlarged * SHARPER);
        }
      });
    }

    test('nothing above the budget was allocated', async () => {
      expect(await page.evaluate(() => window.pipelineTool.violations())).toEqual([]);
    });
  });
}

test.describe('large files under the Safari budget', () => {
  const cases: [string, string][] = [
    // Written by the benchmarks' input step (scripts/lib/benchInputs.ts) on first use.
    ['jpeg-24mp-6000x4000-q90.jpg', 'native-frame'], // above the budget: the frame, YUV or not
    ['rgb-120mp-12000x10000-phys-300dpi.png', 'png-rows'],
  ];
  for (const [name, route] of cases) {
    test(`${name}: regions equal the display raster at its scale`, async ({ page }) => {
      test.setTimeout(300_000);
      const file = path.join(LARGE_DIR, name);
      benchLargeInputs();
      expect(existsSync(file), `${name} in ${LARGE_DIR}`).toBe(true);
      await openTool(page, 'safari');
      await page.setInputFiles('#files', [file]);
      const r = await page.evaluate(() => window.pipelineTool.regionCheck(0, 2 ** 30));
      expect(r.error, r.detail).toBeNull();
      for (const c of r.cases) {
        const label = `${c.name} ${JSON.stringify(c.region)} → ${JSON.stringify(c.output)}`;
        expect(c.error, `${label}: ${c.detail ?? ''}`).toBeNull();
        expect(c.got, label).toEqual(c.expected);
        expect(c.route, label).toBe(route);
        if (c.diff) expect(c.diff.mean, `${label}: ${JSON.stringify(c.diff)}`).toBeLessThan(8);
      }
      expect(await page.evaluate(() => window.pipelineTool.violations())).toEqual([]);
    });
  }
});

for (const budget of ['default', 'safari'] as const) {
  test(`bad requests and bad files give typed errors, ${budget} budget`, async ({ page }) => {
    const good = byName('exif-orientation-6-landscape.jpg');
    const bad = [
      byName('text-renamed.png'),
      byName('truncated-mid-idat.png'),
      byName('zero-byte.jpg'),
      byName('png-bomb-30000x30000-1bit.png'),
    ];
    await openTool(page, budget);
    await page.setInputFiles('#files', [good, ...bad].map(fixturePath));
    // Oriented size of the good file: 1800 × 1200.
    const outcomes = await page.evaluate(() =>
      window.pipelineTool.regionErrors(0, 1800, 1200, [1, 2, 3, 4]),
    );
    const by = new Map(outcomes.map((o) => [o.name, o]));
    expect(by.get('good first')?.error).toBeNull();
    const requestErrors: [string, string][] = [
      ['outside the image', 'imageRegionOutside'],
      ['past the bottom-right edge', 'imageRegionOutside'],
      ['negative origin', 'imageRegionOutside'],
      ['empty region', 'imageRegionOutside'],
      ['output above the budget', 'imageRegionTooLarge'],
      ['output not whole px', 'imageRegionInvalid'],
      ['region not finite', 'imageRegionInvalid'],
    ];
    for (const [name, key] of requestErrors) {
      const o = by.get(name)!;
      expect(o.error, `${name}: ${o.detail}`).toBe(key);
      // The worker that answered is kept (a replaced worker would drop out of the pool).
      expect(o.workersAfter, name).toBe(o.workersBefore);
      expect(o.workersAfter, name).toBeGreaterThan(0);
    }
    const fileErrors = outcomes.filter((o) => o.name.startsWith('bad file'));
    expect(fileErrors.map((o) => o.error)).toEqual([
      'uploadFileTypeInvalid',
      'corruptImage',
      'emptyFile',
      'imageTooLarge',
    ]);
    expect(by.get('good after')?.error).toBeNull();
    expect(by.get('good after')?.size).toEqual({ width: 8, height: 8 });
    expect(await page.evaluate(() => window.pipelineTool.violations())).toEqual([]);
  });
}

test('PDF pages: a region of page 2, and a page that does not exist', async ({ page }) => {
  const pdf = byName('multipage-3-mixed-page-sizes-openoffice.pdf');
  await openTool(page, 'safari');
  await page.setInputFiles('#files', [fixturePath(pdf)]);
  const region = { x: 0, y: 0, width: 100, height: 80 };
  const second = await page.evaluate(
    (r) =>
      window.pipelineTool.decodeRegion(0, {
        region: r,
        output: { width: 300, height: 240 },
        page: 1,
      }),
    region,
  );
  expect(second.error).toBeNull();
  expect([second.width, second.height]).toEqual([300, 240]);
  const missing = await page.evaluate(
    (r) =>
      window.pipelineTool.decodeRegion(0, {
        region: r,
        output: { width: 30, height: 24 },
        page: 9,
      }),
    region,
  );
  expect(missing.error).toBe('corruptImage');
});
