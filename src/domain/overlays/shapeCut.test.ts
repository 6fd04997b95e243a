import { describe, expect, it } from 'vitest';
import { shapeCut } from './shapeCut';

const SIGN = { widthInches: 24, heightInches: 18 };
const rect = (radius: number, w = 24, h = 18) => ({
  kind: 'roundedRect',
  x: 0,
  y: 0,
  width: w,
  height: h,
  radius,
});

describe('shapeCut', () => {
  it.each([
    ['circle', { kind: 'ellipse', cx: 12, cy: 9, rx: 9, ry: 9 }, true],
    ['oval', { kind: 'ellipse', cx: 12, cy: 9, rx: 12, ry: 9 }, true],
    ['rounded-1', rect(1), true],
    ['rounded-3/4', rect(0.75), true],
    ['rounded-1/2', rect(0.5), true],
    ['rounded-1/4', rect(0.25), true],
    ['outline', rect(0), false],
    ['overline', rect(0), false],
  ] as const)('%s on a 24 x 18 in sign', (shapeType, outline, masked) => {
    expect(shapeCut(shapeType, SIGN)).toEqual({ shapeType, outline, masked });
  });

  it('a circle on a tall artboard takes the width', () => {
    expect(shapeCut('circle', { widthInches: 12, heightInches: 36 })?.outline).toEqual({
      kind: 'ellipse',
      cx: 6,
      cy: 18,
      rx: 6,
      ry: 6,
    });
  });

  it.each([
    ['rounded-1', 2, 2, 1],
    ['rounded-1', 1, 3, 0.5], // capped at half the shorter side
    ['rounded-3/4', 1, 1, 0.5],
    ['rounded-1/4', 1, 1, 0.25],
  ] as const)('%s on a %d x %d in product: radius %d in', (shapeType, w, h, radius) => {
    expect(shapeCut(shapeType, { widthInches: w, heightInches: h })?.outline).toEqual(
      rect(radius, w, h),
    );
  });

  it.each([['rectangle'], [undefined]] as const)('%s: no cut to draw', (shapeType) => {
    expect(shapeCut(shapeType, SIGN)).toBeNull();
  });

  it('an empty artboard has no cut', () => {
    expect(shapeCut('circle', { widthInches: 0, heightInches: 0 })).toBeNull();
  });
});
