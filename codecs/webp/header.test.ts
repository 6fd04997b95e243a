/** Tricky and broken inputs for the WebP header parser. */
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../src/domain/imaging/byteSource';
import { PipelineError } from '../../src/domain/imaging/errors';
import { readHeader } from '../readHeader';
import type { Part } from '../common/testing/bytes';
import { bytes, exifEntries, tiff, u16le, u32le } from '../common/testing/bytes';

const read = (b: Uint8Array) => readHeader(bytesSource(b));

async function key(b: Uint8Array): Promise<string> {
  try {
    await read(b);
    return 'ok';
  } catch (error) {
    return error instanceof PipelineError ? error.failure.key : `other: ${String(error)}`;
  }
}

const riff = (...chunks: Uint8Array[]) => {
  const body = bytes('WEBP', ...chunks);
  return bytes('RIFF', u32le(body.length), body);
};
const wchunk = (type: string, ...data: Part[]) => {
  const d = bytes(...data);
  return bytes(type, u32le(d.length), d, d.length & 1 ? [0] : []);
};
const u24le = (v: number) => [v & 255, (v >> 8) & 255, (v >> 16) & 255];
const vp8x = (flags: number, w: number, h: number) =>
  wchunk('VP8X', [flags, 0, 0, 0], u24le(w - 1), u24le(h - 1));

describe('WebP header', () => {
  it('reads lossy (VP8 ) and lossless (VP8L) sizes', async () => {
    const lossy = await read(
      riff(wchunk('VP8 ', [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a], u16le(550), u16le(368), [0, 0])),
    );
    expect([lossy.width, lossy.height, lossy.hasAlpha]).toEqual([550, 368, false]);
    const bits = (199 & 0x3fff) | ((149 & 0x3fff) << 14) | (1 << 28);
    const lossless = await read(riff(wchunk('VP8L', [0x2f], u32le(bits))));
    expect([lossless.width, lossless.height, lossless.hasAlpha]).toEqual([200, 150, true]);
  });

  it('counts ANMF frames of an animation and reads its canvas', async () => {
    const anmf = wchunk('ANMF', new Array<number>(16).fill(0));
    const h = await read(
      riff(vp8x(0x12, 370, 285), wchunk('ANIM', [0, 0, 0, 0, 3, 0]), anmf, anmf, anmf),
    );
    expect([h.width, h.height, h.pages, h.hasAlpha]).toEqual([370, 285, 3, true]);
  });

  it('reads orientation and resolution from the EXIF chunk', async () => {
    const exif = tiff(false, [exifEntries({ orientation: 8, dpi: [300, 300], unit: 2 })]).bytes;
    const h = await read(
      riff(vp8x(0x08, 400, 600), wchunk('VP8 ', [0]), wchunk('EXIF', 'Exif\0\0', exif)),
    );
    expect([h.orientationTag, h.orientation.rotate, h.dpi]).toEqual([8, 270, [300, 300]]);
  });

  it.each([
    ['bad VP8 start code', riff(wchunk('VP8 ', [0, 0, 0, 1, 2, 3, 0, 0, 0, 0]))],
    ['unknown first chunk', riff(wchunk('JUNK', [0, 0, 0, 0]))],
    ['truncated VP8X', riff(wchunk('VP8X', [0, 0]))],
    ['RIFF header only', bytes('RIFF', u32le(4), 'WEBP')],
  ])('%s → corrupt', async (_n, file) => {
    expect(await key(file)).toBe('corruptImage');
  });
});
