import { describe, expect, it } from 'vitest';
import { compareRenders } from './compareRenders';

/** A w × h RGBA image filled by `f(x, y)`. */
function image(
  w: number,
  h: number,
  f: (x: number, y: number) => [number, number, number, number],
) {
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) data.set(f(x, y), (y * w + x) * 4);
  return data;
}

const flat = (x: number, y: number): [number, number, number, number] => [
  100 + (x % 2),
  50 + (y % 2),
  20,
  255,
];
/** A hard vertical edge at x = 5. */
const edge = (x: number): [number, number, number, number] =>
  x < 5 ? [0, 0, 0, 255] : [200, 200, 200, 255];
const NO_SEAMS = { rows: [], columns: [] };

describe('compareRenders', () => {
  it('equal images: no difference anywhere', () => {
    const a = image(10, 10, flat);
    expect(compareRenders(a, a, 10, 10, { rows: [5], columns: [5] })).toEqual({
      maxDiff: 0,
      over2: 0,
      edgeMaxDiff: 0,
      edgePixels: 0,
      worstSeam: 0,
    });
  });

  it.each([
    [2, 2, 0],
    [3, 3, 3],
    [40, 40, 3],
  ])('a flat area off by %s: maxDiff %s, %s channels over 2', (delta, maxDiff, over2) => {
    const a = image(10, 10, flat);
    const b = image(10, 10, (x, y) => {
      const p = flat(x, y);
      return x === 3 && y === 3 ? [p[0] + delta, p[1] + delta, p[2] + delta, 255] : p;
    });
    expect(compareRenders(a, b, 10, 10, NO_SEAMS)).toMatchObject({ maxDiff, over2 });
  });

  it('differences on an outline are measured apart', () => {
    const a = image(10, 10, edge);
    const b = image(10, 10, (x) => (x === 5 ? [190, 190, 190, 255] : edge(x)));
    expect(compareRenders(a, b, 10, 10, NO_SEAMS)).toMatchObject({
      maxDiff: 0,
      over2: 0,
      edgeMaxDiff: 10,
      edgePixels: 20,
    });
  });

  it('compares premultiplied colours: an almost transparent pixel may carry any colour', () => {
    const a = image(4, 4, () => [255, 0, 0, 1]);
    const b = image(4, 4, () => [0, 255, 0, 1]);
    expect(compareRenders(a, b, 4, 4, NO_SEAMS).maxDiff).toBe(1);
  });

  it('a seam: a tile edge row that differs all along', () => {
    const a = image(10, 10, flat);
    const b = image(10, 10, (x, y) => (y === 6 ? [0, 0, 0, 255] : flat(x, y)));
    expect(compareRenders(a, b, 10, 10, { rows: [6], columns: [] }).worstSeam).toBe(1);
    // The same row is no seam when no tile edge is there, but still a difference.
    const elsewhere = compareRenders(a, b, 10, 10, { rows: [2], columns: [] });
    expect(elsewhere.worstSeam).toBe(0);
  });
});
