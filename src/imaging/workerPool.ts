/**
 * The pool of pipeline workers on the main thread, on the generic worker bridge
 * (./workerBridge.ts: queue, abort, idle shutdown, crash replacement). What is the pipeline's own
 * is here: the job messages, the watchdog (armed from the file's size, re-armed from the
 * header's megapixels), the SVG renders a worker asks for, and when to recycle a worker (after it
 * held a huge image, or after a failed decode, which may leave a wasm module unusable).
 *
 * Region jobs carry their file's key as the call's affinity: a worker keeps the parsed structure
 * of the files it decoded regions of, so a region job waits for the worker that has its file
 * rather than parsing the file again in another (an export asks band after band of one image). A
 * job that fails for its request alone (a region outside the image) leaves its worker, and what
 * it keeps, in place.
 */
import { PipelineErrorKey } from '../domain/imaging/errors';
import type { PipelineFailure } from '../domain/imaging/errors';
import { PIPELINE_LIMITS, watchdogMs } from '../domain/imaging/limits';
import type {
  JobOptions,
  RegionJobOptions,
  RegionRoute,
  WorkerEvent,
  WorkerRequest,
} from '../../workers/pipeline/protocol';
import type { RegionRequest } from '../domain/imaging/region';
import type { CallContext } from './workerBridge';
import { WorkerBridge, WorkerBridgeError } from './workerBridge';

export interface PoolOptions {
  /** Jobs run at once (1 under the Safari budget: one heavy job at a time). */
  concurrency: number;
  /** Makes a worker (the real one, or a test double). */
  createWorker: () => Worker;
  /** Installs the allocation guard in each worker with this area limit (tests, tools). */
  guardMaxArea: number | null;
  /** Shut idle workers down after, ms. */
  idleMs?: number;
  /** Reports allocation-guard violations from any worker. */
  onGuardViolation?: (v: { what: string; width: number; height: number }) => void;
}

export interface JobHandlers {
  onEvent(event: WorkerEvent): void;
  /** Main-thread work the worker asks for (SVG rasterisation). */
  renderSvg(
    svg: string,
    sizes: { side: number; width: number; height: number }[],
  ): Promise<{ side: number; bitmap: ImageBitmap }[]>;
}

/** What a region job answers. */
export interface RegionAnswer {
  bitmap: ImageBitmap;
  route: RegionRoute;
}

let jobCounter = 0;

function isWorkerEvent(value: unknown): value is WorkerEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}

/** The user-facing failure of a call the bridge ended. */
function failureOf(error: unknown): PipelineFailure {
  if (!(error instanceof WorkerBridgeError)) return error as PipelineFailure;
  switch (error.reason) {
    case 'crashed':
      return { key: PipelineErrorKey.decoderCrashed, detail: error.detail ?? 'error' };
    case 'timedOut':
      return { key: PipelineErrorKey.timedOut };
    case 'aborted':
    case 'closed':
      return { key: PipelineErrorKey.aborted };
  }
}

export class WorkerPool {
  private readonly bridge: WorkerBridge;

  constructor(private readonly options: PoolOptions) {
    this.bridge = new WorkerBridge({
      size: options.concurrency,
      createWorker: options.createWorker,
      idleMs: options.idleMs ?? PIPELINE_LIMITS.workerIdleMs,
      affinityKeys: PIPELINE_LIMITS.regionCacheFiles,
      init: (): WorkerRequest => ({ type: 'init', guardMaxArea: options.guardMaxArea }),
      onIdleMessage: (data) => this.guardViolation(data),
    });
  }

  /** Runs one file; resolves on `done`, rejects with the typed failure. */
  run(
    file: Blob,
    fileName: string,
    options: JobOptions,
    handlers: JobHandlers,
    signal?: AbortSignal,
  ): Promise<void> {
    return this.job<void>(
      (jobId) => ({ type: 'process', jobId, file, fileName, options }),
      watchdogMs(file.size / 1e6),
      handlers,
      signal,
      (event, ctx) => {
        if (event.type !== 'done') return;
        const area = event.info.pixelWidth * event.info.pixelHeight;
        ctx.resolve(undefined, { retire: area > PIPELINE_LIMITS.recycleAfterPixels });
      },
    );
  }

