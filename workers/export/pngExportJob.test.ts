/**
 * The worker's export job in Node, with stand-in bitmaps (tile pixels cut from the test pattern):
 * tiles of uneven widths in bands of uneven heights make the exact image; wrong plans are
 * refused before anything is read; every bitmap is closed whatever happens.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bandLayoutError } from './bandLayout';
import { copyBandRows } from './bandRows';
import type { JobTile } from './pngExportJob';
import { PngExportJob } from './pngExportJob';
import { readPngFile } from './testing/pngFile';
import { patternRows } from './testing/patterns';

const inflate = (d: Uint8Array): Uint8Array => zlib.inflateSync(d);
const crc32 = (d: Uint8Array): number => zlib.crc32(d);

/** A stand-in for an ImageBitmap: the tile's RGBA, and whether it was closed. */
class FakeBitmap {
  closed = false;
  constructor(readonly pixels: Uint8Array) {}
  close(): void {
    this.closed = true;
  }
}

function readFake(bitmap: FakeBitmap, width: number, height: number): Uint8Array {
  if (bitmap.pixels.length !== width * height * 4) throw new Error('fake tile size');
  bitmap.close();
  return bitmap.pixels;
}

/** The tiles of the pattern's band at rows y … y + height − 1, cut at the given widths. */
function bandTiles(
  imageWidth: number,
  y: number,
  height: number,
  widths: number[],
): JobTile<FakeBitmap>[] {
  const rows = patternRows(imageWidth, y, height);
  let x = 0;
  return widths.map((width) => {
    const pixels = new Uint8Array(width * height * 4);
    for (let r = 0; r < height; r++) {
      const at = (r * imageWidth + x) * 4;
      pixels.set(rows.subarray(at, at + width * 4), r * width * 4);
    }
    const tile = { x, width, height, bitmap: new FakeBitmap(pixels) };
    x += width;
    return tile;
  });
}

describe('bandLayoutError', () => {
  const image = { width: 100, height: 50 };
  const tiles = (...boxes: [number, number][]) =>
    boxes.map(([x, width]) => ({ x, width, height: 10 }));

  it('accepts tiles covering the width once, in any order', () => {
    expect(bandLayoutError({ y: 0, height: 10 }, tiles([0, 40], [40, 60]), image, 0)).toBeNull();
    expect(bandLayoutError({ y: 20, height: 10 }, tiles([40, 60], [0, 40]), image, 20)).toBeNull();
  });

  it.each([
    ['a gap', { y: 0, height: 10 }, tiles([0, 40], [50, 50]), 0, /40…49 .* no tile/],
    ['an overlap', { y: 0, height: 10 }, tiles([0, 50], [40, 60]), 0, /overlap at x 40/],
    ['too narrow', { y: 0, height: 10 }, tiles([0, 40], [40, 50]), 0, /cover 90 columns/],
    ['too wide', { y: 0, height: 10 }, tiles([0, 40], [40, 61]), 0, /cover 101 columns/],
    ['no tiles', { y: 0, height: 10 }, [], 0, /no tiles/],
    ['a band out of order', { y: 10, height: 10 }, tiles([0, 100]), 0, /expected row 0/],
    ['a band past the end', { y: 40, height: 20 }, [{ x: 0, width: 100, height: 20 }], 40, /pass/],
    ['a tile of another height', { y: 0, height: 12 }, tiles([0, 100]), 0, /10 rows high/],
    ['a zero-width tile', { y: 0, height: 10 }, tiles([0, 100], [100, 0]), 0, /width 0/],
  ])('refuses %s', (_name, band, boxes, nextY, message) => {
    expect(bandLayoutError(band, boxes, image, nextY)).toMatch(message);
  });
});

describe('copyBandRows', () => {
  it('puts each tile row at its column', () => {
    const tiles = bandTiles(9, 4, 3, [2, 4, 3]);
    const out = new Uint8Array(9 * 2 * 4);
    copyBandRows(
      tiles.map((t) => ({ x: t.x, width: t.width, pixels: t.bitmap.pixels })),
      9,
      1,
      2,
      out,
    );
    expect([...out]).toEqual([...patternRows(9, 5, 2)]);
  });
});

