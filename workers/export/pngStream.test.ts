/**
 * The streamed PNG writer in Node (CompressionStream and Blob as in a worker), read back by a
 * plain reader: node's zlib inflates the IDAT stream (proving it is zlib, not raw deflate or
 * gzip), node's zlib.crc32 checks every chunk, the decoder tests' reference decoder unfilters.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IDAT_MAX_BYTES } from './idatChunks';
import { PNG_FILTER_STRATEGIES, PngFilterType } from './pngFilter';
import { createPngWriter } from './pngStream';
import type { PngWriterOptions } from './pngStream';
import { idatStream, readPngFile, rowFilters } from './testing/pngFile';
import { patternRows, unevenBands } from './testing/patterns';

const inflate = (d: Uint8Array): Uint8Array => zlib.inflateSync(d);
const crc32 = (d: Uint8Array): number => zlib.crc32(d);

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

/** Writes the pattern in bands of the given heights and returns the file. */
async function writePattern(options: PngWriterOptions, bands: number[]): Promise<Uint8Array> {
  const writer = createPngWriter(options);
  let y = 0;
  for (const rows of bands) {
    await writer.writeRows(patternRows(options.width, y, rows), rows);
    y += rows;
  }
  return bytesOf(await writer.finish());
}

/** The pattern as the file should hold it: RGBA, or RGB with alpha read back as 255. */
function expectedPixels(width: number, height: number, alpha: boolean): Uint8Array {
  const rgba = patternRows(width, 0, height);
  if (!alpha) for (let i = 3; i < rgba.length; i += 4) rgba[i] = 255;
  return rgba;
}

function firstMismatch(got: Uint8Array, want: Uint8Array): number {
  if (got.length !== want.length) return -2;
  for (let i = 0; i < want.length; i++) if (got[i] !== want[i]) return i;
  return -1;
}

describe('createPngWriter: pixels', () => {
  const sizes: [number, number][] = [
    [1, 1],
    [7, 3],
    [300, 200],
  ];
  for (const [width, height] of sizes) {
    for (const alpha of [true, false]) {
      it(`${width}×${height}, alpha ${alpha}, uneven bands: every pixel`, async () => {
        const file = await writePattern({ width, height, dpi: 150, alpha }, unevenBands(height));
        const png = readPngFile(file, crc32, inflate);
        expect(png.signatureOk).toBe(true);
        expect([png.width, png.height]).toEqual([width, height]);
        expect(png.bitDepth).toBe(8);
        expect(png.colourType).toBe(alpha ? 6 : 2);
        expect([png.compression, png.filterMethod, png.interlace]).toEqual([0, 0, 0]);
        expect(firstMismatch(png.rgba, expectedPixels(width, height, alpha))).toBe(-1);
      });
    }
  }

  it('the same image whatever the band heights (one band, single rows, uneven)', async () => {
    const o = { width: 300, height: 200, dpi: 96, alpha: true };
    const whole = await writePattern(o, [200]);
    const rows = await writePattern(o, Array<number>(200).fill(1));
    const uneven = await writePattern(o, [13, 1, 97, 89]);
    expect(Buffer.from(rows).equals(Buffer.from(whole))).toBe(true);
    expect(Buffer.from(uneven).equals(Buffer.from(whole))).toBe(true);
  });

  it('accepts Uint8ClampedArray and a buffer the caller reuses once a call resolves', async () => {
    // Up and Paeth read the row above, which came from the previous call's buffer.
    for (const [alpha, filter] of [
      [true, 'up'],
      [true, 'paeth'],
      [false, 'up'],
      [true, 'adaptive'],
    ] as const) {
      const width = 53;
      const height = 40;
      const writer = createPngWriter({ width, height, dpi: 300, alpha, filter });
      const buffer = new Uint8ClampedArray(width * 10 * 4);
      for (let y = 0; y < height; y += 10) {
        buffer.set(patternRows(width, y, 10));
        await writer.writeRows(buffer, 10);
        buffer.fill(7); // the writer must not look at it again (its Up/Paeth row above included)
      }
      const png = readPngFile(await bytesOf(await writer.finish()), crc32, inflate);
      expect(firstMismatch(png.rgba, expectedPixels(width, height, alpha))).toBe(-1);
    }
  });

  it('overlapping writeRows calls are written in call order', async () => {
    const width = 31;
    const writer = createPngWriter({ width, height: 30, dpi: 72, alpha: true });
    const calls = [0, 10, 20].map((y) => writer.writeRows(patternRows(width, y, 10), 10));
    await Promise.all(calls);
    const png = readPngFile(await bytesOf(await writer.finish()), crc32, inflate);
    expect(firstMismatch(png.rgba, expectedPixels(width, 30, true))).toBe(-1);
  });

  it.each(PNG_FILTER_STRATEGIES)('filter strategy %s round-trips', async (filter) => {
    const o = { width: 61, height: 47, dpi: 150, alpha: true, filter };
    const png = readPngFile(await writePattern(o, unevenBands(47)), crc32, inflate);
    expect(firstMismatch(png.rgba, expectedPixels(61, 47, true))).toBe(-1);
    const filters = rowFilters(inflate(idatStream(png.chunks)), 61 * 4, 47);
    if (filter === 'adaptive' || filter === 'adaptive-full')
      expect(new Set(filters).size).toBeGreaterThan(1);
    else expect(new Set(filters)).toEqual(new Set([PngFilterType[filter]]));
  });
});

