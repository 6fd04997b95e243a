/** loadKernels: every kind of source, stale builds, and memory reuse across calls. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadKernels, simdSupported } from '../index';
import { lzwEncode } from './lzwEncoder';
import { randomBytes } from './random';

const wasmBytes = readFileSync(new URL('../build/kernels.wasm', import.meta.url));
const simdUrl = new URL('../build/kernels-simd.wasm', import.meta.url);
const missingUrl = new URL('../build/missing.wasm', import.meta.url);

describe('loadKernels', () => {
  it('instantiates from bytes, an ArrayBuffer and a compiled Module', async () => {
    const buffer = wasmBytes.buffer.slice(
      wasmBytes.byteOffset,
      wasmBytes.byteOffset + wasmBytes.byteLength,
    );
    for (const source of [wasmBytes, buffer, await WebAssembly.compile(wasmBytes)]) {
      const kernels = await loadKernels(source);
      expect(kernels.kind).toBe('wasm');
      const dst = new Uint8Array(4);
      kernels.interleavedToRgba(new Uint8Array([9]), dst, 1, 1);
      expect(Array.from(dst)).toEqual([9, 9, 9, 255]);
    }
  });

  it('loads the default URL (read with fs under Node), and rejects invalid or stale modules', async () => {
    expect((await loadKernels()).kind).toBe('wasm');
    expect((await loadKernels(new URL('../build/kernels.wasm', import.meta.url))).kind).toBe(
      'wasm',
    );
    await expect(loadKernels(missingUrl)).rejects.toThrow();
    await expect(loadKernels(new Uint8Array([0, 97, 115, 109]))).rejects.toThrow();
    const empty = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]); // a valid module with no exports
    await expect(loadKernels(empty)).rejects.toThrow(/lacks exports/);
  });

  it('loads the SIMD build by default where SIMD validates', async () => {
    expect((await loadKernels()).simd).toBe(simdSupported());
  });

  // Every supported Node (20, 22, 24) has SIMD128, so the test runs everywhere it is run; an
  // engine without it never tries the SIMD build (the case above).
  it('picks the SIMD build, and falls back to the scalar one', async () => {
    expect(simdSupported()).toBe(true);
    expect((await loadKernels(wasmBytes)).simd).toBe(false);
    expect((await loadKernels(simdUrl)).simd).toBe(true);
    const both = { simd: simdUrl, scalar: wasmBytes };
    expect((await loadKernels(both)).simd).toBe(true);
    // A missing, corrupt or stale SIMD build falls back; a missing scalar one still rejects.
    const stale = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]);
    for (const simd of [missingUrl, new Uint8Array([0, 97, 115, 109]), stale]) {
      const kernels = await loadKernels({ simd, scalar: wasmBytes });
      expect(kernels.simd).toBe(false);
    }
    expect((await loadKernels({ scalar: wasmBytes })).simd).toBe(false);
    await expect(loadKernels({ simd: missingUrl, scalar: missingUrl })).rejects.toThrow();
  });

  it('reuses freed blocks: repeated calls do not grow memory', async () => {
    const kernels = await loadKernels(wasmBytes);
    const input = randomBytes(200_000, 1);
    const encoded = lzwEncode(input);
    const dst = new Uint8Array(input.length);
    kernels.lzwDecode(encoded, dst);
    const after = kernels.memoryBytes();
    for (let i = 0; i < 20; i++) {
      expect(kernels.lzwDecode(encoded, dst)).toBe(input.length);
      kernels.cmykToRgba(input, new Uint8Array(input.length), input.length / 4, false);
    }
    expect(kernels.memoryBytes()).toBe(after);
    expect(Buffer.from(dst).equals(Buffer.from(input))).toBe(true);
  });

  it('throws a RangeError, not a trap, when memory cannot grow that far', async () => {
    const kernels = await loadKernels(wasmBytes);
    // 4 × 40,000 × 40,000 bytes of output exceeds the 4 GiB a 32-bit module can address.
    expect(() =>
      kernels.createDownscaler({
        srcWidth: 40_000,
        srcHeight: 40_000,
        dstWidth: 40_000,
        dstHeight: 39_999,
        alpha: false,
      }),
    ).toThrow(RangeError);
    // The instance stays usable.
    const dst = new Uint8Array(4);
    kernels.interleavedToRgba(new Uint8Array([1, 2, 3]), dst, 1, 3);
    expect(Array.from(dst)).toEqual([1, 2, 3, 255]);
  });
});
