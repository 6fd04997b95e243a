/**
 * `npm run bench:upload -- [--runs 5] [--panel-runs 3] [--sizes 10,40] [--port 0] [--no-build]
 *   [--skip-throughput] [--skip-panel] [--out results.md] [--json out.json]`
 *
 * Uploads against the real server on the loopback link, in headless Chromium (method and figures:
 * docs/benchmarks/upload.md):
 *
 * 1. Throughput of the editor's chunked client (`uploadInChunks`: 2 MiB chunks, SHA-256 each, 2
 *    in flight), run in the page on uncompressed BMPs of `--sizes` MiB, beside two baselines in
 *    the same run, interleaved: one plain `fetch` POST of the whole file to a sink (a bare Node
 *    HTTP server on another port that reads and discards the body: the link), and the same
 *    chunked client against that sink (the protocol's own cost, without the server's work).
 *    Also what the client computes alone (read + SHA-256 of every chunk).
 * 2. The real Uploads panel (`/designer/?pId=101&ati=10`), a fresh browser context per run (new
 *    guest session, cold workers): from the file input's `change` to the item's thumbnail on
 *    screen and to the item saying done (original and renditions on the server), for a 12 MP
 *    JPEG, an iPhone HEIC, a PSD, a TIFF and a PDF; with the upload phases read from the page's
 *    resource timing.
 *
 * The server runs with the upload rate limit and guest quotas raised (a bench session makes
 * hundreds of chunk requests); everything else is the default configuration.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSync } from 'esbuild';
import jpeg from 'jpeg-js';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tests/chromium';
import { expectationFor } from '../tests/browser/expectations';
import { FIXTURES_DIR, fixturePath, manifestEntries } from '../tests/fixtures';
import { writeBmp } from '../tests/e2e/support/syntheticImages';
import type { ChunkedRun, PlainRun, PrepareRun, UploadsWatch } from './bench-upload-page';
import { ensureBuild, ROOT } from './lib/build';
import { startServer } from './lib/server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'panel-runs': { type: 'string', default: '3' },
    sizes: { type: 'string', default: '10,40' },
    port: { type: 'string', default: '0' },
    'no-build': { type: 'boolean', default: false },
    'skip-throughput': { type: 'boolean', default: false },
    'skip-panel': { type: 'boolean', default: false },
    out: { type: 'string' },
    json: { type: 'string' },
  },
});

const MIB = 1024 * 1024;
const count = (v: string, min = 1) => Math.max(min, Math.round(Number(v)) || min);
const RUNS = count(values.runs);
const PANEL_RUNS = count(values['panel-runs']);
const SIZES_MIB = values.sizes
  .split(',')
  .map(Number)
  .filter((n) => n > 0 && n <= 50);
const PRODUCT_ID = 101;
const VIEWPORT = { width: 1440, height: 900 };
/** Generated inputs, kept between runs. */
const CACHE_DIR = path.join(ROOT, '.cache', 'bench-upload');

// ---------------------------------------------------------------- statistics and formatting

interface Stats {
  n: number;
  median: number;
  min: number;
  max: number;
}

function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const n = s.length;
  const median = n === 0 ? NaN : n % 2 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
  return { n, median, min: s[0] ?? NaN, max: s[n - 1] ?? NaN };
}

const num = (v: number, digits = 0) =>
  Number.isFinite(v)
    ? v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '–';
/** `median (min–max)`. */
const spread = (s: Stats, digits = 0) =>
  s.n === 0 ? '–' : `${num(s.median, digits)} (${num(s.min, digits)}–${num(s.max, digits)})`;
const mbps = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);

// ---------------------------------------------------------------- inputs

/** An uncompressed 24-bit BMP of about `mib` MiB (the server only checks the signature). */
function bmpInput(mib: number): string {
  mkdirSync(CACHE_DIR, { recursive: true });
  const file = path.join(CACHE_DIR, `bmp-${mib}mib.bmp`);
  if (!existsSync(file)) writeBmp(file, mib * MIB);
  return file;
}