describe('PngExportJob', () => {
  it('writes tiles of uneven widths in bands of uneven heights as the exact image', async () => {
    const width = 301;
    const height = 203;
    const job = new PngExportJob<FakeBitmap>({ width, height, dpi: 150, alpha: true }, readFake);
    const all: FakeBitmap[] = [];
    let y = 0;
    for (const rows of [1, 77, 2, 100, 23]) {
      const tiles = bandTiles(width, y, rows, [100, 1, 150, 50]);
      all.push(...tiles.map((t) => t.bitmap));
      await job.band(y, rows, tiles);
      y += rows;
    }
    const file = new Uint8Array(await (await job.finish()).arrayBuffer());
    const png = readPngFile(file, crc32, inflate);
    expect(png.phys?.x).toBe(5906);
    expect(Buffer.from(png.rgba).equals(Buffer.from(patternRows(width, 0, height)))).toBe(true);
    expect(all.every((b) => b.closed)).toBe(true);
  });

  it('queues bands given without waiting, and writes them in order', async () => {
    const width = 40;
    const job = new PngExportJob<FakeBitmap>(
      { width, height: 30, dpi: 72, alpha: false },
      readFake,
    );
    await Promise.all([0, 10, 20].map((y) => job.band(y, 10, bandTiles(width, y, 10, [15, 25]))));
    const png = readPngFile(
      new Uint8Array(await (await job.finish()).arrayBuffer()),
      crc32,
      inflate,
    );
    const want = patternRows(width, 0, 30);
    for (let i = 3; i < want.length; i += 4) want[i] = 255;
    expect(Buffer.from(png.rgba).equals(Buffer.from(want))).toBe(true);
  });

  it('refuses a wrong band at once, closing its bitmaps, and stays usable', async () => {
    const job = new PngExportJob<FakeBitmap>(
      { width: 20, height: 10, dpi: 72, alpha: true },
      readFake,
    );
    const gap = bandTiles(20, 0, 10, [5, 15]);
    gap[1]!.x = 6;
    await expect(job.band(0, 10, gap)).rejects.toThrow(/no tile/);
    expect(gap.every((t) => t.bitmap.closed)).toBe(true);
    await expect(job.finish()).rejects.toThrow(/0 of 10 rows/);
    await job.band(0, 10, bandTiles(20, 0, 10, [20]));
    await expect(job.finish()).resolves.toBeInstanceOf(Blob);
  });

  it('abort closes the bitmaps of queued bands without reading them', async () => {
    let reads = 0;
    const job = new PngExportJob<FakeBitmap>(
      { width: 20, height: 30, dpi: 72, alpha: true },
      (bitmap, w, h) => {
        reads += 1;
        return readFake(bitmap, w, h);
      },
    );
    const bands = [0, 10, 20].map((y) => bandTiles(20, y, 10, [20]));
    const pending = bands.map((tiles, i) => job.band(i * 10, 10, tiles));
    job.abort();
    await Promise.allSettled(pending);
    expect(reads).toBe(0);
    expect(bands.flat().every((t) => t.bitmap.closed)).toBe(true);
    await expect(job.finish()).rejects.toThrow(/closed/);
    const late = bandTiles(20, 0, 10, [20]);
    await expect(job.band(0, 10, late)).rejects.toThrow(/closed/);
    expect(late[0]!.bitmap.closed).toBe(true);
  });

  it('a tile that cannot be read fails its band and closes every bitmap', async () => {
    const job = new PngExportJob<FakeBitmap>(
      { width: 20, height: 10, dpi: 72, alpha: true },
      () => {
        throw new Error('unreadable tile');
      },
    );
    const tiles = bandTiles(20, 0, 10, [8, 12]);
    await expect(job.band(0, 10, tiles)).rejects.toThrow(/unreadable/);
    expect(tiles.every((t) => t.bitmap.closed)).toBe(true);
  });
});
