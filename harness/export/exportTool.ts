/**
 * The export tool page (`/harness/export.html`): renders a design document (README,
 * "Design document") through the editor's own export code — the print PNG in tiles, the SVG and
 * the thumbnails — under a chosen budget (`?budget=safari|firefox|default`), with the
 * allocation guard on in the page and in every worker (`?guard=0` turns it off, for the naive
 * baseline). `npm run export`, `npm run bench:export` and the browser tests drive it through
 * `window.exportTool`; a person can use the form.
 *
 * Images: the files picked under "Images" are named by upload id (`<imageId>.<ext>`, or the
 * local upload's file id); each image object whose src names that id draws the file's display
 * raster, and the export decodes regions of the file where the print needs more pixels.
 */
import {
  aliasImageSource,
  createExportScene,
  hasImageSource,
  registerBitmapSource,
  registerSvgSource,
  setPageSourceLoader,
} from '../../src/canvas';
import type { SideDesign } from '../../src/domain/export';
import {
  dpiOfPixelsPerMetre,
  planTiles,
  EXPORT_TUNABLES,
  printPixelSize,
  readDesignDocument,
} from '../../src/domain/export';
import { localUploadFileId, uploadedImageId } from '../../src/domain/editor/uploadSources';
import type { Side } from '../../src/domain/editor/sides';
import type { ImageInfo } from '../../src/domain/imaging/imageInfo';
import { renderSide, serverFontFiles, sideRequests } from '../../src/features/export';
import type { ExportEnvironment, SideOutput } from '../../src/features/export';
import { openPngExport } from '../../src/imaging';
import { compareRenders } from '../common/compareRenders';
import { setUpToolPage } from '../common/toolPage';
import type { ExportToolResult, NaiveResult, OnePassComparison } from './exportToolTypes';
import { loadFontCatalogue } from './fontCatalogue';
import { naiveExportLength } from './naiveExport';

export type { ExportToolResult, NaiveResult, OnePassComparison };

const { params, budget, violations, pipeline, longTasks, longestTaskSince } = setUpToolPage();

interface Asset {
  file: File;
  info: ImageInfo | null;
}

/** Picked image files by upload id (the file name without its extension). */
const assets = new Map<string, Asset>();
/** The outputs of the last run, by file name (`front.png`, `back.960.webp`…). */
const outputs = new Map<string, Blob>();

function keyOfSrc(src: string): string {
  return uploadedImageId(src) ?? localUploadFileId(src) ?? src.split('/').pop() ?? src;
}

