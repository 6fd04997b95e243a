/**
 * decodePsd on every PSD/PSB fixture: sizes from the manifest; the three files without a real
 * composite refuse with psdNoComposite before any pixel; RGB/gray 8/16-bit composites match
 * ag-psd (the baseline) within 2 per channel; every decoded composite resembles the JPEG
 * thumbnail Photoshop embedded (resource 0x040C), which also pins CMYK's inverted storage and the
 * 32-bit linear → sRGB mapping.
 */
import { readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { afterAll, describe, expect, it } from 'vitest';
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import { collectRgba } from '../../worker/testing/collectSink';
import { testContext, testHeader } from '../../worker/testing/testContext';
import { decodePsd } from './psd';
import { agPsdComposite, agPsdFloats } from './testing/decodeSpec';
import { FIXTURES_DIR } from '../../../tests/fixtures';

const FIXTURES = FIXTURES_DIR;

interface PsdEntry {
  path: string;
  expected: {
    width: number;
    height: number;
    bit_depth: number;
    colour_model: string;
    has_real_merged_data: boolean;
    alpha: boolean;
  };
}
const manifest = JSON.parse(readFileSync(path.join(FIXTURES, 'MANIFEST.json'), 'utf8')) as {
  files: PsdEntry[];
};
const fixtures = manifest.files.filter((f) => f.path.startsWith('psd/'));

const handles: { close(): Promise<void> }[] = [];
afterAll(async () => Promise.all(handles.map((h) => h.close())));

/** An fs-backed ByteSource (reads what the decoder asks for, nothing more). */
async function fileSource(
  file: string,
): Promise<ByteSource & { reads: number; bytesRead: number }> {
  const handle = await open(path.join(FIXTURES, file), 'r');
  handles.push(handle);
  const { size } = await handle.stat();
  const source = {
    size,
    reads: 0,
    bytesRead: 0,
    read: async (offset: number, length: number) => {
      const buffer = new Uint8Array(Math.max(0, Math.min(length, size - offset)));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
      source.reads++;
      source.bytesRead += bytesRead;
      return buffer.subarray(0, bytesRead);
    },
  };
  return source;
}

async function decodeFixture(
  entry: PsdEntry,
  maxPiecePixels = 5_000_000,
  flipCmykInversion = false,
) {
  const { width, height } = entry.expected;
  const out = collectRgba(width, height);
  const source = await fileSource(entry.path);
  const ctx = testContext({ maxPiecePixels });
  if (flipCmykInversion) {
    const kernels = ctx.kernels;
    ctx.kernels = {
      ...kernels,
      cmykToRgba: (src, dst, pixels, inverted) => kernels.cmykToRgba(src, dst, pixels, !inverted),
    };
  }
  await decodePsd(source, testHeader('psd', width, height), out.sink, ctx);
  return { rgba: out.rgba, rowsDone: out.rowsDone(), largestPiece: out.largestPiece, source };
}

/** The embedded JPEG thumbnail (resource 0x040C: 28-byte header, then JFIF), decoded. */
function thumbnail(bytes: Uint8Array): { width: number; height: number; data: Uint8Array } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 26;
  at += 4 + view.getUint32(at);
  const end = at + 4 + view.getUint32(at);
  for (let p = at + 4; p < end;) {
    const id = view.getUint16(p + 4);
    const nameBlock = (bytes[p + 6]! + 2) & ~1;
    const size = view.getUint32(p + 6 + nameBlock);
    const data = p + 10 + nameBlock;
    if (id === 0x040c)
      return jpeg.decode(bytes.subarray(data + 28, data + size), { useTArray: true });
    p = data + size + (size & 1);
  }
  throw new Error('no thumbnail');
}

/** Mean absolute difference per RGB channel between `rgba` box-averaged to the thumbnail and it. */
function thumbnailDifference(
  rgba: Uint8Array,
  width: number,
  height: number,
  thumb: { width: number; height: number; data: Uint8Array },
): number[] {
  const sums = [0, 0, 0];
  for (let ty = 0; ty < thumb.height; ty++) {
    for (let tx = 0; tx < thumb.width; tx++) {
      const [x0, x1] = [
        Math.floor((tx * width) / thumb.width),
        Math.max(
          Math.floor((tx * width) / thumb.width) + 1,
          Math.floor(((tx + 1) * width) / thumb.width),
        ),
      ];
      const [y0, y1] = [
        Math.floor((ty * height) / thumb.height),
        Math.max(
          Math.floor((ty * height) / thumb.height) + 1,
          Math.floor(((ty + 1) * height) / thumb.height),
        ),
      ];
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let y = y0; y < y1; y++)
          for (let x = x0; x < x1; x++) sum += rgba[(y * width + x) * 4 + c]!;
        sums[c]! += Math.abs(
          sum / ((x1 - x0) * (y1 - y0)) - thumb.data[(ty * thumb.width + tx) * 4 + c]!,
        );
      }
    }
  }
  return sums.map((s) => s / (thumb.width * thumb.height));
}

