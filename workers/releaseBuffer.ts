/**
 * Frees a buffer's memory now instead of at the next garbage collection. A worker that allocates
 * large pixel buffers and little else (the PNG export's tile reads, a region decode's output)
 * runs few collections: V8 collects array buffers when their external bytes grow past a limit
 * that scales with the heap, so tens of megabytes of dead pixels wait in each worker, and how
 * many depends on when the collector happens to run. That was the run-to-run spread of the
 * export's peak (docs/benchmarks/export.md). Detaching a buffer (`transfer(0)`, ES2024: Chromium
 * 114, Safari 17.4, Firefox 122) drops its backing store at once; where it is missing the buffer
 * is left to the collector as before.
 */

interface Transferable {
  transfer?(newLength?: number): ArrayBuffer;
  readonly detached?: boolean;
}

/** Releases `buffer`'s bytes; every view of it reads as empty afterwards. */
export function releaseBuffer(buffer: ArrayBufferLike): void {
  const b = buffer as ArrayBufferLike & Transferable;
  if (!(b instanceof ArrayBuffer) || typeof b.transfer !== 'function' || b.detached) return;
  try {
    b.transfer(0);
  } catch {
    // Not detachable (a wasm memory's buffer): left to its owner.
  }
}
