/**
 * `npm run bench:pipeline -- [--json out.json] [--budgets default,safari] [--no-baselines]
 *   [--repeat N] [files…]`
 *
 * For each file and budget, in a fresh page (so decoder loading is counted, as for a visitor's
 * first upload): ms to the first preview, to the metadata, to the 240 and 960 px thumbnails and
 * to the end; peak renderer memory (page and workers, measured from outside: /proc VmHWM); the
 * longest main-thread task. Beside each, in the same run, the baseline the design card implies:
 * heic2any on the main thread (HEIC), utif's full decode (TIFF), the browser's full-size decode
 * and canvas downscale (everything else), with the ratio. Without files it runs the fixture
 * corpus and the large files of tests/corpus/make-large.mjs.
 *
 * `--repeat N` measures each case (ours and the baseline) N times, each in a fresh page, and
 * reports the median of every figure: single runs on a shared 2-core machine vary by ±20 %.
 * Every run starts after a pause (SETTLE_MS), so the page closed before it has finished tearing
 * down.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { fixturePath, manifestEntries } from '../tests/fixtures';
import { benchLargeInputs } from './lib/benchInputs';
import { ensureHarnessBuild, ROOT } from './lib/build';
import { median, withServerAndChromium } from './lib/benchRun';
import { memoryProbe } from './lib/processMemory';
import type { ToolResult } from './lib/pipelinePage';
import { openPipelinePage, processFiles } from './lib/pipelinePage';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'string' },
    budgets: { type: 'string', default: 'default,safari' },
    'no-baselines': { type: 'boolean', default: false },
    'no-large': { type: 'boolean', default: false },
    repeat: { type: 'string', default: '1' },
  },
});

const repeat = Math.max(1, Math.round(Number(values.repeat)) || 1);
/** Pause before each measured run, ms: the previous page's teardown (GC, process exit) ends. */
const SETTLE_MS = 500;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** The median of a figure over runs (null when no run has it). */
function medianOf(values: (number | null | undefined)[]): number | null {
  const known = values.filter((v): v is number => typeof v === 'number');
  return known.length === 0 ? null : median(known);
}

type BudgetName = 'default' | 'safari' | 'firefox';
const budgets = values.budgets
  .split(',')
  .filter((b): b is BudgetName => ['default', 'safari', 'firefox'].includes(b));

function defaultFiles(): string[] {
  const fixtures = manifestEntries()
    .filter((e) => !e.path.startsWith('bad/'))
    .map(fixturePath);
  return values['no-large'] ? fixtures : [...fixtures, ...benchLargeInputs()];
}

function baselineFor(file: string): 'heic2any' | 'utif' | 'naive' | null {
  const ext = path.extname(file).toLowerCase();
  if (['.heic', '.heif', '.hif'].includes(ext)) return 'heic2any';
  if (['.tif', '.tiff'].includes(ext)) return 'utif';
  if (['.jpg', '.jpeg', '.png', '.webp', '.gif', '.bmp', '.avif'].includes(ext)) return 'naive';
  return null;
}

interface Row {
  file: string;
  budget: BudgetName;
  error: string | null;
  megapixels: number | null;
  previewMs: number | null;
  infoMs: number | null;
  thumb240Ms: number | null;
  thumb960Ms: number | null;
  doneMs: number | null;
  peakMb: number;
  longestTaskMs: number;
  baseline: {
    name: string;
    ms: number;
    peakMb: number;
    longestTaskMs: number;
    error: string | null;
  } | null;
}

/** Generous: the synthetic TIFFs are far above the 50 MB upload limit on purpose. */
const BENCH_MAX_FILE_BYTES = 1024 * 1024 * 1024;

async function runOurs(
  browser: Browser,
  pid: number,
  baseUrl: string,
  file: string,
  budget: BudgetName,
) {
  await settle();
  const probe = memoryProbe(pid);
  const page = await openPipelinePage(browser, { baseUrl, budget });
  await page.evaluate(() => window.pipelineTool.takeLongestTask());
  probe.reset();
  const [r] = (await processFiles(page, [file], BENCH_MAX_FILE_BYTES)) as [ToolResult];
  const peakMb = probe.peakMb();
  const longestTaskMs = await page.evaluate(
    (within) => window.pipelineTool.takeLongestTask(within),
    r.processing,
  );
  await page.close();
  return { r, peakMb, longestTaskMs };
}

