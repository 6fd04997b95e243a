import { describe, expect, it } from 'vitest';
import type { Point, Rect } from './placement';
import { duplicatePosition, newObjectCentre, pastePosition } from './placement';

const artboard: Rect = { left: 100, top: 50, width: 400, height: 200 };
const fixed = (r: number) => () => r;

describe('duplicatePosition', () => {
  it.each<[Point, number | undefined, Point]>([
    [{ x: 0, y: 0 }, undefined, { x: 10, y: 10 }],
    [{ x: 12.5, y: -3 }, undefined, { x: 22.5, y: 7 }],
    [{ x: 5, y: 5 }, 20, { x: 25, y: 25 }],
  ])('%j (offset %s) → %j', (p, offset, expected) =>
    expect(duplicatePosition(p, offset)).toEqual(expected),
  );
});

describe('pastePosition', () => {
  it.each<[string, { width: number; height: number }, number, Point]>([
    ['random 0 → top-left corner', { width: 100, height: 50 }, 0, { x: 100, y: 50 }],
    ['random 0.5 → middle', { width: 100, height: 50 }, 0.5, { x: 250, y: 125 }],
    ['random → 1 stays inside', { width: 100, height: 50 }, 0.999999, { x: 400, y: 200 }],
    ['out-of-range random clamped', { width: 100, height: 50 }, 7, { x: 400, y: 200 }],
    ['negative random clamped', { width: 100, height: 50 }, -1, { x: 100, y: 50 }],
    ['NaN random → middle', { width: 100, height: 50 }, Number.NaN, { x: 250, y: 125 }],
    ['exact fit', { width: 400, height: 200 }, 0.7, { x: 100, y: 50 }],
    ['too wide → centred horizontally', { width: 600, height: 50 }, 0, { x: 0, y: 50 }],
    ['too big → centred', { width: 500, height: 300 }, 0.3, { x: 50, y: 0 }],
  ])('%s', (_name, size, r, expected) => {
    const p = pastePosition(size, artboard, fixed(r));
    expect(p.x).toBeCloseTo(expected.x, 3);
    expect(p.y).toBeCloseTo(expected.y, 3);
  });

  it('keeps fitting objects fully inside for any random value', () => {
    const size = { width: 37, height: 91 };
    for (let i = 0; i <= 100; i++) {
      const p = pastePosition(size, artboard, fixed(i / 100));
      expect(p.x).toBeGreaterThanOrEqual(artboard.left);
      expect(p.y).toBeGreaterThanOrEqual(artboard.top);
      expect(p.x + size.width).toBeLessThanOrEqual(artboard.left + artboard.width);
      expect(p.y + size.height).toBeLessThanOrEqual(artboard.top + artboard.height);
    }
  });

  it('draws one random number per axis', () => {
    const values = [0.25, 0.75];
    const p = pastePosition({ width: 0, height: 0 }, artboard, () => values.shift() ?? 0);
    expect(p).toEqual({ x: 200, y: 200 });
  });
});

describe('newObjectCentre', () => {
  const view: Rect = { left: 0, top: 0, width: 200, height: 100 };
  it.each<[string, Point[], number, Point]>([
    ['an empty view: its centre', [], 10, { x: 100, y: 50 }],
    ['objects elsewhere do not count', [{ x: 10, y: 10 }], 10, { x: 100, y: 50 }],
    ['one at the centre: a step down-right', [{ x: 100, y: 50 }], 10, { x: 110, y: 60 }],
    [
      'two placed: the third steps from the last',
      [
        { x: 100, y: 50 },
        { x: 110, y: 60 },
      ],
      10,
      { x: 120, y: 70 },
    ],
    ['a centre moved away is free again', [{ x: 110, y: 60 }], 10, { x: 100, y: 50 }],
    ['within half a step is the same place', [{ x: 104.9, y: 45.1 }], 10, { x: 110, y: 60 }],
    ['half a step away on one axis is free', [{ x: 105, y: 50 }], 10, { x: 100, y: 50 }],
    [
      'a step that is not a number falls back to 10 px',
      [{ x: 100, y: 50 }],
      Number.NaN,
      { x: 110, y: 60 },
    ],
  ])('%s', (_, taken, step, expected) => {
    expect(newObjectCentre(view, taken, step)).toEqual(expected);
  });

  it('stays in view: past the edge it goes up-left, then half a step over', () => {
    // 50 px to the bottom edge: 2 steps of 20 fit down-right, then 2 up-left.
    const placed: Point[] = [];
    for (let i = 0; i < 8; i++) placed.push(newObjectCentre(view, placed, 20));
    expect(placed).toEqual([
      { x: 100, y: 50 },
      { x: 120, y: 70 },
      { x: 140, y: 90 },
      { x: 80, y: 30 },
      { x: 60, y: 10 },
      { x: 110, y: 50 },
      { x: 130, y: 70 },
      { x: 150, y: 90 },
    ]);
    for (const p of placed) {
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(100);
    }
    expect(new Set(placed.map((p) => `${p.x},${p.y}`)).size).toBe(placed.length);
  });

  it('a hundred placed in a row never share a place', () => {
    const placed: Point[] = [];
    for (let i = 0; i < 100; i++) placed.push(newObjectCentre(view, placed, 24));
    expect(new Set(placed.map((p) => `${p.x},${p.y}`)).size).toBe(100);
  });
});
