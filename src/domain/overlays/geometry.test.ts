import { describe, expect, it } from 'vitest';
import { innerRect } from './geometry';

describe('innerRect', () => {
  it.each([
    [
      'a circle of radius 1: the square of side √2',
      { kind: 'ellipse', cx: 1.5, cy: 1.5, rx: 1, ry: 1 },
      { x: 1.5 - Math.SQRT1_2, y: 1.5 - Math.SQRT1_2, width: Math.SQRT2, height: Math.SQRT2 },
    ],
    [
      'a square-cornered rectangle: itself',
      { kind: 'roundedRect', x: 0.25, y: 0.25, width: 11.5, height: 11.5, radius: 0 },
      { x: 0.25, y: 0.25, width: 11.5, height: 11.5 },
    ],
    [
      'corners rounded 1 in: 0.29 in off each side',
      { kind: 'roundedRect', x: 0, y: 0, width: 12, height: 6, radius: 1 },
      {
        x: 1 - Math.SQRT1_2,
        y: 1 - Math.SQRT1_2,
        width: 12 - 2 * (1 - Math.SQRT1_2),
        height: 6 - 2 * (1 - Math.SQRT1_2),
      },
    ],
  ] as const)('%s', (_name, outline, expected) => {
    const r = innerRect(outline);
    for (const k of ['x', 'y', 'width', 'height'] as const)
      expect(r[k]).toBeCloseTo(expected[k], 9);
  });
});
