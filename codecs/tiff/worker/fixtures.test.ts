/**
 * Every TIFF of the test corpus decodes to its manifest size with plausible pixels,
 * read through a file-backed ByteSource; utif's full decode is the oracle where utif reads the
 * file. The streamed path and small bands give the same pixels as the default path.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { afterAll, describe, expect, it } from 'vitest';
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { NO_ORIENTATION } from '../../../src/domain/imaging/imageInfo';
import { FIXTURES_DIR } from '../../../tests/fixtures';
import { createReferenceKernels } from '../../../wasm';
import type { DecodeContext, StreamDecoder } from '../../worker/types';
import { createTiffDecoder, decodeTiff } from './tiff';
import { CollectSink } from './testing/collectSink';
import { difference, pixel, premultiplied, spread, translucent } from './testing/compare';

const FIXTURES = FIXTURES_DIR;
const manifest = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'MANIFEST.json'), 'utf8')) as {
  files: {
    path: string;
    expected: { width: number; height: number; alpha?: boolean; bit_depth?: number };
  }[];
};
const tiffs = manifest.files.filter((f) => f.path.startsWith('tiff/'));

interface UtifIfd {
  width: number;
  height: number;
  [tag: string]: unknown;
}
interface Utif {
  decode(buffer: ArrayBuffer): UtifIfd[];
  decodeImage(buffer: ArrayBuffer, ifd: UtifIfd, ifds: UtifIfd[]): void;
  toRGBA8(ifd: UtifIfd): Uint8Array;
}
const UTIF = createRequire(import.meta.url)('utif') as Utif;

const kernels = createReferenceKernels();
const handles: number[] = [];
afterAll(() => handles.forEach((fd) => fs.closeSync(fd)));

/** A ByteSource over a file descriptor: only the bytes asked for are read. */
function fileSource(file: string): ByteSource & { bytesRead: number } {
  const fd = fs.openSync(file, 'r');
  handles.push(fd);
  const size = fs.fstatSync(fd).size;
  const src = {
    size,
    bytesRead: 0,
    async read(offset: number, length: number) {
      const start = Math.max(0, Math.min(offset, size));
      const n = Math.max(0, Math.min(length, size - start));
      const out = new Uint8Array(n);
      if (n > 0) fs.readSync(fd, out, 0, n, start);
      src.bytesRead += n;
      return out;
    },
  };
  return src;
}

function jpegJs(bytes: Uint8Array) {
  const d = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
  return Promise.resolve({ rgba: d.data, width: d.width, height: d.height });
}

function context(maxPiecePixels = 5_000_000): DecodeContext {
  return { kernels, signal: new AbortController().signal, maxPiecePixels, decodeJpeg: jpegJs };
}

function header(width: number, height: number): ImageHeader {
  return {
    format: 'tiff',
    width,
    height,
    unit: 'px',
    pages: 1,
    dpi: null,
    orientationTag: null,
    orientation: NO_ORIENTATION,
    colourModel: 'rgb',
    bitDepth: 8,
    hasAlpha: false,
    preview: null,
  };
}

async function decodeFixture(
  rel: string,
  decoder: StreamDecoder = decodeTiff,
  maxPiecePixels?: number,
) {
  const entry = tiffs.find((f) => f.path === rel)!;
  const { width, height } = entry.expected;
  const source = fileSource(path.join(FIXTURES, rel));
  const sink = new CollectSink(width, height);
  await decoder(source, header(width, height), sink, context(maxPiecePixels));
  expect(sink.problems()).toEqual([]);
  return { ...sink.image(), sink, source };
}

function utifDecode(rel: string) {
  const buf = fs.readFileSync(path.join(FIXTURES, rel));
  const ab = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength);
  const ifds = UTIF.decode(ab);
  UTIF.decodeImage(ab, ifds[0]!, ifds);
  return { width: ifds[0]!.width, height: ifds[0]!.height, rgba: UTIF.toRGBA8(ifds[0]!) };
}

