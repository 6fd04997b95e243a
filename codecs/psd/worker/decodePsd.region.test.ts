/**
 * PSD/PSB regions: the rows above a region are skipped — raw data is read at the region's rows,
 * RLE reads only the skipped rows' byte counts, ZIP inflates and drops them — decoding stops
 * after the region's last row, and the answer equals the crop of a full decode.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../../src/domain/imaging/byteSource';
import { createReferenceKernels } from '../../../wasm/reference';
import {
  countingSource,
  decodeRegionPixels,
  expectedRegion,
} from '../../../workers/pipeline/region/testing/regionHarness';
import { collectRgba } from '../../worker/testing/collectSink';
import { testContext, testHeader } from '../../worker/testing/testContext';
import { decodePsd } from './psd';
import type { PsdSpec } from './testing/psdBuilder';
import { buildPsd, plane } from './testing/psdBuilder';

const deflate = (data: Uint8Array) => new Uint8Array(zlib.deflateSync(data));
const kernels = createReferenceKernels();
const W = 61;
const H = 90;

function spec(compression: 0 | 1 | 2 | 3, version: 1 | 2 = 1): PsdSpec {
  return {
    version,
    width: W,
    height: H,
    depth: 8,
    mode: 3, // RGB
    compression,
    channels: [0, 1, 2].map((c) =>
      plane(W, H, 8, (x, y) => (x * (3 + c) + y * (7 - c) + ((x * y) >> 3)) & 255),
    ),
  };
}

async function full(bytes: Uint8Array) {
  const out = collectRgba(W, H);
  await decodePsd(bytesSource(bytes), testHeader('psd', W, H), out.sink, testContext());
  return { rgba: out.rgba, width: W };
}

const regions = [
  { x: 0, y: 0, width: 20, height: 7 },
  { x: 13, y: 41, width: 30, height: 17 },
  { x: 50, y: 80, width: 11, height: 10 },
];

describe('PSD regions', () => {
  for (const [name, compression, version] of [
    ['raw', 0, 1],
    ['RLE', 1, 1],
    ['PSB RLE', 1, 2],
    ['ZIP', 2, 1],
    ['ZIP with prediction', 3, 1],
  ] as const) {
    for (const region of regions) {
      for (const output of [
        { width: region.width, height: region.height },
        { width: 5, height: 3 },
      ]) {
        it(`${name}: ${JSON.stringify(region)} at ${output.width}×${output.height} is the crop of a full decode`, async () => {
          const bytes = buildPsd(spec(compression, version), deflate);
          const got = await decodeRegionPixels(
            decodePsd,
            bytesSource(bytes),
            testHeader('psd', W, H),
            region,
            output,
            testContext({ maxPiecePixels: 200 }),
          );
          expect([...got]).toEqual([...expectedRegion(kernels, await full(bytes), region, output)]);
        });
      }
    }
  }

  for (const [name, compression] of [
    ['raw', 0],
    ['RLE', 1],
  ] as const) {
    it(`${name}: a band near the bottom reads a fraction of the image data`, async () => {
      const bytes = buildPsd(spec(compression), deflate);
      const whole = countingSource(bytesSource(bytes));
      await decodePsd(whole, testHeader('psd', W, H), collectRgba(W, H).sink, testContext());
      const band = { x: 0, y: 80, width: W, height: 5 };
      const part = countingSource(bytesSource(bytes));
      await decodeRegionPixels(
        decodePsd,
        part,
        testHeader('psd', W, H),
        band,
        { width: W, height: 5 },
        testContext(),
      );
      // 5 rows of 90: the headers and (for RLE) the row counts stay, the pixel data shrinks.
      expect(part.bytesRead).toBeLessThan(whole.bytesRead * 0.3);
    });
  }
});
