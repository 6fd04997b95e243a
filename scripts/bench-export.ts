/**
 * `npm run bench:export`: the 104 MP banner (4 × 8 ft at 150 DPI, 20 objects including the
 * 100 MP TIFF of tests/corpus/make-large.mjs) exported through the export tool page under
 * the Safari and the default budgets — time, peak renderer memory, longest main-thread task,
 * output size, region decodes — and, in the same run, the naive path (Fabric's toDataURL with a
 * multiplier): where the allocation guard stops it under each budget, and what it costs in
 * Chromium without the guard. Prints a Markdown table (docs/benchmarks/export.md).
 *
 * `--runs N` exports N times per budget, each in a fresh page, alternating the budgets, and
 * prints the median and the worst of time, peak and longest task (the peak varies between runs:
 * docs/benchmarks/export.md, "Why the peak varied"); `--no-naive` leaves out the naive path;
 * `--trace` prints the renderers' resident size every 100 ms of each tiled export (stderr);
 * `--original png` puts the 120 MP PNG of the same large files in the TIFF's place (what
 * bench:cart's banner has, the TIFF being over the editor's upload limit).
 */
import { parseArgs } from 'node:util';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { ensureLargeFiles, largeFile } from '../tests/largeFiles';
import { FIXTURES_DIR } from '../tests/fixtures';
import {
  bannerDocument,
  uploadSrc,
  writeFidelityAssets,
} from '../tests/browser/support/exportDesigns';
import { ensureHarnessBuild } from './lib/build';
import { medianAndWorst, withServerAndChromium } from './lib/benchRun';
import { exportDocument, openExportPage } from './lib/exportPage';
import type { ExportToolResult } from './lib/exportPage';
import { memoryProbe, rendererRssMb } from './lib/processMemory';

type BudgetName = 'safari' | 'default';

interface Row {
  budget: BudgetName;
  path: 'tiled' | 'naive (guarded)' | 'naive (no guard)';
  ms: number | null;
  peakMb: number;
  longestTaskMs: number;
  bytes: number | null;
  regionDecodes: number | null;
  note: string;
}

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    'no-naive': { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    original: { type: 'string', default: 'tiff' },
  },
});
/** The banner's large picture: the large file, and the id its src names (the asset's base name). */
const ORIGINALS = {
  tiff: { file: 'rgb-100mp-12500x8000-lzw-strips-300dpi.tif', id: 'bigtiff' },
  png: { file: 'rgb-120mp-12000x10000-phys-300dpi.png', id: 'bigpng' },
} as const;
const original = ORIGINALS[args.original as keyof typeof ORIGINALS] as
  (typeof ORIGINALS)[keyof typeof ORIGINALS] | undefined;
if (!original) throw new Error(`--original is tiff or png, not ${args.original}`);
const RUNS = Math.max(1, Number(args.runs) || 1);

ensureLargeFiles(); // throws, naming tests/corpus/make-large.mjs, when it cannot
const big = largeFile(original.file);
const assetsDir = mkdtempSync(path.join(tmpdir(), 'bench-export-'));
// The tool page finds an image's file by the id its src names.
const bigPath = path.join(assetsDir, `${original.id}${path.extname(original.file)}`);
const assets = [
  ...writeFidelityAssets(
    assetsDir,
    path.join(FIXTURES_DIR, 'jpeg/exif-orientation-6-landscape.jpg'),
  ),
  bigPath,
];
copyFileSync(big.file, bigPath);
const documentText = JSON.stringify(
  bannerDocument({
    src: uploadSrc(original.id),
    id: `changeable-image-${original.id}`,
    width: big.entry.width,
    height: big.entry.height,
  }),
);

