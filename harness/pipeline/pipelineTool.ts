/**
 * The pipeline tool page (`/harness/pipeline.html`): the real worker pipeline on files a
 * person picks, under a chosen budget (`?budget=safari|firefox|default`), with the allocation
 * guard on in the page and in every worker. `npm run pipeline`, the benchmarks and the browser
 * tests drive it through `window.pipelineTool`.
 */
import { PIPELINE_LIMITS } from '../../src/domain/imaging/limits';
import { createPipelineWorker, ImagePipeline, ImageProcessingError } from '../../src/imaging';
import type { PipelineProgress } from '../../src/imaging';
import type { GuardViolation } from '../../workers/allocationGuard';
import { runBaseline } from './baselines';
import type { BaselineName } from './baselines';
import { pngExportCheck } from './pngExportCheck';
import { regionCheck } from './regionCheck';
import { setUpToolPage } from '../common/toolPage';
import type { RegionCheckResult } from './regionCheck';
import { regionBandPhase, regionErrors } from './regionProbe';
import type { BandPhase, ProbeOutcome } from './regionProbe';
import type { RegionRequest } from '../../src/imaging';

const { budget, violations, pipeline, longTasks } = setUpToolPage();

/** One line of `npm run pipeline`. */
export interface ToolResult {
  file: string;
  format: string | null;
  unit: string | null;
  width: number | null;
  height: number | null;
  pages: number | null;
  dpi: [number, number] | null;
  megapixels: number | null;
  error: string | null;
  detail?: string;
  pixelWidth?: number;
  pixelHeight?: number;
  isMoreThan64MP?: boolean;
  colourModel?: string;
  bitDepth?: number;
  hasAlpha?: boolean;
  /** ms from the call to each event (main-thread clock). */
  timings: Record<string, number>;
  /**
   * When the pipeline call ran (performance.now(), ms): the longest task is read within it, not
   * during this tool's own checks afterwards (thumbnail comparison, base64 copies).
   */
  processing?: { from: number; to: number };
  /** base64 WebP by long side. */
  thumbnails: Record<string, string>;
  display: { width: number; height: number } | null;
  /**
   * Mean absolute difference (0–255, RGB) between the 240 px thumbnail and the display raster,
   * both scaled to 32 px: a thumbnail made by another route (a scaled JPEG decode, the HEIC
   * tee) must show the same picture in the same orientation. Null without a display raster.
   */
  thumbnailDiff?: number | null;
}

/** Pixels of `source` drawn at `width`×`height`. */
function pixelsAt(source: CanvasImageSource, width: number, height: number): Uint8ClampedArray {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, width, height);
  return ctx.getImageData(0, 0, width, height).data;
}

/** Long side the two pictures are compared at: coarse enough to ignore resampling detail. */
const COMPARE_SIDE = 32;

async function thumbnailDiff(display: ImageBitmap, thumbnail: Blob): Promise<number> {
  const thumb = await createImageBitmap(thumbnail);
  const scale = COMPARE_SIDE / Math.max(thumb.width, thumb.height);
  const width = Math.max(1, Math.round(thumb.width * scale));
  const height = Math.max(1, Math.round(thumb.height * scale));
  const a = pixelsAt(thumb, width, height);
  thumb.close();
  const b = pixelsAt(display, width, height);
  let sum = 0;
  let n = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (a[i + 3]! < 255 || b[i + 3]! < 255) continue; // transparent pixels carry no colour to compare
    sum +=
      Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
    n += 3;
  }
  return n ? Math.round((sum / n) * 10) / 10 : 0;
}

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

