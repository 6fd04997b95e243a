/**
 * decodePsd on synthetic files of every colour mode (Bitmap, Indexed, Lab, CMYK 8/16,
 * Multichannel, Duotone), on each rule deciding whether an extra channel is transparency, and on
 * VersionInfo's hasRealMergedData.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import { decodeSpec, pixel as pixelAt } from './testing/decodeSpec';
import { concat, layerSection, plane, u32, versionInfo } from './testing/psdBuilder';
import type { PsdSpec } from './testing/psdBuilder';

const deflate = (d: Uint8Array): Uint8Array => zlib.deflateSync(d);
const W = 21; // odd, not a multiple of 8
const H = 13;
const pixel = (rgba: Uint8Array, x: number, y: number, width = W): number[] =>
  pixelAt(rgba, x, y, width);

/** Decodes `spec`, checking every row was delivered. */
async function decode(spec: PsdSpec): Promise<Uint8Array> {
  const { rgba, rowsDone } = await decodeSpec(spec, deflate);
  expect(rowsDone).toBe(spec.height);
  return rgba;
}

/** Naive CMYK → RGB of Photoshop-stored (inverted) values, as the kernel contract states. */
const cmykExpected = (stored: readonly number[]): number[] => {
  const [c, m, y, k] = stored.map((v) => 1 - v / 255) as [number, number, number, number];
  return [
    Math.round(255 * (1 - c) * (1 - k)),
    Math.round(255 * (1 - m) * (1 - k)),
    Math.round(255 * (1 - y) * (1 - k)),
    255,
  ];
};

describe('colour modes', () => {
  it.each([0, 1] as const)('Bitmap, compression %i: set bits are black', async (compression) => {
    const bit = (x: number, y: number): number => ((x + y) % 3 === 0 ? 1 : 0);
    const rgba = await decode({
      width: W,
      height: H,
      depth: 1,
      mode: 0,
      compression,
      channels: [plane(W, H, 1, bit)],
    });
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++)
        expect(pixel(rgba, x, y)).toEqual(bit(x, y) ? [0, 0, 0, 255] : [255, 255, 255, 255]);
  });

  it('Indexed: planar palette, transparency index 0x0417', async () => {
    const palette = new Uint8Array(768);
    for (let i = 0; i < 256; i++)
      [palette[i], palette[256 + i], palette[512 + i]] = [i, 255 - i, (i * 7) & 255];
    const index = (x: number, y: number): number => (x * 11 + y) & 255;
    const rgba = await decode({
      width: W,
      height: H,
      depth: 8,
      mode: 2,
      compression: 1,
      colourModeData: palette,
      resources: [{ id: 0x0417, data: new Uint8Array([0, 5]) }],
      channels: [plane(W, H, 8, index)],
    });
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const i = index(x, y);
        expect(pixel(rgba, x, y)).toEqual([i, 255 - i, (i * 7) & 255, i === 5 ? 0 : 255]);
      }
    }
  });

  it.each([8, 16] as const)('Lab %i-bit: white, black, mid gray, sRGB red', async (depth) => {
    const scale = depth === 16 ? 257 : 1;
    // [L, a, b] as 8-bit Photoshop values: L × 255 / 100, a + 128, b + 128 (D50 Lab of sRGB red).
    const colours = [
      [255, 128, 128],
      [0, 128, 128],
      [Math.round((50 * 255) / 100), 128, 128],
      [Math.round((54.29 * 255) / 100), 128 + 81, 128 + 70],
    ];
    const expected = [
      [255, 255, 255],
      [0, 0, 0],
      [119, 119, 119],
      [255, 0, 0],
    ];
    const width = colours.length;
    const rgba = await decode({
      width,
      height: 1,
      depth,
      mode: 9,
      compression: 0,
      channels: [0, 1, 2].map((c) => plane(width, 1, depth, (x) => colours[x]![c]! * scale)),
    });
    for (let x = 0; x < width; x++) {
      const got = pixel(rgba, x, 0, width);
      for (let c = 0; c < 3; c++)
        expect(Math.abs(got[c]! - expected[x]![c]!)).toBeLessThanOrEqual(3);
      expect(got[3]).toBe(255);
    }
  });

  it.each([8, 16] as const)('CMYK %i-bit, stored inverted (255 = no ink)', async (depth) => {
    const scale = depth === 16 ? 257 : 1;
    const inks = [
      [255, 255, 255, 255], // paper
      [255, 255, 255, 0], // full black
      [0, 255, 255, 255], // full cyan
      [128, 200, 30, 220],
    ];
    const width = inks.length;
    const rgba = await decode({
      width,
      height: 1,
      depth,
      mode: 4,
      compression: 1,
      channels: [0, 1, 2, 3].map((c) => plane(width, 1, depth, (x) => inks[x]![c]! * scale)),
    });
    for (let x = 0; x < width; x++) {
      const got = pixel(rgba, x, 0, width);
      const expected = cmykExpected(inks[x]!);
      for (let c = 0; c < 4; c++) expect(Math.abs(got[c]! - expected[c]!)).toBeLessThanOrEqual(1);
    }
    expect(pixel(rgba, 0, 0, width)).toEqual([255, 255, 255, 255]);
    expect(pixel(rgba, 1, 0, width)).toEqual([0, 0, 0, 255]);
    expect(pixel(rgba, 2, 0, width)).toEqual([0, 255, 255, 255]);
  });

  it.each([
    [1, [255, 255, 255, 100]],
    [3, [40, 90, 250, 255]],
    [4, [40, 90, 250, 100]],
    [5, [40, 90, 250, 100]],
  ] as const)(
    'Multichannel with %i plates: C, M, Y, K in order (1 plate: K)',
    async (count, stored) => {
      const plates = count === 1 ? [stored[3]] : stored.slice(0, Math.min(4, count));
      const channels = Array.from({ length: count }, (_, c) =>
        plane(2, 1, 8, () => (c < plates.length ? plates[c]! : 0)),
      );
      const rgba = await decode({
        width: 2,
        height: 1,
        depth: 8,
        mode: 7,
        compression: 0,
        channels,
      });
      const expected = cmykExpected(stored);
      const got = pixel(rgba, 1, 0, 2);
      for (let c = 0; c < 4; c++) expect(Math.abs(got[c]! - expected[c]!)).toBeLessThanOrEqual(1);
    },
  );

  it('Duotone is shown as its gray data', async () => {
    const rgba = await decode({
      width: W,
      height: H,
      depth: 8,
      mode: 8,
      compression: 1,
      colourModeData: new Uint8Array(100),
      channels: [plane(W, H, 8, (x) => x * 10)],
    });
    expect(pixel(rgba, 3, 4)).toEqual([30, 30, 30, 255]);
  });
});

