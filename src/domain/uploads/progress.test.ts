import { describe, expect, it } from 'vitest';
import type { ChunkProgress } from './progress';
import { sentBytesOf, shownBytesOf } from './progress';

const MIB = 1024 * 1024;
/** 5 MiB in 2 MiB chunks: 2 MiB, 2 MiB, 1 MiB. */
const FILE = { totalSize: 5 * MIB, chunkSize: 2 * MIB };
const at = (confirmed: number[], inFlight: [number, number][]): ChunkProgress => ({
  ...FILE,
  confirmed,
  inFlight: new Map(inFlight),
});

describe('sentBytesOf: confirmed chunks plus bytes in flight', () => {
  it.each([
    ['nothing yet', at([], []), 0],
    ['chunk 1 half sent', at([], [[1, MIB]]), MIB],
    ['chunk 1 confirmed', at([1], []), 2 * MIB],
    ['chunk 1 confirmed, its late progress event ignored', at([1], [[1, 100]]), 2 * MIB],
    [
      '1 confirmed, 2 and 3 in flight',
      at(
        [1],
        [
          [2, 300],
          [3, 700],
        ],
      ),
      2 * MIB + 1000,
    ],
    ['the last chunk is 1 MiB: in-flight bytes clamp to it', at([], [[3, 5 * MIB]]), MIB],
    ['negative in-flight bytes count 0', at([], [[2, -5]]), 0],
    ['indexes outside 1…count are ignored', at([0, 4], [[9, 10]]), 0],
    ['every chunk confirmed', at([1, 2, 3], []), 5 * MIB],
    [
      'a one-chunk file of 1 500 000 bytes, 600 000 sent',
      {
        totalSize: 1_500_000,
        chunkSize: 2 * MIB,
        confirmed: [],
        inFlight: new Map([[1, 600_000]]),
      },
      600_000,
    ],
  ] as const)('%s → %i', (_name, progress, bytes) => {
    expect(sentBytesOf(progress)).toBe(bytes);
  });
});

describe('shownBytesOf: never backwards', () => {
  it.each([
    ['first report', -1, at([], []), 0],
    ['moves on', MIB, at([], [[1, 1.5 * MIB]]), 1.5 * MIB],
    // Chunk 1's attempt failed at 1.5 MiB; its retry starts from 0: the bar holds.
    ['a retried chunk restarts at 0', 1.5 * MIB, at([], [[1, 0]]), 1.5 * MIB],
    ['the retry passes the old mark', 1.5 * MIB, at([], [[1, 1.75 * MIB]]), 1.75 * MIB],
    // The server forgot a damaged chunk: fewer confirmed bytes, the bar holds.
    ['a confirmed chunk forgotten', 5 * MIB, at([1, 3], []), 5 * MIB],
  ] as const)('%s', (_name, previous, progress, shown) => {
    expect(shownBytesOf(previous, progress)).toBe(shown);
  });
});
