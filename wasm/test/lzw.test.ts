/**
 * TIFF LZW: round trips through the test encoder, real strips and tiles of the TIFF fixtures
 * (end to end against the Deflate original of the same picture), and corrupt input — which must
 * end the decode quietly and never write past the end of the output block.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { asKernelExports, type KernelExports } from '../exports';
import { createReferenceKernels, loadKernels, type Kernels } from '../index';
import { lzwEncode } from './lzwEncoder';
import { prng, randomBytes } from './random';
import { chunkBytes, readTiffChunks } from './tiffChunks';
import { FIXTURES_DIR } from '../../tests/fixtures';

const wasmBytes = readFileSync(new URL('../build/kernels.wasm', import.meta.url));
const fixture = (name: string): Uint8Array => readFileSync(path.join(FIXTURES_DIR, 'tiff', name));
const reference = createReferenceKernels();
let wasm: Kernels;
let raw: KernelExports;
beforeAll(async () => {
  wasm = await loadKernels(wasmBytes);
  raw = asKernelExports((await WebAssembly.instantiate(wasmBytes, {})).instance.exports);
});

function decodeBoth(src: Uint8Array, dstLength: number): Uint8Array {
  const a = new Uint8Array(dstLength);
  const b = new Uint8Array(dstLength);
  const na = wasm.lzwDecode(src, a);
  const nb = reference.lzwDecode(src, b);
  expect(na).toBe(nb);
  expect(Buffer.from(a.subarray(0, na)).equals(Buffer.from(b.subarray(0, nb)))).toBe(true);
  return a.subarray(0, na);
}

/** Input with long runs and repeats, so strings grow long and the table fills and clears. */
function compressible(length: number, seed: number): Uint8Array {
  const next = prng(seed);
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length;) {
    const run = 1 + Math.floor(next() * 40);
    const value = Math.floor(next() * 8) * 32;
    for (let r = 0; r < run && i < length; r++) bytes[i++] = value + (next() < 0.1 ? 1 : 0);
  }
  return bytes;
}

describe('lzwDecode round trips', () => {
  const inputs: [string, Uint8Array][] = [
    ['empty', new Uint8Array(0)],
    ['one byte', new Uint8Array([42])],
    ['KwKwK run', new Uint8Array(1000).fill(7)],
    ['random (table clears)', randomBytes(100_000, 3)],
    ['compressible (long strings)', compressible(300_000, 4)],
    ['all zero 1 MB', new Uint8Array(1 << 20)],
  ];
  it.each(inputs)('%s', (_name, input) => {
    for (const eoi of [true, false]) {
      const encoded = lzwEncode(input, { eoi });
      const decoded = decodeBoth(encoded, input.length);
      expect(decoded.length).toBe(input.length);
      expect(Buffer.from(decoded).equals(Buffer.from(input))).toBe(true);
    }
  });

  it('stops at the end of dst with exactly dst.length bytes', () => {
    const input = compressible(50_000, 5);
    const encoded = lzwEncode(input);
    for (const length of [0, 1, 2, 3, 100, 4097, 49_999]) {
      const decoded = decodeBoth(encoded, length);
      expect(decoded.length).toBe(length);
      expect(Buffer.from(decoded).equals(Buffer.from(input.subarray(0, length)))).toBe(true);
    }
  });
});

describe('lzwDecode on the TIFF fixtures', () => {
  it.each([
    'rgb8-lzw-predictor2-strips-300dpi.tif',
    'cmyk8-lzw-300dpi.tif',
    'rgba8-lzw-unassoc-alpha.tif',
    'rgba16-lzw-assoc-alpha-pixelmator.tif',
    'rgb8-lzw-tiled-planar-separate.tif',
  ])('%s: every strip or tile decodes to its full size', (name) => {
    const tiff = readTiffChunks(fixture(name));
    expect(tiff.compression).toBe(5);
    const full = chunkBytes(tiff);
    tiff.chunks.forEach((chunk, i) => {
      const decoded = decodeBoth(chunk, full);
      const lastStrip = tiff.chunkWidth === tiff.width && i === tiff.chunks.length - 1;
      const rowsLeft = tiff.height - tiff.chunkHeight * (tiff.chunks.length - 1);
      expect(decoded.length).toBe(lastStrip ? (full / tiff.chunkHeight) * rowsLeft : full);
    });
  });

  it('strip 0 of the LZW+predictor fixture equals the Deflate original it was made from', () => {
    const lzw = readTiffChunks(fixture('rgb8-lzw-predictor2-strips-300dpi.tif'));
    const deflate = readTiffChunks(fixture('rgb8-adobe-deflate-strip-photoshop-cs.tif'));
    expect([lzw.predictor, deflate.predictor, lzw.chunkHeight]).toEqual([2, 2, 32]);
    const rows = lzw.chunkHeight;
    const bytes = lzw.width * 3 * rows;
    for (const kernels of [wasm, reference]) {
      const strip = new Uint8Array(bytes);
      expect(kernels.lzwDecode(lzw.chunks[0]!, strip)).toBe(bytes);
      kernels.undoHorizontalPredictor8(strip, lzw.width, rows, 3);
      const original = new Uint8Array(inflateSync(deflate.chunks[0]!).subarray(0, bytes));
      kernels.undoHorizontalPredictor8(original, deflate.width, rows, 3);
      expect(Buffer.from(strip).equals(Buffer.from(original))).toBe(true);
    }
  });
});

describe('lzwDecode on corrupt input', () => {
  /** Decodes with raw exports into a block followed by guard bytes that must stay untouched. */
  function decodeGuarded(src: Uint8Array, dstLength: number): number {
    const GUARD = 64;
    const s = raw.alloc(Math.max(1, src.length)) >>> 0;
    const d = raw.alloc(dstLength + GUARD) >>> 0;
    new Uint8Array(raw.memory.buffer, s, src.length).set(src);
    new Uint8Array(raw.memory.buffer, d + dstLength, GUARD).fill(0xa5);
    const written = raw.lzwDecode(s, src.length, d, dstLength);
    const guard = new Uint8Array(raw.memory.buffer, d + dstLength, GUARD);
    expect(guard.every((v) => v === 0xa5)).toBe(true);
    raw.free(s);
    raw.free(d);
    return written;
  }

  it('random bytes, bit flips and truncations: same bytes as the reference, no overrun', () => {
    const next = prng(9);
    const good = lzwEncode(compressible(20_000, 6));
    for (let trial = 0; trial < 300; trial++) {
      let src: Uint8Array;
      if (trial % 3 === 0) src = randomBytes(1 + Math.floor(next() * 3000), trial);
      else if (trial % 3 === 1) {
        src = good.slice();
        for (let f = 0; f < 1 + trial / 30; f++)
          src[Math.floor(next() * src.length)]! ^= 1 << Math.floor(next() * 8);
      } else src = good.subarray(0, Math.floor(next() * good.length));
      const dstLength = Math.floor(next() * 25_000);
      const written = decodeGuarded(src, dstLength);
      expect(written).toBeGreaterThanOrEqual(0);
      expect(written).toBeLessThanOrEqual(dstLength);
      expect(() => decodeBoth(src, dstLength)).not.toThrow();
    }
  });

  it('a stream that starts with a non-literal code yields nothing', () => {
    // Codes (9 bits): Clear, then 300 (no entry yet).
    const src = new Uint8Array([0b10000000, 0b01001011, 0b00000000]);
    expect(decodeBoth(src, 16).length).toBe(0);
  });
});
