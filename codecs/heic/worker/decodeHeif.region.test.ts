/**
 * HEIC regions on the real fixtures: only the grid tiles a region touches are decoded, the answer
 * equals the crop of a full decode (coded orientation, clean aperture), one open file serves
 * every region, and a single-item image is decoded whole once for all of them (the memo).
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import { readIsobmffHeader } from '../isobmff';
import type { Rect } from '../../../src/domain/imaging/region';
import { FIXTURES_DIR } from '../../../tests/fixtures';
import { createReferenceKernels } from '../../../wasm/reference';
import { createRegionSink } from '../../../workers/pipeline/region/regionSink';
import { expectedRegion } from '../../../workers/pipeline/region/testing/regionHarness';
import { testContext } from '../../worker/testing/testContext';
import { decodeHeifFile } from './decodeHeif';
import type { HeifFile } from './heifFile';
import { openHeif } from './heifFile';
import type { HeifRegionMemo } from './regionMemo';
import { createRegionMemo, releaseRegionMemo } from './regionMemo';
import { FullSink } from './testing/coverageSink';

const kernels = createReferenceKernels();
const closers: (() => void)[] = [];
afterAll(() => closers.forEach((c) => c()));

function fileSource(file: string): ByteSource {
  const fd = openSync(path.join(FIXTURES_DIR, file), 'r');
  closers.push(() => closeSync(fd));
  const size = fstatSync(fd).size;
  return {
    size,
    read: async (offset, length) => {
      const out = new Uint8Array(Math.max(0, Math.min(length, size - offset)));
      readSync(fd, out, 0, out.length, offset);
      return out;
    },
  };
}

/** Counts libheif's tile and whole-image decodes on this file's instance while `run` runs. */
async function counting<T>(file: HeifFile, run: () => Promise<T>) {
  const lib = file.lib;
  const [tile, whole] = [lib.decodeTile, lib.decodeImage];
  const count = { tiles: 0, wholes: 0 };
  lib.decodeTile = (...a) => (count.tiles++, tile.apply(lib, a));
  lib.decodeImage = (...a) => (count.wholes++, whole.apply(lib, a));
  try {
    return { result: await run(), count };
  } finally {
    lib.decodeTile = tile;
    lib.decodeImage = whole;
  }
}

async function region(
  file: HeifFile,
  source: ByteSource,
  rect: Rect,
  output = { width: rect.width, height: rect.height },
  memo?: HeifRegionMemo,
) {
  const header = await readIsobmffHeader(source, 'heic');
  const sink = createRegionSink(kernels, rect, output, false);
  try {
    await decodeHeifFile(file, header, sink, testContext({ region: rect }), memo);
    return sink.pixels();
  } finally {
    sink.dispose();
  }
}

describe('HEIC regions', () => {
  it('iPhone 8 Plus grid: a region decodes only its tiles and equals the full decode', async () => {
    const source = fileSource('heic/iphone8plus-grid-irot270-exif6-arrow.heic');
    const file = await openHeif(source);
    try {
      const header = await readIsobmffHeader(source, 'heic');
      const full = new FullSink(header.width, header.height);
      await decodeHeifFile(file, header, full, testContext());
      const { tileWidth: tw, tileHeight: th } = file.tiling;
      const cases: Rect[] = [
        { x: 600, y: 700, width: 300, height: 200 }, // inside tile column 1, row 1
        { x: 0, y: 0, width: 1, height: 1 },
        { x: header.width - 40, y: header.height - 30, width: 40, height: 30 },
        { x: 500, y: 1000, width: 1100, height: 60 }, // across tile columns 0–3
      ];
      for (const rect of cases) {
        const { result, count } = await counting(file, () => region(file, source, rect));
        const crop = file.geometry.crop;
        const across =
          Math.ceil((crop.x + rect.x + rect.width) / tw) - Math.floor((crop.x + rect.x) / tw);
        const down =
          Math.ceil((crop.y + rect.y + rect.height) / th) - Math.floor((crop.y + rect.y) / th);
        expect(count.tiles, JSON.stringify(rect)).toBe(across * down);
        const want = expectedRegion(kernels, { rgba: full.rgba, width: header.width }, rect, rect);
        expect(Buffer.from(result).equals(Buffer.from(want)), JSON.stringify(rect)).toBe(true);
      }
    } finally {
      file.close();
    }
  });

  it('a single-item image is decoded whole once for all of its regions', async () => {
    const source = fileSource('heic/10bit-29x100-odd-size.heif');
    const file = await openHeif(source);
    const memo = createRegionMemo({ rotate: 0, flipHorizontal: false }, 8_000_000);
    try {
      const header = await readIsobmffHeader(source, 'heic');
      const full = new FullSink(header.width, header.height);
      await decodeHeifFile(file, header, full, testContext());
      const rects: Rect[] = [
        { x: 0, y: 0, width: 29, height: 40 },
        { x: 10, y: 40, width: 19, height: 60 },
      ];
      const { result, count } = await counting(file, async () => {
        const out: Uint8ClampedArray[] = [];
        for (const rect of rects) out.push(await region(file, source, rect, rect, memo));
        return out;
      });
      expect(count.wholes + count.tiles).toBe(1);
      rects.forEach((rect, i) => {
        const want = expectedRegion(kernels, { rgba: full.rgba, width: header.width }, rect, rect);
        expect([...result[i]!]).toEqual([...want]);
      });
    } finally {
      releaseRegionMemo(file, memo);
      file.close();
    }
  });

  it('bands thinner than a tile row decode each tile once (the shared ones are kept)', async () => {
    const source = fileSource('heic/iphone7plus-grid-exif6-without-irot-depth.heic');
    const file = await openHeif(source);
    const memo = createRegionMemo({ rotate: 0, flipHorizontal: false }, 8_000_000);
    try {
      const header = await readIsobmffHeader(source, 'heic');
      const full = new FullSink(header.width, header.height);
      await decodeHeifFile(file, header, full, testContext());
      const bandRows = 200; // tiles are 512 rows: most tile rows serve three bands
      const bands: Rect[] = [];
      for (let y = 0; y < header.height; y += bandRows)
        bands.push({ x: 0, y, width: header.width, height: Math.min(bandRows, header.height - y) });
      const { result, count } = await counting(file, async () => {
        const out: boolean[] = [];
        for (const band of bands) {
          const got = await region(file, source, band, band, memo);
          const want = expectedRegion(
            kernels,
            { rgba: full.rgba, width: header.width },
            band,
            band,
          );
          out.push(Buffer.from(got).equals(Buffer.from(want)));
        }
        return out;
      });
      expect(result.every(Boolean)).toBe(true);
      expect(count.tiles).toBe(file.tiling.columns * file.tiling.rows);
    } finally {
      releaseRegionMemo(file, memo);
      file.close();
    }
  });
});
