/**
 * The benchmark's baselines, run side by side with the pipeline in the same browser: the design
 * card's packages used the obvious way. They allocate full-size images on purpose; the tool page
 * runs them with the allocation guard off (`?guard=0`).
 * - heic2any: HEIC → JPEG on the main thread (it needs `window`), then a 960 px canvas downscale.
 * - utif: full TIFF decode (UTIF.decode + decodeImage + toRGBA8) in a worker, then 960 px.
 * - naive: the browser decodes the whole image, a full-size canvas draws it, then 960 px.
 */
export type BaselineName = 'heic2any' | 'utif' | 'naive';

const THUMB = 960;

async function toThumbnail(
  source: CanvasImageSource & { width: number; height: number },
): Promise<void> {
  const scale = Math.min(1, THUMB / Math.max(source.width, source.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(source.width * scale));
  canvas.height = Math.max(1, Math.round(source.height * scale));
  canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
  await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.8));
}

async function heic2anyBaseline(file: File): Promise<void> {
  const { default: heic2any } = await import('heic2any');
  const jpeg = await heic2any({ blob: file, toType: 'image/jpeg', quality: 0.92 });
  const bitmap = await createImageBitmap(Array.isArray(jpeg) ? jpeg[0]! : jpeg);
  await toThumbnail(bitmap);
  bitmap.close();
}

async function naiveBaseline(file: File): Promise<void> {
  const bitmap = await createImageBitmap(file);
  const full = document.createElement('canvas');
  full.width = bitmap.width;
  full.height = bitmap.height;
  full.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  await toThumbnail(full);
  full.width = 0;
}

function utifBaseline(file: File): Promise<void> {
  const worker = new Worker(new URL('./utifBaseline.worker.ts', import.meta.url), {
    type: 'module',
  });
  return new Promise<void>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<{ ok: boolean; error?: string }>) => {
      worker.terminate();
      if (e.data.ok) resolve();
      else reject(new Error(e.data.error));
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message));
    };
    worker.postMessage(file);
  });
}

/** Runs one baseline; resolves with its wall time (ms) or the error it failed with. */
export async function runBaseline(
  name: BaselineName,
  file: File,
): Promise<Record<string, number | string>> {
  const started = performance.now();
  try {
    if (name === 'heic2any') await heic2anyBaseline(file);
    else if (name === 'utif') await utifBaseline(file);
    else await naiveBaseline(file);
    return { ms: Math.round(performance.now() - started) };
  } catch (error) {
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    return { ms: Math.round(performance.now() - started), error: message };
  }
}
