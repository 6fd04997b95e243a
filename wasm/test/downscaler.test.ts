/**
 * The wasm Downscaler against the reference, table-driven, for each build (scalar and SIMD).
 * Both round half up; the wasm builds sum in f32 and the reference in f64, so a channel may
 * differ by 1 where a value lands within float error of .5 — the tolerance is 1 and most cases
 * match exactly.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createReferenceKernels, loadKernels, type Downscaler, type Kernels } from '../index';
import { BUILDS } from './builds';
import { prng, randomBytes, shuffle } from './random';

const reference = createReferenceKernels();
/** Instances of each build, by name. */
const wasm = new Map<string, Kernels>();
beforeAll(async () => {
  for (const build of BUILDS) wasm.set(build.name, await loadKernels(build.url));
});

type Feed = 'rows1' | 'rows32' | 'tiles' | 'whole';

interface Case {
  name: string;
  src: [number, number];
  dst: [number, number];
  alpha: boolean;
  feed: Feed;
  /** How pixels are drawn: random bytes, or random with alpha forced to edge values. */
  pixels?: 'random' | 'alphaEdges';
}

const CASES: Case[] = [
  { name: '1×1 identity', src: [1, 1], dst: [1, 1], alpha: true, feed: 'rows1' },
  { name: '1 px wide column to 1×1', src: [1, 37], dst: [1, 1], alpha: false, feed: 'rows1' },
  { name: 'odd sizes', src: [37, 23], dst: [11, 7], alpha: false, feed: 'rows1' },
  { name: 'odd sizes, alpha', src: [37, 23], dst: [11, 7], alpha: true, feed: 'rows32' },
  { name: 'ratio exactly 2', src: [64, 48], dst: [32, 24], alpha: false, feed: 'rows32' },
  { name: 'ratio exactly 2, alpha', src: [64, 48], dst: [32, 24], alpha: true, feed: 'tiles' },
  { name: 'ratio just under 1', src: [101, 99], dst: [100, 98], alpha: true, feed: 'rows1' },
  { name: 'non-integer 12500→961', src: [12500, 40], dst: [961, 3], alpha: false, feed: 'rows32' },
  { name: 'tall and thin', src: [3, 2000], dst: [2, 77], alpha: true, feed: 'rows32' },
  { name: 'wide and flat', src: [3000, 2], dst: [71, 1], alpha: false, feed: 'rows1' },
  {
    name: 'equal sizes are an exact copy',
    src: [29, 17],
    dst: [29, 17],
    alpha: true,
    feed: 'tiles',
  },
  { name: 'equal width only', src: [40, 90], dst: [40, 31], alpha: false, feed: 'rows32' },
  {
    name: 'alpha edges',
    src: [90, 60],
    dst: [13, 9],
    alpha: true,
    feed: 'rows32',
    pixels: 'alphaEdges',
  },
  {
    name: 'alpha edges, tiles',
    src: [130, 70],
    dst: [47, 29],
    alpha: true,
    feed: 'tiles',
    pixels: 'alphaEdges',
  },
  { name: 'tiles out of order', src: [300, 200], dst: [97, 61], alpha: false, feed: 'tiles' },
  { name: 'huge ratio 16320→240', src: [16320, 64], dst: [240, 1], alpha: true, feed: 'rows32' },
  { name: 'huge ratio, whole', src: [16320, 96], dst: [240, 2], alpha: false, feed: 'whole' },
];

function makePixels(c: Case, seed: number): Uint8Array {
  const bytes = randomBytes(c.src[0] * c.src[1] * 4, seed);
  if (c.pixels === 'alphaEdges') {
    const next = prng(seed + 1);
    const edges = [0, 0, 0, 1, 254, 255, 255];
    for (let p = 3; p < bytes.length; p += 4) bytes[p] = edges[Math.floor(next() * edges.length)]!;
  }
  return bytes;
}

/** Feeds `pixels` to a downscaler the way the case says. */
function feed(d: Downscaler, pixels: Uint8Array, c: Case, seed: number): void {
  const [w, h] = c.src;
  const rows = (y: number, n: number): Uint8Array => pixels.subarray(y * w * 4, (y + n) * w * 4);
  if (c.feed === 'whole') return d.pushRows(pixels, 0, h);
  if (c.feed === 'rows1' || c.feed === 'rows32') {
    const step = c.feed === 'rows1' ? 1 : 32;
    for (let y = 0; y < h; y += step)
      d.pushRows(rows(y, Math.min(step, h - y)), y, Math.min(step, h - y));
    return;
  }
  // Tiles of odd size, shuffled within each band of rows, then the band is finished.
  const tw = 23;
  const th = 17;
  for (let y = 0; y < h; y += th) {
    const bh = Math.min(th, h - y);
    const tiles: number[] = [];
    for (let x = 0; x < w; x += tw) tiles.push(x);
    for (const x of shuffle(tiles, seed + y)) {
      const bw = Math.min(tw, w - x);
      const tile = new Uint8Array(bw * bh * 4);
      for (let r = 0; r < bh; r++) {
        tile.set(pixels.subarray(((y + r) * w + x) * 4, ((y + r) * w + x + bw) * 4), r * bw * 4);
      }
      d.pushRect(tile, x, y, bw, bh);
    }
    d.finishRows(y + bh);
  }
}

