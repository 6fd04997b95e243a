/**
 * The display rendition of an upload, encoded in a worker (workers/encode/encode.worker.ts) from
 * the canvas source the editor draws, through the generic worker bridge: one worker, started on
 * first use, shut down after a minute without work; encodes queue for it.
 */
import type { EncodeRequest, EncodeResponse } from '../../workers/encode/protocol';
import { WorkerBridge } from './workerBridge';

/** WebP quality of the display rendition (visually lossless at display size). */
const DISPLAY_QUALITY = 0.9;

/** The encoder worker is cheap to start (no wasm): let it go after a minute idle, ms. */
const ENCODER_IDLE_MS = 60_000;

let bridge: WorkerBridge | null = null;
let nextId = 1;

export function createEncoderWorker(): Worker {
  return new Worker(new URL('../../workers/encode/encode.worker.ts', import.meta.url), {
    type: 'module',
    name: 'rendition-encoder',
  });
}

function encoder(): WorkerBridge {
  bridge ??= new WorkerBridge({
    size: 1,
    idleMs: ENCODER_IDLE_MS,
    createWorker: createEncoderWorker,
  });
  return bridge;
}

/**
 * A WebP (or PNG) of `source` at its own size. Rejects with a WorkerBridgeError when aborted or
 * when the worker crashed, and with the encoder's message when it could not encode.
 */
export async function encodeDisplayRendition(
  source: ImageBitmapSource,
  signal?: AbortSignal,
): Promise<Blob> {
  const bitmap = await createImageBitmap(source);
  const id = nextId++;
  return encoder()
    .call<Blob>({
      signal,
      start(ctx) {
        const request: EncodeRequest = { id, bitmap, quality: DISPLAY_QUALITY };
        ctx.post(request, [bitmap]);
      },
      onMessage(data, ctx) {
        const response = data as EncodeResponse;
        if (response?.id !== id) return;
        if ('blob' in response) ctx.resolve(response.blob);
        else ctx.reject(new Error(response.error), { retire: false }); // the worker is fine
      },
    })
    .finally(() => bitmap.close()); // a no-op once transferred; frees it if never posted
}
