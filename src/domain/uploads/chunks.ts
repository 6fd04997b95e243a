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

/**
 * What a client does after a status answer (docs/upload-protocol.md §2): `done` on Success;
 * `send` when chunks are missing (send those); `ask-again` when every chunk arrived but the file
 * is not complete yet (the server is completing it, or was stopped while it did — a status
 * request completes it): wait the retry schedule's delay and ask again, never give up at once.
 */
export type StatusStep = 'done' | 'send' | 'ask-again';

/** The {@link StatusStep} of an answer `result` whose `received` indexes are of 1 … `count`. */
export function statusStepOf(
  result: 'Success' | 'Incomplete',
  count: number,
  received: Iterable<number>,
): StatusStep {
  if (result === 'Success') return 'done';
  return missingChunks(count, received).length > 0 ? 'send' : 'ask-again';
}
