import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../src/domain/imaging/byteSource';
import { PipelineError } from '../../src/domain/imaging/errors';
import { readHeader } from '../readHeader';
import type { TiffEntry } from '../common/testing/bytes';
import { bytes, exifEntries, patchU32, tiff, u16le, u32le } from '../common/testing/bytes';

const page = (width: number, height: number, extra: TiffEntry[] = []): TiffEntry[] => [
  { tag: 256, type: 4, values: [width] },
  { tag: 257, type: 4, values: [height] },
  { tag: 258, type: 3, values: [8, 8, 8] },
  { tag: 262, type: 3, values: [2] },
  { tag: 277, type: 3, values: [3] },
  ...extra,
];

async function key(b: Uint8Array): Promise<string> {
  try {
    await readHeader(bytesSource(b));
    return 'ok';
  } catch (error) {
    return error instanceof PipelineError ? error.failure.key : `other: ${String(error)}`;
  }
}

describe('TIFF header', () => {
  it.each([true, false])('reads IFD0 in either byte order (little-endian %s)', async (little) => {
    const t = tiff(little, [
      page(300, 200, exifEntries({ orientation: 8, dpi: [300, 300], unit: 2 })),
    ]);
    const h = await readHeader(bytesSource(t.bytes));
    expect([h.format, h.width, h.height, h.pages, h.bitDepth, h.colourModel]).toEqual([
      'tiff',
      300,
      200,
      1,
      8,
      'rgb',
    ]);
    expect(h.orientationTag).toBe(8);
    expect(h.orientation).toEqual({ rotate: 270, flipHorizontal: false });
    expect(h.dpi).toEqual([300, 300]);
    expect(h.extra?.littleEndian).toBe(little);
  });

  it.each([
    [2, [300, 300]],
    [3, [299.72, 299.72]],
    [1, null],
  ] as const)('ResolutionUnit %i', async (unit, want) => {
    const res = unit === 3 ? 118 : 300;
    const t = tiff(true, [page(10, 10, exifEntries({ dpi: [res, res], unit }))]);
    expect((await readHeader(bytesSource(t.bytes))).dpi).toEqual(want);
  });

  it('counts the IFDs of the main chain, not the EXIF IFD', async () => {
    const exifIfd: TiffEntry = { tag: 34665, type: 4, values: [8] }; // points at IFD0 itself: never followed
    const t = tiff(true, [page(40, 30, [exifIfd]), page(20, 15), page(10, 5)]);
    const h = await readHeader(bytesSource(t.bytes));
    expect([h.pages, h.width, h.height, h.extra?.chainBroken]).toEqual([3, 40, 30, false]);
  });

  it('stops counting at an IFD loop', async () => {
    const t = tiff(true, [page(40, 30), page(20, 15)]);
    const [ifd0 = 0, ifd1 = 0] = t.ifdOffsets;
    patchU32(t.bytes, ifd1 + 2 + 5 * 12, ifd0, true); // IFD1.next → IFD0
    const h = await readHeader(bytesSource(t.bytes));
    expect([h.pages, h.extra?.chainBroken]).toEqual([2, true]);

    const self = tiff(true, [page(40, 30)]);
    patchU32(self.bytes, 8 + 2 + 5 * 12, 8, true); // IFD0.next → IFD0
    const s = await readHeader(bytesSource(self.bytes));
    expect([s.pages, s.extra?.chainBroken]).toEqual([1, true]);
  });

  it('keeps the pages it has when a later IFD offset is past the end', async () => {
    const t = tiff(false, [page(40, 30)]);
    patchU32(t.bytes, 8 + 2 + 5 * 12, 0x7fff0000, false);
    const h = await readHeader(bytesSource(t.bytes));
    expect([h.pages, h.extra?.chainBroken]).toEqual([1, true]);
  });

  it('reports alpha from ExtraSamples 1 or 2 only', async () => {
    const alpha = (v: number) =>
      readHeader(
        bytesSource(tiff(true, [page(4, 4, [{ tag: 338, type: 3, values: [v] }])]).bytes),
      ).then((h) => h.hasAlpha);
    expect([await alpha(0), await alpha(1), await alpha(2)]).toEqual([false, true, true]);
  });

  it('reads BigTIFF (64-bit offsets and counts)', async () => {
    const entry = (tag: number, type: number, value: number) =>
      bytes(u16le(tag), u16le(type), u32le(1), u32le(0), u32le(value), u32le(0));
    const file = bytes(
      'II',
      u16le(43),
      u16le(8),
      u16le(0),
      u32le(16),
      u32le(0),
      u32le(3),
      u32le(0),
      entry(256, 4, 640),
      entry(257, 4, 480),
      entry(274, 3, 3),
      u32le(0),
      u32le(0),
    );
    const h = await readHeader(bytesSource(file));
    expect([h.width, h.height, h.orientationTag, h.extra?.bigTiff]).toEqual([640, 480, 3, true]);
  });

  it.each([
    ['header only', bytes('II', u16le(42), u32le(8))],
    ['IFD0 offset past the end', bytes('II', u16le(42), u32le(0x10000))],
    ['IFD0 offset inside the header', bytes('II', u16le(42), u32le(2), [0, 0, 0, 0])],
    ['entry count past the end', bytes('II', u16le(42), u32le(8), u16le(500), [0, 0, 0, 0])],
    ['no ImageWidth', tiff(true, [[{ tag: 257, type: 4, values: [10] }]]).bytes],
    ['zero size', tiff(true, [page(0, 10)]).bytes],
    ['truncated BigTIFF header', bytes('II', u16le(43), u16le(8), u16le(0))],
  ])('%s → corrupt', async (_name, file) => {
    expect(await key(file)).toBe('corruptImage');
  });
});