  /**
   * Decodes one region of `file` (`fileKey` names that Blob across calls); resolves with the
   * bitmap on `regionDone`, rejects with the typed failure.
   */
  runRegion(
    file: Blob,
    fileKey: string,
    fileName: string,
    request: RegionRequest,
    options: RegionJobOptions,
    signal?: AbortSignal,
  ): Promise<RegionAnswer> {
    const handlers: JobHandlers = {
      onEvent: () => undefined,
      renderSvg: () => Promise.reject(new Error('region jobs render no SVG')),
    };
    const output = request.output.width * request.output.height;
    return this.job<RegionAnswer>(
      (jobId) => ({ type: 'region', jobId, file, fileKey, fileName, request, options }),
      // The file is read at most once more; the answer is at most the budget.
      watchdogMs(file.size / 1e6 + output / 1e6),
      handlers,
      signal,
      (event, ctx) => {
        if (event.type !== 'regionDone') return;
        ctx.resolve(
          { bitmap: event.bitmap, route: event.route },
          { retire: event.heldPixels > PIPELINE_LIMITS.recycleAfterPixels },
        );
      },
      fileKey,
    );
  }

  /** Workers alive now (for tests and diagnostics). */
  get size(): number {
    return this.bridge.workers;
  }

  /** Terminates every worker; queued and running jobs fail as aborted. */
  dispose(): void {
    this.bridge.dispose();
  }

  private guardViolation(data: unknown): boolean {
    if (!isWorkerEvent(data) || data.type !== 'guardViolation') return false;
    this.options.onGuardViolation?.(data);
    return true;
  }

  /**
   * One job on the bridge: posts its request, re-arms the watchdog on `info`, answers SVG render
   * requests, passes the job's events on, and ends it on `error` or as `settle` says.
   */
  private job<T>(
    request: (jobId: string) => WorkerRequest,
    initialWatchdogMs: number,
    handlers: JobHandlers,
    signal: AbortSignal | undefined,
    settle: (event: WorkerEvent, ctx: CallContext<T>) => void,
    fileKey?: string,
  ): Promise<T> {
    const jobId = `job-${++jobCounter}`;
    return this.bridge
      .call<T>({
        signal,
        affinity: fileKey,
        timeoutMs: initialWatchdogMs,
        start: (ctx) => ctx.post(request(jobId)),
        onMessage: (data, ctx) => {
          if (!isWorkerEvent(data) || this.guardViolation(data)) return;
          if (!('jobId' in data) || data.jobId !== jobId) return;
          const event = data;
          if (event.type === 'info') ctx.deadline(watchdogMs(event.info.megapixels));
          if (event.type === 'needsRender') {
            handlers
              .renderSvg(event.svg, event.sizes)
              .then((bitmaps) => {
                if (ctx.ended) return bitmaps.forEach((b) => b.bitmap.close()); // nobody to ask
                const reply: WorkerRequest = { type: 'svgRendered', jobId, bitmaps };
                ctx.post(
                  reply,
                  bitmaps.map((b) => b.bitmap),
                );
              })
              .catch((error: unknown) =>
                ctx.reject(
                  { key: PipelineErrorKey.corrupt, detail: `SVG render: ${String(error)}` },
                  { retire: false },
                ),
              );
            return;
          }
          handlers.onEvent(event);
          if (event.type === 'error') {
            // A failed decode may leave a wasm module unusable (libheif aborts): start afresh. A
            // job that failed before decoding (a bad request) leaves the worker and what it keeps.
            ctx.reject(event.failure, { retire: event.intact !== true });
            return;
          }
          settle(event, ctx);
        },
      })
      .catch((error: unknown) => {
        throw failureOf(error);
      });
  }
}