function keyOfFile(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** Every image src of a side (groups included). */
function imageSrcs(objects: readonly Record<string, unknown>[], into: Set<string>): Set<string> {
  for (const o of objects) {
    if (typeof o.src === 'string' && /^image$/i.test(String(o.type))) into.add(o.src);
    if (Array.isArray(o.objects)) imageSrcs(o.objects as Record<string, unknown>[], into);
  }
  return into;
}

/** Decodes each picked file once and registers its display raster under the srcs naming it. */
/** Each picked file decoded once, by key: the first src that named it. */
const decoded = new Map<string, Promise<string>>();

async function registerAssets(sides: (SideDesign | null)[]): Promise<string[]> {
  const missing: string[] = [];
  const srcs = new Set<string>();
  for (const side of sides) if (side) imageSrcs(side.objects, srcs);
  for (const src of srcs) {
    if (hasImageSource(src)) continue;
    const key = keyOfSrc(src);
    const asset = assets.get(key);
    if (!asset) {
      missing.push(src);
      continue;
    }
    let first = decoded.get(key);
    if (!first) {
      first = pipeline
        .process(asset.file, asset.file.name, { maxFileBytes: ASSET_MAX_BYTES })
        .then(async (result) => {
          asset.info = result.info;
          if (result.svg) await registerSvgSource(src, result.svg);
          else if (result.display) registerBitmapSource(src, result.display);
          return src;
        });
      decoded.set(key, first);
    }
    // Another src naming the same file draws the same pixels.
    const decodedAs = await first;
    if (decodedAs !== src) aliasImageSource(decodedAs, src);
  }
  return missing;
}

// An image showing another page of its file (`data.page`) draws that page, decoded from the
// asset by the pipeline's `page` option (the design's src names the file, not the page).
setPageSourceLoader(async (src, page, signal) => {
  const asset = assets.get(keyOfSrc(src));
  if (!asset) throw new Error(`no asset for ${src}`);
  const result = await pipeline.process(asset.file, asset.file.name, {
    page,
    signal,
    maxFileBytes: ASSET_MAX_BYTES,
  });
  if (!result.display) throw new Error(`page ${page + 1} of ${src} has no raster`);
  return result.display;
});

const VECTOR_FORMATS = new Set(['pdf', 'ai', 'eps']);
/**
 * Largest image file the tool reads, bytes: a print shop re-renders originals that may be larger
 * than the editor's 50 MB upload limit (the benchmark's 100 MP TIFF is 91 MB).
 */
const ASSET_MAX_BYTES = 2 * 1024 ** 3;

/** `?tileArea=` forces small tiles (tests: many seams in a small design). */
const tileArea = Number(params.get('tileArea'));

const environment: ExportEnvironment = {
  budget,
  ...(tileArea > 0 ? { tileLimits: { maxTileArea: tileArea, maxTileSide: 4096 } } : {}),
  openPng: (options) => openPngExport(options),
  originalOf: async (src) => {
    const asset = assets.get(keyOfSrc(src));
    if (!asset || !asset.info || asset.info.format === 'svg') return null;
    return {
      file: asset.file,
      fileName: asset.file.name,
      vector: VECTOR_FORMATS.has(asset.info.format),
    };
  },
  decodeRegion: (original, request, signal) =>
    pipeline.decodeRegion(original.file, original.fileName, request, {
      signal,
      maxFileBytes: ASSET_MAX_BYTES,
    }),
  imageHref: (src) => (src.startsWith('/') ? new URL(src, location.origin).href : null),
  fontFiles: serverFontFiles((path) => path),
  yieldToMain: () => new Promise((resolve) => setTimeout(resolve, 0)),
};

function store(output: SideOutput): void {
  outputs.set(`${output.side}.png`, output.png);
  outputs.set(`${output.side}.svg`, new Blob([output.svg], { type: 'image/svg+xml' }));
  for (const t of output.thumbnails) outputs.set(`${output.side}.${t.side}.webp`, t.blob);
}

/**
 * Decodes the document's images from the picked files (what the editor holds already when it
 * exports), so a benchmark can measure the export alone after it.
 */
async function prepare(documentText: string): Promise<string[]> {
  const read = readDesignDocument(JSON.parse(documentText) as unknown);
  if (!read.ok) throw new Error(read.error);
  await loadFontCatalogue();
  return registerAssets([read.document.sides.front, read.document.sides.back]);
}

async function run(documentText: string, only?: Side): Promise<ExportToolResult> {
  outputs.clear();
  violations.length = 0;
  const result: ExportToolResult = {
    files: [],
    sides: [],
    problems: [],
    missingImages: [],
    longestTaskMs: 0,
    setupLongestTaskMs: 0,
    violations,
    budget: budget.name,
  };
  longTasks.length = 0;
  const exporting: [number, number][] = [];
  try {
    const read = readDesignDocument(JSON.parse(documentText) as unknown);
    if (!read.ok) throw new Error(read.error);
    const { document } = read;
    await loadFontCatalogue();
    result.missingImages = await registerAssets([document.sides.front, document.sides.back]);
    for (const request of sideRequests(document, only)) {
      const started = performance.now();
      const output = await renderSide(request, environment, () => {}, new AbortController().signal);
      exporting.push([started, performance.now()]);
      store(output);
      result.sides.push({
        side: output.side,
        width: output.pngSize.width,
        height: output.pngSize.height,
        ms: Math.round(performance.now() - started),
        regionDecodes: output.regionDecodes,
      });
      result.problems.push(...output.problems);
    }
  } catch (error) {
    result.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
  result.files = [...outputs].map(([name, blob]) => ({ name, bytes: blob.size }));
  // Long tasks are reported after they end.
  await new Promise((r) => setTimeout(r, 100));
  for (const task of longTasks) {
    const inExport = exporting.some(([from, to]) => task.start >= from && task.start < to);
    if (inExport) result.longestTaskMs = Math.max(result.longestTaskMs, Math.round(task.duration));
    else result.setupLongestTaskMs = Math.max(result.setupLongestTaskMs, Math.round(task.duration));
  }
  return result;
}

/** Base64 of `length` bytes of output `name` from `offset` (scripts read large files in parts). */
async function readChunk(name: string, offset: number, length: number): Promise<string> {
  const blob = outputs.get(name);
  if (!blob) throw new Error(`no output named ${name}`);
  const bytes = new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The pHYs of a PNG, dots per inch (x), or null. */
async function pngDpi(blob: Blob): Promise<number | null> {
  const head = new DataView(await blob.slice(0, 256).arrayBuffer());
  for (let at = 8; at + 12 <= head.byteLength;) {
    const length = head.getUint32(at);
    const type = String.fromCharCode(...[4, 5, 6, 7].map((i) => head.getUint8(at + i)));
    if (type === 'pHYs' && head.getUint8(at + 16) === 1)
      return dpiOfPixelsPerMetre(head.getUint32(at + 8));
    if (type === 'IDAT') return null;
    at += 12 + length;
  }
  return null;
}

async function pixelsOf(source: CanvasImageSource, width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('2D canvas unavailable');
  ctx.drawImage(source, 0, 0);
  const data = ctx.getImageData(0, 0, width, height).data;
  canvas.width = 0;
  return data;
}

/**
 * Renders `side` of the document in one pass (one canvas of the print size: only for designs
 * that fit the budget) and compares it with the tiled PNG of the last run.
 */
async function compareOnePass(documentText: string, side: Side): Promise<OnePassComparison> {
  const read = readDesignDocument(JSON.parse(documentText) as unknown);
  if (!read.ok) throw new Error(read.error);
  const [request] = sideRequests(read.document, side);
  const png = outputs.get(`${side}.png`);
  if (!request || !png) throw new Error(`export ${side} first`);
  const size = printPixelSize(request.widthInches, request.heightInches, request.exportDpi);
  const scene = await createExportScene(request.design, request.artboard, {
    mirrored: request.mirrored,
  });
  try {
    scene.rasterizeVectors(size, Math.min(budget.maxArea, EXPORT_TUNABLES.maxVectorRasterArea));
    const expected = await pixelsOf(
      scene.renderTile({ x: 0, y: 0, ...size }, size),
      size.width,
      size.height,
    );
    const bitmap = await createImageBitmap(png, {
      premultiplyAlpha: 'none',
      colorSpaceConversion: 'none',
    });
    const actual = await pixelsOf(bitmap, size.width, size.height);
    const plan = planTiles(size, budget, environment.tileLimits ?? EXPORT_TUNABLES);
    const seams = {
      rows: plan.bands.map((b) => b.y).filter((y) => y > 0),
      columns: (plan.bands[0]?.tiles ?? []).map((t) => t.x).filter((x) => x > 0),
    };
    return {
      ...compareRenders(expected, actual, size.width, size.height, seams),
      width: bitmap.width,
      height: bitmap.height,
      dpi: await pngDpi(png),
      tiles: plan.tileCount,
    };
  } finally {
    scene.dispose();
  }
}

/** The benchmark's baseline: Fabric's toDataURL with a multiplier (see canvas/naiveExport). */
async function naive(documentText: string, side: Side): Promise<NaiveResult> {
  violations.length = 0;
  const read = readDesignDocument(JSON.parse(documentText) as unknown);
  if (!read.ok) throw new Error(read.error);
  const [request] = sideRequests(read.document, side);
  if (!request) throw new Error(`no ${side} side`);
  const size = printPixelSize(request.widthInches, request.heightInches, request.exportDpi);
  let started = performance.now();
  let length: number | null = null;
  let error: string | null = null;
  try {
    await registerAssets([read.document.sides.front, read.document.sides.back]);
    started = performance.now();
    length = await naiveExportLength(request.design, request.artboard, size);
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const ms = Math.round(performance.now() - started);
  // Long tasks are reported after they end.
  await new Promise((r) => setTimeout(r, 100));
  return { ms, length, error, longestTaskMs: longestTaskSince(started) };
}

/** Names the picked files as assets (by their name without extension). */
function pickAssets(files: Iterable<File>): void {
  for (const file of files) assets.set(keyOfFile(file.name), { file, info: null });
}

window.exportTool = {
  useAssetInput() {
    const input = document.querySelector<HTMLInputElement>('#assets');
    pickAssets(input?.files ?? []);
    return assets.size;
  },
  prepare,
  run,
  compareOnePass,
  naive,
  readChunk,
  outputUrl(name) {
    const blob = outputs.get(name);
    return blob ? URL.createObjectURL(blob) : null;
  },
};

// The form, for people.
const budgetLabel = document.querySelector('#budget');
if (budgetLabel) budgetLabel.textContent = `${budget.name} (${budget.maxArea.toLocaleString()} px)`;
document.querySelector('#run')?.addEventListener('click', () => {
  void (async () => {
    const status = document.querySelector('#status');
    const results = document.querySelector('#results');
    const file = document.querySelector<HTMLInputElement>('#document')?.files?.[0];
    if (!file || !status || !results) return;
    window.exportTool.useAssetInput();
    status.textContent = 'Exporting…';
    const result = await run(await file.text());
    status.textContent = JSON.stringify(result, null, 2);
    results.replaceChildren(
      ...[...outputs].map(([name, blob]) => {
        const link = document.createElement('a');
        link.href = URL.createObjectURL(blob);
        link.download = name;
        link.textContent = `${name} (${blob.size.toLocaleString()} bytes)`;
        const item = document.createElement('p');
        item.append(link);
        return item;
      }),
    );
  })();
});