/** A 12 MP (4000 × 3000) camera-like JPEG, q90, encoded once with jpeg-js (no EXIF). */
function jpeg12Input(): string {
  mkdirSync(CACHE_DIR, { recursive: true });
  const file = path.join(CACHE_DIR, 'jpeg-12mp-4000x3000-q90.jpg');
  if (existsSync(file)) return file;
  console.error('Encoding the 12 MP JPEG (once)…');
  const width = 4000;
  const height = 3000;
  const data = Buffer.alloc(width * height * 4);
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 17) - 8;
  const clamp = (v: number) => Math.max(0, Math.min(255, v));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const v = Math.sin(x / 83) * Math.cos(y / 117);
      data[i] = clamp(128 + 100 * v + noise());
      data[i + 1] = clamp((255 * y) / height + noise());
      data[i + 2] = clamp((255 * x) / width + noise());
      data[i + 3] = 255;
    }
  }
  writeFileSync(file, jpeg.encode({ data, width, height }, 90).data);
  return file;
}

/** The largest decodable fixture of a format under 4 MB (as tests/e2e/uploads.spec.ts picks). */
function representative(format: string): string {
  const best = manifestEntries()
    .filter((e) => e.format === format && !e.path.startsWith('bad/'))
    .filter((e) => expectationFor(e).error === null && e.bytes < 4_000_000)
    .sort((a, b) => b.bytes - a.bytes)[0];
  if (!best) throw new Error(`no decodable ${format} fixture`);
  return fixturePath(best);
}

function panelCases(): { label: string; file: string }[] {
  const cases = [{ label: '12 MP JPEG (4000 × 3000, synthetic, no EXIF)', file: jpeg12Input() }];
  cases.push({
    label: 'iPhone 16 HEIC',
    file: path.join(FIXTURES_DIR, 'heic', 'iphone16-grid-irot270-gainmap.heic'),
  });
  for (const format of ['psd', 'tiff', 'pdf']) {
    const file = representative(format);
    cases.push({ label: format.toUpperCase(), file });
  }
  return cases;
}

// ---------------------------------------------------------------- server and sink

/**
 * The link's baseline: reads every request body and discards it. `POST /plain` answers 200;
 * `POST …/ImageChunkedUpload` answers as the protocol does (206 Incomplete with the chunks it
 * has, 200 Success when all are in) without hashing or storing anything. CORS for the page's
 * origin, with credentials (the client sends them), preflights cached.
 */
