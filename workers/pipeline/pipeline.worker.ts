/**
 * The pipeline worker's entry. The message handler is attached before anything is awaited (no
 * message is lost while modules load); every job runs with its own AbortController; a failure is
 * reported as a typed error and the worker stays usable. The main thread replaces the worker when
 * it crashes, runs away or has held a huge wasm heap.
 *
 * Region jobs (export) share one structure cache per worker: a file's parsed structure is kept
 * between the bands of an export and dropped when idle (region/structureCache.ts).
 */
import { toFailure } from '../../src/domain/imaging/errors';
import { PIPELINE_LIMITS } from '../../src/domain/imaging/limits';
import { installAllocationGuard } from '../allocationGuard';
import { blobSource } from './blobSource';
import type { JobContext, JobState } from './context';
import { processJob } from './processJob';
import { runRegionJob } from './region/regionJob';
import { StructureCache } from './region/structureCache';
import { workerKernels } from './kernels';
import { warmThumbnailEncoder } from './thumbnails';
import type { WorkerEvent, WorkerRequest } from './protocol';
import { isWorkerRequest } from './protocol';

/** The worker global, typed by the two members used (the app's lib is DOM, not WebWorker). */
const scope = self as unknown as {
  postMessage(message: unknown, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
};
const svgWaiters = new Map<string, (bitmaps: Map<number, ImageBitmap>) => void>();
const structures = new StructureCache(
  PIPELINE_LIMITS.regionCacheFiles,
  PIPELINE_LIMITS.regionCacheIdleMs,
);

function post(event: WorkerEvent, transfer: Transferable[] = []): void {
  scope.postMessage(event, transfer);
}

async function run(request: Extract<WorkerRequest, { type: 'process' }>): Promise<void> {
  // Aborting a job terminates the whole worker (the only way to stop a wasm call and free its
  // heap), so the signal here only serves steps that check it between pieces.
  const controller = new AbortController();
  const started = performance.now();
  const state: JobState = { info: null };
  const ctx: JobContext = {
    jobId: request.jobId,
    file: request.file,
    fileName: request.fileName,
    source: blobSource(request.file),
    options: request.options,
    signal: controller.signal,
    emit: post,
    elapsed: () => performance.now() - started,
    renderSvg(svg, sizes) {
      return new Promise((resolve) => {
        svgWaiters.set(request.jobId, resolve);
        post({ type: 'needsRender', jobId: request.jobId, svg, sizes });
      });
    },
  };
  try {
    await processJob(ctx, state);
  } catch (error) {
    post({
      type: 'error',
      jobId: request.jobId,
      failure: toFailure(error),
      info: state.info,
      at: ctx.elapsed(),
    });
  } finally {
    state.tileHelper?.stop();
    state.release?.();
    svgWaiters.delete(request.jobId);
  }
}

scope.onmessage = (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (!isWorkerRequest(data)) return; // pdf.js's own messages and anything malformed
  switch (data.type) {
    case 'init':
      if (data.guardMaxArea !== null) {
        installAllocationGuard(globalThis, data.guardMaxArea, (v) =>
          post({ type: 'guardViolation', ...v }),
        );
      }
      break;
    case 'process':
      void run(data);
      break;
    case 'region':
      void runRegionJob(data, structures, post);
      break;
    case 'svgRendered': {
      const resolve = svgWaiters.get(data.jobId);
      if (resolve) resolve(new Map(data.bitmaps.map((b) => [b.side, b.bitmap])));
      break;
    }
  }
};

warmThumbnailEncoder();
void workerKernels(); // the streaming decoders need it; 5 KB, so every worker gets it early
post({ type: 'ready' });
