/**
 * A {@link ByteSource} over a stored file: each read is a ranged read of storage, so the header
 * parsers of src/domain/imaging (which follow offsets and read a few KB) measure a 300 MB print
 * PNG without the server ever holding more than what they ask for.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import type { BlobStorage } from '../storage/blobStorage';

/** Reads of `key` (whose size is `size` bytes); a missing key reads as empty. */
export function storageByteSource(storage: BlobStorage, key: string, size: number): ByteSource {
  return {
    size,
    async read(offset, length) {
      const start = Math.max(0, offset);
      const end = Math.min(size, start + Math.max(0, length)) - 1;
      if (end < start) return new Uint8Array(0);
      const stream = await storage.read(key, { start, end });
      if (!stream) return new Uint8Array(0);
      const parts: Buffer[] = [];
      for await (const part of stream) parts.push(part as Buffer);
      return Buffer.concat(parts);
    },
  };
}
