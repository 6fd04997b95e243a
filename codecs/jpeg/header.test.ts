import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../src/domain/imaging/byteSource';
import { PipelineError } from '../../src/domain/imaging/errors';
import { readHeader } from '../readHeader';
import type { Part } from '../common/testing/bytes';
import { bytes, exifEntries, tiff, u16be } from '../common/testing/bytes';

const SOI = [0xff, 0xd8];
const EOI = [0xff, 0xd9];

function segment(marker: number, ...payload: Part[]): Uint8Array {
  const body = bytes(...payload);
  return bytes([0xff, marker], u16be(body.length + 2), body);
}

const jfif = (units: number, x: number, y: number) =>
  segment(0xe0, 'JFIF\0', [1, 2, units], u16be(x), u16be(y), [0, 0]);
const exif = (little: boolean, opts: Parameters<typeof exifEntries>[0]) =>
  segment(0xe1, 'Exif\0\0', tiff(little, [exifEntries(opts)]).bytes);
const sof = (marker: number, width: number, height: number, components = 3) =>
  segment(
    marker,
    [8],
    u16be(height),
    u16be(width),
    [components],
    ...Array.from({ length: components }, (_, i) => [i + 1, 0x11, 0]),
  );
const sos = segment(0xda, [3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0]);

function jpeg(...segments: Part[]): Uint8Array {
  return bytes(SOI, ...segments, sos, [1, 2, 3, 4], EOI);
}

async function read(b: Uint8Array) {
  return readHeader(bytesSource(b));
}

async function key(b: Uint8Array): Promise<string> {
  try {
    await read(b);
    return 'ok';
  } catch (error) {
    return error instanceof PipelineError ? error.failure.key : `other: ${String(error)}`;
  }
}

