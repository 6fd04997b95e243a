/**
 * `npm run bench:cart`: the time from clicking Add To Cart to the added-to-cart popup, in the
 * built app against the real server in headless Chromium, under the Safari (5 MP) and the
 * default (90 MP) budgets: the export renders the print files, uploads them through the chunked
 * upload, then `POST Shopping/CartItems` makes the item the server prices (README, Performance →
 * Add to cart).
 *
 * Cases, each run in a fresh page opened with `?dId=` (cold workers, the design loaded from the
 * server as a shopper reopens it), budgets and cases alternating:
 * - **banner**: bench:export's 4 × 8 ft banner at 150 DPI (7200 × 14400 px, 104 MP, 20 objects),
 *   with one change: its 100 MP TIFF (91 MB) is over the editor's 50 MB upload limit, so the
 *   120 MP PNG of the same large files (42 MB) stands in its place, across the full width;
 * - **sign** (the baseline of the same run): the fidelity design (photo, gradient SVG, QR grid,
 *   texts, pattern) on a 24 × 18 in yard sign at its 200 DPI (4800 × 3600 px, 17 MP).
 * Images go in as a shopper's do: chosen in the Uploads panel, decoded in the pipeline and sent
 * through the real chunked upload, once per budget (a guest session each); the designs are
 * then saved with `POST Designer/Design` and reopened.
 *
 * Per run: time (click → popup, in the page), the renderer's peak resident growth (read from
 * outside, as bench:export does) and the main thread's longest task. `--runs N` (default 3):
 * medians and worst of N; `--trace` prints the largest renderer's resident size every 250 ms of
 * each add to cart (stderr). Prints a Markdown table.
 */
import { parseArgs } from 'node:util';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { DesignDocument } from '../src/domain/export';
import { ensureLargeFiles, largeFile } from '../tests/largeFiles';
import { FIXTURES_DIR } from '../tests/fixtures';
import {
  bannerDocument,
  fidelityDocument,
  writeFidelityAssets,
} from '../tests/browser/support/exportDesigns';
import { ensureBuild } from './lib/build';
import { medianAndWorst, withServerAndChromium } from './lib/benchRun';
import { memoryProbe, rendererRssMb } from './lib/processMemory';

type BudgetName = 'safari' | 'default';
type CaseName = 'banner' | 'sign';

interface Row {
  budget: BudgetName;
  case: CaseName;
  ms: number;
  peakMb: number;
  longestTaskMs: number;
}

const SAFARI_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
/** Longest wait for one add to cart (a loaded shared machine takes minutes), ms. */
const ADD_TIMEOUT_MS = 600_000;

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, trace: { type: 'boolean', default: false } },
});
const RUNS = Math.max(1, Number(args.runs) || 1);

ensureLargeFiles(); // throws, naming tests/corpus/make-large.mjs, when it cannot
const BIG = largeFile('rgb-120mp-12000x10000-phys-300dpi.png');
const assetsDir = mkdtempSync(path.join(tmpdir(), 'bench-cart-'));
const [photo, gradient] = writeFidelityAssets(
  assetsDir,
  path.join(FIXTURES_DIR, 'jpeg/exif-orientation-6-landscape.jpg'),
);
const bigImage = path.join(assetsDir, 'bigimage.png');
copyFileSync(BIG.file, bigImage);

/** bench:export's banner with the 120 MP PNG (`bigimage`) in the TIFF's place. */
function cartBanner(): DesignDocument {
  return bannerDocument({
    src: '/api/v1/system/source?id=bigimage&size=1',
    id: 'changeable-image-bigimage',
    width: BIG.entry.width,
    height: BIG.entry.height,
  });
}

function signDocument(): DesignDocument {
  const doc = fidelityDocument(24, 18, 200);
  return { ...doc, product: { ...doc.product, id: 103, name: 'Yard Sign' } };
}

/** The document with each `system/source?id=<name>` naming the uploaded image of that name. */
function withImages(doc: DesignDocument, ids: Map<string, string>): DesignDocument {
  const text = JSON.stringify(doc).replace(
    /\/api\/v1\/system\/source\?id=(\w+)&size=1/g,
    (whole, name: string) => {
      const id = ids.get(name);
      if (!id) throw new Error(`no uploaded image named ${name}`);
      return `/api/v1/system/source?id=${id}&size=1&isTemporary=true`;
    },
  );
  return JSON.parse(text) as DesignDocument;
}

/** Uploads `file` in the Uploads panel and waits until the server has it and its renditions. */
async function upload(page: Page, file: string): Promise<void> {
  await page.getByTestId('upload-input').setInputFiles(file);
  await page
    .locator('[data-testid="upload-item"][data-state="done"]', { hasText: path.basename(file) })
    .first()
    .waitFor({ timeout: ADD_TIMEOUT_MS });
}

