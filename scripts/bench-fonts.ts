/**
 * `npm run bench:fonts -- [--runs 5] [--json out.json]`
 *
 * The fonts as a shopper meets them, in the built app against the real server, headless Chromium
 * at 1440 × 900. Each run is a fresh browser context (an empty HTTP cache: cold), then the same
 * context after a reload (faces in the HTTP cache, served `immutable`: warm):
 * - **font list first paint**: from the click on the toolbar's Font button to the rows on screen
 *   all drawn in their own faces; bytes of font files fetched meanwhile;
 * - **choose a family**: from the click on a row to the frame after the text is laid out in it
 *   (its regular face was fetched for the row: the text's layout and draw only);
 * - **a face not loaded yet**: from the click on Bold to the frame after the text is drawn in the
 *   family's bold face (fetched, verified, laid out: what "no fallback, ever" costs); bytes.
 * The baseline in the same run is the first case's work without any fetch: choosing the family
 * the text already has a face of. Timed inside the page (performance.now, requestAnimationFrame).
 * Then SVG bytes: the print file of a six-family design with embedded subsets, against the same
 * faces whole (`bench/fonts/svgBytes.ts`, when present).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { BrowserContext, Locator, Page, Request } from '@playwright/test';
import { launchChromium } from './lib/browser';
import { ensureBuild, ensureHarnessBuild } from './lib/build';
import { startServer } from './lib/server';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, json: { type: 'string' } },
});
const RUNS = Math.max(1, Math.round(Number(values.runs)) || 5);
const VIEWPORT = { width: 1440, height: 900 };
/** The family chosen: one with a bold face, not the default. */
const FAMILY = 'Lora';
const BOLD = 700;

interface Sample {
  listPaintMs: number;
  listBytes: number;
  chooseMs: number;
  boldMs: number;
  boldBytes: number;
  baselineMs: number;
}

/** Bytes of font files (woff2) fetched while `work` runs. */
async function fontBytesDuring<T>(page: Page, work: () => Promise<T>) {
  let bytes = 0;
  const counted: Promise<void>[] = [];
  const onFinished = (request: Request) => {
    if (!/\.woff2(\?|$)/.test(request.url())) return;
    counted.push(
      request.sizes().then(
        (s) => void (bytes += Math.max(0, s.responseBodySize)), // -1: from the cache
        () => undefined,
      ),
    );
  };
  page.on('requestfinished', onFinished);
  try {
    const result = await work();
    await Promise.all(counted);
    return { result, bytes };
  } finally {
    page.off('requestfinished', onFinished);
  }
}

/**
 * Clicks `target` inside the page and resolves with the ms until the frame after the selected
 * text is in `family` at `weight` (null: any weight).
 */
function clickUntilDrawn(target: Locator, family: string, weight: number | null) {
  return target.evaluate(
    async (el, want) => {
      // No named helpers in here: the page would not know tsx's __name.
      type Text = { fontFamily: string; fontWeight: number };
      type State = { editor: { selection: { text: Text | null } } };
      const t0 = performance.now();
      (el as HTMLElement).click();
      for (;;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const t = (window as unknown as { designerState(): State }).designerState().editor.selection
          .text;
        if (
          t &&
          t.fontFamily === want.family &&
          (want.weight === null || t.fontWeight === want.weight)
        )
          break;
        if (performance.now() - t0 > 30_000) throw new Error(`never drawn in ${want.family}`);
      }
      // The frame that draws it.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - t0;
    },
    { family, weight },
  );
}