describe('JPEG header', () => {
  it.each([
    [0, 1, 1, null],
    [0, 300, 300, null],
    [1, 300, 300, [300, 300]],
    [1, 72, 96, [72, 96]],
    [2, 118, 118, [299.72, 299.72]],
    [1, 0, 0, null],
  ])('JFIF units %i density %i×%i → dpi %j', async (units, x, y, want) => {
    const h = await read(jpeg(jfif(units, x, y), sof(0xc0, 40, 30)));
    expect(h.dpi).toEqual(want);
    expect([h.width, h.height]).toEqual([40, 30]);
  });

  it.each([true, false])('EXIF orientation and resolution (little-endian %s)', async (little) => {
    const h = await read(
      jpeg(exif(little, { orientation: 6, dpi: [240, 240], unit: 2 }), sof(0xc0, 40, 30)),
    );
    expect(h.orientationTag).toBe(6);
    expect(h.orientation).toEqual({ rotate: 90, flipHorizontal: false });
    expect(h.dpi).toEqual([240, 240]);
  });

  it.each([
    [3, [118.11, 118.11], [300, 300]],
    [1, [300, 300], null],
    [undefined, [180, 180], [180, 180]],
  ] as const)('EXIF ResolutionUnit %s', async (unit, dpi, want) => {
    const h = await read(
      jpeg(
        exif(false, { dpi: [...dpi], ...(unit === undefined ? {} : { unit }) }),
        sof(0xc0, 4, 4),
      ),
    );
    if (want === null) expect(h.dpi).toBeNull();
    else {
      expect(h.dpi?.[0]).toBeCloseTo(want[0], 1);
      expect(h.dpi?.[1]).toBeCloseTo(want[1], 1);
    }
  });

  it('prefers JFIF density in dpi over EXIF, and EXIF over a JFIF aspect ratio', async () => {
    const both = await read(
      jpeg(jfif(1, 300, 300), exif(true, { dpi: [72, 72], unit: 2 }), sof(0xc0, 4, 4)),
    );
    expect(both.dpi).toEqual([300, 300]);
    const aspect = await read(
      jpeg(jfif(0, 1, 1), exif(true, { dpi: [72, 72], unit: 2 }), sof(0xc0, 4, 4)),
    );
    expect(aspect.dpi).toEqual([72, 72]);
  });

  it('reads the Photoshop APP13 resolution resource when nothing else has one', async () => {
    const res = bytes(
      '8BIM',
      u16be(0x03ed),
      [0, 0],
      [0, 0, 0, 16],
      [0x01, 0x2c, 0, 0],
      u16be(1),
      u16be(1),
      [0x01, 0x2c, 0, 0],
      u16be(1),
      u16be(1),
    );
    const h = await read(
      jpeg(jfif(0, 1, 1), segment(0xed, 'Photoshop 3.0\0', res), sof(0xc2, 8, 8)),
    );
    expect(h.dpi).toEqual([300, 300]);
    expect(h.extra?.progressive).toBe(true);
  });

  it('locates the EXIF IFD1 thumbnail in the file', async () => {
    const thumb = bytes(SOI, [1, 2, 3], EOI);
    // IFD1 with JPEGInterchangeFormat (offset into the TIFF structure) and its length.
    const draft = tiff(true, [
      exifEntries({ orientation: 1 }),
      [
        { tag: 513, type: 4, values: [0] },
        { tag: 514, type: 4, values: [thumb.length] },
      ],
    ]);
    const t = tiff(
      true,
      [
        exifEntries({ orientation: 1 }),
        [
          { tag: 513, type: 4, values: [draft.bytes.length] },
          { tag: 514, type: 4, values: [thumb.length] },
        ],
      ],
      thumb,
    );
    const file = jpeg(segment(0xe1, 'Exif\0\0', t.bytes), sof(0xc0, 4, 4));
    const h = await read(file);
    expect(h.preview?.kind).toBe('jpeg');
    const p = h.preview as { offset: number; length: number };
    expect(Array.from(file.subarray(p.offset, p.offset + p.length))).toEqual(Array.from(thumb));
  });

  it('ignores a damaged EXIF block (as browsers do)', async () => {
    const broken = segment(0xe1, 'Exif\0\0', [0x49, 0x49, 42, 0, 0xff, 0xff, 0, 0]);
    const h = await read(jpeg(broken, sof(0xc0, 10, 20)));
    expect([h.width, h.height, h.orientationTag]).toEqual([10, 20, null]);
  });

  it('skips fill bytes before markers and reads CMYK / grey components', async () => {
    const cmyk = await read(bytes(SOI, [0xff, 0xff], sof(0xc0, 5, 6, 4), sos, EOI));
    expect(cmyk.colourModel).toBe('cmyk');
    const grey = await read(jpeg(sof(0xc1, 5, 6, 1)));
    expect(grey.colourModel).toBe('gray');
  });

  it('needs FF D8 FF to be a JPEG at all', async () => {
    expect(await key(bytes(SOI))).toBe('uploadFileTypeInvalid');
    expect(await key(bytes(SOI, [0x12, 0x34, 0x56, 0x78]))).toBe('uploadFileTypeInvalid');
  });

  it.each([
    ['truncated segment header', bytes(SOI, [0xff, 0xe0, 0x00])],
    ['segment length past the end', bytes(SOI, [0xff, 0xe0, 0xff, 0xf0], 'JFIF')],
    ['segment length below 2', bytes(SOI, [0xff, 0xe0, 0x00, 0x01], sof(0xc0, 4, 4))],
    ['scan before any frame', bytes(SOI, sos, EOI)],
    [
      'no marker where one must be',
      bytes(SOI, [0xff, 0xe0, 0x00, 0x04, 0, 0], [0x12, 0x34, 0x56, 0x78]),
    ],
    ['zero width', jpeg(sof(0xc0, 0, 4))],
    ['SOF cut short', bytes(SOI, [0xff, 0xc0, 0x00, 0x11, 8, 0])],
  ])('%s → corrupt', async (_name, file) => {
    expect(await key(file)).toBe('corruptImage');
  });
});
