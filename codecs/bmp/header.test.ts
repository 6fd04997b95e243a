/** Tricky and broken inputs for the BMP header parser. */
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../src/domain/imaging/byteSource';
import { PipelineError } from '../../src/domain/imaging/errors';
import { readHeader } from '../readHeader';
import type { Part } from '../common/testing/bytes';
import { bytes, u16le, u32le } from '../common/testing/bytes';

const read = (b: Uint8Array) => readHeader(bytesSource(b));

async function key(b: Uint8Array): Promise<string> {
  try {
    await read(b);
    return 'ok';
  } catch (error) {
    return error instanceof PipelineError ? error.failure.key : `other: ${String(error)}`;
  }
}

const bmp = (dib: Part[]) => {
  const d = bytes(...dib);
  return bytes('BM', u32le(14 + d.length + 4), [0, 0, 0, 0], u32le(14 + d.length), d, [0, 0, 0, 0]);
};
const info = (
  w: number,
  h: number,
  bits: number,
  compression = 0,
  ppm = 2835,
  size = 40,
  tail: Part = [],
) => [
  u32le(size),
  u32le(w),
  u32le(h >>> 0),
  u16le(1),
  u16le(bits),
  u32le(compression),
  u32le(0),
  u32le(ppm),
  u32le(ppm),
  u32le(0),
  u32le(0),
  tail,
];

describe('BMP header', () => {
  it('reads a top-down (negative height) bitmap as its absolute height', async () => {
    const h = await read(bmp(info(127, -64, 8)));
    expect([h.width, h.height, h.extra?.topDown, h.dpi]).toEqual([127, 64, true, [72.009, 72.009]]);
  });

  it('reads OS/2 BITMAPCOREHEADER sizes (16-bit)', async () => {
    const h = await read(bmp([u32le(12), u16le(30), u16le(20), u16le(1), u16le(24)]));
    expect([h.width, h.height, h.bitDepth, h.dpi]).toEqual([30, 20, 24, null]);
  });

  it('sees alpha only in a 32-bit bitfields image with an alpha mask', async () => {
    const masks = (alpha: number) =>
      bytes(
        u32le(0xff0000),
        u32le(0xff00),
        u32le(0xff),
        u32le(alpha),
        new Array<number>(68).fill(0),
      );
    expect((await read(bmp(info(2, 2, 32, 3, 2835, 124, masks(0xff000000))))).hasAlpha).toBe(true);
    expect((await read(bmp(info(2, 2, 32, 3, 2835, 124, masks(0))))).hasAlpha).toBe(false);
    expect((await read(bmp(info(2, 2, 32, 0)))).hasAlpha).toBe(false);
  });

  it.each([
    ['bit count 7', bmp(info(2, 2, 7))],
    ['zero width', bmp(info(0, 2, 24))],
    [
      'DIB header past the end',
      bytes('BM', u32le(0), [0, 0, 0, 0], u32le(54), u32le(40), u32le(2)),
    ],
  ])('%s → corrupt', async (_n, file) => {
    expect(await key(file)).toBe('corruptImage');
  });
});
