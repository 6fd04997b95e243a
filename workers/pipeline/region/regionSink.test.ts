import { describe, expect, it } from 'vitest';
import { PipelineError } from '../../../src/domain/imaging/errors';
import { createReferenceKernels } from '../../../wasm/reference';
import { createRegionSink } from './regionSink';
import { cropRgba, expectedRegion } from './testing/regionHarness';

const kernels = createReferenceKernels();
const W = 37;
const H = 23;

/** A deterministic picture with alpha, W × H RGBA. */
const picture = Uint8Array.from({ length: W * H * 4 }, (_, i) => {
  const p = i >> 2;
  const [x, y, c] = [p % W, Math.floor(p / W), i & 3];
  return c === 3 ? 128 + ((x * 7 + y * 3) % 128) : (x * 13 + y * 29 + c * 71) & 255;
});

type Delivery = (sink: ReturnType<typeof createRegionSink>) => void;

/** Whole rows in strips of `rows`. */
const strips =
  (rows: number): Delivery =>
  (sink) => {
    for (let y = 0; y < H; y += rows) {
      const n = Math.min(rows, H - y);
      sink.rect(picture.subarray(y * W * 4, (y + n) * W * 4), 0, y, W, n);
      sink.rowsDone(y + n);
    }
  };

/** Tiles of `side`², tile rows top to bottom, tiles right to left (any order within a row). */
const tiles =
  (side: number): Delivery =>
  (sink) => {
    for (let y = 0; y < H; y += side) {
      const h = Math.min(side, H - y);
      for (let x = Math.floor((W - 1) / side) * side; x >= 0; x -= side) {
        const w = Math.min(side, W - x);
        sink.rect(cropRgba(picture, W, { x, y, width: w, height: h }), x, y, w, h);
      }
      sink.rowsDone(y + h);
    }
  };

describe('the region sink', () => {
  const region = { x: 5, y: 3, width: 20, height: 11 };
  const deliveries: [string, Delivery][] = [
    ['one rectangle', strips(H)],
    ['strips of 4 rows', strips(4)],
    ['one-row strips', strips(1)],
    ['8-px tiles', tiles(8)],
  ];
  for (const [how, deliver] of deliveries) {
    for (const output of [
      { width: 20, height: 11 },
      { width: 7, height: 4 },
      { width: 1, height: 1 },
    ]) {
      it(`keeps only the region: ${how}, answered at ${output.width}×${output.height}`, () => {
        const sink = createRegionSink(kernels, region, output, true);
        deliver(sink);
        expect(sink.rowsFinished).toBe(region.height);
        const want = expectedRegion(kernels, { rgba: picture, width: W }, region, output, true);
        expect([...sink.pixels()]).toEqual([...want]);
        sink.dispose();
      });
    }
  }

  it('a region touching the right and bottom edges', () => {
    const edge = { x: W - 3, y: H - 2, width: 3, height: 2 };
    const sink = createRegionSink(kernels, edge, { width: 3, height: 2 }, false);
    tiles(8)(sink);
    expect([...sink.pixels()]).toEqual([...cropRgba(picture, W, edge)]);
  });

  it('refuses to answer before every region row is done (a decoder that stopped early)', () => {
    const sink = createRegionSink(kernels, region, { width: 10, height: 5 }, false);
    sink.rect(picture.subarray(0, 8 * W * 4), 0, 0, W, 8);
    sink.rowsDone(8);
    expect(sink.rowsFinished).toBe(5);
    expect(() => sink.pixels()).toThrow(PipelineError);
  });
});
