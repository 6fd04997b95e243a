/**
 * Random access to a file's bytes without holding the file: in the browser a Blob read with
 * `slice().arrayBuffer()`, in Node tests a file handle. Parsers and decoders read through it, so
 * memory stays bounded by what they ask for, not by the file.
 */
export interface ByteSource {
  /** File size, bytes. */
  readonly size: number;
  /**
   * Bytes [offset, offset + length) clipped to the file; a short (or empty) result means the
   * file ends there.
   */
  read(offset: number, length: number): Promise<Uint8Array>;
}

/** A ByteSource over bytes already in memory (small files, tests). */
export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    read: async (offset, length) =>
      bytes.subarray(Math.max(0, offset), Math.max(0, Math.min(bytes.length, offset + length))),
  };
}
