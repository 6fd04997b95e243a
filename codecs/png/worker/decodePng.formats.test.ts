/**
 * decodePng on synthetic PNGs (testing/pngBuilder.ts) of every colour type and bit depth, with
 * tRNS variants and every filter type, against the reference decoder.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodePngBytes } from './testing/decodeHelpers';
import { buildPng } from './testing/pngBuilder';
import type { PngSpec } from './testing/pngBuilder';
import { referenceDecodePng } from './testing/referencePng';

const inflate = (d: Uint8Array): Uint8Array => zlib.inflateSync(d);
const deflate = (d: Uint8Array): Uint8Array => zlib.deflateSync(d);

describe('decodePng on every colour type and bit depth', () => {
  const W = 37; // not a multiple of 8: sub-byte rows end mid-byte
  const H = 23;
  const hash = (x: number, y: number, c: number): number =>
    ((x * 73856093) ^ (y * 19349663) ^ (c * 83492791)) >>> 0;
  const palette = new Uint8Array(Array.from({ length: 256 * 3 }, (_, i) => (i * 37) & 255));
  const cases: [string, Partial<PngSpec> & Pick<PngSpec, 'colourType' | 'bitDepth'>][] = [];
  for (const depth of [1, 2, 4, 8, 16] as const)
    cases.push([`gray ${depth}`, { colourType: 0, bitDepth: depth }]);
  for (const depth of [1, 2, 4, 8] as const) {
    cases.push([
      `palette ${depth}`,
      { colourType: 3, bitDepth: depth, palette: palette.subarray(0, 3 << depth) },
    ]);
  }
  for (const depth of [8, 16] as const) {
    cases.push([`rgb ${depth}`, { colourType: 2, bitDepth: depth }]);
    cases.push([`gray+alpha ${depth}`, { colourType: 4, bitDepth: depth }]);
    cases.push([`rgba ${depth}`, { colourType: 6, bitDepth: depth }]);
  }
  cases.push([
    'palette 4 + tRNS',
    {
      colourType: 3,
      bitDepth: 4,
      palette: palette.subarray(0, 48),
      trns: new Uint8Array([0, 128, 255, 7]),
    },
  ]);
  cases.push([
    'palette 8, indices past PLTE',
    { colourType: 3, bitDepth: 8, palette: palette.subarray(0, 30) },
  ]);
  cases.push(['gray 2 + tRNS key', { colourType: 0, bitDepth: 2, trns: new Uint8Array(2) }]);
  cases.push(['gray 8 + tRNS key', { colourType: 0, bitDepth: 8, trns: new Uint8Array(2) }]);
  cases.push(['gray 16 + tRNS key', { colourType: 0, bitDepth: 16, trns: new Uint8Array(2) }]);
  cases.push(['rgb 8 + tRNS key', { colourType: 2, bitDepth: 8, trns: new Uint8Array(6) }]);
  cases.push(['rgb 16 + tRNS key', { colourType: 2, bitDepth: 16, trns: new Uint8Array(6) }]);

  it.each(cases)('%s', async (_name, partial) => {
    const max = (1 << partial.bitDepth) - 1;
    // Small value ranges make tRNS keys hit often; 16-bit samples use both bytes.
    const keyed = partial.trns && partial.colourType !== 3;
    const spec: PngSpec = {
      width: W,
      height: H,
      sample: (x, y, c) =>
        (keyed ? hash(x, y, c) % 4 : hash(x, y, c) % (max + 1)) *
        (keyed && partial.bitDepth === 16 ? 257 : 1),
      ...partial,
    };
    if (keyed) {
      // The key is the colour of pixel (5, 5), so it occurs at least once.
      const samples = partial.colourType === 0 ? [0] : [0, 1, 2];
      spec.trns = new Uint8Array(
        samples.flatMap((c) => [spec.sample(5, 5, c) >> 8, spec.sample(5, 5, c) & 255]),
      );
    }
    const bytes = buildPng(spec, deflate);
    const reference = referenceDecodePng(bytes, inflate);
    for (const budget of [5_000_000, 16]) {
      const got = await decodePngBytes(bytes, budget);
      expect(Buffer.from(got.rgba).equals(Buffer.from(reference.rgba))).toBe(true);
    }
    if (partial.trns) expect(reference.rgba.some((v, i) => i % 4 === 3 && v === 0)).toBe(true);
  });

  it('the reference decoder agrees with the samples written (8-bit RGBA, all filters)', () => {
    const spec: PngSpec = {
      width: W,
      height: H,
      colourType: 6,
      bitDepth: 8,
      sample: (x, y, c) => hash(x, y, c) & 255,
    };
    const reference = referenceDecodePng(buildPng(spec, deflate), inflate);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        for (let c = 0; c < 4; c++)
          expect(reference.rgba[(y * W + x) * 4 + c]).toBe(spec.sample(x, y, c));
      }
    }
  });
});
