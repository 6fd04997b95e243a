/**
 * `npm run bench:content` (second half) or `tsx scripts/bench-content-browser.ts -- [--runs 3]
 * [--port 8322] [--json out.json]`
 *
 * The browser's half of each content panel's first page (issue 16): in the built app against
 * the real server, headless Chromium at 1440 × 900 on the yard sign, the time from the click on
 * the panel's menu button to its first page of thumbnails on screen — every thumbnail in view
 * loaded and decoded (`img.complete`, a natural width) — and the bytes fetched meanwhile (list
 * answers and thumbnails, response bodies). **Cold**: a fresh server and data dir (every
 * thumbnail rendered by sharp) and an empty browser cache; **warm**: the same context after a
 * reload (thumbnails from the HTTP cache and the server's disk cache). Median of `runs`.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Page, Request } from '@playwright/test';
import { launchChromium } from './lib/browser';
import { ensureBuild } from './lib/build';
import { startServer } from './lib/server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string' },
    json: { type: 'string' },
  },
});
const RUNS = Math.max(1, Math.round(Number(values.runs)) || 3);
const PANELS = ['Elements', 'Background', 'Templates', 'Stock Images'] as const;
/** The yard sign: a product every panel lists content for. */
const PRODUCT_ID = 103;

interface Sample {
  ms: number;
  bytes: number;
  thumbnails: number;
}

/** Whether the open panel shows thumbnails and every one in view is loaded. */
async function firstPageShown(page: Page): Promise<number> {
  return page.evaluate(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>('button.content-thumb img')];
    const inView = images.filter((img) => {
      const r = img.getBoundingClientRect();
      return r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
    });
    if (inView.length === 0) return 0;
    return inView.every((img) => img.complete && img.naturalWidth > 0) ? inView.length : 0;
  });
}

async function measure(page: Page, panel: string): Promise<Sample> {
  let bytes = 0;
  const pending: Promise<void>[] = [];
  const onFinished = (request: Request) => {
    pending.push(
      request.sizes().then(
        (s) => void (bytes += Math.max(0, s.responseBodySize)),
        () => undefined,
      ),
    );
  };
  page.on('requestfinished', onFinished);
  const menu = page.getByRole('navigation', { name: 'Design tools' });
  const started = performance.now();
  await menu.getByRole('button', { name: panel, exact: false }).click();
  const deadline = Date.now() + 60_000;
  let thumbnails = await firstPageShown(page);
  while (thumbnails === 0) {
    if (Date.now() > deadline) throw new Error(`${panel}: no thumbnails within 60 s`);
    await page.waitForTimeout(10);
    thumbnails = await firstPageShown(page);
  }
  const ms = performance.now() - started;
  page.off('requestfinished', onFinished);
  await Promise.all(pending);
  // Closed again, so the next panel starts from the canvas alone.
  await menu.getByRole('button', { name: panel, exact: false }).click();
  return { ms, bytes, thumbnails };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  ensureBuild();
  const browser = await launchChromium();
  const cold: Record<string, Sample[]> = {};
  const warm: Record<string, Sample[]> = {};
  try {
    for (let run = 0; run < RUNS; run++) {
      const server = await startServer(values.port ? { port: Number(values.port) } : {});
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        const page = await context.newPage();
        const open = async () => {
          await page.goto(`${server.url}/designer/?pId=${PRODUCT_ID}`);
          await page.locator('canvas').first().waitFor();
          await page.waitForLoadState('networkidle');
        };
        await open();
        for (const panel of PANELS) (cold[panel] ??= []).push(await measure(page, panel));
        await open();
        for (const panel of PANELS) (warm[panel] ??= []).push(await measure(page, panel));
      } finally {
        await context.close();
        await server.stop();
      }
      console.log(`run ${run + 1}/${RUNS} done`);
    }
  } finally {
    await browser.close();
  }
  const figures = Object.fromEntries(
    PANELS.map((p) => [
      p,
      {
        thumbnailsInView: cold[p]?.[0]?.thumbnails ?? 0,
        coldMs: Math.round(median((cold[p] ?? []).map((s) => s.ms))),
        coldKB: Math.round(median((cold[p] ?? []).map((s) => s.bytes)) / 1024),
        warmMs: Math.round(median((warm[p] ?? []).map((s) => s.ms))),
        warmKB: Math.round(median((warm[p] ?? []).map((s) => s.bytes)) / 1024),
      },
    ]),
  );
  console.table(figures);
  if (values.json) writeFileSync(values.json, JSON.stringify({ runs: RUNS, figures }, null, 2));
}

await main();
