/**
 * The print export's PNG writer in real Chromium with its real worker (issue 6), through the
 * pipeline tool page (`window.pipelineTool.pngExport`, harness/pipeline/pngExportCheck.ts): tile
 * canvases of a known picture, with every alpha value, in bands of uneven heights → bitmaps →
 * `openPngExport` → the file, decoded here in Node by a plain reader and compared with the
 * source canvases' getImageData (≤ 2 per channel); IHDR, pHYs and every CRC; the main thread
 * given back during the export (at least once per band); and a 4 × 8 ft banner at 150 DPI under
 * the Safari budget. How long the main thread's tasks are is a figure of `npm run bench:export`
 * (longest task, median and worst of its runs), not a timed assertion here: on a loaded machine
 * a timed bar fails for reasons that are not the export's.
 */
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type {
  PngExportCheckOptions,
  PngExportCheckResult,
} from '../../harness/pipeline/pngExportCheck';
import { readChunks, readPngFile } from '../../workers/export/testing/pngFile';

const inflate = (d: Uint8Array): Uint8Array => zlib.inflateSync(d);
const crc32 = (d: Uint8Array): number => zlib.crc32(d);
const fromBase64 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'base64'));
/** Largest difference per channel allowed between the file and the source canvas. */
const TOLERANCE = 2;
const SAFARI_BUDGET = 5_000_000;

async function openTool(page: Page): Promise<void> {
  await page.goto('/harness/pipeline.html?budget=safari');
  await page.waitForFunction(() => typeof window.pipelineTool?.pngExport === 'function');
}

function runCheck(page: Page, options: PngExportCheckOptions): Promise<PngExportCheckResult> {
  return page.evaluate((o) => window.pipelineTool.pngExport(o), options);
}

/** Per-pixel comparison of decoded RGBA with the source RGBA. */
function compare(got: Uint8Array, source: Uint8Array, alpha: boolean) {
  let worst = 0;
  let over = 0;
  let semiTransparent = 0;
  for (let p = 0; p < source.length; p += 4) {
    const a = source[p + 3]!;
    if (a > 0 && a < 255) semiTransparent += 1;
    // An RGB file drops alpha: its colour is the source's un-premultiplied colour, alpha 255.
    const channels = alpha ? 4 : 3;
    let pixelWorst = 0;
    for (let c = 0; c < channels; c++)
      pixelWorst = Math.max(pixelWorst, Math.abs(got[p + c]! - source[p + c]!));
    if (!alpha && got[p + 3] !== 255) pixelWorst = 255;
    worst = Math.max(worst, pixelWorst);
    if (pixelWorst > TOLERANCE) over += 1;
  }
  return { worst, over, semiTransparent };
}

