import { deflateRawSync, deflateSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PipelineError } from '../../src/domain/imaging/errors';
import { inflate } from './inflate';

/** Deterministic pseudo-random bytes with some repetition, so every block type gets used. */
function sample(n: number, seed = 1): Uint8Array {
  const out = new Uint8Array(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = i % 97 < 40 ? (x >>> 16) & 255 : (out[i - 40] ?? 0);
  }
  return out;
}

function key(fn: () => unknown): string {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return error instanceof PipelineError ? error.failure.key : `other: ${String(error)}`;
  }
}

describe('inflate', () => {
  it.each([
    ['empty', new Uint8Array(0), {}],
    [
      'text, default level',
      new TextEncoder().encode('hello hello hello hello world'.repeat(50)),
      {},
    ],
    ['binary, fixed Huffman', sample(5000), { strategy: constants.Z_FIXED }],
    ['binary, dynamic Huffman', sample(200_000), { level: 9 }],
    ['stored blocks', sample(70_000), { level: 0 }],
    ['long runs', new Uint8Array(100_000).fill(7), {}],
  ])('matches zlib: %s', (_name, data, opts) => {
    expect(inflate(deflateSync(data, opts), { maxOutput: 1 << 20 })).toEqual(data);
    expect(inflate(deflateRawSync(data, opts), { maxOutput: 1 << 20, zlib: false })).toEqual(data);
  });

  it('stops a decompression bomb at maxOutput', () => {
    const bomb = deflateSync(new Uint8Array(10_000_000));
    expect(bomb.length).toBeLessThan(20_000);
    expect(key(() => inflate(bomb, { maxOutput: 1_000_000 }))).toBe('corruptImage');
  });

  it.each([
    ['bad zlib header', Uint8Array.from([0x78, 0x00, 0x01])],
    ['preset dictionary', Uint8Array.from([0x78, 0xbb, 0, 0, 0, 0])],
    ['truncated stream', deflateSync(sample(10_000)).subarray(0, 500)],
    ['reserved block type', Uint8Array.from([0x78, 0x9c, 0x07])],
    ['stored length mismatch', Uint8Array.from([0x78, 0x9c, 0x01, 0x05, 0x00, 0x00, 0x00])],
  ])('%s → corrupt', (_name, data) => {
    expect(key(() => inflate(data, { maxOutput: 1 << 20 }))).toBe('corruptImage');
  });
});
