/**
 * `npm run bench:editor -- [--json out.json] [--zooms fit,full] [--images blob|data] [--dpr 1]
 *   [--renders 50] [--steps 60] [--undos 10] [--flips 10] [--breakdown 20]`
 *
 * The editor with 300 mixed objects (100 textboxes, 100 shapes, 100 images of 512 × 512 px) on a
 * 4 × 8 ft banner with its overlays, in headless Chromium at 1440 × 900, at the fit zoom and at
 * 100 % (the zoom the app allows there): the median and p95 of one render (Fabric's renderAll,
 * alone and with the raster it causes), of a drag step (real mouse input from Playwright: the
 * handlers and the frame they cause), of an undo of one change and of a flip of a side (to the
 * other 300-object side, and to an empty side). Each zoom runs in a fresh page after a warm-up;
 * the peak renderer memory is read from outside (/proc VmHWM). Method: docs/benchmarks/editor.md.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import type {
  DragSample,
  FidelityResult,
  ImageSource,
  RunResult,
  SetupInfo,
  ZoomName,
} from '../harness/editor/editorBench';
import { launchMeasuredChromium } from './lib/browser';
import { ensureHarnessBuild } from './lib/build';
import { memoryProbe } from './lib/processMemory';
import { startServer } from './lib/server';

const { values } = parseArgs({
  options: {
    json: { type: 'string' },
    zooms: { type: 'string', default: 'fit,full' },
    images: { type: 'string', default: 'blob' },
    renders: { type: 'string', default: '50' },
    steps: { type: 'string', default: '60' },
    undos: { type: 'string', default: '10' },
    flips: { type: 'string', default: '10' },
    breakdown: { type: 'string', default: '20' },
    dpr: { type: 'string', default: '1' },
  },
});

const VIEWPORT = { width: 1440, height: 900 };
/** The target: one render under 16 ms (median). */
const RENDER_TARGET_MS = 16;
/** One frame at 60 Hz: what a drag step must stay under to keep up with the pointer. */
const FRAME_MS = 1000 / 60;
const WARM_UP_STEPS = 5;

const zooms = values.zooms.split(',').filter((z): z is ZoomName => z === 'fit' || z === 'full');
/** Device pixel ratio of the page (2: a retina screen; the canvas backing store doubles). */
const dpr = Math.max(1, Number(values.dpr) || 1);
const images: ImageSource = values.images === 'data' ? 'data' : 'blob';
const count = (v: string) => Math.max(1, Math.round(Number(v)) || 1);
const counts = {
  renders: count(values.renders),
  steps: count(values.steps),
  undos: count(values.undos),
  flips: count(values.flips),
  breakdown: Math.max(0, Math.round(Number(values.breakdown)) || 0),
};

interface Stats {
  n: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const n = sorted.length;
  const at = (q: number) => sorted[Math.min(n - 1, Math.max(0, Math.ceil(q * n) - 1))] ?? 0;
  const median = n % 2 === 1 ? at(0.5) : ((sorted[n / 2 - 1] ?? 0) + (sorted[n / 2] ?? 0)) / 2;
  return { n, median, p95: at(0.95), min: sorted[0] ?? 0, max: sorted[n - 1] ?? 0 };
}

interface Row {
  case: string;
  zoom: string;
  stats: Stats;
  target: string;
}

interface ZoomResult {
  zoom: ZoomName;
  setup: SetupInfo;
  run: RunResult;
  drag: { steps: DragSample[]; drop: DragSample | null; objects: number };
  peakMb: number;
  /** The canvas from pictures against Fabric's own drawing (tests/browser/editorRender.spec.ts). */
  fidelity: FidelityResult;
}

/** Presses on the dragged object and moves it `steps` times, 4 × 2 CSS px a step, one frame each. */
async function measureDrag(page: Page, steps: number): Promise<ZoomResult['drag']> {
  const start = await page.evaluate(() => window.editorBench.dragTarget());
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.evaluate(() => window.editorBench.dragArm());
  const total = WARM_UP_STEPS + steps;
  for (let i = 1; i <= total; i++) {
    await page.mouse.move(start.x + 4 * i, start.y + 2 * i);
    await page.evaluate((n) => window.editorBench.dragWait(n), i);
  }
  await page.mouse.up();
  await page.evaluate(() => window.editorBench.dragWait(0));
  const result = await page.evaluate(() => window.editorBench.dragResult());
  return { ...result, steps: result.steps.slice(WARM_UP_STEPS) };
}

async function runZoom(
  browser: Browser,
  browserPid: number,
  baseUrl: string,
  zoom: ZoomName,
): Promise<ZoomResult> {
  const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: dpr });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`${baseUrl}/harness/editor-bench.html`);
    await page.waitForFunction(() => typeof window.editorBench?.setup === 'function');
    const probe = memoryProbe(browserPid);
    probe.reset();
    const setup = await page.evaluate((o) => window.editorBench.setup(o), { zoom, images });
    console.error(
      `[${zoom}] ${setup.zoomPercent} % (fit ${setup.fitPercent} %), canvas ${setup.canvas.width}×${setup.canvas.height}, ` +
        `${setup.objects} objects, first load ${Math.round(setup.firstLoadMs)} ms`,
    );
    // Warm-up: caches, decoded images, JIT.
    await page.evaluate(() =>
      window.editorBench.run({ renders: 5, undos: 2, flips: 2, breakdown: 0 }),
    );
    const run = await page.evaluate((c) => window.editorBench.run(c), {
      renders: counts.renders,
      undos: counts.undos,
      flips: counts.flips,
      breakdown: counts.breakdown,
    });
    const drag = await measureDrag(page, counts.steps);
    const peakMb = probe.peakMb();
    const fidelity = await page.evaluate(() => window.editorBench.fidelity());
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    if (drag.objects !== setup.objects) throw new Error('the drag changed the object count');
    return { zoom, setup, run, drag, peakMb, fidelity };
  } finally {
    await page.close();
  }
}

