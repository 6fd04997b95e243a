/**
 * Large images asked band by band (full-width, full-resolution bands, as the export does) through
 * the real worker pipeline in Chromium, against one decode of the whole image: time and peak
 * renderer memory, reported and attached. Its own file, so Playwright can give it to the other
 * worker while region.spec.ts runs (each file runs in one worker).
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { memoryProbe } from '../../scripts/lib/processMemory';
import { fixturePath, manifestEntry } from '../fixtures';
import { ensureLargeFiles, largeFile } from '../largeFiles';

async function openTool(page: Page, budget: string): Promise<void> {
  await page.goto(`/harness/pipeline.html?budget=${budget}`);
  await page.waitForFunction(() => typeof window.pipelineTool?.regionBands === 'function');
}

interface BandCase {
  label: string;
  /** The file and its oriented pixel size. */
  open: () => { file: string; width: number; height: number };
  /** Full-width bands at full resolution, each within the Safari budget. */
  bands: number;
  budgets: readonly ('safari' | 'default')[];
}

const BAND_CASES: BandCase[] = [
  {
    label: '100 MP LZW TIFF',
    open: () => {
      ensureLargeFiles();
      const { file, entry } = largeFile('rgb-100mp-12500x8000-lzw-strips-300dpi.tif');
      return { file, width: entry.width, height: entry.height };
    },
    bands: 20, // 12500 × 400 px = 5 MP each
    budgets: ['safari', 'default'],
  },
  {
    label: '200 MP Samsung HEIC',
    open: () => {
      const e = manifestEntry('samsung-s24ultra-200mp-grid-irot270.heic');
      return { file: fixturePath(e), width: 12240, height: 16320 };
    },
    bands: 40, // 12240 × 408 px = 5 MP each
    budgets: ['safari'],
  },
];

test.describe('an image band by band, as the export asks', () => {
  for (const c of BAND_CASES) {
    for (const budget of c.budgets) {
      test(`${c.label}: ${c.bands} bands against one decode, ${budget} budget`, async ({
        browser,
      }, testInfo) => {
        test.setTimeout(600_000);
        const { file, width, height } = c.open();
        // The browser is this test worker's child: its renderers' memory is read from /proc.
        const probe = memoryProbe(process.pid);
        const size = { width, height, bands: c.bands, maxFileBytes: 2 ** 30 };
        const report: Record<string, { ms: number; peakMb: number; each?: number[] }> = {};
        for (const phase of ['process', 'whole', 'bands', 'bands-fresh'] as const) {
          // Each phase in a fresh page (cold workers, its own renderer): memory freed by one
          // phase would otherwise hide the next one's growth.
          const page = await browser.newPage();
          await openTool(page, budget);
          await page.setInputFiles('#files', [file]);
          probe.reset();
          const r = await page.evaluate(([p, s]) => window.pipelineTool.regionBands(0, p, s), [
            phase,
            size,
          ] as const);
          report[phase] = {
            ms: Math.round(r.ms),
            peakMb: probe.peakMb(),
            ...(r.each.length ? { each: r.each } : {}),
          };
          if (phase.startsWith('bands'))
            expect(r.size).toEqual({ width, height: height / c.bands });
          expect(await page.evaluate(() => window.pipelineTool.violations())).toEqual([]);
          await page.close();
        }
        console.log(`${c.label}, ${budget} budget: ${JSON.stringify(report)}`);
        await testInfo.attach(`bands-${budget}.json`, {
          body: JSON.stringify(report, null, 2),
          contentType: 'application/json',
        });
        // The bands together decode every strip or tile about once; on top of one full decode
        // they carry the whole image at full resolution as answers (20–40 bitmaps of 5 MP),
        // which costs the rest (measured 1.1× for the TIFF, 1.7× for the HEIC on a quiet machine,
        // 2.5× for the HEIC beside another test run). A band that decoded the whole image would
        // cost about `bands` times one decode (20–40×): the bound tells the two apart with room
        // for a loaded machine. The speed itself is measured by the benchmarks.
        expect(report.bands!.ms).toBeLessThan(report.whole!.ms * 5);
      });
    }
  }
});
