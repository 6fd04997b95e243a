/**
 * The region cursor: bands asked top to bottom are answered by one decode that continues band
 * after band (the file is read once in total, not once per band), each band equals the crop of
 * a full decode, a band above the cursor's position starts a new one, and closing a suspended
 * cursor stops its decoder.
 */
import zlib from 'node:zlib';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../../src/domain/imaging/byteSource';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import type { Rect } from '../../../src/domain/imaging/region';
import { createReferenceKernels } from '../../../wasm/reference';
import { decodePng } from '../../../codecs/png/worker/png';
import { buildPng } from '../../../codecs/png/worker/testing/pngBuilder';
import { testContext, testHeader } from '../../../codecs/worker/testing/testContext';
import { createTiffDecoder, decodeTiff } from '../../../codecs/tiff/worker/tiff';
import { CollectSink } from '../../../codecs/tiff/worker/testing/collectSink';
import { lzwEncode } from '../../../codecs/tiff/worker/testing/lzwEncoder';
import { baseTags, writeTiff } from '../../../codecs/tiff/worker/testing/tiffWriter';
import type { StreamDecoder } from '../../../codecs/worker/types';
import { createRegionSink } from './regionSink';
import { RowCursor } from './rowCursor';
import type { CountingSource } from './testing/regionHarness';
import { countingSource, expectedRegion } from './testing/regionHarness';

const kernels = createReferenceKernels();
const W = 300;
const H = 400;

/** Samples deflate cannot shrink, so bytes read follow rows decoded. */
function noise(x: number, y: number, c: number): number {
  let v = Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(c, 1013904223);
  v = Math.imul(v ^ (v >>> 13), 1274126177);
  return (v ^ (v >>> 16)) & 255;
}

const png = buildPng(
  { width: W, height: H, colourType: 2, bitDepth: 8, sample: noise, idatChunkBytes: 8192 },
  (d) => new Uint8Array(zlib.deflateSync(d, { level: 1 })),
);
const rgb = Uint8Array.from({ length: W * H * 3 }, (_, i) =>
  noise(Math.floor(i / 3) % W, Math.floor(i / 3 / W), i % 3),
);
/** One LZW strip of the whole image, decoded in bands (the piece budget is far below it). */
const tiff = writeTiff({
  tags: baseTags({ width: W, height: H, bits: [8, 8, 8], photometric: 2, compression: 5 }),
  pieces: [lzwEncode(rgb)],
});

async function full(decoder: StreamDecoder, bytes: Uint8Array, header: ImageHeader) {
  const sink = new CollectSink(W, H);
  await decoder(bytesSource(bytes), header, sink, testContext());
  return { rgba: sink.rgba, width: W };
}

async function band(cursor: RowCursor, rect: Rect): Promise<Uint8ClampedArray> {
  const sink = createRegionSink(kernels, rect, rect, false);
  try {
    await cursor.serve(sink, rect);
    return sink.pixels();
  } finally {
    sink.dispose();
  }
}

const ctx = () => testContext({ maxPiecePixels: 3000 });
const cases: [string, StreamDecoder, Uint8Array, ImageHeader][] = [
  ['PNG', decodePng, png, testHeader('png', W, H)],
  [
    'single-strip LZW TIFF',
    createTiffDecoder({ streamAboveBytes: 4096 }),
    tiff,
    testHeader('tiff', W, H),
  ],
];

describe('the region cursor', () => {
  for (const [name, decoder, bytes, header] of cases) {
    it(`${name}: 20 bands top to bottom read the file once and equal the full decode`, async () => {
      const reference = await full(name === 'PNG' ? decodePng : decodeTiff, bytes, header);
      const source: CountingSource = countingSource(bytesSource(bytes));
      const rows = H / 20;
      const cursor = new RowCursor(decoder, source, header, ctx(), 0);
      for (let i = 0; i < 20; i++) {
        const rect = { x: 10, y: i * rows, width: W - 20, height: rows };
        const got = await band(cursor, rect);
        expect([...got], `band ${i}`).toEqual([...expectedRegion(kernels, reference, rect, rect)]);
      }
      expect(source.bytesRead).toBeLessThan(bytes.length * 1.1);
      cursor.close();
    });

    it(`${name}: a band above the cursor is refused (a new cursor answers it)`, async () => {
      const cursor = new RowCursor(decoder, bytesSource(bytes), header, ctx(), 0);
      await band(cursor, { x: 0, y: 200, width: W, height: 20 });
      expect(cursor.canServe({ x: 0, y: 100, width: W, height: 20 })).toBe(false);
      expect(cursor.canServe({ x: 0, y: 300, width: W, height: 20 })).toBe(true);
      cursor.close();
      expect(cursor.canServe({ x: 0, y: 300, width: W, height: 20 })).toBe(false);
    });
  }

  it('JPEG-compressed TIFF strips: the cursor pauses between strips (keeps at most one)', async () => {
    const stripRows = 40;
    const strips = Array.from({ length: H / stripRows }, (_, s) => {
      const rgba = new Uint8Array(W * stripRows * 4);
      for (let i = 0; i < W * stripRows; i++) {
        rgba.set(rgb.subarray((s * stripRows * W + i) * 3, (s * stripRows * W + i) * 3 + 3), i * 4);
        rgba[i * 4 + 3] = 255;
      }
      return new Uint8Array(jpeg.encode({ data: rgba, width: W, height: stripRows }, 90).data);
    });
    const file = writeTiff({
      tags: baseTags({
        width: W,
        height: H,
        bits: [8, 8, 8],
        photometric: 6,
        compression: 7,
        rowsPerStrip: stripRows,
      }),
      pieces: strips,
    });
    const header = testHeader('tiff', W, H);
    const jpegCtx = {
      ...ctx(),
      maxPiecePixels: 20_000, // a JPEG strip (12,000 px) is decoded whole
      decodeJpeg: async (bytes: Uint8Array) => {
        const d = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
        return { rgba: d.data, width: d.width, height: d.height };
      },
    };
    const reference = new CollectSink(W, H);
    await decodeTiff(bytesSource(file), header, reference, jpegCtx);
    const cursor = new RowCursor(decodeTiff, bytesSource(file), header, jpegCtx, 0);
    for (let y = 0; y < H; y += 25) {
      const rect = { x: 0, y, width: W, height: Math.min(25, H - y) };
      const got = await band(cursor, rect);
      const want = expectedRegion(kernels, { rgba: reference.rgba, width: W }, rect, rect);
      expect([...got], `band at ${y}`).toEqual([...want]);
      expect(cursor.keptPixels).toBeLessThanOrEqual(W * stripRows);
    }
    cursor.close();
  });

  it('closing a suspended cursor stops its decoder', async () => {
    let finished: unknown = 'running';
    const decoder: StreamDecoder = (s, h, sink, c) =>
      decodePng(s, h, sink, c).then(
        () => {
          finished = 'done';
        },
        (e: unknown) => {
          finished = e;
        },
      );
    const cursor = new RowCursor(decoder, bytesSource(png), testHeader('png', W, H), ctx(), 0);
    await band(cursor, { x: 0, y: 0, width: W, height: 10 });
    cursor.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((finished as Error).name).toBe('CursorClosed');
  });
});
