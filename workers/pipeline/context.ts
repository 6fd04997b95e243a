/** What a job's steps share: the file, the options, the clock and the way out. */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import type { ImageInfo } from '../../src/domain/imaging/imageInfo';
import type { TileHelper } from '../../codecs/worker/types';
import type { WorkerEvent, JobOptions } from './protocol';

/** Sends an event to the main thread, transferring the listed objects. */
export type Emit = (event: WorkerEvent, transfer?: Transferable[]) => void;

export interface JobContext {
  jobId: string;
  file: Blob;
  fileName: string;
  source: ByteSource;
  options: JobOptions;
  signal: AbortSignal;
  emit: Emit;
  /** ms since the job started. */
  elapsed(): number;
  /** Asks the main thread to rasterise an SVG (workers cannot) at these sizes. */
  renderSvg(
    svg: string,
    sizes: { side: number; width: number; height: number }[],
  ): Promise<Map<number, ImageBitmap>>;
}

/**
 * What a job learns as it goes: the info (for error reports), a helper worker its codec started,
 * and what its codec keeps open between the preview and the decode (HEIF: the file in libheif's
 * heap), released by `release` when the job ends.
 */
export interface JobState {
  info: ImageInfo | null;
  tileHelper?: TileHelper;
  /** Owned by the job's codec; only the codec reads it. */
  kept?: unknown;
  /** Frees what the codec kept (called once the job ends, whatever its outcome). */
  release?(): void;
}

/** What a codec's display step produces. */
export type DisplayResult =
  /** `thumbnailsSent`: the route already reported the thumbnails (pages render them first). */
  | { kind: 'bitmap'; bitmap: ImageBitmap; thumbnailsSent?: boolean }
  /** SVG: thumbnails the main thread rendered, by long side (the canvas uses the SVG itself). */
  | { kind: 'svg'; rendered: Map<number, ImageBitmap> };

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
}
