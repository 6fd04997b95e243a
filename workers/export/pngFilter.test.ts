/**
 * The writer's row filters against the decoder's unfilter (two implementations of PNG spec §9
 * checking each other), and the per-row choice against a brute-force minimum.
 */
import { describe, expect, it } from 'vitest';
import { unfilterRow } from '../../codecs/png/worker/unfilter';
import { CHOICE_PIXEL_STEP, chooseFilter, filterRow, PngFilterType } from './pngFilter';

const TYPES = Object.values(PngFilterType);

function randomRow(length: number, seed: number): Uint8Array {
  let s = seed;
  return Uint8Array.from({ length }, () => (s = (Math.imul(s, 1664525) + 1013904223) | 0) >>> 24);
}

/**
 * Sum of the filtered bytes (after the filter byte) read as signed, the quantity the choice
 * minimises, over the first pixel and every `step`-th after it.
 */
function signedSum(out: Uint8Array, bpp: number, step = 1): number {
  let sum = 0;
  for (let i = 1; i < out.length; i++) {
    const pixel = Math.floor((i - 1) / bpp);
    if (pixel > 0 && (pixel - 1) % step !== 0) continue;
    sum += out[i]! < 128 ? out[i]! : 256 - out[i]!;
  }
  return sum;
}

describe('filterRow', () => {
  for (const bpp of [3, 4]) {
    for (const length of [bpp, bpp * 5, bpp * 64]) {
      it.each(TYPES)(`type %i, bpp ${bpp}, ${length} bytes: undone by unfilterRow`, (type) => {
        const prev = randomRow(length, length + bpp);
        const cur = randomRow(length, length * 7 + 1);
        const out = new Uint8Array(length + 3);
        filterRow(type, cur, prev, bpp, out, 2);
        expect(out[2]).toBe(type);
        const row = out.slice(3);
        expect(unfilterRow(type, row, prev, bpp)).toBe(true);
        expect([...row]).toEqual([...cur]);
      });
    }
  }

  it('treats a zero row above the first row as the decoder does (prev null)', () => {
    const cur = randomRow(40, 3);
    for (const type of TYPES) {
      const out = new Uint8Array(41);
      filterRow(type, cur, new Uint8Array(40), 4, out, 0);
      const row = out.slice(1);
      unfilterRow(type, row, null, 4);
      expect([...row]).toEqual([...cur]);
    }
  });
});

describe('chooseFilter', () => {
  for (const step of [1, CHOICE_PIXEL_STEP]) {
    it(`picks the least signed sum over every ${step}. pixel (brute force, random rows)`, () => {
      for (let seed = 1; seed < 40; seed++) {
        const bpp = seed % 2 ? 4 : 3;
        const prev = randomRow(bpp * 50, seed);
        // Mix in structure so that different filters win on different rows.
        const cur = randomRow(bpp * 50, seed * 31).map((v, i) =>
          seed % 3 === 0 ? prev[i]! + (v & 3) : seed % 3 === 1 ? i * 2 + (v & 1) : v,
        );
        const sums = TYPES.map((type) => {
          const out = new Uint8Array(cur.length + 1);
          filterRow(type, cur, prev, bpp, out, 0);
          return signedSum(out, bpp, step);
        });
        const best = sums.indexOf(Math.min(...sums));
        expect(chooseFilter(cur, prev, bpp, step)).toBe(TYPES[best]);
      }
    });
  }

  it('None for flat zeros, Up for a row equal to the one above, Sub for a ramp', () => {
    const bpp = 4;
    expect(chooseFilter(new Uint8Array(64), new Uint8Array(64), bpp)).toBe(PngFilterType.none);
    const row = randomRow(64, 9);
    expect(chooseFilter(row, row, bpp)).toBe(PngFilterType.up);
    const ramp = Uint8Array.from({ length: 64 }, (_, i) => 100 + (i >> 2));
    expect(chooseFilter(ramp, randomRow(64, 5), bpp)).toBe(PngFilterType.sub);
  });
});
