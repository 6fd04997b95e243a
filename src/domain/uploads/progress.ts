/**
 * How many bytes of an upload the progress bar shows (issue 15, item 16): the chunks the server
 * confirmed, plus the bytes of each chunk still on its way as the browser reports sending them
 * (XHR upload progress) — so a one-chunk file moves from 0 while it travels instead of jumping
 * to done. Never less than what was shown before: a chunk whose attempt failed starts again from
 * 0, and the bar waits until the retry passes the old mark. Pure arithmetic on byte counts.
 */
import { chunkCountOf, chunkRange } from './chunks';

/** One upload's progress inputs, bytes and 1-based chunk indexes. */
export interface ChunkProgress {
  totalSize: number;
  chunkSize: number;
  /** Chunks the server said it has. */
  confirmed: Iterable<number>;
  /** Bytes of the body sent so far, per chunk on its way (its current attempt). */
  inFlight: ReadonlyMap<number, number>;
}

/** Bytes sent: confirmed chunks whole, chunks on their way as far as sent (clamped to the chunk). */
export function sentBytesOf(p: ChunkProgress): number {
  const count = chunkCountOf(p.totalSize, p.chunkSize);
  const confirmed = new Set(p.confirmed);
  const sizeOf = (index: number) => {
    const { start, end } = chunkRange(index, p.totalSize, p.chunkSize);
    return end - start;
  };
  let bytes = 0;
  for (const index of confirmed) if (index >= 1 && index <= count) bytes += sizeOf(index);
  for (const [index, sent] of p.inFlight) {
    if (confirmed.has(index) || index < 1 || index > count) continue;
    bytes += Math.min(sizeOf(index), Math.max(0, sent));
  }
  return bytes;
}

/** The bytes to show after `previous` (−1 before the first report): never backwards. */
export function shownBytesOf(previous: number, p: ChunkProgress): number {
  return Math.max(previous, sentBytesOf(p));
}
