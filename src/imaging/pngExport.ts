/**
 * The main-thread side of the print export's PNG worker (workers/export/export.worker.ts): the
 * caller renders tiles, hands each band's bitmaps to `writeBand`, and gets the streamed PNG from
 * `finish`. Each export is one call on the generic worker bridge (./workerBridge.ts): one worker
 * per export, terminated when it ends (finish, abort, failure), so its memory goes with it; at
 * most `EXPORT_WORKERS` exports run at once, later ones wait for a worker.
 *
 * Flow control: at most `MAX_BANDS_IN_FLIGHT` bands are with the worker unacknowledged. A call
 * resolves once the worker has acknowledged every band before its own, so a caller that awaits
 * each call renders band n + 1 while the worker compresses band n, and holds at most two bands
 * of bitmaps; a caller that does not wait finds its third call waiting for a slot.
 */
import type {
  ExportRequest,
  ExportResponse,
  ExportThumbnail,
  ExportTile,
} from '../../workers/export/protocol';
import type { CallContext } from './workerBridge';
import { WorkerBridge, WorkerBridgeError } from './workerBridge';

export type { ExportThumbnail };

export type PngExportTile = ExportTile;

export interface PngExportOptions {
  /** Image size, px. */
  width: number;
  height: number;
  /** Print resolution written in the file (pHYs), dots per inch. */
  dpi: number;
  /** RGBA PNG when true, RGB (alpha dropped) when false. */
  alpha: boolean;
  /** Aborting terminates the worker; pending and later calls reject with an AbortError. */
  signal?: AbortSignal;
  /** Allocation guard in the worker, px (tests and tool pages); none by default. */
  guardMaxArea?: number | null;
  /** Thumbnails to make from the rows, long side px (the design's 240 and 960); none by default. */
  thumbnailSides?: readonly number[];
  /** For tests: another worker. */
  createWorker?: () => Worker;
}

export interface PngExport {
  /**
   * Hands the band at rows `y … y + height − 1` to the worker: its tiles left to right, covering
   * the full width, each `height` rows high. The bitmaps are transferred (closed if the export
   * has ended). Call in order, top to bottom.
   */
  writeBand(y: number, height: number, tiles: PngExportTile[]): Promise<void>;
  /** After the last band: the PNG (`image/png`). */
  finish(): Promise<Blob>;
  /** The thumbnails made from the rows (WebP), once `finish` has resolved. */
  thumbnails(): ExportThumbnail[];
  /** Ends the export at once; pending calls reject with an AbortError. */
  abort(): void;
}

/**
 * The options to snapshot a tile canvas with: `createImageBitmap(canvas,
 * PNG_EXPORT_BITMAP_OPTIONS)`. 'premultiply' keeps the canvas's own premultiplied pixels, so the
 * worker's getImageData gives exactly what getImageData on the tile canvas gives (measured: 0
 * difference at every alpha, workers/export/readTilePixels.ts); 'none' gave the same pixels in
 * Chromium but un-premultiplied on the main thread first (52 instead of 8 ms for a 5 MP tile).
 */
export const PNG_EXPORT_BITMAP_OPTIONS: ImageBitmapOptions = { premultiplyAlpha: 'premultiply' };

/**
 * Bands with the worker and not yet acknowledged, at most: one being compressed and one waiting,
 * so the worker never waits for the renderer while bitmaps stay bounded to two bands.
 */
export const MAX_BANDS_IN_FLIGHT = 2;

/**
 * Exports running at once: each worker holds up to two bands of bitmaps and a compressor, so a
 * third export waits for one to end (the editor exports one side at a time).
 */
export const EXPORT_WORKERS = 2;

export function createPngExportWorker(): Worker {
  return new Worker(new URL('../../workers/export/export.worker.ts', import.meta.url), {
    type: 'module',
    name: 'png-export',
  });
}

let sharedBridge: WorkerBridge | null = null;

/** The bridge an export runs on: the page's, or one of its own for another worker (tests). */
function bridgeFor(createWorker: (() => Worker) | undefined): WorkerBridge {
  // Every export retires its worker when it ends, so no worker is ever idle.
  if (createWorker) return new WorkerBridge({ size: 1, idleMs: 0, createWorker });
  sharedBridge ??= new WorkerBridge({
    size: EXPORT_WORKERS,
    idleMs: 0,
    createWorker: createPngExportWorker,
  });
  return sharedBridge;
}

function abortError(): DOMException {
  return new DOMException('The PNG export was aborted', 'AbortError');
}

/** The error an export reports when the bridge ended it. */
function exportError(error: unknown): Error {
  if (!(error instanceof WorkerBridgeError)) {
    return error instanceof Error ? error : new Error(String(error));
  }
  switch (error.reason) {
    case 'aborted':
      return abortError();
    case 'crashed':
      return new Error(`PNG export worker crashed: ${error.detail ?? 'error'}`);
    case 'timedOut':
    case 'closed':
      return new Error(`the PNG export has ended (${error.reason})`);
  }
}

let nextExportId = 1;

interface Waiter {
  ready(): boolean;
  resolve(): void;
  reject(error: Error): void;
}