function rows(result: ZoomResult): Row[] {
  const z = `${result.setup.zoomPercent} %`;
  const r = result.run;
  const pass = (s: Stats, limit: number) =>
    `< ${Math.round(limit)} ${s.median < limit ? '✓' : '✗'}`;
  const out: Row[] = [];
  const add = (name: string, samples: number[], target = '') =>
    out.push({ case: name, zoom: z, stats: stats(samples), target });
  const render = stats(r.render.map((s) => s.totalMs));
  add(
    'render: renderAll()',
    r.render.map((s) => s.jsMs),
  );
  out.push({
    case: 'render: renderAll() + raster',
    zoom: z,
    stats: render,
    target: pass(render, RENDER_TARGET_MS),
  });
  const redraw = stats(r.redraw.map((s) => s.totalMs));
  out.push({
    case: 'redraw: every object drawn again (from its picture) + raster',
    zoom: z,
    stats: redraw,
    target: pass(redraw, RENDER_TARGET_MS),
  });
  add(
    'redraw without pictures (as after a load) + raster',
    r.fresh.map((s) => s.totalMs),
  );
  for (const [name, samples] of Object.entries(r.breakdown)) {
    add(
      `redraw + raster, ${name} only`,
      samples.map((s) => s.totalMs),
    );
  }
  const steps = stats(result.drag.steps.map((s) => s.stepMs));
  add(
    'drag step: handlers',
    result.drag.steps.map((s) => s.handlerMs),
  );
  add(
    'drag step: frame (render + raster + paint)',
    result.drag.steps.map((s) => s.frameMs),
  );
  out.push({
    case: 'drag step: handlers + frame',
    zoom: z,
    stats: steps,
    target: pass(steps, FRAME_MS),
  });
  if (result.drag.drop) add('drop (modified → serialize) + frame', [result.drag.drop.stepMs]);
  add(
    'change: add a shape (→ serialize)',
    r.undo.map((s) => s.changeMs),
  );
  add(
    'serialize()',
    r.undo.map((s) => s.serializeMs),
  );
  add(
    'undo: load(previous)',
    r.undo.map((s) => s.loadMs),
  );
  add(
    'undo: load(previous) + render',
    r.undo.map((s) => s.undoMs),
  );
  add(
    'flip → 300-object side (serialize + load + render)',
    r.flipToFull.map((s) => s.flipMs),
  );
  add(
    'flip → empty side',
    r.flipToEmpty.map((s) => s.flipMs),
  );
  add(
    'flip ← from the empty side',
    r.flipFromEmpty.map((s) => s.flipMs),
  );
  add('first load of the design (cold images) + render', [
    result.setup.firstLoadMs + result.setup.firstRenderMs,
  ]);
  return out;
}

const ms = (v: number) => (v >= 100 ? String(Math.round(v)) : v.toFixed(1));

function table(all: Row[]): string {
  const lines = [
    '| case | zoom | n | median ms | p95 ms | target ms |',
    '|---|---|---:|---:|---:|---|',
  ];
  for (const r of all) {
    lines.push(
      `| ${r.case} | ${r.zoom} | ${r.stats.n} | ${ms(r.stats.median)} | ${ms(r.stats.p95)} | ${r.target || '–'} |`,
    );
  }
  return lines.join('\n');
}

function setupTable(results: ZoomResult[]): string {
  const lines = [
    '| zoom | canvas CSS px | backing store | objects | design JSON kB | serialized kB | peak renderer MB | object pictures | pictures vs Fabric (max diff, on outlines) |',
    '|---|---|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const { setup: s, peakMb, fidelity: f } of results) {
    const mp = ((s.backingStore.width * s.backingStore.height) / 1e6).toFixed(1);
    lines.push(
      `| ${s.zoomPercent} % | ${s.canvas.width}×${s.canvas.height} | ${s.backingStore.width}×${s.backingStore.height} (${mp} MP) | ${s.objects} | ${Math.round(s.designBytes / 1024)} | ${Math.round(s.serializedBytes / 1024)} | ${peakMb} | ${(f.pictureArea / 1e6).toFixed(1)} MP | ${f.maxDiff}, ${f.edgeMaxDiff} |`,
    );
  }
  return lines.join('\n');
}

ensureHarnessBuild((m) => console.error(m));
const server = await startServer();
const chromiumProcess = await launchMeasuredChromium();
const { browser, pid } = chromiumProcess;
const chromiumVersion = browser.version();
const results: ZoomResult[] = [];
const loadBefore = os.loadavg();
try {
  for (const zoom of zooms) results.push(await runZoom(browser, pid, server.url, zoom));
} finally {
  await chromiumProcess.close();
  await server.stop();
}
const allRows = results.flatMap(rows);
const environment = {
  chromium: chromiumVersion,
  cpus: os.cpus().length,
  loadAverageBefore: loadBefore.map((l) => Number(l.toFixed(2))),
  loadAverageAfter: os.loadavg().map((l) => Number(l.toFixed(2))),
  images,
  viewport: VIEWPORT,
  devicePixelRatio: dpr,
};
console.log(
  `Chromium ${environment.chromium}, ${environment.cpus} cores, load average ${environment.loadAverageBefore.join(' ')} → ${environment.loadAverageAfter.join(' ')}, images as ${images} URLs, device pixel ratio ${dpr}\n`,
);
console.log(setupTable(results));
console.log('');
console.log(table(allRows));
if (values.json)
  writeFileSync(
    values.json,
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        environment,
        counts,
        rows: allRows,
        results,
      },
      null,
      2,
    ),
  );
