/**
 * HEIF geometry: the orientation algebra and clean-aperture mapping on their own, then
 * single-item HEIF files built around a real HEVC tile with clap/irot/imir in various ipma
 * orders, checked against libheif's own transformed decode and against the header parser.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../../src/domain/imaging/byteSource';
import { readIsobmffHeader } from '../isobmff';
import type { Orientation } from '../../../src/domain/imaging/imageInfo';
import { orientedSize } from '../../../src/domain/imaging/imageInfo';
import { createReferenceKernels } from '../../../wasm/reference';
import { decodeHeif, probeHeif } from './heif';
import { openHeif } from './heifFile';
import { itemData } from './heifItems';
import { loadLibHeif } from './libheif';
import { displayRectToCoded, heifGeometry, invertOrientation, orientRgba } from './orientation';
import { FullSink, compareRgba } from './testing/coverageSink';
import type { BuiltProperty } from './testing/heifBuilder';
import { buildSingleItemHeif, findBox } from './testing/heifBuilder';
import { FIXTURES_DIR } from '../../../tests/fixtures';

const ALL: Orientation[] = [0, 90, 180, 270].flatMap((rotate) =>
  [false, true].map((flipHorizontal) => ({
    rotate: rotate as Orientation['rotate'],
    flipHorizontal,
  })),
);

/** A w×h image whose pixel i holds i (as RGBA bytes), for tracking where pixels go. */
function numbered(w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h * 4);
  new Uint32Array(out.buffer).forEach((_, i, a) => (a[i] = i));
  return out;
}

describe('orientation algebra', () => {
  it.each(ALL)('orientRgba then its inverse is the identity (%o)', (o) => {
    const src = numbered(5, 3);
    const shown = orientRgba(src, 5, 3, o);
    expect([shown.width, shown.height]).toEqual(Object.values(orientedSize(5, 3, o)));
    const back = orientRgba(shown.rgba, shown.width, shown.height, invertOrientation(o));
    expect([back.width, back.height]).toEqual([5, 3]);
    expect(Array.from(back.rgba)).toEqual(Array.from(src));
  });

  it('orientRgba matches the EXIF meaning of rotate 90 clockwise', () => {
    // 2×1 image [a b] rotated clockwise is a column: a on top.
    const shown = orientRgba(Uint8Array.of(1, 1, 1, 1, 2, 2, 2, 2), 2, 1, {
      rotate: 90,
      flipHorizontal: false,
    });
    expect([shown.width, shown.height, shown.rgba[0], shown.rgba[4]]).toEqual([1, 2, 1, 2]);
  });

  it.each(ALL)('displayRectToCoded agrees with orientRgba pixel by pixel (%o)', (o) => {
    const [w, h] = [7, 4];
    const shown = orientRgba(numbered(w, h), w, h, o);
    const ids = new Uint32Array(shown.rgba.buffer);
    const rect = { x: 1, y: 1, width: 2, height: 3 };
    const coded = displayRectToCoded(rect, o, w, h);
    const inRect = new Set<number>();
    for (let y = rect.y; y < rect.y + rect.height; y++) {
      for (let x = rect.x; x < rect.x + rect.width; x++) inRect.add(ids[y * shown.width + x]!);
    }
    const expected = new Set<number>();
    for (let y = coded.y; y < coded.y + coded.height; y++) {
      for (let x = coded.x; x < coded.x + coded.width; x++) expected.add(y * w + x);
    }
    expect(inRect).toEqual(expected);
  });

  it('a clap after irot crops in rotated coordinates', () => {
    // 100×50 coded, irot 90 ccw (= 270 cw): shown 50×100; clap keeps shown x 10..40, y 0..100.
    const g = heifGeometry(
      100,
      50,
      [
        { kind: 'irot', ccw: 90 },
        { kind: 'clap', propertyId: 9 },
      ],
      () => ({
        left: 10,
        top: 0,
        right: 10,
        bottom: 0,
      }),
    );
    expect(g.orientation).toEqual({ rotate: 270, flipHorizontal: false });
    // Shown x of a 270°-clockwise image runs down the coded rows: rows 10..40 of the coded image.
    expect(g.crop).toEqual({ x: 0, y: 10, width: 100, height: 30 });
  });
});

const ARROW = path.join(FIXTURES_DIR, 'heic/iphone8plus-grid-irot270-exif6-arrow.heic');
const ODD = path.join(FIXTURES_DIR, 'heic/10bit-29x100-odd-size.heif');

/** hvcC and data of the first tile (item 1) of a fixture grid, to wrap in a single-item file. */
async function firstTile(file: string) {
  const bytes = new Uint8Array(readFileSync(file));
  const heif = await openHeif(bytesSource(bytes));
  try {
    const tile = heif.tiling;
    return {
      hvcC: findBox(bytes, 'hvcC'),
      data: itemData(heif.lib, heif.ctx, 1),
      width: tile.tileWidth,
      height: tile.tileHeight,
    };
  } finally {
    heif.close();
  }
}