describe('decodePsd on the fixtures', () => {
  const noComposite = fixtures.filter((f) => !f.expected.has_real_merged_data);
  const decodable = fixtures.filter((f) => f.expected.has_real_merged_data);

  it('the manifest lists three files without a real composite', () =>
    expect(noComposite).toHaveLength(3));

  it.each(noComposite.map((f) => f.path))('%s → psdNoComposite before any pixel', async (file) => {
    const entry = fixtures.find((f) => f.path === file)!;
    const out = collectRgba(entry.expected.width, entry.expected.height);
    const source = await fileSource(file);
    const error = await decodePsd(source, testHeader('psd', 1, 1), out.sink, testContext()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PipelineError);
    expect((error as PipelineError).failure.key).toBe(PipelineErrorKey.psdNoComposite);
    expect(out.rowsDone()).toBe(0);
    // Header and resources only: a few reads, well under the file's size.
    expect(source.bytesRead).toBeLessThan(Math.max(200_000, source.size / 2));
  });

  it.each(decodable.map((f) => f.path))(
    '%s decodes at its manifest size, opaque, like its thumbnail',
    async (file) => {
      const entry = fixtures.find((f) => f.path === file)!;
      const { width, height } = entry.expected;
      const got = await decodeFixture(entry);
      expect(got.rowsDone).toBe(height);
      expect(got.largestPiece).toBeLessThanOrEqual(1 << 20);
      // Manifest alpha=false for all: the CMYK letter's alpha and spot channels are not transparency.
      expect(entry.expected.alpha).toBe(false);
      let transparent = 0;
      for (let i = 3; i < got.rgba.length; i += 4) if (got.rgba[i] !== 255) transparent++;
      expect(transparent).toBe(0);
      const diff = thumbnailDifference(
        got.rgba,
        width,
        height,
        thumbnail(new Uint8Array(readFileSync(path.join(FIXTURES, file)))),
      );
      // CMYK is converted naively (no ICC) and Photoshop's thumbnail through the document profile:
      // similar, not equal. Inverted storage read the wrong way round would differ by ~150.
      const limit = entry.expected.colour_model === 'CMYK' ? 40 : 15;
      console.info(
        `${file}: mean |decoded − thumbnail| per channel ${diff.map((d) => d.toFixed(1)).join(', ')}`,
      );
      for (const d of diff) expect(d).toBeLessThan(limit);
    },
  );

  it.each([
    'psd/rgb8-layered-max-compat.psd',
    'psd/rgb8-layered-max-compat.psb',
    'psd/rgb16-layered.psd',
  ])('%s matches ag-psd within 2 per channel', async (file) => {
    const entry = fixtures.find((f) => f.path === file)!;
    const expected = agPsdComposite(new Uint8Array(readFileSync(path.join(FIXTURES, file))));
    const got = await decodeFixture(entry);
    let worst = 0;
    for (let i = 0; i < got.rgba.length; i++) {
      worst = Math.max(worst, Math.abs(got.rgba[i]! - expected[i]!));
    }
    expect(worst).toBeLessThanOrEqual(2);
  });

  it('rgb32-float.psd: linear floats map to sRGB (the thumbnail corner, and ag-psd’s floats)', async () => {
    const entry = fixtures.find((f) => f.path === 'psd/rgb32-float.psd')!;
    const floats = agPsdFloats(new Uint8Array(readFileSync(path.join(FIXTURES, entry.path))));
    const got = await decodeFixture(entry);
    const srgb = (v: number): number =>
      Math.round(
        255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * Math.pow(Math.min(1, v), 1 / 2.4) - 0.055),
      );
    let worst = 0;
    for (let i = 0; i < got.rgba.length; i++) {
      if (i % 4 !== 3)
        worst = Math.max(worst, Math.abs(got.rgba[i]! - srgb(Math.max(0, floats[i]!))));
    }
    expect(worst).toBeLessThanOrEqual(1);
  });

  it('CMYK is stored inverted (255 = no ink): the other reading is far from the thumbnail', async () => {
    const entry = fixtures.find((f) => f.path === 'psd/cmyk8-layered.psd')!;
    const thumb = thumbnail(new Uint8Array(readFileSync(path.join(FIXTURES, entry.path))));
    const right = thumbnailDifference((await decodeFixture(entry)).rgba, 200, 200, thumb);
    const wrong = thumbnailDifference(
      (await decodeFixture(entry, 5_000_000, true)).rgba,
      200,
      200,
      thumb,
    );
    for (let c = 0; c < 3; c++) expect(wrong[c]!).toBeGreaterThan(3 * right[c]!);
  });

  it('the CMYK letter keeps strips within the budget and reads only its colour channels', async () => {
    const entry = fixtures.find((f) => f.path === 'psd/cmyk8-alpha-spot-letter-300dpi.psd')!;
    const got = await decodeFixture(entry, 1_000_000);
    expect(got.largestPiece).toBeLessThanOrEqual(1_000_000);
    // CMYK + alpha + spot: the last two channels' RLE data is never read.
    expect(got.source.bytesRead).toBeLessThan(got.source.size);
    // White paper, the four process inks' words: the top-left is white, the page mostly white.
    expect([...got.rgba.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
  });

  it('rows too wide for the budget are cut into segments with the same pixels', async () => {
    const entry = fixtures.find((f) => f.path === 'psd/rgb8-layered-max-compat.psd')!;
    const whole = await decodeFixture(entry);
    const narrow = await decodeFixture(entry, 100);
    expect(narrow.largestPiece).toBeLessThanOrEqual(100);
    expect(Buffer.from(narrow.rgba).equals(Buffer.from(whole.rgba))).toBe(true);
  });
});
