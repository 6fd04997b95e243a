/**
 * The print export's PNG worker (protocol: ./protocol.ts, beside it). One worker per
 * export: bands of tile bitmaps arrive in order, are read, filtered and compressed into a
 * streamed PNG (workers/export/), and the file goes back as a Blob. The message handler is the
 * first thing attached; nothing is awaited at module level. Any failure drops its export and is
 * reported once as `error`; the main thread then terminates the worker.
 */
import { installAllocationGuard } from '../allocationGuard';
import { ExportThumbnails } from './exportThumbnails';
import { PngExportJob } from './pngExportJob';
import { workerKernels } from '../pipeline/kernels';
import { readTilePixels, releaseTileCanvas } from './readTilePixels';
import type { ExportRequest, ExportResponse } from './protocol';
import { isExportRequest } from './protocol';

/** The worker global, typed by the two members used (the app's lib is DOM, not WebWorker). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: ExportResponse): void;
};

const jobs = new Map<number, PngExportJob<ImageBitmap>>();
/** Each export's thumbnails, made from its rows (none when it asked for none). */
const thumbnails = new Map<number, Promise<ExportThumbnails | null>>();
/** Exports that failed or were aborted: their later messages are dropped without a word. */
const dropped = new Set<number>();

function post(message: ExportResponse): void {
  scope.postMessage(message);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Ends an export: aborts it, forgets it, and says why unless it was the caller's own abort. */
function drop(id: number, error: unknown | null): void {
  const job = jobs.get(id);
  jobs.delete(id);
  job?.abort();
  void thumbnails.get(id)?.then(
    (t) => t?.dispose(),
    () => undefined,
  );
  thumbnails.delete(id);
  if (jobs.size === 0) releaseTileCanvas();
  if (dropped.has(id)) return;
  dropped.add(id);
  if (error !== null) post({ type: 'error', id, message: messageOf(error) });
}

/** Closes every ImageBitmap a (possibly malformed) band message carries. */
function closeBitmaps(data: unknown): void {
  const tiles = (data as { tiles?: unknown } | null)?.tiles;
  if (!Array.isArray(tiles)) return;
  for (const tile of tiles) {
    const bitmap = (tile as { bitmap?: unknown } | null)?.bitmap;
    if (typeof ImageBitmap !== 'undefined' && bitmap instanceof ImageBitmap) bitmap.close();
  }
}

function begin(request: Extract<ExportRequest, { type: 'begin' }>): void {
  const { id } = request;
  if (jobs.has(id) || dropped.has(id)) {
    drop(id, new Error(`export ${id} already began`));
    return;
  }
  if (request.guardMaxArea !== null) {
    installAllocationGuard(globalThis, request.guardMaxArea, () => undefined); // it throws
  }
  try {
    // Only the checked fields: a message may carry others (filter, idatBytes) it must not set.
    const { width, height, dpi, alpha, thumbnailSides } = request;
    const made =
      thumbnailSides.length === 0
        ? Promise.resolve(null)
        : workerKernels().then((k) => new ExportThumbnails(k, { width, height }, thumbnailSides));
    thumbnails.set(id, made);
    const onRows = async (rows: Uint8Array, y: number, count: number) =>
      (await made)?.push(rows, y, count);
    jobs.set(
      id,
      new PngExportJob<ImageBitmap>(
        // A browser's compressor has read a batch once its write resolves (pngStream.ts).
        { width, height, dpi, alpha, reuseBatches: true },
        readTilePixels,
        onRows,
      ),
    );
  } catch (error) {
    drop(id, error);
  }
}

function handle(request: ExportRequest): void {
  const { id } = request;
  if (request.type === 'begin') return begin(request);
  const job = jobs.get(id);
  if (!job) {
    if (request.type === 'band') closeBitmaps(request);
    if (request.type !== 'abort' && !dropped.has(id)) drop(id, new Error(`no export ${id}`));
    return;
  }
  switch (request.type) {
    case 'band':
      job.band(request.y, request.height, request.tiles).then(
        () => post({ type: 'bandWritten', id, y: request.y }),
        (error: unknown) => drop(id, error),
      );
      return;
    case 'finish':
      job
        .finish()
        .then(async (blob) => {
          const made = await thumbnails.get(id);
          const thumbs = made ? await made.finish() : [];
          made?.dispose();
          thumbnails.delete(id);
          jobs.delete(id);
          if (jobs.size === 0) releaseTileCanvas();
          post({ type: 'done', id, blob, bytes: blob.size, thumbnails: thumbs });
        })
        .catch((error: unknown) => drop(id, error));
      return;
    case 'abort':
      drop(id, null);
      return;
  }
}

scope.onmessage = (event) => {
  const data = event.data;
  if (isExportRequest(data)) {
    handle(data);
    return;
  }
  // postMessage is a trust boundary: a malformed message fails its export, if it names one.
  closeBitmaps(data);
  const id = (data as { id?: unknown } | null)?.id;
  if (typeof id === 'number' && jobs.has(id)) drop(id, new Error('malformed export request'));
};
