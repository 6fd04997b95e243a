/**
 * Cuts the zlib stream into IDAT chunks as it comes out of the compressor. Each full chunk becomes
 * a Blob at once, so the compressed image leaves the JavaScript heap chunk by chunk (a browser may
 * keep large Blobs outside the heap, on disk if needed) and is never one ArrayBuffer.
 */
import { chunkParts } from './pngChunks';

/**
 * Largest IDAT data, bytes: 1 MiB. Any split is valid PNG (readers concatenate IDAT data); a
 * MiB keeps the per-chunk overhead (12 bytes) negligible while bounding the buffer held here and
 * the piece a streaming reader (ours reads 1 MiB windows) must hold to check a CRC.
 */
export const IDAT_MAX_BYTES = 1 << 20;

export class IdatChunks {
  /** The chunk being gathered; allocated when its first byte arrives. */
  private buffer: Uint8Array<ArrayBuffer> | null = null;
  private filled = 0;
  private readonly chunks: Blob[] = [];
  private compressedBytes = 0;

  /** @param chunkBytes largest IDAT data, bytes (smaller in tests, to see many chunks). */
  constructor(private readonly chunkBytes: number = IDAT_MAX_BYTES) {}

  /** Appends compressor output, emitting a chunk each time `chunkBytes` are gathered. */
  push(bytes: Uint8Array): void {
    this.compressedBytes += bytes.length;
    let from = 0;
    while (from < bytes.length) {
      this.buffer ??= new Uint8Array(this.chunkBytes);
      const take = Math.min(this.chunkBytes - this.filled, bytes.length - from);
      this.buffer.set(bytes.subarray(from, from + take), this.filled);
      this.filled += take;
      from += take;
      if (this.filled === this.chunkBytes) this.emit(this.buffer);
    }
  }

  /** Emits what is gathered (the last, shorter chunk) and returns every chunk, in order. */
  finish(): Blob[] {
    if (this.buffer && this.filled > 0) this.emit(this.buffer);
    return this.chunks;
  }

  /** zlib bytes received so far. */
  get bytes(): number {
    return this.compressedBytes;
  }

  private emit(buffer: Uint8Array<ArrayBuffer>): void {
    const data = this.filled === this.chunkBytes ? buffer : buffer.slice(0, this.filled);
    this.chunks.push(new Blob(chunkParts('IDAT', data)));
    this.buffer = null;
    this.filled = 0;
  }
}