const clap = (
  w: number,
  h: number,
  hOff: [number, number],
  vOff: [number, number],
): BuiltProperty => ({
  clap: { width: [w, 1], height: [h, 1], h: hOff, v: vOff },
});

const CASES: [string, BuiltProperty[]][] = [
  ['no transform', []],
  ['irot 1 (90 ccw)', [{ irot: 1 }]],
  ['irot 3 (270 ccw)', [{ irot: 3 }]],
  ['imir 0 (top↔bottom)', [{ imir: 0 }]],
  ['imir 1 (left↔right)', [{ imir: 1 }]],
  ['irot 3 then imir 1 (Exif 5)', [{ irot: 3 }, { imir: 1 }]],
  // libheif refuses an item more than 64 px larger than its clean aperture (security limit), so
  // these crop less: 31 and 49 px, off centre, with half-pixel offsets.
  ['clap then irot 1 (MIAF order)', [clap(481, 463, [-7, 2], [5, 1]), { irot: 1 }]],
  ['irot 1 then clap', [{ irot: 1 }, clap(481, 463, [-7, 2], [5, 1])]],
  ['imir 0, clap, irot 2', [{ imir: 0 }, clap(500, 449, [3, 1], [-9, 2]), { irot: 2 }]],
];

describe('single-item HEIF (no grid) with transformative properties', () => {
  it.each(CASES)(
    '%s: decodeHeif + orientation equals libheif’s transformed decode',
    async (_, properties) => {
      const tile = await firstTile(ARROW);
      const bytes = buildSingleItemHeif({ ...tile, properties });
      const source = bytesSource(bytes);
      const probe = await probeHeif(source);
      const header = await readIsobmffHeader(source, 'heic');
      expect(probe.tiling).toMatchObject({ columns: 1, rows: 1 });
      expect([header.width, header.height]).toEqual([probe.width, probe.height]);
      expect(header.orientation).toEqual(probe.orientation);

      // A small budget: the whole-item decode still reaches the sink in bands.
      const sink = new FullSink(probe.width, probe.height);
      const ctx = {
        kernels: createReferenceKernels(),
        signal: new AbortController().signal,
        maxPiecePixels: 20_000,
        decodeJpeg: () => Promise.reject(new Error('none')),
      };
      await decodeHeif(source, header, sink, ctx);
      const ours = orientRgba(sink.rgba, probe.width, probe.height, probe.orientation);

      const lib = await loadLibHeif();
      const [image] = new lib.m.HeifDecoder().decode(bytes);
      try {
        const w = image!.get_width();
        const h = image!.get_height();
        const data = new Uint8ClampedArray(w * h * 4);
        await new Promise((resolve) => image!.display({ data, width: w, height: h }, resolve));
        expect([ours.width, ours.height]).toEqual([w, h]);
        expect([probe.displayWidth, probe.displayHeight]).toEqual([w, h]);
        const diff = compareRgba(ours.rgba, new Uint8Array(data.buffer));
        // A clap applied first makes libheif crop the 4:2:0 planes before converting to RGB; at an
        // odd crop offset its chroma upsampling then reads half-shifted samples, so a few edge
        // values differ (up to 12 here). We convert the whole item, then crop: no shift.
        const clapFirst =
          properties.findIndex((p) => 'clap' in p) >= 0 && !('irot' in (properties[0] ?? {}));
        expect(diff.maxDiff).toBeLessThanOrEqual(clapFirst ? 16 : 2);
        expect(diff.over2).toBeLessThan(1e-4);
      } finally {
        image!.free();
      }
    },
  );

  it('a 10-bit item of odd-multiple size decodes to 8-bit RGBA', async () => {
    const tile = await firstTile(ODD); // 64×100, 10-bit 4:2:0
    const bytes = buildSingleItemHeif({ ...tile, properties: [clap(29, 100, [-35, 2], [0, 1])] });
    const source = bytesSource(bytes);
    const header = await readIsobmffHeader(source, 'heic');
    const probe = await probeHeif(source);
    expect([probe.width, probe.height, probe.bitDepth]).toEqual([29, 100, 10]);
    expect([header.width, header.height]).toEqual([29, 100]);
    const sink = new FullSink(29, 100);
    const ctx = {
      kernels: createReferenceKernels(),
      signal: new AbortController().signal,
      maxPiecePixels: 5e6,
      decodeJpeg: () => Promise.reject(new Error('none')),
    };
    await decodeHeif(source, header, sink, ctx);
    // Same pixels as the fixture's own 1-tile grid, which crops the tile to its left 29 columns.
    const grid = new FullSink(29, 100);
    const gridSource = bytesSource(new Uint8Array(readFileSync(ODD)));
    await decodeHeif(gridSource, await readIsobmffHeader(gridSource, 'heic'), grid, ctx);
    expect(compareRgba(sink.rgba, grid.rgba).maxDiff).toBe(0);
  });
});