test.describe('PNG export', () => {
  test.beforeEach(async ({ page }) => openTool(page));

  for (const alpha of [true, false]) {
    test(`3001×2003, ${alpha ? 'RGBA' : 'RGB'}: every pixel within ${TOLERANCE} of its source, pHYs 300 DPI`, async ({
      page,
    }) => {
      const tileWidths = [1000, 1, 1500, 500];
      const bands = [1, 500, 777, 2, 723];
      const result = await runCheck(page, {
        width: 3001,
        height: 2003,
        dpi: 300,
        alpha,
        bands,
        tileWidths,
        // The worker never makes a canvas larger than the largest tile.
        guardMaxArea: Math.max(...tileWidths) * Math.max(...bands),
        returnPixels: true,
      });
      expect(result.error).toBeNull();
      const file = fromBase64(result.png!);
      const png = readPngFile(file, crc32, inflate);
      expect(png.signatureOk).toBe(true);
      expect([png.width, png.height, png.bitDepth, png.colourType]).toEqual([
        3001,
        2003,
        8,
        alpha ? 6 : 2,
      ]);
      expect(png.phys).toEqual({ x: 11811, y: 11811, unit: 1 });
      expect(png.chunks.every((c) => c.crcOk)).toBe(true);
      expect(png.chunks.map((c) => c.type).at(-1)).toBe('IEND');
      expect(result.inflatedBytes).toBe(2003 * (3001 * (alpha ? 4 : 3) + 1));
      const { worst, over, semiTransparent } = compare(png.rgba, fromBase64(result.source!), alpha);
      expect(semiTransparent, 'the picture has semi-transparent pixels').toBeGreaterThan(100_000);
      expect(over, `pixels more than ${TOLERANCE} off (worst ${worst})`).toBe(0);
      console.log(
        `png export 3001×2003 ${alpha ? 'RGBA' : 'RGB'}: ${result.ms.toFixed(0)} ms ` +
          `(${((3001 * 2003 * 4) / 1e6 / (result.ms / 1000)).toFixed(1)} MB/s of RGBA, tiles drawn ` +
          `on the main thread included), ${result.bytes} bytes, worst channel difference ${worst}, ` +
          `longest main-thread task ${result.longestTaskMs} ms (of the export itself ` +
          `${result.longestExportTaskMs} ms), steps ${JSON.stringify(result.steps)}`,
      );
      expect(result.mainThreadTurns, 'the main thread given back while exporting').toBeGreaterThan(
        bands.length,
      );
    });
  }

  test('premultiplied alpha: what each createImageBitmap option keeps', async ({ page }) => {
    // Every alpha 0…255 over every colour value, across a tile seam and a band seam.
    const base = {
      width: 512,
      height: 300,
      dpi: 150,
      alpha: true,
      bands: [100, 200],
      tileWidths: [200, 312],
      returnPixels: true,
    };
    const findings: Record<string, { worst: number; over: number }> = {};
    for (const premultiplyAlpha of ['default', 'premultiply', 'none'] as const) {
      const result = await runCheck(page, { ...base, bitmapOptions: { premultiplyAlpha } });
      expect(result.error).toBeNull();
      const png = readPngFile(fromBase64(result.png!), crc32, inflate);
      const { worst, over } = compare(png.rgba, fromBase64(result.source!), true);
      findings[premultiplyAlpha] = { worst, over };
    }
    console.log(`premultiplyAlpha → worst channel difference, pixels over ${TOLERANCE}:`, findings);
    // The options the main thread is told to pass (README, pngExport.ts) must keep every pixel.
    expect(findings.premultiply!.over).toBe(0);
    expect(findings.default!.over).toBe(0);
  });

  test('a 4 × 8 ft banner at 150 DPI (7200 × 14400 px, 104 MP) under the Safari budget', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const width = 7200;
    const height = 14_400;
    // Tiles of 1800 × 1200 = 2.16 MP, inside the 5 MP budget; 12 bands of 4 tiles.
    const tileWidths = [1800, 1800, 1800, 1800];
    const bands = Array<number>(12).fill(1200);
    const result = await runCheck(page, {
      width,
      height,
      dpi: 150,
      alpha: true,
      bands,
      tileWidths,
      guardMaxArea: SAFARI_BUDGET,
      returnPixels: false,
    });
    expect(result.error).toBeNull();
    const head = fromBase64(result.head);
    const chunks = readChunks(head.subarray(0, 8 + 25 + 21), crc32);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'pHYs']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    const ihdr = new DataView(chunks[0]!.data.buffer, chunks[0]!.data.byteOffset);
    expect([ihdr.getUint32(0), ihdr.getUint32(4)]).toEqual([width, height]);
    expect(new DataView(chunks[1]!.data.buffer, chunks[1]!.data.byteOffset).getUint32(0)).toBe(
      5906,
    );
    // The whole zlib stream inflates to exactly every row with its filter byte.
    expect(result.inflatedBytes).toBe(height * (width * 4 + 1));
    console.log(
      `png export 7200×14400 banner: ${(result.ms / 1000).toFixed(1)} s ` +
        `(${((width * height * 4) / 1e6 / (result.ms / 1000)).toFixed(1)} MB/s of RGBA), ` +
        `${(result.bytes / 1e6).toFixed(1)} MB, longest main-thread task ${result.longestTaskMs} ms ` +
        `(of the export itself ${result.longestExportTaskMs} ms), ` +
        `steps ${JSON.stringify(result.steps)}`,
    );
    expect(result.mainThreadTurns, 'the main thread given back while exporting').toBeGreaterThan(
      bands.length,
    );
  });
});
