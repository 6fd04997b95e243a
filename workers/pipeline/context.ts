/** What a job's steps share: the file, the options, the clock and the way out. */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
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

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
}