describe('createPngWriter: file structure', () => {
  it('signature, IHDR, pHYs, IDAT…, IEND in order, every CRC right, zlib-wrapped data', async () => {
    const file = await writePattern({ width: 300, height: 200, dpi: 150, alpha: true }, [200]);
    const png = readPngFile(file, crc32, inflate);
    const types = png.chunks.map((c) => c.type);
    expect(types[0]).toBe('IHDR');
    expect(types[1]).toBe('pHYs');
    expect(types.at(-1)).toBe('IEND');
    expect(png.chunks.at(-1)!.data.length).toBe(0);
    expect(new Set(types.slice(2, -1))).toEqual(new Set(['IDAT']));
    expect(png.chunks.every((c) => c.crcOk)).toBe(true);
    const stream = idatStream(png.chunks);
    // zlib header (RFC 1950): CM 8 = deflate, CINFO ≤ 7, FCHECK makes CMF·FLG a multiple of 31.
    expect(stream[0]! & 0x0f).toBe(8);
    expect(((stream[0]! << 8) | stream[1]!) % 31).toBe(0);
    expect(() => zlib.inflateSync(stream)).not.toThrow(); // checks the Adler-32 trailer too
    expect(() => zlib.inflateRawSync(stream)).toThrow();
  });

  it.each([
    [72, 2835],
    [96, 3780],
    [150, 5906],
    [200, 7874],
    [300, 11811],
  ])('pHYs at %i DPI: %i px per metre on both axes, unit metre', async (dpi, ppm) => {
    const png = readPngFile(
      await writePattern({ width: 7, height: 3, dpi, alpha: false }, [3]),
      crc32,
      inflate,
    );
    expect(png.phys).toEqual({ x: ppm, y: ppm, unit: 1 });
    expect(png.phys!.x * 0.0254).toBeCloseTo(dpi, 1);
  });

  it('splits IDAT into chunks of the chosen size, all full but the last', async () => {
    const file = await writePattern(
      { width: 300, height: 200, dpi: 150, alpha: true, idatBytes: 1000 },
      unevenBands(200),
    );
    const png = readPngFile(file, crc32, inflate);
    const sizes = png.chunks.filter((c) => c.type === 'IDAT').map((c) => c.data.length);
    expect(sizes.length).toBeGreaterThan(3);
    expect(sizes.slice(0, -1).every((n) => n === 1000)).toBe(true);
    expect(sizes.at(-1)).toBeGreaterThan(0);
    expect(sizes.at(-1)).toBeLessThanOrEqual(1000);
    expect(png.chunks.every((c) => c.crcOk)).toBe(true);
  });

  it('keeps IDAT chunks at 1 MiB by default (an incompressible 1.7 MB image)', async () => {
    const width = 700;
    const height = 600;
    const writer = createPngWriter({ width, height, dpi: 300, alpha: true, filter: 'none' });
    const rgba = new Uint8Array(width * height * 4);
    let s = 1;
    for (let i = 0; i < rgba.length; i++) rgba[i] = (s = Math.imul(s, 1103515245) + 12345) >>> 24;
    await writer.writeRows(rgba, height);
    const png = readPngFile(await bytesOf(await writer.finish()), crc32, inflate);
    const sizes = png.chunks.filter((c) => c.type === 'IDAT').map((c) => c.data.length);
    expect(sizes.length).toBe(2);
    expect(sizes[0]).toBe(IDAT_MAX_BYTES);
    expect(firstMismatch(png.rgba, rgba)).toBe(-1);
  });
});