/** Ms from the click on Font to every row on screen drawn in its own face. */
function listFirstPaint(page: Page) {
  return page
    .getByRole('toolbar', { name: 'Text tools' })
    .getByRole('button', { name: 'Font' })
    .evaluate(async (button) => {
      const t0 = performance.now();
      (button as HTMLElement).click();
      for (;;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const list = document.querySelector<HTMLElement>('.font-list[role="listbox"]');
        const rows = [...(list?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
        const view = list?.getBoundingClientRect();
        // The rows inside the list's own scrolled view.
        const shown = rows.filter((r) => {
          const b = r.getBoundingClientRect();
          return view !== undefined && b.bottom > view.top && b.top < view.bottom && b.height > 0;
        });
        if (shown.length > 0 && shown.every((r) => r.dataset.loaded === 'true')) break;
        if (performance.now() - t0 > 30_000) throw new Error('the font list never painted');
      }
      return performance.now() - t0;
    });
}

async function openWithText(page: Page, url: string) {
  await page.goto(`${url}/designer/?pId=103`);
  await page.getByRole('button', { name: 'Text', exact: true }).first().click();
  await page.getByRole('button', { name: 'Add a text box' }).click();
  await page.keyboard.type('Grand opening today');
  await page.keyboard.press('Escape');
  // Closing the panel (its menu button again) selects nothing; the new text stays selected.
  await page.getByRole('button', { name: 'Text', exact: true }).first().click();
  await page.getByRole('toolbar', { name: 'Text tools' }).waitFor();
}

async function oneRun(context: BrowserContext, url: string, fresh: boolean): Promise<Sample> {
  const page = fresh ? await context.newPage() : context.pages()[0]!;
  if (!fresh) await page.reload();
  await openWithText(page, url);
  const list = await fontBytesDuring(page, () => listFirstPaint(page));
  const picker = page.getByRole('dialog', { name: 'Font' });
  await picker.getByRole('searchbox', { name: 'Search fonts' }).fill(FAMILY.toLowerCase());
  // The search's own row (the recent families may list it too).
  const row = picker.getByRole('option', { name: FAMILY, exact: true }).last();
  await row.and(page.locator('[data-loaded="true"]')).waitFor();
  const chooseMs = await clickUntilDrawn(row, FAMILY, null);
  await page.keyboard.press('Escape');
  // Baseline: the same family again, its face in the page.
  await page
    .getByRole('toolbar', { name: 'Text tools' })
    .getByRole('button', { name: 'Font' })
    .click();
  await picker.getByRole('searchbox', { name: 'Search fonts' }).fill(FAMILY.toLowerCase());
  const baselineMs = await clickUntilDrawn(row, FAMILY, null);
  await page.keyboard.press('Escape');
  const bold = page.getByRole('toolbar', { name: 'Text tools' }).getByRole('button', {
    name: 'Bold',
  });
  const boldRun = await fontBytesDuring(page, () => clickUntilDrawn(bold, FAMILY, BOLD));
  // Back to regular, so the warm run starts from the same place.
  await bold.click();
  return {
    listPaintMs: list.result,
    listBytes: list.bytes,
    chooseMs,
    boldMs: boldRun.result,
    boldBytes: boldRun.bytes,
    baselineMs,
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
}

function summary(samples: Sample[]) {
  const keys = Object.keys(samples[0]!) as (keyof Sample)[];
  return Object.fromEntries(
    keys.map((k) => {
      const xs = samples.map((s) => s[k]);
      return [k, { median: Math.round(median(xs)), worst: Math.round(Math.max(...xs)) }];
    }),
  ) as Record<keyof Sample, { median: number; worst: number }>;
}

async function svgBytes(url: string): Promise<unknown> {
  try {
    // Not a literal: the SVG measure is optional for this script.
    const where = '../bench/fonts/svgBytes';
    const module = (await import(where)) as {
      measureSvgBytes?: (url: string) => Promise<unknown>;
    };
    return module.measureSvgBytes ? await module.measureSvgBytes(url) : null;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return null;
    throw error;
  }
}

async function main() {
  ensureBuild();
  // The SVG measure exports through the harness's export page, which the server serves.
  ensureHarnessBuild();
  const server = await startServer();
  const browser = await launchChromium();
  const cold: Sample[] = [];
  const warm: Sample[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      cold.push(await oneRun(context, server.url, true));
      warm.push(await oneRun(context, server.url, false));
      await context.close();
      console.log(`run ${i + 1}/${RUNS}: cold ${JSON.stringify(cold.at(-1))}`);
      console.log(`          warm ${JSON.stringify(warm.at(-1))}`);
    }
    const result = {
      runs: RUNS,
      family: FAMILY,
      cold: summary(cold),
      warm: summary(warm),
      svg: await svgBytes(server.url),
    };
    const row = (name: string, key: keyof Sample, unit: string) =>
      `| ${name} | ${result.cold[key].median} ${unit} (${result.cold[key].worst}) | ${result.warm[key].median} ${unit} (${result.warm[key].worst}) |`;
    console.log(
      [
        `\nFonts, ${RUNS} runs, median (worst):`,
        '| | cold (empty cache) | warm (HTTP cache) |',
        '|---|---|---|',
        row('font list: click → rows on screen in their faces', 'listPaintMs', 'ms'),
        row('font list: woff2 bytes fetched', 'listBytes', 'B'),
        row(`choose ${FAMILY} (face shown in the list) → drawn`, 'chooseMs', 'ms'),
        row('baseline: choose it again, nothing to fetch', 'baselineMs', 'ms'),
        row(`Bold (${FAMILY} 700 not loaded) → drawn in it`, 'boldMs', 'ms'),
        row('Bold: woff2 bytes fetched', 'boldBytes', 'B'),
      ].join('\n'),
    );
    if (result.svg) console.log('SVG bytes:', JSON.stringify(result.svg, null, 2));
    if (values.json) writeFileSync(values.json, JSON.stringify(result, null, 2));
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