describe('is an extra channel transparency?', () => {
  // RGB 100/150/200 at alpha 128, stored matted over white as Photoshop writes the composite.
  const matted = (c: number, a: number): number => Math.round((c * a) / 255 + 255 * (1 - a / 255));
  const rgbAlpha = (extra: Partial<PsdSpec>, depth: 8 | 16 = 8): PsdSpec => {
    const scale = depth === 16 ? 257 : 1;
    return {
      width: 2,
      height: 2,
      depth,
      mode: 3,
      compression: 1,
      channels: [
        ...[100, 150, 200].map((c) => plane(2, 2, depth, () => matted(c, 128) * scale)),
        plane(2, 2, depth, () => 128 * scale),
      ],
      ...extra,
    };
  };
  const ALPHA = [100, 150, 200, 128];
  const OPAQUE = [matted(100, 128), matted(150, 128), matted(200, 128), 255];

  it.each([
    ['negative layer count', { layerSection: layerSection(1, -1) }, ALPHA],
    [
      'a Mtrn block',
      { layerSection: layerSection(1, null, [{ key: 'Mtrn', data: new Uint8Array(4) }]) },
      ALPHA,
    ],
    ['alpha identifier 0', { resources: [{ id: 0x041d, data: u32(0) }] }, ALPHA],
    ['no layers and no identifiers (third-party flattened RGBA)', {}, ALPHA],
    [
      'alpha identifier 7 (a saved selection)',
      { resources: [{ id: 0x041d, data: u32(7) }] },
      OPAQUE,
    ],
    ['positive layer count', { layerSection: layerSection(1, 2) }, OPAQUE],
    [
      'PSB, negative layer count',
      { version: 2 as const, layerSection: layerSection(2, -3) },
      ALPHA,
    ],
  ] as [string, Partial<PsdSpec>, number[]][])('%s', async (_name, extra, expected) => {
    const got = pixel(await decode(rgbAlpha(extra)), 1, 1, 2);
    for (let c = 0; c < 4; c++) expect(Math.abs(got[c]! - expected[c]!)).toBeLessThanOrEqual(1);
  });

  it('16-bit: negative count in the Lr16 block', async () => {
    const lr16 = concat([new Uint8Array([0xff, 0xfe]), new Uint8Array(3)]); // count −2, odd length
    const got = pixel(
      await decode(
        rgbAlpha({ layerSection: layerSection(1, null, [{ key: 'Lr16', data: lr16 }]) }, 16),
      ),
      0,
      0,
      2,
    );
    for (let c = 0; c < 4; c++) expect(Math.abs(got[c]! - ALPHA[c]!)).toBeLessThanOrEqual(1);
  });
});

describe('VersionInfo (0x0421)', () => {
  const base: PsdSpec = {
    width: 4,
    height: 4,
    depth: 8,
    mode: 1,
    compression: 0,
    channels: [plane(4, 4, 8, () => 9)],
  };

  it('hasRealMergedData = 0 → psdNoComposite', async () => {
    const error = await decode({ ...base, resources: [versionInfo(false)] }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PipelineError);
    expect((error as PipelineError).failure.key).toBe(PipelineErrorKey.psdNoComposite);
  });

  it('hasRealMergedData = 1, or no VersionInfo → decodes', async () => {
    expect(pixel(await decode({ ...base, resources: [versionInfo(true)] }), 0, 0, 4)).toEqual([
      9, 9, 9, 255,
    ]);
    expect(pixel(await decode(base), 0, 0, 4)).toEqual([9, 9, 9, 255]);
  });
});
