/**
 * decodeHeifPreview on the fixtures: which files carry thumbnails and how large, the time to the
 * first preview from a cold module (library load included), the coded orientation of the result,
 * and its likeness to the full image downscaled with the reference kernels.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { afterAll, describe, expect, it } from 'vitest';
import { bytesSource } from '../../../src/domain/imaging/byteSource';
import { readIsobmffHeader } from '../isobmff';
import { createReferenceKernels } from '../../../wasm/reference';
import type { RasterSink } from '../../worker/types';
import { decodeHeif, decodeHeifPreview, probeHeif } from './heif';
import { FIXTURES_DIR } from '../../../tests/fixtures';

const DIR = path.join(FIXTURES_DIR, 'heic');
const FILES = [
  'iphone8plus-grid-irot270-exif6-arrow.heic',
  'iphone7plus-grid-exif6-without-irot-depth.heic',
  'iphone16-grid-irot270-gainmap.heic',
  'sony-a7siii-10bit-422-grid.hif',
  'samsung-s24ultra-200mp-grid-irot270.heic',
  '10bit-29x100-odd-size.heif',
];
const source = (file: string) => bytesSource(new Uint8Array(readFileSync(path.join(DIR, file))));
const decodeJpeg = async (bytes: Uint8Array) => {
  const img = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
  return { rgba: new Uint8Array(img.data), width: img.width, height: img.height };
};
const report: string[] = [];
afterAll(() => console.log(`HEIF previews (Node):\n${report.join('\n')}`));

describe('decodeHeifPreview', () => {
  it('first preview from a cold worker (library import + instantiation included) is fast', async () => {
    const src = source(FILES[0]!);
    const header = await readIsobmffHeader(src, 'heic');
    const t0 = performance.now();
    const preview = await decodeHeifPreview(src, header);
    const ms = performance.now() - t0;
    report.push(
      `  cold first preview, ${FILES[0]}: ${ms.toFixed(0)} ms (${preview?.width}×${preview?.height})`,
    );
    expect(preview).not.toBeNull();
    // A hang guard only: the speed itself is the pipeline bench's figure (a timed bound failed CI
    // on a loaded machine). A full 12 MP decode would pass this too; the preview size below proves
    // the preview path.
    expect(ms).toBeLessThan(10_000);
  });

  it.each(FILES)('%s: thumbnails, preview size and coded orientation', async (file) => {
    const src = source(file);
    const header = await readIsobmffHeader(src, 'heic');
    const probe = await probeHeif(src);
    const t0 = performance.now();
    const preview = await decodeHeifPreview(src, header, { decodeJpeg });
    const ms = performance.now() - t0;
    const list =
      probe.thumbnails.map((t) => `${t.type} ${t.width}×${t.height}`).join(', ') || 'none';
    report.push(
      `  ${file}: thumbnails [${list}] → ${preview ? `${preview.width}×${preview.height} in ${ms.toFixed(1)} ms` : 'null'}`,
    );
    if (probe.thumbnails.length === 0) {
      expect(preview).toBeNull();
      return;
    }
    expect(preview).not.toBeNull();
    const p = preview!;
    expect(p.rgba.length).toBe(p.width * p.height * 4);
    expect(Math.max(p.width, p.height)).toBeLessThanOrEqual(1024);
    // Coded orientation, like decodeHeif's pixels: the aspect ratio of the stored image. (Sony's
    // 160×120 JPEG thumbnail is letterboxed 4:3 for a 3:2 image.)
    if (!file.startsWith('sony')) {
      expect(Math.abs(p.width / p.height - probe.width / probe.height)).toBeLessThan(0.04);
    }
  });

  it('Sony: its HEVC thumbnails fail in libheif 1.23.2, the JPEG thumbnail item serves', async () => {
    const src = source('sony-a7siii-10bit-422-grid.hif');
    const header = await readIsobmffHeader(src, 'heic');
    expect(await decodeHeifPreview(src, header)).toBeNull(); // no JPEG decoder given
    const p = await decodeHeifPreview(src, header, { decodeJpeg });
    expect([p?.width, p?.height]).toEqual([160, 120]);
  });

  it.each([FILES[0]!, FILES[2]!])(
    '%s: the preview looks like the full image downscaled',
    async (file) => {
      const src = source(file);
      const header = await readIsobmffHeader(src, 'heic');
      const preview = (await decodeHeifPreview(src, header))!;
      const kernels = createReferenceKernels();
      const down = kernels.createDownscaler({
        srcWidth: header.width,
        srcHeight: header.height,
        dstWidth: preview.width,
        dstHeight: preview.height,
        alpha: false,
      });
      const sink: RasterSink = {
        rect: (rgba, x, y, w, h) => down.pushRect(rgba, x, y, w, h),
        rowsDone: (y) => down.finishRows(y),
      };
      const ctx = {
        kernels,
        signal: new AbortController().signal,
        maxPiecePixels: 5e6,
        decodeJpeg,
      };
      await decodeHeif(src, header, sink, ctx);
      const full = down.output();
      down.dispose();
      let sum = 0;
      for (let i = 0; i < full.length; i++)
        if ((i & 3) !== 3) sum += Math.abs(full[i]! - preview.rgba[i]!);
      const mean = sum / ((full.length / 4) * 3);
      report.push(`  ${file}: preview vs reference-downscaled decode, mean |Δ| ${mean.toFixed(2)}`);
      expect(mean).toBeLessThan(10);
    },
    60_000,
  );
});
