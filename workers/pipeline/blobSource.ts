/** A ByteSource over a Blob/File: reads slices on demand, never the whole file. */
import type { ByteSource } from '../../src/domain/imaging/byteSource';

export function blobSource(blob: Blob): ByteSource {
  return {
    size: blob.size,
    async read(offset, length) {
      const start = Math.max(0, Math.min(blob.size, offset));
      const end = Math.max(start, Math.min(blob.size, offset + length));
      if (end === start) return new Uint8Array(0);
      return new Uint8Array(await blob.slice(start, end).arrayBuffer());
    },
  };
}

/** A window [offset, offset + length) of another source (an EPS's embedded TIFF preview). */
export function windowSource(source: ByteSource, offset: number, length: number): ByteSource {
  const size = Math.max(0, Math.min(length, source.size - offset));
  return {
    size,
    read(at, n) {
      const start = Math.max(0, Math.min(size, at));
      const end = Math.max(start, Math.min(size, at + n));
      return source.read(offset + start, end - start);
    },
  };
}