async function runBaseline(
  browser: Browser,
  pid: number,
  baseUrl: string,
  file: string,
  budget: BudgetName,
  name: 'heic2any' | 'utif' | 'naive',
) {
  await settle();
  const probe = memoryProbe(pid);
  const bpage = await openPipelinePage(browser, { baseUrl, budget, guard: false });
  await bpage.setInputFiles('#files', [file]);
  await bpage.evaluate(() => window.pipelineTool.takeLongestTask());
  probe.reset();
  const b = await bpage.evaluate((n) => window.pipelineTool.baseline(n, 0), name);
  const peakMb = probe.peakMb();
  const longestTaskMs = await bpage.evaluate(() => window.pipelineTool.takeLongestTask());
  await bpage.close();
  return {
    ms: Number(b.ms),
    error: typeof b.error === 'string' ? b.error.slice(0, 80) : null,
    peakMb,
    longestTaskMs,
  };
}

async function runCase(
  browser: Browser,
  pid: number,
  baseUrl: string,
  file: string,
  budget: BudgetName,
): Promise<Row> {
  const runs: Awaited<ReturnType<typeof runOurs>>[] = [];
  for (let i = 0; i < repeat; i++) runs.push(await runOurs(browser, pid, baseUrl, file, budget));
  const r = runs[0]!.r;
  const timing = (key: string) => medianOf(runs.map((run) => run.r.timings[key]));
  const row: Row = {
    file: path
      .relative(ROOT, file)
      .replace(/^tests\/corpus\//, '')
      .replace(/^\.cache\//, ''),
    budget,
    error: r.error,
    megapixels: r.megapixels,
    previewMs: timing('preview'),
    infoMs: timing('info'),
    thumb240Ms: timing('thumbnail240'),
    thumb960Ms: timing('thumbnail960'),
    doneMs: timing('done'),
    peakMb: median(runs.map((run) => run.peakMb)),
    // The worst run: a responsiveness bar holds in every run or not at all.
    longestTaskMs: Math.max(...runs.map((run) => run.longestTaskMs)),
    baseline: null,
  };
  const name = values['no-baselines'] ? null : baselineFor(file);
  if (name) {
    const bruns: Awaited<ReturnType<typeof runBaseline>>[] = [];
    for (let i = 0; i < repeat; i++)
      bruns.push(await runBaseline(browser, pid, baseUrl, file, budget, name));
    const failed = bruns.find((b) => b.error);
    row.baseline = {
      name,
      ms: median(bruns.map((b) => b.ms)),
      peakMb: median(bruns.map((b) => b.peakMb)),
      longestTaskMs: Math.max(...bruns.map((b) => b.longestTaskMs)),
      error: failed?.error ?? null,
    };
  }
  return row;
}

const fmt = (v: number | null) => (v === null ? '–' : String(Math.round(v)));

function table(rows: Row[]): string {
  const lines = [
    '| file | budget | MP | preview ms | info ms | 240 ms | 960 ms | done ms | peak MB | longest task ms | baseline | baseline ms | baseline peak MB | baseline longest task ms | × faster (960 vs baseline) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const b = r.baseline;
    const ratio = b && !b.error && r.thumb960Ms ? (b.ms / r.thumb960Ms).toFixed(1) : '–';
    lines.push(
      `| ${r.file}${r.error ? ` (${r.error})` : ''} | ${r.budget} | ${r.megapixels ?? '–'} | ${fmt(r.previewMs)} | ${fmt(r.infoMs)} | ${fmt(r.thumb240Ms)} | ${fmt(r.thumb960Ms)} | ${fmt(r.doneMs)} | ${r.peakMb} | ${r.longestTaskMs} | ${b?.name ?? '–'} | ${b ? (b.error ? `fails: ${b.error}` : b.ms) : '–'} | ${b?.peakMb ?? '–'} | ${b?.longestTaskMs ?? '–'} | ${ratio} |`,
    );
  }
  return lines.join('\n');
}

const files = positionals.length > 0 ? positionals.map((f) => path.resolve(f)) : defaultFiles();
ensureHarnessBuild((m) => console.error(m));
const rows: Row[] = [];
await withServerAndChromium(async ({ url, browser, pid }) => {
  for (const file of files) {
    for (const budget of budgets) {
      const row = await runCase(browser, pid, url, file, budget);
      rows.push(row);
      console.error(
        `${row.file} [${budget}]: 960 in ${fmt(row.thumb960Ms)} ms, peak ${row.peakMb} MB${row.error ? `, ${row.error}` : ''}`,
      );
    }
  }
});
console.log(table(rows));
if (values.json)
  writeFileSync(
    values.json,
    JSON.stringify({ measuredAt: new Date().toISOString(), repeat, rows }, null, 2),
  );
