/**
 * The decoding worker's side of a HEIC tile helper. The helper is spawned as soon as the header
 * says HEIC (its script loads while this worker shows the embedded preview); once told to start
 * it reads the file itself and decodes its tile rows (helperRows.ts) while this worker decodes the
 * other rows. Each arrives as a band of RGBA, buffered here until the decoder reaches it. The
 * helper runs at most two bands ahead (acknowledged one by one), so memory is two bands whatever
 * the image's size.
 */
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import type { PipelineFailure } from '../../../src/domain/imaging/errors';
import type { HelperBand, TileHelper } from '../../worker/types';

/**
 * `decode` carries the file and libheif's compiled wasm when the decoding worker has it (without
 * it the helper loads libheif on its own); `ack` returns a band's credit.
 */
export type HelperRequest =
  { type: 'decode'; file: Blob; wasm: WebAssembly.Module | null } | { type: 'ack' };

export type HelperEvent =
  | { type: 'band'; ty: number; y: number; width: number; height: number; rgba: ArrayBuffer }
  | { type: 'error'; failure: PipelineFailure };

/**
 * Starts `worker` (a tileHelper.worker) on `file`; listening starts before anything can arrive.
 * `wasm` is this worker's compiled libheif.wasm (null if it has none): the request waits for it,
 * so the helper instantiates the same module (the code V8 compiles and optimises is shared)
 * instead of compiling its own. The helper starts once `start` resolves too.
 */
export function startTileHelper(
  worker: Worker,
  file: Blob,
  signal: AbortSignal,
  wasm: Promise<WebAssembly.Module | null>,
  start: Promise<void>,
): TileHelper {
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
  const send = (request: HelperRequest) => {
    if (!stopped) worker.postMessage(request);
  };
  void Promise.all([wasm.catch(() => null), start]).then(([module]) =>
    send({ type: 'decode', file, wasm: module }),
  );
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
    ack: () => send({ type: 'ack' }),
    stop,
  };
}