async function startSink(): Promise<{ url: string; stop(): Promise<void> }> {
  const received = new Map<string, Set<number>>();
  const cors = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] ?? '*',
    );
    res.setHeader('Access-Control-Max-Age', '600');
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    let size = 0;
    req.on('data', (part: Buffer) => (size += part.length));
    req.on('end', () => {
      if (!req.url?.includes('ImageChunkedUpload')) return json(res, 200, { ok: true, size });
      const h = (name: string) => String(req.headers[name.toLowerCase()] ?? '');
      const fileId = h('X-Upload-File-Id');
      const chunks = received.get(fileId) ?? new Set<number>();
      received.set(fileId, chunks);
      chunks.add(Number(h('X-Upload-Chunk-Index')));
      if (chunks.size < Number(h('X-Upload-Chunk-Count')))
        return json(res, 206, { result: 'Incomplete', fileId, received: [...chunks] });
      received.delete(fileId);
      json(res, 200, {
        result: 'Success',
        fileId,
        size: Number(h('X-Upload-Total-Size')),
        sha256: '',
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

// ---------------------------------------------------------------- the page side

/** The page entry (scripts/bench-upload-page.ts) bundled from the sources as they are now. */
function pageBundle(): string {
  return buildSync({
    entryPoints: [path.join(ROOT, 'scripts', 'bench-upload-page.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
  }).outputFiles[0]!.text;
}

async function openDesigner(page: Page, baseUrl: string, query = ''): Promise<void> {
  await page.goto(`${baseUrl}/designer/?pId=${PRODUCT_ID}${query}`);
  await page.getByTestId('product-name').waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

// ---------------------------------------------------------------- 1. throughput

type Variant =
  | 'plain → sink'
  | 'chunked → sink'
  | 'chunked → server'
  | 'chunked, Blob bodies → sink'
  | 'chunked, Blob bodies → server'
  | 'chunked, XHR (the editor) → sink'
  | 'chunked, XHR (the editor) → server';
const VARIANTS: Variant[] = [
  'plain → sink',
  'chunked → sink',
  'chunked → server',
  'chunked, Blob bodies → sink',
  'chunked, Blob bodies → server',
  'chunked, XHR (the editor) → sink',
  'chunked, XHR (the editor) → server',
];

interface ThroughputSample {
  mib: number;
  variant: Variant;
  bytes: number;
  ms: number;
  mbps: number;
  requests: number;
  /** Chunked only: the first chunk alone, the middle chunks, the last (assembly on the server). */
  firstChunkMs?: number;
  middleChunkMs?: number[];
  lastChunkMs?: number;
}

interface ThroughputResult {
  samples: ThroughputSample[];
  prepare: { mib: number; runs: PrepareRun[] }[];
}

async function runVariant(
  page: Page,
  variant: Variant,
  selector: string,
  sinkUrl: string,
): Promise<Omit<ThroughputSample, 'mib'>> {
  if (variant === 'plain → sink') {
    const r: PlainRun = await page.evaluate((o) => window.uploadBench.plain(o), {
      selector,
      url: `${sinkUrl}/plain`,
    });
    if (r.status !== 200) throw new Error(`sink answered ${r.status}`);
    return { variant, bytes: r.bytes, ms: r.ms, mbps: mbps(r.bytes, r.ms), requests: 1 };
  }
  const r: ChunkedRun = await page.evaluate((o) => window.uploadBench.chunked(o), {
    selector,
    apiBaseUrl: variant.endsWith('→ sink') ? sinkUrl : '',
    blobBody: variant.includes('Blob bodies'),
    xhr: variant.includes('XHR'),
  });
  if (r.result !== 'Success')
    throw new Error(`${variant}: ${r.result} ${r.errorKeys.join(', ')}`.trim());
  const posts = r.requests.filter((q) => q.method === 'POST');
  const dur = (q: { startMs: number; endMs: number }) => q.endMs - q.startMs;
  // Requests in the order they were answered: the one that said Success is the last.
  const byEnd = [...posts].sort((a, b) => a.endMs - b.endMs);
  return {
    variant,
    bytes: r.bytes,
    ms: r.ms,
    mbps: mbps(r.bytes, r.ms),
    requests: r.requests.length,
    firstChunkMs: posts[0] ? dur(posts[0]) : NaN,
    middleChunkMs: byEnd.slice(1, -1).map(dur),
    lastChunkMs: byEnd.at(-1) ? dur(byEnd.at(-1)!) : NaN,
  };
}

async function throughput(
  browser: Browser,
  baseUrl: string,
  sinkUrl: string,
  bundle: string,
): Promise<ThroughputResult> {
  const files = SIZES_MIB.map((mib) => ({ mib, file: bmpInput(mib), selector: `#bench-${mib}` }));
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await openDesigner(page, baseUrl);
    await page.addScriptTag({ content: bundle });
    for (const f of files) {
      await page.evaluate((id) => window.uploadBench.addFileInput(id), f.selector.slice(1));
      await page.setInputFiles(f.selector, f.file);
    }
    // Warm-up (not counted): code paths, the sink's CORS preflights, the server's first upload.
    for (const variant of VARIANTS) await runVariant(page, variant, files[0]!.selector, sinkUrl);
    const samples: ThroughputSample[] = [];
    for (let run = 1; run <= RUNS; run++) {
      for (const f of files) {
        for (const variant of VARIANTS) {
          const s = { mib: f.mib, ...(await runVariant(page, variant, f.selector, sinkUrl)) };
          samples.push(s);
          console.error(
            `[throughput ${run}/${RUNS}] ${f.mib} MiB ${variant}: ${num(s.ms)} ms, ${num(s.mbps, 1)} MB/s, ${s.requests} requests`,
          );
        }
      }
    }
    const prepare: ThroughputResult['prepare'] = [];
    for (const f of files) {
      const runs: PrepareRun[] = [];
      for (let i = 0; i < 3; i++)
        runs.push(
          await page.evaluate((s) => window.uploadBench.prepare({ selector: s }), f.selector),
        );
      prepare.push({ mib: f.mib, runs });
    }
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    return { samples, prepare };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- 2. the Uploads panel

interface PanelSample {
  label: string;
  file: string;
  bytes: number;
  firstThumbMs: number | null;
  lastThumbMs: number | null;
  thumbnails: number;
  doneMs: number | null;
  errorKey: string | null;
  /** Pick → the original's first chunk request (decoding before any byte is sent). */
  firstChunkAtMs: number | null;
  /** Pick → the original's attach answered (uploaded and made an image). */
  attachedAtMs: number | null;
  /** Pick → the last rendition's first chunk sent (the display raster's encode ends before it). */
  lastRenditionAtMs: number | null;
  /** The upload requests, ms from the pick (JSON only). */
  requests: { name: string; startMs: number; endMs: number }[];
}

async function panelRun(
  browser: Browser,
  baseUrl: string,
  bundle: string,
  label: string,
  file: string,
): Promise<PanelSample> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  try {
    await openDesigner(page, baseUrl, '&ati=10');
    await page.getByTestId('uploads-panel').waitFor({ state: 'visible' });
    await page.addScriptTag({ content: bundle });
    await page.evaluate(() => {
      performance.setResourceTimingBufferSize(5000);
      performance.clearResourceTimings();
      window.uploadBench.watchUploads();
    });
    await page.getByTestId('upload-input').setInputFiles(file);
    await page.waitForFunction(
      () => {
        const w = window.uploadBench.uploadsWatch();
        return w !== null && (w.doneMs !== null || w.errorKey !== null);
      },
      undefined,
      { timeout: 90_000, polling: 100 },
    );
    // The frame after the last thumbnail's load, if it was still pending.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
    const { watch, requests } = await page.evaluate(() => {
      const w = window.uploadBench.uploadsWatch()!;
      const at = w.pickedAt ?? 0;
      const requests = performance
        .getEntriesByType('resource')
        .filter((e) => /ImageChunkedUpload|AttachUploaded/.test(e.name))
        .map((e) => ({
          name: e.name,
          startMs: e.startTime - at,
          endMs: (e as PerformanceResourceTiming).responseEnd - at,
        }));
      return { watch: w as UploadsWatch, requests };
    });
    const attach = requests.find((q) => q.name.includes('AttachUploaded'));
    const chunks = requests.filter((q) => q.name.includes('ImageChunkedUpload'));
    const firstChunk = chunks[0];
    const lastRendition = attach ? chunks.filter((q) => q.startMs > attach.endMs).at(-1) : null;
    const local = watch.thumbnails.filter((t) => t.kind === 'blob').map((t) => t.shownMs);
    const firstAny = watch.thumbnails.map((t) => t.shownMs);
    return {
      label,
      file: path.relative(ROOT, file).replace(/^tests\/corpus\//, ''),
      bytes: statSync(file).size,
      firstThumbMs: firstAny.length > 0 ? Math.min(...firstAny) : null,
      lastThumbMs: local.length > 0 ? Math.max(...local) : null,
      thumbnails: local.length,
      doneMs: watch.doneMs,
      errorKey: watch.errorKey,
      firstChunkAtMs: firstChunk ? firstChunk.startMs : null,
      attachedAtMs: attach ? attach.endMs : null,
      lastRenditionAtMs: lastRendition ? lastRendition.startMs : null,
      requests: requests.map((q) => ({ ...q, name: q.name.replace(/^.*\/api\/v1\//, '') })),
    };
  } finally {
    await context.close();
  }
}

async function panel(browser: Browser, baseUrl: string, bundle: string): Promise<PanelSample[]> {
  const out: PanelSample[] = [];
  const cases = panelCases();
  for (let run = 1; run <= PANEL_RUNS; run++) {
    // Round-robin over the cases, so slow phases of the machine spread over all of them.
    for (const c of cases) {
      const s = await panelRun(browser, baseUrl, bundle, c.label, c.file);
      out.push(s);
      console.error(
        `[panel ${run}/${PANEL_RUNS}] ${path.basename(c.file)}: thumbnail ${num(s.firstThumbMs ?? NaN)} ms, done ${num(s.doneMs ?? NaN)} ms${s.errorKey ? `, error ${s.errorKey}` : ''}`,
      );
    }
  }
  return out;
}

// ---------------------------------------------------------------- report

function throughputTable(r: ThroughputResult): string {
  const lines = [
    '| file | path | n | ms: median (min–max) | MB/s: median (min–max) | share of plain → sink (medians) | requests |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const mib of SIZES_MIB) {
    const of = (v: Variant) => r.samples.filter((s) => s.mib === mib && s.variant === v);
    const base = stats(of('plain → sink').map((s) => s.mbps)).median;
    for (const v of VARIANTS) {
      const samples = of(v);
      if (samples.length === 0) continue;
      const mb = (samples[0]!.bytes / 1e6).toFixed(1);
      const rate = stats(samples.map((s) => s.mbps));
      const share = v === 'plain → sink' ? '1.00' : (rate.median / base).toFixed(2);
      const requests = stats(samples.map((s) => s.requests));
      lines.push(
        `| ${mib} MiB BMP (${mb} MB) | ${v} | ${samples.length} | ${spread(stats(samples.map((s) => s.ms)))} | ${spread(rate, 1)} | ${share} | ${num(requests.median)} |`,
      );
    }
  }
  return lines.join('\n');
}

function chunkTable(r: ThroughputResult): string {
  const lines = [
    '| file | path | first chunk (alone) ms | middle chunks ms: median (min–max) | last chunk ms (Success) | client read + SHA-256 of all chunks, ms (read / hash) |',
    '|---|---|---:|---:|---:|---:|',
  ];
  for (const mib of SIZES_MIB) {
    const prep = r.prepare.find((p) => p.mib === mib)?.runs ?? [];
    const read = stats(prep.map((p) => p.readMs)).median;
    const hash = stats(prep.map((p) => p.hashMs)).median;
    for (const v of VARIANTS.filter((x) => x !== 'plain → sink')) {
      const samples = r.samples.filter((s) => s.mib === mib && s.variant === v);
      if (samples.length === 0) continue;
      lines.push(
        `| ${mib} MiB | ${v} | ${spread(stats(samples.map((s) => s.firstChunkMs ?? NaN)))} | ${spread(stats(samples.flatMap((s) => s.middleChunkMs ?? [])))} | ${spread(stats(samples.map((s) => s.lastChunkMs ?? NaN)))} | ${num(read + hash)} (${num(read)} / ${num(hash)}) |`,
      );
    }
  }
  return lines.join('\n');
}

function panelTable(samples: PanelSample[]): string {
  const lines = [
    '| file | size | n | thumbnail on screen | last local thumbnail | first chunk sent | original attached | last rendition sent | done |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const labels = [...new Set(samples.map((s) => s.label))];
  for (const label of labels) {
    const all = samples.filter((s) => s.label === label);
    const ok = all.filter((s) => s.errorKey === null);
    const col = (pick: (s: PanelSample) => number | null) =>
      spread(stats(ok.map(pick).filter((v): v is number => v !== null)));
    const failed = all.length - ok.length;
    lines.push(
      `| ${label}: ${all[0]!.file}${failed ? ` (${failed} failed: ${all.find((s) => s.errorKey)?.errorKey})` : ''} | ${(all[0]!.bytes / 1e6).toFixed(2)} MB | ${ok.length} | ${col((s) => s.firstThumbMs)} | ${col((s) => s.lastThumbMs)} | ${col((s) => s.firstChunkAtMs)} | ${col((s) => s.attachedAtMs)} | ${col((s) => s.lastRenditionAtMs)} | ${col((s) => s.doneMs)} |`,
    );
  }
  return lines.join('\n');
}

function git(args: string[]): string {
  const r = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : '';
}

// ---------------------------------------------------------------- main

if (values['no-build']) {
  // Measure the dist/ that is there, as it is.
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) throw new Error('dist/ is missing');
} else {
  ensureBuild((m) => console.error(m));
}
const started = Date.now();
const bundle = pageBundle();
// The upload rate limit and guest quotas raised: a bench session makes hundreds of chunk requests.
const server = await startServer({
  ...(Number(values.port) > 0 ? { port: Number(values.port) } : {}),
  env: {
    UPLOAD_RATE_BURST: '100000',
    UPLOAD_RATE_PER_SECOND: '10000',
    UPLOAD_GUEST_MAX_FILES: '1000000',
    UPLOAD_GUEST_MAX_BYTES: String(1024 * 1024 * MIB),
  },
});
const sink = await startSink();
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: CHROMIUM_ARGS,
});
const loadBefore = os.loadavg();
let through: ThroughputResult | null = null;
let panelSamples: PanelSample[] = [];
try {
  if (!values['skip-throughput']) through = await throughput(browser, server.url, sink.url, bundle);
  if (!values['skip-panel']) panelSamples = await panel(browser, server.url, bundle);
} finally {
  await browser.close().catch(() => undefined);
  await sink.stop();
  await server.stop();
}
const dirty = git(['status', '--porcelain']) !== '';
const environment = {
  date: new Date().toISOString(),
  nproc: os.availableParallelism(),
  cpu: os.cpus()[0]?.model ?? '',
  memoryGb: Math.round(os.totalmem() / 1024 ** 3),
  chromium: browser.version(),
  node: process.version,
  commit: `${git(['rev-parse', '--short', 'HEAD'])}${dirty ? ' + uncommitted changes' : ''}`,
  loadAverageBefore: loadBefore.map((l) => Number(l.toFixed(2))),
  loadAverageAfter: os.loadavg().map((l) => Number(l.toFixed(2))),
  seconds: Math.round((Date.now() - started) / 1000),
};
const parts = [
  `Measured ${environment.date.slice(0, 16).replace('T', ' ')} UTC: ${environment.nproc} cores (nproc; ${environment.cpu}), ${environment.memoryGb} GB, headless Chromium ${environment.chromium}, Node ${environment.node}, commit ${environment.commit}; load average ${environment.loadAverageBefore.join(' ')} before, ${environment.loadAverageAfter.join(' ')} after; ${environment.seconds} s.`,
];
if (through) {
  parts.push(
    `### Throughput (${RUNS} runs, interleaved; MB = 10⁶ bytes)`,
    throughputTable(through),
    '#### Where the chunked time goes (per request, ms from request to the whole answer)',
    chunkTable(through),
  );
}
if (panelSamples.length > 0) {
  parts.push(
    `### Uploads panel: pick → thumbnail → done (${PANEL_RUNS} runs each, fresh context each; ms: median (min–max))`,
    panelTable(panelSamples),
  );
}
const report = parts.join('\n\n');
console.log(report);
if (values.out) writeFileSync(values.out, `${report}\n`);
if (values.json)
  writeFileSync(
    values.json,
    JSON.stringify({ environment, throughput: through, panel: panelSamples }, null, 2),
  );
