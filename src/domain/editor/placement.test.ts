import { describe, expect, it } from 'vitest';
import type { Point, Rect } from './placement';
import { duplicatePosition, pastePosition } from './placement';

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
