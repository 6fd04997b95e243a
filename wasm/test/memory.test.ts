/**
 * Bounded memory: downscaling a 12500×8000 (100 MP) gradient fed in 32-row strips never grows
 * the module's memory beyond strip + accumulator band + output + a small constant, and a second
 * run on the same instance reuses the freed blocks instead of growing again. Both builds.
 */
import { describe, expect, it } from 'vitest';
import { loadKernels } from '../index';
import { BUILDS } from './builds';

const SRC_W = 12500;
const SRC_H = 8000;
const STRIP_ROWS = 32;
/** Static data (LZW tables ≈ 33 KB), block headers and the last partial 64 KiB page (bytes). */
const CONSTANT = 256 * 1024;

/** R = x gradient, G = y gradient, B = 128, A = 255 (a picture whose averages are known). */
const red = (x: number): number => Math.floor((255 * x) / (SRC_W - 1));
const green = (y: number): number => Math.floor((255 * y) / (SRC_H - 1));

function strip(y0: number, rows: number, template: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(SRC_W * rows * 4);
  for (let r = 0; r < rows; r++) {
    bytes.set(template, r * SRC_W * 4);
    const g = green(y0 + r);
    for (let p = r * SRC_W * 4 + 1; p < (r + 1) * SRC_W * 4; p += 4) bytes[p] = g;
  }
  return bytes;
}

/** Area average of f over source [0, srcLength) for output cell i of dstLength cells (f64). */
function expectedAverage(
  f: (s: number) => number,
  srcLength: number,
  dstLength: number,
  i: number,
): number {
  const scale = srcLength / dstLength;
  const lo = i * scale;
  const hi = (i + 1) * scale;
  let sum = 0;
  for (let s = Math.floor(lo); s < Math.min(srcLength, Math.ceil(hi)); s++) {
    sum += f(s) * Math.max(0, Math.min(hi, s + 1) - Math.max(lo, s));
  }
  return Math.floor(sum / scale + 0.5);
}

describe.each(BUILDS)('Downscaler memory stays bounded (wasm, $name)', ({ url }) => {
  it.each([
    [961, 615],
    [2795, 1789],
  ])('12500×8000 → %i×%i in 32-row strips', async (dstW, dstH) => {
    const kernels = await loadKernels(url);
    const template = new Uint8Array(SRC_W * 4);
    for (let x = 0; x < SRC_W; x++) template.set([red(x), 0, 128, 255], x * 4);
    const run = (): Uint8ClampedArray => {
      const d = kernels.createDownscaler({
        srcWidth: SRC_W,
        srcHeight: SRC_H,
        dstWidth: dstW,
        dstHeight: dstH,
        alpha: false,
      });
      for (let y = 0; y < SRC_H; y += STRIP_ROWS)
        d.pushRows(strip(y, STRIP_ROWS, template), y, STRIP_ROWS);
      const out = d.output();
      d.dispose();
      return out;
    };
    const out = run();

    const stripBytes = SRC_W * STRIP_ROWS * 4;
    const bandRows = Math.ceil((STRIP_ROWS * dstH) / SRC_H) + 2;
    const ringBytes = bandRows * dstW * 16; // f32 × RGBA per open output pixel
    const tables = SRC_W * 8 + dstW * 4 + (dstW + 1) * 16;
    const outputBytes = dstW * dstH * 4;
    // The ring is reallocated when it grows, so old and new briefly coexist.
    const ceiling = stripBytes + 2 * ringBytes + tables + outputBytes + CONSTANT;
    const afterFirst = kernels.memoryBytes();
    expect(afterFirst).toBeLessThanOrEqual(ceiling);

    run();
    expect(kernels.memoryBytes()).toBe(afterFirst);

    // And the pixels are the gradient's area averages.
    for (let j = 0; j < dstW; j += 97) {
      expect(Math.abs(out[j * 4]! - expectedAverage(red, SRC_W, dstW, j))).toBeLessThanOrEqual(1);
    }
    for (let k = 0; k < dstH; k += 61) {
      expect(
        Math.abs(out[k * dstW * 4 + 1]! - expectedAverage(green, SRC_H, dstH, k)),
      ).toBeLessThanOrEqual(1);
      expect(out[k * dstW * 4 + 2]).toBe(128);
      expect(out[k * dstW * 4 + 3]).toBe(255);
    }
  });
});
