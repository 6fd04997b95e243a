/** Tricky and broken inputs for the PNG header parser. */
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../src/domain/imaging/byteSource';
import { PipelineError } from '../../src/domain/imaging/errors';
import { readHeader } from '../readHeader';
import type { Part } from '../common/testing/bytes';
import { bytes, exifEntries, tiff, u32be } from '../common/testing/bytes';

const read = (b: Uint8Array) => readHeader(bytesSource(b));

async function key(b: Uint8Array): Promise<string> {
  try {
    await read(b);
    return 'ok';
  } catch (error) {
    return error instanceof PipelineError ? error.failure.key : `other: ${String(error)}`;
  }
}

const PNG_SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const chunk = (type: string, ...data: Part[]) => {
  const d = bytes(...data);
  return bytes(u32be(d.length), type, d, [0, 0, 0, 0]); // CRC is not checked by the header parser
};
const ihdr = (w: number, h: number, depth = 8, colour = 2) =>
  chunk('IHDR', u32be(w), u32be(h), [depth, colour, 0, 0, 0]);
const png = (...chunks: Uint8Array[]) =>
  bytes(PNG_SIG, ...chunks, chunk('IDAT', [1, 2, 3]), chunk('IEND'));

describe('PNG header', () => {
  it('reads pHYs in pixels per metre (unit 1) and ignores unit 0', async () => {
    expect(
      (await read(png(ihdr(4, 4), chunk('pHYs', u32be(11811), u32be(11811), [1])))).dpi,
    ).toEqual([299.9994, 299.9994]);
    expect((await read(png(ihdr(4, 4), chunk('pHYs', u32be(2), u32be(1), [0])))).dpi).toBeNull();
  });

  it('stops at the first IDAT (a pHYs after it does not count)', async () => {
    const file = bytes(
      PNG_SIG,
      ihdr(4, 4),
      chunk('IDAT', [1]),
      chunk('pHYs', u32be(11811), u32be(11811), [1]),
      chunk('IEND'),
    );
    expect((await read(file)).dpi).toBeNull();
  });

  it('reads tRNS (alpha), acTL (frames) and eXIf (orientation reported, not applied)', async () => {
    const exif = tiff(false, [exifEntries({ orientation: 6 })]).bytes;
    const h = await read(
      png(
        ihdr(10, 20, 8, 3),
        chunk('PLTE', [0, 0, 0]),
        chunk('tRNS', [0]),
        chunk('acTL', u32be(5), u32be(0)),
        chunk('eXIf', exif),
      ),
    );
    expect([h.hasAlpha, h.pages, h.colourModel, h.orientationTag, h.orientation.rotate]).toEqual([
      true,
      5,
      'indexed',
      6,
      0,
    ]);
  });

  it('keeps the IHDR facts when a chunk runs past the end', async () => {
    const h = await read(bytes(PNG_SIG, ihdr(7, 9), u32be(0x7fffffff), 'zTXt', [1, 2]));
    expect([h.width, h.height]).toEqual([7, 9]);
  });

  it.each([
    ['truncated IHDR', bytes(PNG_SIG, u32be(13), 'IHDR', u32be(10))],
    ['first chunk not IHDR', bytes(PNG_SIG, chunk('tEXt', 'a'), ihdr(4, 4))],
    ['IHDR of the wrong length', bytes(PNG_SIG, chunk('IHDR', u32be(4), u32be(4), [8, 2, 0, 0]))],
    ['bit depth 4 for RGB', png(ihdr(4, 4, 4, 2))],
    ['colour type 5', png(ihdr(4, 4, 8, 5))],
    ['zero width', png(ihdr(0, 4))],
    ['width above 2^31 - 1', png(ihdr(0x80000000, 4))],
  ])('%s → corrupt', async (_n, file) => {
    expect(await key(file)).toBe('corruptImage');
  });
});
