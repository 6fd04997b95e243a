/**
 * decodePng on bad input: wrong signatures, truncations, lying chunk lengths, damaged data, CRC
 * errors, zip-bomb tails and the bomb fixtures all end fast, in a typed PipelineError (or a
 * complete image where the damage is after the image data).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../../src/domain/imaging/byteSource';
import { PipelineErrorKey } from '../../../src/domain/imaging/errors';
import { decodePng } from './png';
import { collectRgba } from '../../worker/testing/collectSink';
import { decodeIntoNothing, decodePngBytes, failureOf, findChunk } from './testing/decodeHelpers';
import { buildPng } from './testing/pngBuilder';
import type { PngSpec } from './testing/pngBuilder';
import { referenceDecodePng } from './testing/referencePng';
import { testContext, testHeader } from '../../worker/testing/testContext';
import { FIXTURES_DIR } from '../../../tests/fixtures';

const FIXTURES = FIXTURES_DIR;
const inflate = (d: Uint8Array): Uint8Array => zlib.inflateSync(d);
const deflate = (d: Uint8Array): Uint8Array => zlib.deflateSync(d);

/** Expects `run` to fail with PipelineError `key`, fast; returns the time taken, ms. */
async function expectFailure(run: () => Promise<unknown>, key: string): Promise<number> {
  const { key: got, ms } = await failureOf(run);
  expect(got).toBe(key);
  return ms;
}

