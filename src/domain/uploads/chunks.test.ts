import { describe, expect, it } from 'vitest';
import { chunkCountOf, chunkRange, missingChunks, statusStepOf } from './chunks';
import { UPLOAD_CHUNK_BYTES } from './protocol';

const C = UPLOAD_CHUNK_BYTES; // 2 MiB

describe('chunkCountOf', () => {
  it.each([
    [0, C, 0],
    [1, C, 1],
    [C - 1, C, 1],
    [C, C, 1],
    [C + 1, C, 2],
    [3_102_182, C, 2], // the HEIC fixture
    [50 * 1024 * 1024, C, 25], // the largest file
    [10, 3, 4],
    [9, 3, 3],
    [5, 1, 5],
  ])('%i bytes in chunks of %i → %i', (total, chunk, count) => {
    expect(chunkCountOf(total, chunk)).toBe(count);
  });

  it.each([
    [10, 0],
    [10, -1],
    [10, 1.5],
    [-1, C],
    [Number.NaN, C],
  ])('refuses total %s and chunk size %s', (total, chunk) => {
    expect(() => chunkCountOf(total, chunk)).toThrow(RangeError);
  });
});

describe('chunkRange', () => {
  it.each([
    [1, 1, C, 0, 1],
    [1, C, C, 0, C],
    [1, C + 1, C, 0, C],
    [2, C + 1, C, C, C + 1],
    [2, 3_102_182, C, C, 3_102_182],
    [4, 10, 3, 9, 10],
    [3, 9, 3, 6, 9],
  ])('chunk %i of %i bytes (chunk size %i) → [%i, %i)', (index, total, chunk, start, end) => {
    expect(chunkRange(index, total, chunk)).toEqual({ start, end });
  });

  it('ranges cover the file once, in order', () => {
    const total = 10;
    const ranges = [1, 2, 3, 4].map((i) => chunkRange(i, total, 3));
    expect(ranges.map((r) => r.end - r.start)).toEqual([3, 3, 3, 1]);
    ranges.slice(1).forEach((r, i) => expect(r.start).toBe(ranges[i]!.end));
  });

  it.each([
    [0, 10, 3],
    [5, 10, 3],
    [1.5, 10, 3],
    [1, 0, 3],
  ])('refuses index %s of %i bytes (chunk size %i)', (index, total, chunk) => {
    expect(() => chunkRange(index, total, chunk)).toThrow(RangeError);
  });
});

describe('missingChunks', () => {
  it.each([
    [0, [], []],
    [1, [], [1]],
    [1, [1], []],
    [4, [1, 3], [2, 4]],
    [4, [4, 2, 2], [1, 3]],
    [3, [1, 2, 3], []],
    [2, [0, 3, 7], [1, 2]], // indexes outside 1…count are ignored
  ])('%i chunks, received %j → missing %j', (count, received, missing) => {
    expect(missingChunks(count, received)).toEqual(missing);
  });
});

describe('statusStepOf', () => {
  it.each([
    ['Success', 24, [], 'done'],
    ['Success', 24, Array.from({ length: 24 }, (_, i) => i + 1), 'done'],
    ['Incomplete', 24, [], 'send'],
    ['Incomplete', 24, Array.from({ length: 23 }, (_, i) => i + 1), 'send'],
    ['Incomplete', 3, [1, 3], 'send'], // a damaged chunk 2 was forgotten
    // Every chunk in, not complete: the server is completing it (a crash interrupted it).
    ['Incomplete', 24, Array.from({ length: 24 }, (_, i) => i + 1), 'ask-again'],
    ['Incomplete', 1, [1], 'ask-again'],
  ] as const)('%s, %i chunks, received %j → %s', (result, count, received, step) => {
    expect(statusStepOf(result, count, received)).toBe(step);
  });
});