async function processOne(file: File, maxFileBytes: number, page?: number): Promise<ToolResult> {
  const timings: Record<string, number> = {};
  const onProgress = (p: PipelineProgress) => {
    const key = p.type === 'thumbnail' ? `thumbnail${p.thumbnail.side}` : p.type;
    timings[key] ??= Math.round(p.at * 10) / 10;
    if (p.type === 'preview') p.bitmap.close();
  };
  const started = performance.now();
  try {
    const out = await pipeline.process(file, file.name, { onProgress, maxFileBytes, page });
    const ended = performance.now();
    timings.done = Math.round((ended - started) * 10) / 10;
    const thumbnails: Record<string, string> = {};
    for (const t of out.thumbnails) thumbnails[String(t.side)] = await toBase64(t.blob);
    const display = out.display ? { width: out.display.width, height: out.display.height } : null;
    const small = out.thumbnails.find((t) => t.side === 240);
    const diff = out.display && small ? await thumbnailDiff(out.display, small.blob) : null;
    out.display?.close();
    const i = out.info;
    return {
      file: file.name,
      format: i.format,
      unit: i.unit,
      width: i.width,
      height: i.height,
      pages: i.pages,
      dpi: i.dpi,
      megapixels: i.megapixels,
      error: null,
      pixelWidth: i.pixelWidth,
      pixelHeight: i.pixelHeight,
      isMoreThan64MP: i.isMoreThan64MP,
      colourModel: i.colourModel,
      bitDepth: i.bitDepth,
      hasAlpha: i.hasAlpha,
      timings,
      processing: { from: started, to: ended },
      thumbnails,
      display,
      thumbnailDiff: diff,
    };
  } catch (error) {
    const ended = performance.now();
    timings.done = Math.round((ended - started) * 10) / 10;
    const e = error instanceof ImageProcessingError ? error : null;
    const i = e?.info ?? null;
    return {
      file: file.name,
      format: i?.format ?? null,
      unit: i?.unit ?? null,
      width: i?.width ?? null,
      height: i?.height ?? null,
      pages: i?.pages ?? null,
      dpi: i?.dpi ?? null,
      megapixels: i?.megapixels ?? null,
      error: e?.failure.key ?? 'corruptImage',
      detail: e?.failure.detail ?? String(error),
      timings,
      processing: { from: started, to: ended },
      thumbnails: {},
      display: null,
    };
  }
}

function show(result: ToolResult): void {
  const row = document.createElement('tr');
  const cell = (text: string, cls?: string) => {
    const td = document.createElement('td');
    td.textContent = text;
    if (cls) td.className = cls;
    row.append(td);
    return td;
  };
  cell(result.file);
  const { thumbnails, ...rest } = result;
  cell(JSON.stringify(rest), result.error ? 'error' : undefined);
  for (const side of ['240', '960']) {
    const td = cell('');
    const b64 = thumbnails[side];
    if (b64) {
      const img = document.createElement('img');
      img.src = `data:image/webp;base64,${b64}`;
      img.alt = `${side} px thumbnail of ${result.file}`;
      td.append(img);
    }
  }
  document.querySelector('#results tbody')?.append(row);
}

/** Processes the files chosen in the input, one after another (`page`: of each, 0-based). */
async function run(options: { maxFileBytes?: number; page?: number } = {}): Promise<ToolResult[]> {
  const input = document.querySelector<HTMLInputElement>('#files');
  const files = [...(input?.files ?? [])];
  const results: ToolResult[] = [];
  for (const file of files) {
    const result = await processOne(
      file,
      options.maxFileBytes ?? PIPELINE_LIMITS.maxFileBytes,
      options.page,
    );
    results.push(result);
    show(result);
  }
  return results;
}

declare global {
  interface Window {
    pipelineTool: {
      budget: string;
      run: typeof run;
      violations: () => GuardViolation[];
      workers: () => number;
      /**
       * Longest main-thread task since the last call, ms (0 = none over 50 ms); with `within`,
       * only tasks that began in that span (a result's `processing`).
       */
      takeLongestTask: (within?: { from: number; to: number }) => number;
      /** Pool checks: processes file `index`, aborting after `afterMs`. */
      runAborted: (
        index: number,
        afterMs: number,
      ) => Promise<{ error: string | null; ms: number; workers: number }>;
      /** Pool checks: a pool whose first worker crashes; then the same file again. */
      runAfterCrash: (
        index: number,
      ) => Promise<{ first: string | null; second: string | null; width: number | null }>;
      baseline: (name: BaselineName, index: number) => Promise<Record<string, number | string>>;
      /** The print export's PNG writer on a drawn picture (tests/browser/pngExport.spec.ts). */
      pngExport: typeof pngExportCheck;
      /** Decodes a region of file `index`: its size, or its typed error, and the time. */
      decodeRegion: (
        index: number,
        request: RegionRequest,
        maxFileBytes?: number,
      ) => Promise<{ width: number; height: number; error: string | null; ms: number }>;
      /** Processes file `index`, then compares regions of it with its display raster. */
      regionCheck: (index: number, maxFileBytes?: number) => Promise<RegionCheckResult>;
      /** Bad requests on file `good` (`width`×`height` px) and on the files `bad`, in order. */
      regionErrors: (
        good: number,
        width: number,
        height: number,
        bad: number[],
      ) => Promise<ProbeOutcome[]>;
      /** One phase of the band benchmark (tests/browser/region.spec.ts). */
      regionBands: (
        index: number,
        phase: BandPhase,
        size: { width: number; height: number; bands: number; maxFileBytes: number },
      ) => Promise<{ ms: number; each: number[]; size: { width: number; height: number } | null }>;
    };
  }
}

