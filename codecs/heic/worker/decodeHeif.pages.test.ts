/**
 * A HEIF with two top-level images (heif-enc given two pictures): the header reports 2 pages,
 * page 1 is the primary image, page 2 the other one, each decodes to its own size and pixels
 * (the second matches the PNG it was encoded from), a page the file lacks is refused, and the
 * single-image files keep 1 page.
 */
import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../../src/domain/imaging/byteSource';
import { PipelineErrorKey } from '../../../src/domain/imaging/errors';
import { toFailure } from '../../../src/domain/imaging/errors';
import { createReferenceKernels } from '../../../wasm/reference';
import { corpusFile, manifestEntries, manifestEntry } from '../../../tests/fixtures';
import { referenceDecodePng } from '../../png/worker/testing/referencePng';
import { readIsobmffHeader } from '../isobmff';
import { heicCodec } from './codec';
import { decodeHeif } from './heif';
import { FullSink } from './testing/coverageSink';

const TWO = manifestEntry('heic/two-top-level-images.heic');
const source = () => bytesSource(new Uint8Array(readFileSync(corpusFile(TWO.path))));
const context = () => ({
  kernels: createReferenceKernels(),
  signal: new AbortController().signal,
  maxPiecePixels: 5_000_000,
  decodeJpeg: () => Promise.reject(new Error('no JPEG decoder here')),
});

async function decodePage(page: number) {
  const s = source();
  const first = await readIsobmffHeader(s, 'heic');
  const header = page === 0 ? first : await heicCodec.selectPage!(s, first, page);
  const sink = new FullSink(header.width, header.height);
  await decodeHeif(s, header, sink, context());
  return { header, sink };
}

/** Mean absolute difference per channel (RGB), 0–255. */
function meanDiff(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < a.length; i += 4) {
    for (let c = 0; c < 3; c++) sum += Math.abs(a[i + c]! - b[i + c]!);
    n += 3;
  }
  return sum / n;
}

describe('HEIF pages: its top-level images', () => {
  it('the two-image file has 2 pages; single-image files have 1', async () => {
    const header = await readIsobmffHeader(source(), 'heic');
    expect(header.pages).toBe(2);
    expect(TWO.expected.pages).toBe(2);
    for (const entry of manifestEntries().filter(
      (e) => e.format === 'heic' && e.path !== TWO.path,
    )) {
      const bytes = new Uint8Array(readFileSync(corpusFile(entry.path)));
      const h = await readIsobmffHeader(bytesSource(bytes), 'heic');
      expect(h.pages, entry.path).toBe(1);
    }
  });

  it('page 1 is the primary image, 100 × 100; page 2 the other, 290 × 442', async () => {
    const one = await decodePage(0);
    const two = await decodePage(1);
    expect([one.header.width, one.header.height, one.header.pages]).toEqual([100, 100, 2]);
    expect([two.header.width, two.header.height, two.header.pages]).toEqual([290, 442, 2]);
    expect([one.sink.width, one.sink.height]).toEqual([100, 100]);
    expect([two.sink.width, two.sink.height]).toEqual([290, 442]);
    // The primary carries the JPEG's EXIF (300 dpi); the second image has none.
    expect(one.header.dpi).toEqual([300, 300]);
    expect(two.header.dpi).toBeNull();
    // Page 2's pixels are the PNG it was encoded from (lossy HEVC at q80: close, not equal).
    const png = referenceDecodePng(
      new Uint8Array(readFileSync(corpusFile('png/palette8.png'))),
      (d) => zlib.inflateSync(d),
    );
    expect([png.width, png.height]).toEqual([290, 442]);
    expect(meanDiff(two.sink.rgba, png.rgba)).toBeLessThan(6);
  });

  it('a page the file does not have is refused with corruptImage', async () => {
    const s = source();
    const first = await readIsobmffHeader(s, 'heic');
    const failure = await heicCodec.selectPage!(s, first, 2).catch((e: unknown) => e);
    expect(toFailure(failure as Error).key).toBe(PipelineErrorKey.corrupt);
  });
});
