/**
 * The pool of pipeline workers on the main thread. Jobs queue for a free worker; a worker that
 * crashes, runs past the watchdog or is aborted is terminated (that is what frees a wasm heap)
 * and replaced on demand; idle workers shut down; workers that held a huge image are recycled.
 *
 * Region jobs carry their file's key: a worker keeps the parsed structure of the files it
 * decoded regions of, so a region job waits for the worker that has its file rather than
 * parsing the file again in another (an export asks band after band of one image). A job that
 * fails for its request alone (a region outside the image) leaves its worker, and what it keeps,
 * in place.
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

interface Slot {
  worker: Worker;
  busy: boolean;
  idleTimer: ReturnType<typeof setTimeout> | null;
  /** Keys of the files whose structure this worker keeps, most recent last. */
  files: string[];
}

/** What a region job answers. */
export interface RegionAnswer {
  bitmap: ImageBitmap;
  route: RegionRoute;
}

interface QueuedJob {
  file: Blob;
  /** The request to post once the job has its id. */
  request(jobId: string): WorkerRequest;
  /** Region jobs: the file's key (routes the job to the worker that keeps the file). */
  fileKey?: string;
  /** Watchdog before the header is known, ms. */
  watchdogMs: number;
  handlers: JobHandlers;
  signal: AbortSignal | undefined;
  resolve: () => void;
  reject: (failure: PipelineFailure) => void;
}

let jobCounter = 0;

