/**
 * PNG regions (the streaming decoder): rows above the region are inflated and unfiltered but not
 * delivered, decoding stops after the region's last row (the compressed data below is never
 * read), and the answer equals the crop of a full decode.
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
import { decodePng } from './png';
import { decodePngBytes } from './testing/decodeHelpers';
import type { PngSpec } from './testing/pngBuilder';
import { buildPng } from './testing/pngBuilder';
import { testContext, testHeader } from '../../worker/testing/testContext';

const deflate = (data: Uint8Array) => new Uint8Array(zlib.deflateSync(data, { level: 1 }));
const kernels = createReferenceKernels();

/** A hash of (x, y, c): samples deflate cannot shrink, so bytes read follow rows read. */
function noise(x: number, y: number, c: number): number {
  let v = Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(c, 1013904223);
  v = Math.imul(v ^ (v >>> 13), 1274126177);
  return (v ^ (v >>> 16)) & 255;
}

function png(width: number, height: number, colourType: 2 | 6 = 6): Uint8Array {
  const spec: PngSpec = {
    width,
    height,
    colourType,
    bitDepth: 8,
    // Noise-like samples, so the compressed data grows with the rows.
    sample: noise,
    idatChunkBytes: 4096,
  };
  return buildPng(spec, deflate);
}

describe('PNG regions', () => {
  const W = 83;
  const H = 120;
  const bytes = png(W, H);
  const regions = [
    { x: 0, y: 0, width: W, height: 9 },
    { x: 20, y: 50, width: 33, height: 21 },
    { x: 70, y: 100, width: 13, height: 20 },
  ];
  for (const region of regions) {
    for (const output of [
      { width: region.width, height: region.height },
      { width: 7, height: 4 },
    ]) {
      it(`${JSON.stringify(region)} at ${output.width}×${output.height} is the crop of a full decode`, async () => {
        const full = await decodePngBytes(bytes);
        const got = await decodeRegionPixels(
          decodePng,
          bytesSource(bytes),
          testHeader('png', W, H),
          region,
          output,
          testContext({ maxPiecePixels: 500 }),
          true,
        );
        expect([...got]).toEqual([...expectedRegion(kernels, full, region, output, true)]);
      });
    }
  }

  it('a band at the top reads a fraction of a 5 MB file', async () => {
    const [w, h] = [1200, 1500];
    const big = png(w, h, 2);
    const source = countingSource(bytesSource(big));
    const band = { x: 0, y: 0, width: w, height: 50 };
    const ctx = testContext({ maxPiecePixels: 20_000 });
    await decodeRegionPixels(
      decodePng,
      source,
      testHeader('png', w, h),
      band,
      { width: 100, height: 10 },
      ctx,
    );
    // 50 rows of 1500, read in the reader's 1 MiB windows: one or two of the file's five.
    expect(big.length).toBeGreaterThan(4 << 20);
    expect(source.bytesRead).toBeLessThan(big.length * 0.5);
  });
});
