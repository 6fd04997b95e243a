/**
 * Frees a buffer's memory now instead of at the next garbage collection: detaching it
 * (`transfer(0)`, ES2024: Chromium 114, Safari 17.4, Firefox 122) drops its backing store at
 * once; where that is missing the buffer is left to the collector as before.
 *
 * Only for a buffer script allocated (the PNG export's strip, a region decode's output). Never
 * for getImageData's array, which the browser allocated and keeps until its ImageData is
 * collected: detaching it freed nothing and took its bytes out of the collector's count, so the
 * collector ran later and the export's renderer grew by about 8 MB a band
 * (docs/benchmarks/export.md, "Why the peak varied").
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
