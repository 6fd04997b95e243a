/** PackBits: Apple TN1023's example, the TIFF fixture's strips, and truncated or corrupt runs. */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReferenceKernels, loadKernels, type Kernels } from '../index';
import { prng, randomBytes } from './random';
import { chunkBytes, readTiffChunks } from './tiffChunks';
import { FIXTURES_DIR } from '../../tests/fixtures';

const wasmBytes = readFileSync(new URL('../build/kernels.wasm', import.meta.url));
const reference = createReferenceKernels();
let wasm: Kernels;
beforeAll(async () => {
  wasm = await loadKernels(wasmBytes);
});

const hex = (text: string): Uint8Array =>
  new Uint8Array(text.split(/\s+/).map((h) => parseInt(h, 16)));

/** Apple Technical Note TN1023, "Understanding PackBits": packed and unpacked data. */
const TN1023_PACKED = hex('FE AA 02 80 00 2A FD AA 03 80 00 2A 22 F7 AA');
const TN1023_UNPACKED = hex(
  'AA AA AA 80 00 2A AA AA AA AA 80 00 2A 22 AA AA AA AA AA AA AA AA AA AA',
);

describe.each(['wasm', 'reference'] as const)('packBitsDecode (%s)', (kind) => {
  const k = (): Kernels => (kind === 'wasm' ? wasm : reference);

  it('decodes the TN1023 example', () => {
    const dst = new Uint8Array(24);
    expect(k().packBitsDecode(TN1023_PACKED, dst)).toBe(24);
    expect(Array.from(dst)).toEqual(Array.from(TN1023_UNPACKED));
  });

  it('skips the −128 no-op header', () => {
    const dst = new Uint8Array(4);
    expect(k().packBitsDecode(hex('80 01 0A 0B 80 FF 0C'), dst)).toBe(4);
    expect(Array.from(dst)).toEqual([10, 11, 12, 12]);
  });

  it('stops at the end of dst and at truncated runs', () => {
    const small = new Uint8Array(5);
    expect(k().packBitsDecode(TN1023_PACKED, small)).toBe(5);
    expect(Array.from(small)).toEqual(Array.from(TN1023_UNPACKED.subarray(0, 5)));
    const dst = new Uint8Array(24);
    expect(k().packBitsDecode(hex('05 01 02'), dst)).toBe(2); // literal run cut short
    expect(k().packBitsDecode(hex('FD'), dst)).toBe(0); // repeat without its byte
    expect(k().packBitsDecode(new Uint8Array(0), dst)).toBe(0);
  });
});

describe('packBitsDecode: wasm matches the reference', () => {
  it('on the rgb8-packbits.tif strips', () => {
    const tiff = readTiffChunks(readFileSync(path.join(FIXTURES_DIR, 'tiff/rgb8-packbits.tif')));
    expect(tiff.compression).toBe(32773);
    for (const strip of tiff.chunks) {
      const a = new Uint8Array(chunkBytes(tiff));
      const b = new Uint8Array(chunkBytes(tiff));
      const n = wasm.packBitsDecode(strip, a);
      expect(n).toBe(reference.packBitsDecode(strip, b));
      expect(n).toBeGreaterThan(0);
      expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    }
  });

  it('on random (corrupt) input and random output sizes', () => {
    const next = prng(12);
    for (let trial = 0; trial < 200; trial++) {
      const src = randomBytes(Math.floor(next() * 2000), trial);
      const length = Math.floor(next() * 5000);
      const a = new Uint8Array(length + 8).fill(0xee);
      const b = new Uint8Array(length);
      const n = wasm.packBitsDecode(src, a.subarray(0, length));
      expect(n).toBe(reference.packBitsDecode(src, b));
      expect(Buffer.from(a.subarray(0, n)).equals(Buffer.from(b.subarray(0, n)))).toBe(true);
      expect(a.subarray(length).every((v) => v === 0xee)).toBe(true);
    }
  });
});
