/**
 * The display rendition of an upload, encoded in a worker (workers/encode/encode.worker.ts) from the
 * canvas source the editor draws. One worker, started on first use and kept for the page.
 */
import type { EncodeResponse } from '../../workers/encode/protocol';

/** WebP quality of the display rendition (visually lossless at display size). */
const DISPLAY_QUALITY = 0.9;

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve(blob: Blob): void; reject(error: Error): void }>();

function encoder(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('../../workers/encode/encode.worker.ts', import.meta.url), {
    type: 'module',
    name: 'rendition-encoder',
  });
  worker.onmessage = (event: MessageEvent<EncodeResponse>) => {
    const response = event.data;
    const job = waiting.get(response.id);
    if (!job) return;
    waiting.delete(response.id);
    if ('blob' in response) job.resolve(response.blob);
    else job.reject(new Error(response.error));
  };
  worker.onerror = () => {
    for (const job of waiting.values()) job.reject(new Error('encoder worker failed'));
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/** A WebP (or PNG) of `source` at its own size. */
export async function encodeDisplayRendition(source: ImageBitmapSource): Promise<Blob> {
  const bitmap = await createImageBitmap(source);
  const id = nextId++;
  return new Promise<Blob>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    encoder().postMessage({ id, bitmap, quality: DISPLAY_QUALITY }, [bitmap]);
  });
}
