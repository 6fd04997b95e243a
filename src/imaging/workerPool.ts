/**
 * The pool of pipeline workers on the main thread. Jobs queue for a free worker; a worker that
 * crashes, runs past the watchdog or is aborted is terminated (that is what frees a wasm heap)
 * and replaced on demand; idle workers shut down; workers that held a huge image are recycled.
 */
import { PipelineErrorKey } from '../domain/imaging/errors';
import type { PipelineFailure } from '../domain/imaging/errors';
import { PIPELINE_LIMITS, watchdogMs } from '../domain/imaging/limits';
import type { JobOptions, WorkerEvent, WorkerRequest } from '../../workers/protocol';

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
}

interface QueuedJob {
  file: Blob;
  fileName: string;
  options: JobOptions;
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
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject({ key: PipelineErrorKey.aborted });
      this.queue.push({ file, fileName, options, handlers, signal, resolve, reject });
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

  private pump(): void {
    while (this.running < this.options.concurrency && this.queue.length > 0) {
      const job = this.queue.shift()!;
      if (job.signal?.aborted) {
        job.reject({ key: PipelineErrorKey.aborted });
        continue;
      }
      this.running += 1;
      this.start(this.acquire(), job);
    }
  }

  private acquire(): Slot {
    const free = this.slots.find((s) => !s.busy);
    if (free) {
      if (free.idleTimer) clearTimeout(free.idleTimer);
      free.idleTimer = null;
      free.busy = true;
      return free;
    }
    const worker = this.options.createWorker();
    const init: WorkerRequest = { type: 'init', guardMaxArea: this.options.guardMaxArea };
    worker.postMessage(init);
    const slot: Slot = { worker, busy: true, idleTimer: null };
    this.slots.push(slot);
    return slot;
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
    let watchdog = setTimeout(
      () => fail({ key: PipelineErrorKey.timedOut }, true),
      watchdogMs(job.file.size / 1e6),
    );

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
      } else if (event.type === 'error') {
        // A failed decode may leave a wasm module unusable (libheif aborts): start afresh.
        fail(event.failure, true);
      }
    };

    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onCrash);
    worker.addEventListener('messageerror', onCrash);
    job.signal?.addEventListener('abort', onAbort);
    const request: WorkerRequest = {
      type: 'process',
      jobId,
      file: job.file,
      fileName: job.fileName,
      options: job.options,
    };
    worker.postMessage(request);
  }
}
