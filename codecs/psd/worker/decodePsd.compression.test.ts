/**
 * decodePsd on synthetic RGB and Grayscale files (testing/psdBuilder.ts): every compression (raw,
 * RLE, ZIP, ZIP with prediction) at 8/16/32 bits, PSB's 4-byte RLE counts, strips cut to an
 * 8-pixel budget; ag-psd cross-checks the builder where it can read the file.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { agPsdComposite, decodeSpec, pixel as pixelAt } from './testing/decodeSpec';
import { buildPsd, plane } from './testing/psdBuilder';
import type { PsdSpec } from './testing/psdBuilder';

const deflate = (d: Uint8Array): Uint8Array => zlib.deflateSync(d);
const W = 21; // odd, not a multiple of 8
const H = 13;
const pixel = (rgba: Uint8Array, x: number, y: number): number[] => pixelAt(rgba, x, y, W);
const hash = (x: number, y: number, c: number): number =>
  ((x * 73856093) ^ (y * 19349663) ^ ((c + 1) * 83492791)) >>> 0;
const srgb = (v: number): number =>
  Math.round(
    255 *
      (v <= 0.0031308 ? 12.92 * Math.max(0, v) : 1.055 * Math.pow(Math.min(1, v), 1 / 2.4) - 0.055),
  );

/** Decodes `spec`, checking every row was delivered. */
async function decode(spec: PsdSpec, maxPiecePixels = 5_000_000): Promise<Uint8Array> {
  const { rgba, rowsDone } = await decodeSpec(spec, deflate, maxPiecePixels);
  expect(rowsDone).toBe(spec.height);
  return rgba;
}

/** Sample value at depth, and what it becomes in 8 bits. */
function sampler(
  depth: 8 | 16 | 32,
  c: number,
): { stored: (x: number, y: number) => number; eight: (x: number, y: number) => number } {
  if (depth === 8)
    return { stored: (x, y) => hash(x, y, c) & 255, eight: (x, y) => hash(x, y, c) & 255 };
  if (depth === 16)
    return {
      stored: (x, y) => hash(x, y, c) & 0xffff,
      eight: (x, y) => Math.round((hash(x, y, c) & 0xffff) / 257),
    };
  const f = (x: number, y: number): number =>
    Math.fround(((hash(x, y, c) % 1000) / 1000) * 1.2 - 0.1); // includes <0 and >1
  return { stored: f, eight: (x, y) => srgb(f(x, y)) };
}

describe('compressions and depths (RGB and Grayscale)', () => {
  const cases: [string, 1 | 3, 8 | 16 | 32, 0 | 1 | 2 | 3, 1 | 2][] = [];
  for (const mode of [1, 3] as const) {
    const name = mode === 3 ? 'RGB' : 'Gray';
    for (const depth of [8, 16, 32] as const) {
      for (const compression of [0, 1, 2, 3] as const)
        cases.push([
          `${name} ${depth}-bit, compression ${compression}`,
          mode,
          depth,
          compression,
          1,
        ]);
    }
    cases.push([`${name} 8-bit PSB RLE (4-byte counts)`, mode, 8, 1, 2]);
    cases.push([`${name} 16-bit PSB ZIP+prediction`, mode, 16, 3, 2]);
  }

  it.each(cases)('%s', async (_name, mode, depth, compression, version) => {
    const count = mode === 3 ? 3 : 1;
    const samplers = Array.from({ length: count }, (_, c) => sampler(depth, c));
    const spec: PsdSpec = {
      version,
      width: W,
      height: H,
      depth,
      mode,
      compression,
      channels: samplers.map((s) => plane(W, H, depth, s.stored)),
    };
    for (const budget of [5_000_000, 8]) {
      const rgba = await decode(spec, budget);
      for (let y = 0; y < H; y++) {
        for (let x = 0; x < W; x++) {
          const e = samplers.map((s) => s.eight(x, y));
          const expected = count === 3 ? [e[0]!, e[1]!, e[2]!, 255] : [e[0]!, e[0]!, e[0]!, 255];
          const got = pixel(rgba, x, y);
          for (let c = 0; c < 4; c++)
            expect(Math.abs(got[c]! - expected[c]!)).toBeLessThanOrEqual(depth === 32 ? 1 : 0);
        }
      }
    }
  });

  it.each([
    [3, 8, 0],
    [3, 8, 1],
    [3, 16, 0],
    [1, 16, 0],
    [1, 8, 1],
    // Not 16-bit RLE: ag-psd 31 decodes only `width` bytes of each 2 × width-byte row.
  ] as const)(
    'ag-psd agrees on synthetic mode %i, %i-bit, compression %i (checks the builder too)',
    async (mode, depth, compression) => {
      const count = mode === 3 ? 3 : 1;
      const spec: PsdSpec = {
        width: W,
        height: H,
        depth,
        mode,
        compression,
        channels: Array.from({ length: count }, (_, c) =>
          plane(W, H, depth, sampler(depth, c).stored),
        ),
      };
      const expected = agPsdComposite(buildPsd(spec, deflate));
      const rgba = await decode(spec);
      for (let i = 0; i < rgba.length; i++)
        expect(Math.abs(rgba[i]! - expected[i]!)).toBeLessThanOrEqual(2);
    },
  );
});
