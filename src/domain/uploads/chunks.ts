/**
 * How a file splits into chunks (docs/upload-protocol.md §1): every chunk holds `chunkSize`
 * bytes but the last, which holds the rest; indexes are 1-based. Pure arithmetic on byte counts.
 */

/** A chunk's byte range in the file: `start` inclusive, `end` exclusive (as `Blob.slice` takes it). */
export interface ChunkRange {
  start: number;
  end: number;
}

/** `⌈totalSize / chunkSize⌉`, the `X-Upload-Chunk-Count` of a file; 0 for an empty file. Bytes in. */
export function chunkCountOf(totalSize: number, chunkSize: number): number {
  if (!Number.isSafeInteger(chunkSize) || chunkSize < 1)
    throw new RangeError(`chunk size must be a positive integer, got ${chunkSize}`);
  if (!Number.isSafeInteger(totalSize) || totalSize < 0)
    throw new RangeError(`total size must be a non-negative integer, got ${totalSize}`);
  return Math.ceil(totalSize / chunkSize);
}

/** The bytes of chunk `index1Based` (1 … count) of a file of `totalSize` bytes. */
export function chunkRange(index1Based: number, totalSize: number, chunkSize: number): ChunkRange {
  const count = chunkCountOf(totalSize, chunkSize);
  if (!Number.isInteger(index1Based) || index1Based < 1 || index1Based > count)
    throw new RangeError(`chunk index ${index1Based} is outside 1…${count}`);
  const start = (index1Based - 1) * chunkSize;
  return { start, end: Math.min(totalSize, start + chunkSize) };
}

/** The indexes of 1 … `count` not in `received`, ascending (what a resumed upload still sends). */
export function missingChunks(count: number, received: Iterable<number>): number[] {
  const have = new Set(received);
  const missing: number[] = [];
  for (let index = 1; index <= count; index++) if (!have.has(index)) missing.push(index);
  return missing;
}