describe('TIFF fixtures decode to their manifest size with plausible pixels', () => {
  it('covers every tiff/ entry of the manifest', () => {
    expect(tiffs.length).toBeGreaterThanOrEqual(15);
  });

  for (const f of tiffs) {
    it(f.path, async () => {
      const img = await decodeFixture(f.path);
      expect([img.width, img.height]).toEqual([f.expected.width, f.expected.height]);
      expect(spread(img.rgba)).toBeGreaterThan(1); // not a flat image (the G4 page is nearly blank)
      const alphaPixels = translucent(img.rgba);
      if (f.expected.alpha) expect(alphaPixels).toBeGreaterThan(0);
      else expect(alphaPixels).toBe(0);
      // Read only through the source, never much more than the file.
      expect(img.source.bytesRead).toBeLessThanOrEqual(img.source.size * 1.05 + 64 * 1024);
    });
  }
});

/** Fixtures utif decodes, with the tolerance and the reason where it is not ±2 on RGBA. */
const ORACLE: { path: string; tolerance: number; channels?: 3; compare?: 'premultiplied' }[] = [
  { path: 'tiff/rgb8-adobe-deflate-strip-photoshop-cs.tif', tolerance: 0 },
  { path: 'tiff/rgb8-lzw-predictor2-strips-300dpi.tif', tolerance: 0 },
  { path: 'tiff/rgb8-packbits.tif', tolerance: 0 },
  // (not the planar-separate file: utif ignores PlanarConfiguration 2 and returns garbage)
  { path: 'tiff/rgba8-lzw-unassoc-alpha.tif', tolerance: 0 },
  // Both naive C·K. RGB only: utif reads past its array for the last pixel's alpha (0 there).
  { path: 'tiff/cmyk8-lzw-300dpi.tif', tolerance: 1, channels: 3 },
  { path: 'tiff/multipage-3-g4-a4-400dpi-ghostscript.tif', tolerance: 0 },
  { path: 'tiff/multipage-2-sizes-g3-300dpi.tif', tolerance: 0 },
  // utif keeps the high byte of 16-bit samples (v >> 8), we round (v / 257): off by at most 1.
  { path: 'tiff/rgb16-deflate-tiled-pixelmator.tif', tolerance: 1 },
  // utif leaves associated alpha premultiplied; ours is straight, so compare premultiplied.
  { path: 'tiff/rgba16-lzw-assoc-alpha-pixelmator.tif', tolerance: 2, compare: 'premultiplied' },
];

describe('pixels match utif (full decode + toRGBA8) as an oracle', () => {
  for (const o of ORACLE) {
    it(o.path, async () => {
      const mine = await decodeFixture(o.path);
      const ref = utifDecode(o.path);
      expect([ref.width, ref.height]).toEqual([mine.width, mine.height]);
      const a = o.compare === 'premultiplied' ? premultiplied(mine.rgba) : mine.rgba;
      const d = difference(a, ref.rgba, mine.width, o.tolerance, o.channels ?? 4);
      expect(d.first).toBeNull();
    });
  }

  it('JPEG strips and tiles agree with utif within JPEG decoder differences', async () => {
    // utif decodes with its own (pdf.js-derived) JPEG decoder, we with jpeg-js: IDCT and chroma
    // upsampling differ, so single pixels differ by a few levels; the mean stays small.
    for (const rel of ['tiff/rgb8-jpeg-ycbcr-strips.tif', 'tiff/rgb8-jpeg-ycbcr-tiled.tif']) {
      const mine = await decodeFixture(rel);
      const ref = utifDecode(rel);
      const d = difference(mine.rgba, ref.rgba, mine.width, 2, 3);
      expect(d.mean).toBeLessThan(1);
      expect(d.over / (mine.width * mine.height * 3)).toBeLessThan(0.02);
    }
  });

  it('strips and tiles of the same JPEG picture decode alike', async () => {
    const a = await decodeFixture('tiff/rgb8-jpeg-ycbcr-strips.tif');
    const b = await decodeFixture('tiff/rgb8-jpeg-ycbcr-tiled.tif');
    const d = difference(a.rgba, b.rgba, a.width, 2);
    expect(d.mean).toBeLessThan(2.5);
  });

  it('tiled CMYK JPEG agrees with utif (same JPEG decoder, naive CMYK both)', async () => {
    const mine = await decodeFixture('tiff/cmyk8-jpeg-tiled.tif');
    const ref = utifDecode('tiff/cmyk8-jpeg-tiled.tif');
    expect(difference(mine.rgba, ref.rgba, mine.width, 1, 3).first).toBeNull();
  });
});

