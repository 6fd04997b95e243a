/**
 * The decoding worker's side of a HEIC tile helper. The helper is spawned as soon as the header
 * says HEIC (before the embedded preview), reads the file itself and decodes its tile rows
 * (helperRows.ts) while this worker shows the preview and decodes the other rows; each arrives as
 * a band of RGBA, buffered here until the decoder reaches it. The helper runs at most two bands
 * ahead (acknowledged one by one), so memory is two bands whatever the image's size.
 */
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import type { PipelineFailure } from '../../../src/domain/imaging/errors';
import type { HelperBand, TileHelper } from '../types';

export type HelperRequest = { type: 'decode'; file: Blob } | { type: 'ack' };

export type HelperEvent =
  | { type: 'band'; ty: number; y: number; width: number; height: number; rgba: ArrayBuffer }
  | { type: 'error'; failure: PipelineFailure };

/** Starts `worker` (a tileHelper.worker) on `file`; listening starts before anything can arrive. */
export function startTileHelper(worker: Worker, file: Blob, signal: AbortSignal): TileHelper {
  const bands = new Map<number, HelperBand>();
  const waiters = new Map<
    number,
    { resolve: (b: HelperBand) => void; reject: (e: Error) => void }
  >();
  let failure: PipelineError | null = null;
  let stopped = false;
  const fail = (error: PipelineError) => {
    failure ??= error;
    for (const w of waiters.values()) w.reject(failure);
    waiters.clear();
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    bands.clear();
    worker.terminate();
  };
  worker.onmessage = (e: MessageEvent<HelperEvent>) => {
    const m = e.data;
    if (m.type === 'error') {
      fail(
        new PipelineError(
          m.failure.key,
          `tile helper: ${m.failure.detail ?? ''}`,
          m.failure.params,
        ),
      );
      return;
    }
    const band: HelperBand = {
      rgba: new Uint8Array(m.rgba),
      y: m.y,
      width: m.width,
      height: m.height,
    };
    const waiter = waiters.get(m.ty);
    if (waiter) {
      waiters.delete(m.ty);
      waiter.resolve(band);
    } else bands.set(m.ty, band);
  };
  worker.onerror = (e) => {
    e.preventDefault();
    fail(new PipelineError(PipelineErrorKey.decoderCrashed, `tile helper crashed: ${e.message}`));
  };
  signal.addEventListener(
    'abort',
    () => {
      fail(new PipelineError(PipelineErrorKey.aborted));
      stop();
    },
    { once: true },
  );
  const request: HelperRequest = { type: 'decode', file };
  worker.postMessage(request);
  return {
    next(ty) {
      if (failure) return Promise.reject(failure);
      const ready = bands.get(ty);
      if (ready) {
        bands.delete(ty);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => waiters.set(ty, { resolve, reject }));
    },
    ack() {
      if (stopped) return;
      const ack: HelperRequest = { type: 'ack' };
      worker.postMessage(ack);
    },
    stop,
  };
}