describe('decodePng on bad input', () => {
  const good = new Uint8Array(readFileSync(path.join(FIXTURES, 'png/palette8.png')));

  it('rejects a text file renamed .png as not a PNG', async () => {
    const bytes = new Uint8Array(readFileSync(path.join(FIXTURES, 'bad/text-renamed.png')));
    const out = collectRgba(1, 1);
    await expectFailure(
      () => decodePng(bytesSource(bytes), testHeader('png', 1, 1), out.sink, testContext()),
      PipelineErrorKey.unsupportedType,
    );
  });

  it('delivers the rows before the cut of truncated-mid-idat.png, then fails as corrupt', async () => {
    const bytes = new Uint8Array(readFileSync(path.join(FIXTURES, 'bad/truncated-mid-idat.png')));
    const whole = referenceDecodePng(
      new Uint8Array(readFileSync(path.join(FIXTURES, 'png/rgb16-phys-300dpi.png'))),
      inflate,
    );
    const out = collectRgba(290, 442);
    const ms = await expectFailure(
      () => decodePng(bytesSource(bytes), testHeader('png', 290, 442), out.sink, testContext()),
      PipelineErrorKey.corrupt,
    );
    expect(ms).toBeLessThan(1000);
    const rows = out.rowsDone();
    expect(rows).toBeGreaterThan(100);
    expect(rows).toBeLessThan(442);
    expect(
      Buffer.from(out.rgba.subarray(0, rows * 290 * 4)).equals(
        Buffer.from(whole.rgba.subarray(0, rows * 290 * 4)),
      ),
    ).toBe(true);
  });

  it.each([0, 7, 8, 20, 33, 100, 1000, 40_000, 90_000])(
    'truncated at %i bytes → typed error, fast',
    async (cut) => {
      const ms = await expectFailure(
        () => decodeIntoNothing(good.subarray(0, cut)),
        cut < 8 ? PipelineErrorKey.unsupportedType : PipelineErrorKey.corrupt,
      );
      expect(ms).toBeLessThan(1000);
    },
  );

  it('a cut inside IEND (after all image data) still decodes', async () => {
    const got = await decodePngBytes(good.subarray(0, good.length - 6));
    expect(got.rowsDone).toBe(442);
  });

  it('bad chunk lengths → corrupt', async () => {
    const ihdrLength = good.slice();
    ihdrLength[11] = 14; // IHDR length 14
    await expectFailure(() => decodeIntoNothing(ihdrLength), PipelineErrorKey.corrupt);
    const huge = good.slice();
    new DataView(huge.buffer).setUint32(33, 0xfffffff0); // the chunk after IHDR
    await expectFailure(() => decodeIntoNothing(huge), PipelineErrorKey.corrupt);
    // An IDAT claiming more than the file: the next chunks' framing is read as image data.
    const split = buildPng(
      {
        width: 64,
        height: 64,
        colourType: 0,
        bitDepth: 8,
        sample: (x, y) => (x * y) & 255,
        idatChunkBytes: 500,
      },
      deflate,
    );
    const longIdat = split.slice();
    new DataView(longIdat.buffer).setUint32(findChunk(split, 'IDAT'), 0x7ffffff0);
    await expectFailure(() => decodeIntoNothing(longIdat), PipelineErrorKey.corrupt);
    // An IDAT claiming less: the rest of its data is read as a chunk header.
    const shortIdat = good.slice();
    new DataView(shortIdat.buffer).setUint32(findChunk(good, 'IDAT'), 100);
    await expectFailure(() => decodeIntoNothing(shortIdat), PipelineErrorKey.corrupt);
  });

  it('damaged image data, bad filter types, missing PLTE, IEND first → corrupt', async () => {
    const at = findChunk(good, 'IDAT');
    const damaged = good.slice();
    for (let i = at + 100; i < at + 140; i++) damaged[i]! ^= 0x5a;
    await expectFailure(() => decodeIntoNothing(damaged), PipelineErrorKey.corrupt);
    const badFilter = buildPng(
      { width: 4, height: 4, colourType: 0, bitDepth: 8, sample: () => 1, filters: [0, 9] },
      deflate,
    );
    await expectFailure(() => decodeIntoNothing(badFilter), PipelineErrorKey.corrupt);
    const noPalette = buildPng(
      { width: 4, height: 4, colourType: 3, bitDepth: 8, sample: () => 0 },
      deflate,
    );
    await expectFailure(() => decodeIntoNothing(noPalette), PipelineErrorKey.corrupt);
    const iendFirst = buildPng(
      {
        width: 4,
        height: 4,
        colourType: 0,
        bitDepth: 8,
        sample: () => 0,
        extraChunks: [{ type: 'IEND', data: new Uint8Array(0) }],
      },
      deflate,
    );
    await expectFailure(() => decodeIntoNothing(iendFirst), PipelineErrorKey.corrupt);
  });

  it('CRC errors fail only when verifyCrc is on', async () => {
    const bytes = good.slice();
    bytes[findChunk(good, 'IDAT') + 8 + 10]! ^= 0; // untouched data…
    const crcAt = findChunk(good, 'PLTE');
    const length = new DataView(bytes.buffer).getUint32(crcAt);
    bytes[crcAt + 8 + length]! ^= 0xff; // …but PLTE's CRC is wrong
    await expect(decodePngBytes(bytes)).resolves.toBeTruthy();
    await expectFailure(() => decodePngBytes(bytes, 5_000_000, true), PipelineErrorKey.corrupt);
  });

  it('never inflates excess data after the image (zip-bomb tail)', async () => {
    // 1000×1000 gray followed by 200 MB of zeros: ~200 KB compressed.
    const spec: PngSpec = {
      width: 1000,
      height: 1000,
      colourType: 0,
      bitDepth: 8,
      sample: (x, y) => (x ^ y) & 255,
      excess: new Uint8Array(200 << 20),
      idatChunkBytes: 1 << 16,
    };
    const bytes = buildPng(spec, (d) => zlib.deflateSync(d, { level: 9 }));
    const t0 = performance.now();
    const got = await decodePngBytes(bytes);
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(got.rowsDone).toBe(1000);
  });

  it.each(['bad/png-bomb-30000x30000-1bit.png', 'bad/png-65536x65536-1bit-bomb.png'])(
    '%s: decodes in bounded strips and stops at once when aborted',
    async (file) => {
      const bytes = new Uint8Array(readFileSync(path.join(FIXTURES, file)));
      const controller = new AbortController();
      let pieces = 0;
      let largest = 0;
      const sink = {
        rect: (_p: Uint8Array, _x: number, _y: number, w: number, h: number) => {
          largest = Math.max(largest, w * h);
          if (++pieces === 3) controller.abort();
        },
        rowsDone: () => undefined,
      };
      const side = file.includes('65536') ? 65536 : 30000;
      const ms = await expectFailure(
        () =>
          decodePng(
            bytesSource(bytes),
            testHeader('png', side, side),
            sink,
            testContext({ signal: controller.signal }),
          ),
        PipelineErrorKey.aborted,
      );
      expect(ms).toBeLessThan(2000);
      expect(largest).toBeLessThanOrEqual(1 << 20);
    },
  );

  it('an aborted signal stops before reading', async () => {
    const controller = new AbortController();
    controller.abort();
    const out = collectRgba(290, 442);
    await expectFailure(
      () =>
        decodePng(
          bytesSource(good),
          testHeader('png', 290, 442),
          out.sink,
          testContext({ signal: controller.signal }),
        ),
      PipelineErrorKey.aborted,
    );
  });
});