async function tiled(browser: Browser, pid: number, url: string, budget: BudgetName): Promise<Row> {
  const page = await openExportPage(browser, { baseUrl: url, budget });
  // The images decoded first, as the editor holds them when a user exports: the peak is the
  // export's own.
  await page.setInputFiles('#assets', assets);
  await page.evaluate(() => window.exportTool.useAssetInput());
  await page.evaluate((text) => window.exportTool.prepare(text), documentText);
  const probe = memoryProbe(pid);
  probe.reset();
  const trace: string[] = [];
  const sampler = args.trace
    ? setInterval(() => {
        const rss = [...rendererRssMb(pid).values()];
        trace.push(String(Math.max(0, ...rss)));
      }, 100)
    : null;
  const result: ExportToolResult = await exportDocument(page, documentText);
  if (sampler) {
    clearInterval(sampler);
    console.error(`trace ${budget} (largest renderer RSS, MB, every 100 ms): ${trace.join(' ')}`);
  }
  // Read before the page closes: its renderer goes with it.
  const peakMb = probe.peakMb();
  await page.close();
  const side = result.sides[0];
  return {
    budget,
    path: 'tiled',
    ms: side?.ms ?? null,
    peakMb,
    longestTaskMs: result.longestTaskMs,
    bytes: result.files.find((f) => f.name === 'front.png')?.bytes ?? null,
    regionDecodes: side?.regionDecodes ?? null,
    note: result.error
      ? `error: ${result.error}`
      : `${side?.width} × ${side?.height} px; ${result.violations.length} guard violations; problems: ${result.problems.length}`,
  };
}

async function naive(
  browser: Browser,
  pid: number,
  url: string,
  budget: BudgetName,
  guard: boolean,
): Promise<Row> {
  const page = await openExportPage(browser, { baseUrl: url, budget, guard });
  await page.setInputFiles('#assets', assets);
  await page.evaluate(() => window.exportTool.useAssetInput());
  const probe = memoryProbe(pid);
  probe.reset();
  const result = await page.evaluate(
    (text) => window.exportTool.naive(text, 'front'),
    documentText,
  );
  const peakMb = probe.peakMb();
  await page.close();
  return {
    budget,
    path: guard ? 'naive (guarded)' : 'naive (no guard)',
    ms: result.error ? null : result.ms,
    peakMb,
    longestTaskMs: result.longestTaskMs,
    bytes: result.length === null ? null : Math.round((result.length * 3) / 4),
    regionDecodes: null,
    note: result.error ? `fails: ${result.error}` : 'PNG data URL made on the main thread',
  };
}

/** Median and worst of the tiled runs per budget. */
function summary(rows: Row[]): string {
  const lines = [
    '| budget | runs | time ms: median / worst | peak MB: median / worst | longest task ms: median / worst | peaks |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const budget of ['safari', 'default'] as const) {
    const runs = rows.filter((r) => r.budget === budget && r.path === 'tiled');
    if (runs.length === 0) continue;
    const ms = runs.map((r) => r.ms ?? Infinity);
    const peaks = runs.map((r) => r.peakMb);
    const tasks = runs.map((r) => r.longestTaskMs);
    lines.push(
      `| ${budget} | ${runs.length} | ${medianAndWorst(ms)} | ${medianAndWorst(peaks)} | ${medianAndWorst(tasks)} | ${peaks.join(', ')} |`,
    );
  }
  return lines.join('\n');
}

function table(rows: Row[]): string {
  const fmt = (n: number | null) => (n === null ? '–' : n.toLocaleString('en-US'));
  return [
    '| budget | path | time ms | peak MB | longest task ms | PNG bytes | region decodes | note |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.budget} | ${r.path} | ${fmt(r.ms)} | ${r.peakMb} | ${fmt(r.longestTaskMs)} | ${fmt(r.bytes)} | ${fmt(r.regionDecodes)} | ${r.note} |`,
    ),
  ].join('\n');
}

ensureHarnessBuild((m) => console.error(m));
const rows: Row[] = [];
await withServerAndChromium(async ({ url, browser, pid }) => {
  for (let run = 0; run < RUNS; run++) {
    for (const budget of ['safari', 'default'] as const) {
      rows.push(await tiled(browser, pid, url, budget));
      console.error(JSON.stringify(rows.at(-1)));
      if (args['no-naive'] || run > 0) continue;
      rows.push(await naive(browser, pid, url, budget, true));
      console.error(JSON.stringify(rows.at(-1)));
    }
  }
  if (!args['no-naive']) {
    rows.push(await naive(browser, pid, url, 'default', false));
    console.error(JSON.stringify(rows.at(-1)));
  }
});
console.log(table(rows));
if (RUNS > 1) console.log(`\n${summary(rows)}`);
