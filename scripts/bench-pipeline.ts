/**
 * `npm run bench:pipeline -- [--json out.json] [--budgets default,safari] [--no-baselines] [files…]`
 *
 * For each file and budget, in a fresh page (so decoder loading is counted, as for a visitor's
 * first upload): ms to the first preview, to the metadata, to the 240 and 960 px thumbnails and
 * to the end; peak renderer memory (page and workers, measured from outside: /proc VmHWM); the
 * longest main-thread task. Beside each, in the same run, the baseline the design card implies:
 * heic2any on the main thread (HEIC), utif's full decode (TIFF), the browser's full-size decode
 * and canvas downscale (everything else), with the ratio. Without files it runs the fixture
 * corpus and the large files of ../shared/fixtures/make-large.mjs.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { fixturePath, manifestEntries } from '../tests/fixtures';
import { benchLargeInputs } from './lib/benchInputs';
import { launchMeasuredChromium } from './lib/browser';
import { ensureBuild, ROOT } from './lib/build';
import { memoryProbe } from './lib/processMemory';
import type { ToolResult } from './lib/pipelinePage';
import { openPipelinePage, processFiles } from './lib/pipelinePage';
import { startServer } from './lib/server';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'string' },
    budgets: { type: 'string', default: 'default,safari' },
    'no-baselines': { type: 'boolean', default: false },
    'no-large': { type: 'boolean', default: false },
  },
});

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

async function runCase(
  browser: Browser,
  pid: number,
  baseUrl: string,
  file: string,
  budget: BudgetName,
): Promise<Row> {
  const probe = memoryProbe(pid);
  const page = await openPipelinePage(browser, { baseUrl, budget });
  await page.evaluate(() => window.pipelineTool.takeLongestTask());
  probe.reset();
  const [r] = (await processFiles(page, [file], BENCH_MAX_FILE_BYTES)) as [ToolResult];
  const peakMb = probe.peakMb();
  const longestTaskMs = await page.evaluate(() => window.pipelineTool.takeLongestTask());
  await page.close();
  const t = r.timings;
  const row: Row = {
    file: path
      .relative(ROOT, file)
      .replace(/^\.\.\/shared\/fixtures\//, '')
      .replace(/^\.cache\//, ''),
    budget,
    error: r.error,
    megapixels: r.megapixels,
    previewMs: t.preview ?? null,
    infoMs: t.info ?? null,
    thumb240Ms: t.thumbnail240 ?? null,
    thumb960Ms: t.thumbnail960 ?? null,
    doneMs: t.done ?? null,
    peakMb,
    longestTaskMs,
    baseline: null,
  };
  const name = values['no-baselines'] ? null : baselineFor(file);
  if (name) {
    const bpage = await openPipelinePage(browser, { baseUrl, budget, guard: false });
    await bpage.setInputFiles('#files', [file]);
    await bpage.evaluate(() => window.pipelineTool.takeLongestTask());
    probe.reset();
    const b = await bpage.evaluate((n) => window.pipelineTool.baseline(n, 0), name);
    const bPeak = probe.peakMb();
    const bLongest = await bpage.evaluate(() => window.pipelineTool.takeLongestTask());
    await bpage.close();
    row.baseline = {
      name,
      ms: Number(b.ms),
      peakMb: bPeak,
      longestTaskMs: bLongest,
      error: typeof b.error === 'string' ? b.error.slice(0, 80) : null,
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
ensureBuild((m) => console.error(m));
const server = await startServer();
const chromiumProcess = await launchMeasuredChromium();
const { browser, pid } = chromiumProcess;
const rows: Row[] = [];
try {
  for (const file of files) {
    for (const budget of budgets) {
      const row = await runCase(browser, pid, server.url, file, budget);
      rows.push(row);
      console.error(
        `${row.file} [${budget}]: 960 in ${fmt(row.thumb960Ms)} ms, peak ${row.peakMb} MB${row.error ? `, ${row.error}` : ''}`,
      );
    }
  }
} finally {
  await chromiumProcess.close();
  await server.stop();
}
console.log(table(rows));
if (values.json)
  writeFileSync(
    values.json,
    JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2),
  );