function downscale(kernels: Kernels, c: Case, pixels: Uint8Array, seed: number): Uint8ClampedArray {
  const d = kernels.createDownscaler({
    srcWidth: c.src[0],
    srcHeight: c.src[1],
    dstWidth: c.dst[0],
    dstHeight: c.dst[1],
    alpha: c.alpha,
  });
  try {
    feed(d, pixels, c, seed);
    return d.output();
  } finally {
    d.dispose();
  }
}

function maxDifference(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i]! - b[i]!));
  return max;
}

describe.each(BUILDS.map((b) => b.name))('Downscaler: wasm (%s) matches the reference', (name) => {
  it.each(CASES)('$name ($src → $dst, alpha $alpha, $feed)', (c) => {
    for (const seed of [1, 2]) {
      const pixels = makePixels(c, seed);
      const expected = downscale(reference, c, pixels, seed);
      const actual = downscale(wasm.get(name)!, c, pixels, seed);
      expect(actual.length).toBe(c.dst[0] * c.dst[1] * 4);
      expect(maxDifference(actual, expected)).toBeLessThanOrEqual(1);
      if (c.src[0] === c.dst[0] && c.src[1] === c.dst[1]) {
        expect(Array.from(actual)).toEqual(Array.from(pixels));
      }
    }
  });

  it('tiles in any order give the same result as whole rows', () => {
    const c = CASES.find((x) => x.name === 'tiles out of order')!;
    const pixels = makePixels(c, 5);
    const tiled = downscale(wasm.get(name)!, c, pixels, 5);
    const rows = downscale(wasm.get(name)!, { ...c, feed: 'rows32' }, pixels, 5);
    expect(maxDifference(tiled, rows)).toBeLessThanOrEqual(1);
  });
});

describe.each([...BUILDS.map((b) => b.name), 'reference'])('Downscaler semantics (%s)', (kind) => {
  const kernels = (): Kernels => wasm.get(kind) ?? reference;
  const make = (sw: number, sh: number, dw: number, dh: number, alpha = false): Downscaler =>
    kernels().createDownscaler({ srcWidth: sw, srcHeight: sh, dstWidth: dw, dstHeight: dh, alpha });

  it('averages premultiplied: a transparent neighbour does not darken', () => {
    const d = make(2, 1, 1, 1, true);
    d.pushRows(new Uint8Array([255, 0, 0, 255, 0, 255, 0, 0]), 0, 1);
    expect(Array.from(d.output())).toEqual([255, 0, 0, 128]); // alpha 127.5 rounds half up
    d.dispose();
  });

  it('averages straight without alpha', () => {
    const d = make(2, 1, 1, 1, false);
    d.pushRows(new Uint8Array([255, 0, 0, 255, 0, 255, 0, 0]), 0, 1);
    expect(Array.from(d.output())).toEqual([128, 128, 0, 128]);
    d.dispose();
  });

  it('fully transparent areas become transparent black', () => {
    const d = make(4, 4, 2, 2, true);
    d.pushRows(
      new Uint8Array(64).fill(200).map((v, i) => (i % 4 === 3 ? 0 : v)),
      0,
      4,
    );
    expect(Array.from(d.output())).toEqual(new Array(16).fill(0));
    d.dispose();
  });

  it('weights fractional coverage: 3 px → 2 px', () => {
    const d = make(3, 1, 2, 1);
    d.pushRows(new Uint8Array([0, 0, 0, 255, 90, 90, 90, 255, 180, 180, 180, 255]), 0, 1);
    // Output 0 covers px 0 and half of px 1: (0 + 0.5·90) / 1.5 = 30; output 1: (45 + 180) / 1.5 = 150.
    expect(Array.from(d.output())).toEqual([30, 30, 30, 255, 150, 150, 150, 255]);
    d.dispose();
  });

  it('rejects rows pushed after they were finished, bad rectangles and upscaling', () => {
    const d = make(10, 10, 5, 5);
    d.pushRows(new Uint8Array(10 * 4 * 4), 0, 4);
    expect(() => d.pushRect(new Uint8Array(40), 0, 3, 10, 1)).toThrow(RangeError);
    expect(() => d.pushRect(new Uint8Array(40), 1, 5, 10, 1)).toThrow(RangeError);
    expect(() => d.pushRect(new Uint8Array(10), 0, 5, 10, 1)).toThrow(RangeError);
    expect(() => d.finishRows(11)).toThrow(RangeError);
    d.finishRows(2); // going back is a no-op
    d.dispose();
    expect(() => d.output()).toThrow(/disposed/);
    expect(() => make(10, 10, 11, 5)).toThrow(RangeError);
    expect(() => make(10, 10, 0, 5)).toThrow(RangeError);
  });

  it('unfinished output rows stay zero', () => {
    const d = make(4, 4, 2, 2);
    d.pushRows(new Uint8Array(32).fill(255), 0, 2);
    expect(Array.from(d.output())).toEqual([...new Array(8).fill(255), ...new Array(8).fill(0)]);
    d.dispose();
  });
});