export function openPngExport(options: PngExportOptions): PngExport {
  const id = nextExportId++;
  const { signal } = options;
  /** y of each band posted and not yet acknowledged, in order. */
  const unacknowledged: number[] = [];
  const waiters: Waiter[] = [];
  let failure: Error | null = null;
  let finishing: { resolve(blob: Blob): void; reject(error: Error): void } | null = null;
  let closed = false;
  let made: ExportThumbnail[] = [];
  /** The export's call on the bridge, once it has its worker. */
  let call: CallContext<Blob> | null = null;
  /** Takes the export out of the bridge's queue when it ends before it had a worker. */
  const unqueue = new AbortController();
  let started: () => void = () => undefined;
  /** The last writeBand's posting, settled: bands are posted in call order, after `begin`. */
  let posted = new Promise<void>((resolve) => (started = resolve));

  function settleWaiters(): void {
    for (let i = 0; i < waiters.length;) {
      const waiter = waiters[i]!;
      if (failure) waiter.reject(failure);
      else if (waiter.ready()) waiter.resolve();
      else {
        i += 1;
        continue;
      }
      waiters.splice(i, 1);
    }
  }

  function until(ready: () => boolean): Promise<void> {
    if (failure) return Promise.reject(failure);
    if (ready()) return Promise.resolve();
    return new Promise((resolve, reject) => waiters.push({ ready, resolve, reject }));
  }

  /** Ends the export: ends its call (terminating the worker), rejects what is pending. */
  function close(error: Error | null): void {
    if (closed) return;
    closed = true;
    failure = error;
    if (error && call && !call.ended) call.reject(error);
    else if (!call) unqueue.abort();
    signal?.removeEventListener('abort', onAbort);
    started();
    settleWaiters();
    if (error) finishing?.reject(error);
    finishing = null;
  }

  function onAbort(): void {
    // The worker drops the export at once; the bridge then terminates it.
    if (call && !call.ended) call.post({ type: 'abort', id } satisfies ExportRequest);
    close(abortError());
  }

  function onMessage(message: ExportResponse, ctx: CallContext<Blob>): void {
    if (message?.id !== id) return;
    switch (message.type) {
      case 'bandWritten':
        if (unacknowledged[0] !== message.y) {
          close(new Error(`PNG export: band ${message.y} acknowledged out of order`));
          return;
        }
        unacknowledged.shift();
        settleWaiters();
        return;
      case 'done':
        made = message.thumbnails;
        ctx.resolve(message.blob, { retire: true });
        finishing?.resolve(message.blob);
        finishing = null;
        close(null);
        return;
      case 'error':
        close(new Error(`PNG export failed: ${message.message}`));
        return;
    }
  }

  function post(request: ExportRequest, transfer: Transferable[] = []): void {
    if (!call || call.ended) throw failure ?? new Error('the PNG export has ended');
    call.post(request, transfer);
  }

  if (signal?.aborted) {
    close(abortError());
  } else {
    signal?.addEventListener('abort', onAbort);
    bridgeFor(options.createWorker)
      .call<Blob>({
        signal: unqueue.signal,
        start(ctx) {
          call = ctx;
          post({
            type: 'begin',
            id,
            width: options.width,
            height: options.height,
            dpi: options.dpi,
            alpha: options.alpha,
            guardMaxArea: options.guardMaxArea ?? null,
            thumbnailSides: [...(options.thumbnailSides ?? [])],
          });
          started();
        },
        onMessage: (data, ctx) => onMessage(data as ExportResponse, ctx),
      })
      // Ended by the bridge (the worker crashed) or by close(): the same path either way.
      .catch((error: unknown) => close(exportError(error)));
  }

  return {
    writeBand(y, height, tiles) {
      const closeAll = () => tiles.forEach((t) => t.bitmap.close());
      if (closed || finishing) {
        closeAll();
        return Promise.reject(failure ?? new Error('the PNG export has ended'));
      }
      const turn = posted
        .then(() => until(() => unacknowledged.length < MAX_BANDS_IN_FLIGHT))
        .then(
          () => {
            try {
              post(
                { type: 'band', id, y, height, tiles },
                tiles.map((t) => t.bitmap),
              );
            } catch (error) {
              // Not transferable (a closed bitmap): the band is lost, and with it the file.
              closeAll();
              close(error instanceof Error ? error : new Error(String(error)));
              throw failure;
            }
            unacknowledged.push(y);
          },
          (error: unknown) => {
            closeAll(); // never posted: the bitmaps are still ours
            throw error;
          },
        );
      posted = turn.catch(() => undefined);
      return turn.then(() => until(() => unacknowledged.length < MAX_BANDS_IN_FLIGHT));
    },

    async finish() {
      if (closed || finishing) throw failure ?? new Error('the PNG export has ended');
      const done = new Promise<Blob>((resolve, reject) => {
        finishing = { resolve, reject };
      });
      await posted;
      // Ended meanwhile: close() has rejected `done` with the reason.
      if (!closed) post({ type: 'finish', id });
      return done;
    },

    thumbnails: () => made,

    abort() {
      onAbort();
    },
  };
}
