/** Sample conversions and the predictor: exhaustive where the domain is small, else random. */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReferenceKernels, loadKernels, type Kernels } from '../index';
import { randomBytes } from './random';

const wasmBytes = readFileSync(new URL('../build/kernels.wasm', import.meta.url));
const reference = createReferenceKernels();
let wasm: Kernels;
beforeAll(async () => {
  wasm = await loadKernels(wasmBytes);
});

const same = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a).equals(Buffer.from(b));

describe('cmykToRgba', () => {
  // Every (ink, black) pair in each channel: 65,536 pixels.
  const src = new Uint8Array(65536 * 4);
  for (let i = 0; i < 65536; i++) src.set([i & 0xff, (i * 7) & 0xff, i >> 8, i >> 8], i * 4);
  for (let i = 0; i < 65536; i++) src[i * 4 + 3] = i >> 8;

  it.each([false, true])('wasm equals the reference exactly (inverted %s)', (inverted) => {
    const a = new Uint8Array(src.length);
    const b = new Uint8Array(src.length);
    wasm.cmykToRgba(src, a, 65536, inverted);
    reference.cmykToRgba(src, b, 65536, inverted);
    expect(same(a, b)).toBe(true);
  });

  it('follows the naive formula', () => {
    const dst = new Uint8Array(12);
    const cmyk = new Uint8Array([0, 0, 0, 0, 255, 0, 0, 0, 0, 0, 0, 128]);
    for (const k of [wasm, reference]) {
      k.cmykToRgba(cmyk, dst, 3, false);
      expect(Array.from(dst)).toEqual([255, 255, 255, 255, 0, 255, 255, 255, 127, 127, 127, 255]);
      k.cmykToRgba(cmyk, dst, 3, true); // Adobe: 0 = full ink
      expect(Array.from(dst)).toEqual([0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255]);
    }
  });
});

describe('sixteenToEight', () => {
  it.each([false, true])(
    'every 16-bit value rounds to round(v / 257) (little-endian %s)',
    (littleEndian) => {
      const src = new Uint8Array(65536 * 2);
      for (let v = 0; v < 65536; v++) {
        src[v * 2 + (littleEndian ? 1 : 0)] = v >> 8;
        src[v * 2 + (littleEndian ? 0 : 1)] = v & 0xff;
      }
      const expected = new Uint8Array(65536).map((_, v) => Math.round(v / 257));
      for (const k of [wasm, reference]) {
        const dst = new Uint8Array(65536);
        k.sixteenToEight(src, dst, 65536, littleEndian);
        expect(same(dst, expected)).toBe(true);
      }
    },
  );
});

describe('planarToRgba and interleavedToRgba', () => {
  it.each([1, 2, 3, 4] as const)(
    '%i channel(s): wasm equals the reference, odd pixel count',
    (channels) => {
      const pixels = 1001;
      const interleaved = randomBytes(pixels * channels, channels);
      const planes = Array.from({ length: channels }, (_, c) =>
        interleaved.filter((_, i) => i % channels === c),
      );
      const outputs = [wasm, reference].flatMap((k) => {
        const a = new Uint8Array(pixels * 4);
        const b = new Uint8Array(pixels * 4);
        k.interleavedToRgba(interleaved, a, pixels, channels);
        k.planarToRgba(planes, b, pixels);
        return [a, b];
      });
      for (const out of outputs) expect(same(out, outputs[0]!)).toBe(true);
      const first = Array.from(outputs[0]!.subarray(0, 4));
      const s = Array.from(interleaved.subarray(0, channels));
      const expected = [
        [s[0], s[0], s[0], 255],
        [s[0], s[0], s[0], s[1]],
        [s[0], s[1], s[2], 255],
        s,
      ][channels - 1];
      expect(first).toEqual(expected);
    },
  );

  it('reject short buffers and bad channel counts with RangeError', () => {
    for (const k of [wasm, reference]) {
      expect(() => k.interleavedToRgba(new Uint8Array(5), new Uint8Array(8), 2, 3)).toThrow(
        RangeError,
      );
      expect(() => k.planarToRgba([], new Uint8Array(8), 2)).toThrow(RangeError);
      expect(() => k.cmykToRgba(new Uint8Array(8), new Uint8Array(7), 2, false)).toThrow(
        RangeError,
      );
      expect(() => k.sixteenToEight(new Uint8Array(3), new Uint8Array(2), 2, false)).toThrow(
        RangeError,
      );
    }
  });
});

describe('undoHorizontalPredictor8', () => {
  it.each([1, 2, 3, 4, 5])('%i sample(s) per pixel: wasm equals the reference', (spp) => {
    const width = 37;
    const rows = 9;
    const data = randomBytes(width * rows * spp + 3, spp); // trailing bytes stay untouched
    const a = data.slice();
    const b = data.slice();
    wasm.undoHorizontalPredictor8(a, width, rows, spp);
    reference.undoHorizontalPredictor8(b, width, rows, spp);
    expect(same(a, b)).toBe(true);
    expect(Array.from(a.subarray(-3))).toEqual(Array.from(data.subarray(-3)));
    // First pixel of each row unchanged, second = first + difference (mod 256).
    expect(a[0]).toBe(data[0]);
    expect(a[spp]).toBe((data[0]! + data[spp]!) & 0xff);
  });

  it('rejects data shorter than width × rows × samples', () => {
    for (const k of [wasm, reference]) {
      expect(() => k.undoHorizontalPredictor8(new Uint8Array(10), 4, 1, 3)).toThrow(RangeError);
    }
  });
});
