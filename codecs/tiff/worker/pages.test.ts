/**
 * Pages of a multi-page TIFF (issue 15 item 12): the header counts the main chain's directories,
 * `selectPage` reads page N's, and the display and region decoders then decode that page — its
 * own size and pixels — not page 1. A page the file lacks is refused as corrupt.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../../src/domain/imaging/byteSource';
import { toFailure } from '../../../src/domain/imaging/errors';
import { createReferenceKernels } from '../../../wasm/reference';
import { corpusFile, manifestEntry } from '../../../tests/fixtures';
import type { DecodeContext } from '../../worker/types';
import { readTiffHeader } from '../header';
import { tiffCodec } from './codec';
import { decodeTiff } from './tiff';
import { CollectSink } from './testing/collectSink';

const TWO_SIZES = manifestEntry('tiff/multipage-2-sizes-g3-300dpi.tif');
const THREE = manifestEntry('tiff/multipage-3-g4-a4-400dpi-ghostscript.tif');
const kernels = createReferenceKernels();
const ctx = (): DecodeContext => ({
  kernels,
  signal: new AbortController().signal,
  maxPiecePixels: 5_000_000,
  decodeJpeg: () => Promise.reject(new Error('no JPEG here')),
});

async function decodePage(path: string, page: number) {
  const source = bytesSource(new Uint8Array(readFileSync(corpusFile(path))));
  const first = await readTiffHeader(source, await source.read(0, 16));
  const header = page === 0 ? first : await tiffCodec.selectPage!(source, first, page);
  const sink = new CollectSink(header.width, header.height);
  await decodeTiff(source, header, sink, ctx());
  expect(sink.problems()).toEqual([]);
  return { header, sink };
}

/** Share of black pixels (bilevel pages): a fingerprint of a page's content. */
function inked(rgba: Uint8Array): number {
  let black = 0;
  for (let i = 0; i < rgba.length; i += 4) if (rgba[i]! < 128) black++;
  return black / (rgba.length / 4);
}

describe('TIFF pages: the directories of the main chain', () => {
  it('page 2 of the two-size file is its second directory, of its own size', async () => {
    const one = await decodePage(TWO_SIZES.path, 0);
    const two = await decodePage(TWO_SIZES.path, 1);
    expect([one.header.width, one.header.height, one.header.pages]).toEqual([2464, 3248, 2]);
    expect(two.header.pages).toBe(2);
    expect([two.header.width, two.header.height]).not.toEqual([2464, 3248]);
    expect([two.sink.width, two.sink.height]).toEqual([two.header.width, two.header.height]);
  });

  it('each page of the three-page file decodes its own content', async () => {
    const pages = await Promise.all([0, 1, 2].map((p) => decodePage(THREE.path, p)));
    const ink = pages.map((p) => inked(p.sink.rgba));
    expect(pages.map((p) => p.header.pages)).toEqual([3, 3, 3]);
    // Three different pages (a few words each): no two print the same number of black pixels.
    expect(new Set(ink).size).toBe(3);
    expect(Math.min(...ink)).toBeGreaterThan(0);
  });

  it('a page the file does not have is corrupt', async () => {
    const error = await decodePage(THREE.path, 3).catch((e: unknown) => e);
    expect(toFailure(error as Error).key).toBe('corruptImage');
  });
});