/** Saves `doc` as the session's design (`POST Designer/Design`); its id. */
async function saveDesign(page: Page, doc: DesignDocument, name: string): Promise<string> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!xsrf) throw new Error('no anti-forgery cookie: open a page of the server first');
  const answer = await page.request.post('/api/v1/Designer/Design', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf.value) },
    data: {
      name,
      product: { productId: doc.product.id, name: doc.product.name },
      width: doc.product.widthInches,
      height: doc.product.heightInches,
      measurementUnit: 0,
      quantity: 1,
      accessories: {},
      designDocument: doc,
    },
  });
  if (!answer.ok()) throw new Error(`saving ${name}: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { id: string }).id;
}

/** One guest session per budget: its uploads and its two saved designs. */
async function prepare(browser: Browser, url: string, budget: BudgetName) {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    ...(budget === 'safari' ? { userAgent: SAFARI_UA } : {}),
  });
  const page = await context.newPage();
  await page.goto('/designer/?pId=101&ati=10');
  await page.getByTestId('uploads-panel').waitFor();
  for (const file of [photo!, gradient!, bigImage]) await upload(page, file);
  const list = await page.evaluate(async () => {
    const r = await fetch('/api/v1/Profile/UploadImages', { credentials: 'include' });
    return (await r.json()) as { images: { id: string; fileName: string }[] };
  });
  const ids = new Map(list.images.map((i) => [i.fileName.replace(/\.\w+$/, ''), i.id]));
  const designs: Record<CaseName, string> = {
    banner: await saveDesign(page, withImages(cartBanner(), ids), 'Bench banner'),
    sign: await saveDesign(page, withImages(signDocument(), ids), 'Bench sign'),
  };
  await page.close();
  return { context, designs };
}

/** Opens the design, clicks Add To Cart and times the popup's arrival inside the page. */
async function addToCart(
  context: BrowserContext,
  pid: number,
  designId: string,
): Promise<Omit<Row, 'budget' | 'case'>> {
  const page = await context.newPage();
  await page.goto(`/designer/?dId=${designId}`);
  const button = page.getByTestId('add-to-cart');
  await button.waitFor();
  await page.waitForFunction(
    () => !(document.querySelector('[data-testid="add-to-cart"]') as HTMLButtonElement).disabled,
    null,
    { timeout: ADD_TIMEOUT_MS },
  );
  const probe = memoryProbe(pid);
  probe.reset();
  const trace: number[] = [];
  const sampler = args.trace
    ? setInterval(() => trace.push(Math.max(0, ...rendererRssMb(pid).values())), 250)
    : null;
  const timed = await page.evaluate(async (timeoutMs) => {
    let longest = 0;
    const tasks = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longest = Math.max(longest, e.duration);
    });
    tasks.observe({ type: 'longtask' });
    // No named functions in here: tsx's name helper (__name) does not exist in the page.
    const start = performance.now();
    // When the progress turns from rendering the print files to uploading them (ms from start).
    let uploadingAt: number | null = null;
    const phases = new MutationObserver(() => {
      const text = document.querySelector('[data-testid="export-send-progress"]')?.textContent;
      if (uploadingAt === null && text?.startsWith('Uploading'))
        uploadingAt = Math.round(performance.now() - start);
    });
    phases.observe(document.body, { childList: true, subtree: true, characterData: true });
    const shown = new Promise<number>((resolve, reject) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="added-to-cart"]')) return;
        observer.disconnect();
        resolve(performance.now() - start);
      });
      observer.observe(document.body, { childList: true, subtree: true });
      setTimeout(() => reject(new Error('no added-to-cart popup')), timeoutMs);
    });
    (document.querySelector('[data-testid="add-to-cart"]') as HTMLButtonElement).click();
    const ms = await shown;
    tasks.disconnect();
    phases.disconnect();
    return { ms: Math.round(ms), longestTaskMs: Math.round(longest), uploadingAt };
  }, ADD_TIMEOUT_MS);
  if (sampler) {
    clearInterval(sampler);
    console.error(
      `trace (largest renderer RSS, MB, every 250 ms; uploading from ${timed.uploadingAt} ms): ${trace.join(' ')}`,
    );
  }
  const peakMb = probe.peakMb();
  await page.close();
  return { ms: timed.ms, longestTaskMs: timed.longestTaskMs, peakMb };
}

function table(rows: Row[]): string {
  const lines = [
    '| budget | case | runs | time ms: median / worst | peak MB: median / worst | longest task ms: median / worst | times |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const budget of ['safari', 'default'] as const) {
    for (const name of ['banner', 'sign'] as const) {
      const runs = rows.filter((r) => r.budget === budget && r.case === name);
      if (runs.length === 0) continue;
      const ms = runs.map((r) => r.ms);
      const peaks = runs.map((r) => r.peakMb);
      const tasks = runs.map((r) => r.longestTaskMs);
      lines.push(
        `| ${budget} | ${name} | ${runs.length} | ${medianAndWorst(ms)} | ${medianAndWorst(peaks)} | ${medianAndWorst(tasks)} | ${ms.join(', ')} |`,
      );
    }
  }
  return lines.join('\n');
}

ensureBuild((m) => console.error(m));
const rows: Row[] = [];
await withServerAndChromium(async ({ url, browser, pid }) => {
  const sessions = {
    safari: await prepare(browser, url, 'safari'),
    default: await prepare(browser, url, 'default'),
  };
  for (let run = 0; run < RUNS; run++) {
    for (const budget of ['safari', 'default'] as const) {
      for (const name of ['banner', 'sign'] as const) {
        const { context, designs } = sessions[budget];
        rows.push({ budget, case: name, ...(await addToCart(context, pid, designs[name])) });
        console.error(JSON.stringify(rows.at(-1)));
      }
    }
  }
});
console.log(table(rows));