describe('createPngWriter: errors', () => {
  const options = { width: 4, height: 3, dpi: 150, alpha: true };

  it('refuses impossible options', () => {
    expect(() => createPngWriter({ ...options, width: 0 })).toThrow(RangeError);
    expect(() => createPngWriter({ ...options, height: 2.5 })).toThrow(RangeError);
    expect(() => createPngWriter({ ...options, width: 2 ** 31 })).toThrow(RangeError);
    expect(() => createPngWriter({ ...options, dpi: 0 })).toThrow(RangeError);
    expect(() => createPngWriter({ ...options, dpi: Number.NaN })).toThrow(RangeError);
  });

  it('refuses a buffer of the wrong length, and a row count that is no count', async () => {
    const writer = createPngWriter(options);
    await expect(writer.writeRows(new Uint8Array(4 * 4 * 2 - 1), 2)).rejects.toThrow(/bytes/);
    await expect(writer.writeRows(new Uint8Array(4 * 4 * 2 + 4), 2)).rejects.toThrow(/bytes/);
    await expect(writer.writeRows(new Uint8Array(0), 0)).rejects.toThrow(/rowCount/);
    await expect(writer.writeRows(new Uint8Array(8), 0.5)).rejects.toThrow(/rowCount/);
    // Refusals change nothing: the whole image can still be written.
    await writer.writeRows(patternRows(4, 0, 3), 3);
    const png = readPngFile(await bytesOf(await writer.finish()), crc32, inflate);
    expect(firstMismatch(png.rgba, expectedPixels(4, 3, true))).toBe(-1);
  });

  it('refuses more rows than the height', async () => {
    const writer = createPngWriter(options);
    await writer.writeRows(patternRows(4, 0, 2), 2);
    await expect(writer.writeRows(patternRows(4, 2, 2), 2)).rejects.toThrow(/height 3/);
  });

  it('refuses finish before the last row, and any call after finish', async () => {
    const writer = createPngWriter(options);
    await writer.writeRows(patternRows(4, 0, 2), 2);
    await expect(writer.finish()).rejects.toThrow(/2 of 3 rows/);
    await writer.writeRows(patternRows(4, 2, 1), 1);
    await writer.finish();
    await expect(writer.finish()).rejects.toThrow(/finished/);
    await expect(writer.writeRows(patternRows(4, 0, 1), 1)).rejects.toThrow(/finished/);
  });

  it('abort rejects pending and later calls', async () => {
    const width = 2000;
    const writer = createPngWriter({ width, height: 600, dpi: 150, alpha: true });
    const pending = [0, 200, 400].map((y) => writer.writeRows(patternRows(width, y, 200), 200));
    writer.abort();
    const settled = await Promise.allSettled(pending);
    expect(settled.at(-1)!.status).toBe('rejected');
    await expect(writer.finish()).rejects.toThrow(/aborted/);
    await expect(writer.writeRows(patternRows(width, 0, 1), 1)).rejects.toThrow(/aborted/);
  });
});