function isWorkerEvent(value: unknown): value is WorkerEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: QueuedJob[] = [];
  private running = 0;

  constructor(private readonly options: PoolOptions) {}

  /** Runs one file; resolves on `done`, rejects with the typed failure. */
  run(
    file: Blob,
    fileName: string,
    options: JobOptions,
    handlers: JobHandlers,
    signal?: AbortSignal,
  ): Promise<void> {
    return this.enqueue({
      file,
      request: (jobId) => ({ type: 'process', jobId, file, fileName, options }),
      watchdogMs: watchdogMs(file.size / 1e6),
      handlers,
      signal,
    });
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
    let answer: RegionAnswer | null = null;
    const handlers: JobHandlers = {
      onEvent: (event) => {
        if (event.type === 'regionDone') answer = { bitmap: event.bitmap, route: event.route };
      },
      renderSvg: () => Promise.reject(new Error('region jobs render no SVG')),
    };
    const output = request.output.width * request.output.height;
    return this.enqueue({
      file,
      request: (jobId) => ({ type: 'region', jobId, file, fileKey, fileName, request, options }),
      fileKey,
      // The file is read at most once more; the answer is at most the budget.
      watchdogMs: watchdogMs(file.size / 1e6 + output / 1e6),
      handlers,
      signal,
    }).then(() => answer!);
  }

  private enqueue(job: Omit<QueuedJob, 'resolve' | 'reject'>): Promise<void> {
    return new Promise((resolve, reject) => {
      if (job.signal?.aborted) return reject({ key: PipelineErrorKey.aborted });
      this.queue.push({ ...job, resolve, reject });
      this.pump();
    });
  }

  /** Workers alive now (for tests and diagnostics). */
  get size(): number {
    return this.slots.length;
  }

  /** Terminates every worker; queued jobs fail as aborted. */
  dispose(): void {
    for (const job of this.queue.splice(0)) job.reject({ key: PipelineErrorKey.aborted });
    for (const slot of this.slots.splice(0)) slot.worker.terminate();
  }

  /**
   * Starts queued jobs while there is room, in order, except that a region job whose file a busy
   * worker keeps waits for that worker (later jobs may pass it).
   */
  private pump(): void {
    for (let i = 0; i < this.queue.length && this.running < this.options.concurrency;) {
      const job = this.queue[i]!;
      if (job.signal?.aborted) {
        this.queue.splice(i, 1);
        job.reject({ key: PipelineErrorKey.aborted });
        continue;
      }
      const keeper = job.fileKey ? this.slots.find((s) => s.files.includes(job.fileKey!)) : null;
      if (keeper?.busy) {
        i += 1;
        continue;
      }
      this.queue.splice(i, 1);
      this.running += 1;
      this.start(keeper ? this.claim(keeper) : this.acquire(job.fileKey !== undefined), job);
    }
  }

  private claim(slot: Slot): Slot {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.busy = true;
    return slot;
  }

  /**
   * A worker for a job: a free one that keeps no file first (keepers stay free for their next
   * band); for a region job, a new worker before a keeper of another file; else any free one.
   */
  private acquire(regionJob: boolean): Slot {
    const free = this.slots.filter((s) => !s.busy);
    const empty = free.find((s) => s.files.length === 0);
    if (empty) return this.claim(empty);
    const room = this.slots.length < this.options.concurrency;
    if (free[0] && !(regionJob && room)) return this.claim(free[0]);
    const worker = this.options.createWorker();
    const init: WorkerRequest = { type: 'init', guardMaxArea: this.options.guardMaxArea };
    worker.postMessage(init);
    const slot: Slot = { worker, busy: true, idleTimer: null, files: [] };
    this.slots.push(slot);
    return slot;
  }

  /** Records that `slot` now keeps `fileKey` (as many files as a worker keeps). */
  private remember(slot: Slot, fileKey: string): void {
    slot.files = [...slot.files.filter((k) => k !== fileKey), fileKey].slice(
      -PIPELINE_LIMITS.regionCacheFiles,
    );
  }

  private retire(slot: Slot): void {
    slot.worker.terminate();
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
  }

  private release(slot: Slot, recycle: boolean): void {
    this.running -= 1;
    if (recycle) {
      this.retire(slot);
    } else {
      slot.busy = false;
      slot.idleTimer = setTimeout(
        () => this.retire(slot),
        this.options.idleMs ?? PIPELINE_LIMITS.workerIdleMs,
      );
    }
    this.pump();
  }

  private start(slot: Slot, job: QueuedJob): void {
    const jobId = `job-${++jobCounter}`;
    const { worker } = slot;
    let finished = false;
    let watchdog = setTimeout(() => fail({ key: PipelineErrorKey.timedOut }, true), job.watchdogMs);

    const cleanup = () => {
      finished = true;
      clearTimeout(watchdog);
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onCrash);
      worker.removeEventListener('messageerror', onCrash);
      job.signal?.removeEventListener('abort', onAbort);
    };
    const fail = (failure: PipelineFailure, killWorker: boolean) => {
      if (finished) return;
      cleanup();
      this.release(slot, killWorker);
      job.reject(failure);
    };
    const onAbort = () => fail({ key: PipelineErrorKey.aborted }, true);
    const onCrash = (e: Event) => {
      e.preventDefault?.();
      fail(
        { key: PipelineErrorKey.decoderCrashed, detail: (e as ErrorEvent).message ?? e.type },
        true,
      );
    };
    const onMessage = (e: MessageEvent<unknown>) => {
      const event = e.data;
      if (!isWorkerEvent(event)) return;
      if (event.type === 'guardViolation') {
        this.options.onGuardViolation?.(event);
        return;
      }
      if (!('jobId' in event) || event.jobId !== jobId) return;
      if (event.type === 'info') {
        clearTimeout(watchdog);
        watchdog = setTimeout(
          () => fail({ key: PipelineErrorKey.timedOut }, true),
          watchdogMs(event.info.megapixels),
        );
      }
      if (event.type === 'needsRender') {
        job.handlers
          .renderSvg(event.svg, event.sizes)
          .then((bitmaps) => {
            const reply: WorkerRequest = { type: 'svgRendered', jobId, bitmaps };
            worker.postMessage(
              reply,
              bitmaps.map((b) => b.bitmap),
            );
          })
          .catch((error: unknown) =>
            fail({ key: PipelineErrorKey.corrupt, detail: `SVG render: ${String(error)}` }, false),
          );
        return;
      }
      job.handlers.onEvent(event);
      if (event.type === 'done') {
        cleanup();
        const area = event.info.pixelWidth * event.info.pixelHeight;
        this.release(slot, area > PIPELINE_LIMITS.recycleAfterPixels);
        job.resolve();
      } else if (event.type === 'regionDone') {
        cleanup();
        if (job.fileKey) this.remember(slot, job.fileKey);
        this.release(slot, event.heldPixels > PIPELINE_LIMITS.recycleAfterPixels);
        job.resolve();
      } else if (event.type === 'error') {
        // A failed decode may leave a wasm module unusable (libheif aborts): start afresh. A job
        // that failed before decoding (a bad request) leaves the worker and what it keeps.
        fail(event.failure, event.intact !== true);
      }
    };

    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onCrash);
    worker.addEventListener('messageerror', onCrash);
    job.signal?.addEventListener('abort', onAbort);
    worker.postMessage(job.request(jobId));
  }
}
