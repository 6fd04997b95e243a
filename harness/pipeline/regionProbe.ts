/**
 * Region probes of the pipeline tool page: bad requests (typed errors, the worker kept), and the
 * export's access pattern — an image asked for band by band, top to bottom — timed against one
 * decode of the whole image (tests/browser/region.spec.ts reads the memory from outside).
 */
import type { ImagePipeline, RegionRequest } from '../../src/imaging';
import { ImageProcessingError } from '../../src/imaging';

export interface ProbeOutcome {
  name: string;
  error: string | null;
  detail?: string;
  /** Workers alive before and after (a worker replaced after a failure drops out). */
  workersBefore: number;
  workersAfter: number;
  size: { width: number; height: number } | null;
}

async function attempt(
  pipeline: ImagePipeline,
  name: string,
  file: File,
  request: RegionRequest,
  maxFileBytes?: number,
): Promise<ProbeOutcome> {
  const workersBefore = pipeline.workers;
  try {
    const bitmap = await pipeline.decodeRegion(file, file.name, request, { maxFileBytes });
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { name, error: null, workersBefore, workersAfter: pipeline.workers, size };
  } catch (error) {
    const e = error instanceof ImageProcessingError ? error.failure : null;
    return {
      name,
      error: e?.key ?? 'unexpected',
      detail: e?.detail ?? String(error),
      workersBefore,
      workersAfter: pipeline.workers,
      size: null,
    };
  }
}

/**
 * Bad requests on a good file `good` (of `width`×`height` px), then each bad file, then a good
 * request again. Every outcome in order.
 */
export async function regionErrors(
  pipeline: ImagePipeline,
  good: File,
  width: number,
  height: number,
  badFiles: File[],
): Promise<ProbeOutcome[]> {
  const small = { width: 8, height: 8 };
  const side = Math.ceil(Math.sqrt(pipeline.budget.maxArea)) + 1;
  const ok = { region: { x: 0, y: 0, width: width / 2, height: height / 2 }, output: small };
  const out: ProbeOutcome[] = [];
  // Warm: the worker exists and keeps the file.
  out.push(await attempt(pipeline, 'good first', good, ok));
  const bad: [string, RegionRequest][] = [
    ['outside the image', { region: { x: width + 1, y: 0, width: 10, height: 10 }, output: small }],
    [
      'past the bottom-right edge',
      { region: { x: width - 5, y: height - 5, width: 10, height: 10 }, output: small },
    ],
    ['negative origin', { region: { x: -1, y: 0, width: 10, height: 10 }, output: small }],
    ['empty region', { region: { x: 0, y: 0, width: 0, height: 10 }, output: small }],
    ['output above the budget', { region: ok.region, output: { width: side, height: side } }],
    ['output not whole px', { region: ok.region, output: { width: 10.5, height: 8 } }],
    [
      'region not finite',
      { region: { x: Number.NaN, y: 0, width: 10, height: 10 }, output: small },
    ],
  ];
  for (const [name, request] of bad) out.push(await attempt(pipeline, name, good, request));
  for (const file of badFiles) out.push(await attempt(pipeline, `bad file ${file.name}`, file, ok));
  out.push(await attempt(pipeline, 'good after', good, ok));
  return out;
}

/** Which phase to run (the spec resets its memory probe between phases). */
export type BandPhase = 'process' | 'whole' | 'bands' | 'bands-fresh';

/**
 * One phase of the band benchmark on `file` of `width`×`height` px: `bands` full-width bands at
 * full resolution, or the whole image. `bands-fresh` sends each band as a new Blob (a copy of the
 * same bytes), so no structure is reused: what the cache saves.
 */
export async function regionBandPhase(
  pipeline: ImagePipeline,
  file: File,
  phase: BandPhase,
  width: number,
  height: number,
  bands: number,
  maxFileBytes: number,
): Promise<{ ms: number; each: number[]; size: { width: number; height: number } | null }> {
  const started = performance.now();
  if (phase === 'process') {
    const out = await pipeline.process(file, file.name, { maxFileBytes });
    out.display?.close();
    return { ms: performance.now() - started, each: [], size: null };
  }
  if (phase === 'whole') {
    const scale = Math.min(1, Math.sqrt(pipeline.budget.maxArea / (width * height)));
    const output = {
      width: Math.max(1, Math.floor(width * scale)),
      height: Math.max(1, Math.floor(height * scale)),
    };
    const region = { x: 0, y: 0, width, height };
    const bitmap = await pipeline.decodeRegion(
      file,
      file.name,
      { region, output },
      { maxFileBytes },
    );
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { ms: performance.now() - started, each: [], size };
  }
  const each: number[] = [];
  let size: { width: number; height: number } | null = null;
  for (let i = 0; i < bands; i++) {
    const y0 = Math.round((height * i) / bands);
    const y1 = Math.round((height * (i + 1)) / bands);
    const region = { x: 0, y: y0, width, height: y1 - y0 };
    const source = phase === 'bands-fresh' ? file.slice() : file;
    const t0 = performance.now();
    const bitmap = await pipeline.decodeRegion(
      source,
      file.name,
      { region, output: { width, height: y1 - y0 } },
      { maxFileBytes },
    );
    each.push(Math.round(performance.now() - t0));
    size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
  }
  return { ms: performance.now() - started, each, size };
}
