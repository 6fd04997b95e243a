import { describe, expect, it } from 'vitest';
import type { OutlineInches } from './geometry';
import { insetOutline } from './safeZone';

const trim = (w: number, h: number, radius = 0): OutlineInches => ({
  kind: 'roundedRect',
  x: 0,
  y: 0,
  width: w,
  height: h,
  radius,
});

describe('insetOutline', () => {
  it.each([
    [
      trim(24, 18),
      0.25,
      { kind: 'roundedRect', x: 0.25, y: 0.25, width: 23.5, height: 17.5, radius: 0 },
    ],
    [
      trim(24, 18, 1),
      0.25,
      { kind: 'roundedRect', x: 0.25, y: 0.25, width: 23.5, height: 17.5, radius: 0.75 },
    ],
    [
      trim(24, 18, 0.25),
      0.5,
      { kind: 'roundedRect', x: 0.5, y: 0.5, width: 23, height: 17, radius: 0 },
    ],
    [
      { kind: 'ellipse', cx: 2, cy: 2, rx: 2, ry: 2 },
      0.125,
      { kind: 'ellipse', cx: 2, cy: 2, rx: 1.875, ry: 1.875 },
    ],
    [
      { kind: 'ellipse', cx: 3, cy: 2, rx: 3, ry: 2 },
      0.5,
      { kind: 'ellipse', cx: 3, cy: 2, rx: 2.5, ry: 1.5 },
    ],
    [trim(0.5, 12), 0.25, null], // nothing left
    [{ kind: 'ellipse', cx: 1, cy: 1, rx: 1, ry: 0.2 }, 0.25, null],
    [trim(24, 18), 0, null],
    [trim(24, 18), undefined, null],
    [trim(24, 18), -1, null],
  ] as const)('%o inset %s → %o', (outline, inset, expected) => {
    expect(insetOutline(outline, inset)).toEqual(expected);
  });
});