function selectedFile(index: number): File {
  const file = document.querySelector<HTMLInputElement>('#files')?.files?.[index];
  if (!file) throw new Error(`no file ${index}`);
  return file;
}

window.pipelineTool = {
  budget: budget.name,
  run,
  violations: () => [...violations],
  workers: () => pipeline.workers,
  runAborted: async (index, afterMs) => {
    const file = selectedFile(index);
    const controller = new AbortController();
    const started = performance.now();
    setTimeout(() => controller.abort(), afterMs);
    try {
      await pipeline.process(file, file.name, { signal: controller.signal });
      return { error: null, ms: performance.now() - started, workers: pipeline.workers };
    } catch (error) {
      const key = error instanceof ImageProcessingError ? error.failure.key : String(error);
      return { error: key, ms: performance.now() - started, workers: pipeline.workers };
    }
  },
  runAfterCrash: async (index) => {
    const file = selectedFile(index);
    let made = 0;
    const crashing = new ImagePipeline({
      budget,
      hardwareThreads: 2,
      createWorker: () => {
        made += 1;
        if (made > 1) return createPipelineWorker();
        // A worker that dies on its first message, as an out-of-memory renderer would.
        const source =
          'self.onmessage = (e) => { if (e.data.type === "process") throw new Error("simulated crash"); };';
        return new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
      },
    });
    const attempt = async () => {
      try {
        const out = await crashing.process(file, file.name);
        out.display?.close();
        return { error: null, width: out.info.width };
      } catch (error) {
        return {
          error: error instanceof ImageProcessingError ? error.failure.key : String(error),
          width: null,
        };
      }
    };
    const first = await attempt();
    const second = await attempt();
    crashing.dispose();
    return { first: first.error, second: second.error, width: second.width };
  },
  takeLongestTask: (within) => {
    const counted = within
      ? longTasks.filter((t) => t.start >= within.from && t.start <= within.to)
      : longTasks;
    const value = Math.max(0, ...counted.map((t) => t.duration));
    longTasks.length = 0;
    return Math.round(value);
  },
  baseline: (name, index) => runBaseline(name, selectedFile(index)),
  pngExport: pngExportCheck,
  decodeRegion: async (index, request, maxFileBytes) => {
    const file = selectedFile(index);
    const started = performance.now();
    try {
      const bitmap = await pipeline.decodeRegion(file, file.name, request, { maxFileBytes });
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return { ...size, error: null, ms: performance.now() - started };
    } catch (error) {
      const key = error instanceof ImageProcessingError ? error.failure.key : String(error);
      return { width: 0, height: 0, error: key, ms: performance.now() - started };
    }
  },
  regionCheck: (index, maxFileBytes) =>
    regionCheck(pipeline, selectedFile(index), maxFileBytes ?? PIPELINE_LIMITS.maxFileBytes),
  regionErrors: (good, width, height, bad) =>
    regionErrors(pipeline, selectedFile(good), width, height, bad.map(selectedFile)),
  regionBands: (index, phase, size) =>
    regionBandPhase(
      pipeline,
      selectedFile(index),
      phase,
      size.width,
      size.height,
      size.bands,
      size.maxFileBytes,
    ),
};

const label = document.getElementById('budget');
if (label) label.textContent = `${budget.name} (${budget.maxArea.toLocaleString('en-US')} px)`;
document.getElementById('run')?.addEventListener('click', () => void run());