describe('known pixel facts', () => {
  it('the PackBits file is grey: R = G = B everywhere, last strip shorter than RowsPerStrip', async () => {
    const img = await decodeFixture('tiff/rgb8-packbits.tif');
    for (let i = 0; i < img.rgba.length; i += 4) {
      expect(img.rgba[i]).toBe(img.rgba[i + 1]);
      expect(img.rgba[i]).toBe(img.rgba[i + 2]);
    }
  });

  it('the CCITT pages are white paper with black marks (page 1 only)', async () => {
    for (const rel of [
      'tiff/multipage-2-sizes-g3-300dpi.tif',
      'tiff/multipage-3-g4-a4-400dpi-ghostscript.tif',
    ]) {
      const img = await decodeFixture(rel);
      expect(pixel(img, 0, 0)).toEqual([255, 255, 255, 255]);
      let black = 0;
      for (let i = 0; i < img.rgba.length; i += 4) if (img.rgba[i] === 0) black++;
      const share = black / (img.width * img.height);
      expect(share).toBeGreaterThan(0.0001);
      expect(share).toBeLessThan(0.5);
    }
  });

  it('the Deflate, LZW-predictor and planar-tiled files hold the same picture', async () => {
    const a = await decodeFixture('tiff/rgb8-adobe-deflate-strip-photoshop-cs.tif');
    const b = await decodeFixture('tiff/rgb8-lzw-predictor2-strips-300dpi.tif');
    const c = await decodeFixture('tiff/rgb8-lzw-tiled-planar-separate.tif');
    expect(difference(a.rgba, b.rgba, a.width, 0).first).toBeNull();
    expect(difference(a.rgba, c.rgba, a.width, 0).first).toBeNull();
  });

  it('the CIELab file looks like the RGB hopper (the same photograph)', async () => {
    const lab = await decodeFixture('tiff/lab8-photoshop-cs5.tif');
    const rgb = await decodeFixture('tiff/bigtiff-rgb8.tif');
    const d = difference(lab.rgba, rgb.rgba, lab.width, 12, 3);
    expect(d.mean).toBeLessThan(4);
    expect(d.over / (lab.width * lab.height * 3)).toBeLessThan(0.02);
  });

  it('16-bit RGBA with associated alpha is un-premultiplied', async () => {
    const img = await decodeFixture('tiff/rgba16-lzw-assoc-alpha-pixelmator.tif');
    const ref = utifDecode('tiff/rgba16-lzw-assoc-alpha-pixelmator.tif');
    // where alpha is partial, our colour is at least the premultiplied one
    let partial = 0;
    for (let i = 0; i < img.rgba.length; i += 4) {
      const a = img.rgba[i + 3]!;
      if (a > 0 && a < 250) {
        partial++;
        for (let c = 0; c < 3; c++)
          expect(img.rgba[i + c]!).toBeGreaterThanOrEqual(ref.rgba[i + c]! - 1);
      }
    }
    expect(partial).toBeGreaterThan(0);
  });
});

describe('the streamed path and small bands give the same pixels', () => {
  const streamed = createTiffDecoder({ streamAboveBytes: 0, readAheadBytes: 1 });
  for (const f of tiffs) {
    it(f.path, async () => {
      const base = await decodeFixture(f.path);
      const s = await decodeFixture(f.path, streamed);
      expect(difference(base.rgba, s.rgba, base.width, 0).first).toBeNull();
      // Tiny piece budget: many bands per piece (JPEG pieces above it are refused instead).
      if (!/jpeg/.test(f.path)) {
        const small = await decodeFixture(f.path, decodeTiff, 4096);
        expect(difference(base.rgba, small.rgba, base.width, 0).first).toBeNull();
        expect(small.sink.largestRect).toBeLessThanOrEqual(Math.max(4096, base.width));
      }
    });
  }
});
