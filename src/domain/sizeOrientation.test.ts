import { describe, expect, it } from 'vitest';
import { offersOrientation, orientationOf, orientedSize, rotatedSize } from './sizeOrientation';

const banner = { id: 1, width: 72, height: 36, hasOrientation: true };
const fixed = { id: 2, width: 24, height: 18, hasOrientation: false };
const square = { id: 3, width: 24, height: 24, hasOrientation: true };

describe('orientationOf', () => {
  it.each([
    [72, 36, 'landscape'],
    [36, 72, 'portrait'],
    [24, 24, null],
  ])('%d × %d -> %s', (w, h, o) => expect(orientationOf(w, h)).toBe(o));
});

describe('orientedSize: sizes with orientation are offered both ways round', () => {
  it.each([
    [banner, 'landscape', { width: 72, height: 36 }],
    [banner, 'portrait', { width: 36, height: 72 }],
    [fixed, 'portrait', { width: 24, height: 18 }],
    [square, 'portrait', { width: 24, height: 24 }],
    [{ ...banner, width: 36, height: 72 }, 'landscape', { width: 72, height: 36 }],
  ] as const)('%o in %s -> %o', (size, o, shown) => expect(orientedSize(size, o)).toEqual(shown));
});

describe('offersOrientation', () => {
  it.each([
    [[banner, fixed], true],
    [[fixed, square], false],
    [[], false],
  ])('%o -> %s', (sizes, offered) => expect(offersOrientation(sizes)).toBe(offered));
});

describe('rotatedSize', () => {
  it.each([
    // A listed size with orientation turns; a custom-sized product turns anything.
    [{ width: 72, height: 36 }, 'portrait', [banner], false, { width: 36, height: 72 }],
    [{ width: 50, height: 20 }, 'portrait', [banner], true, { width: 20, height: 50 }],
    // Already that way, a square, or a turn the product does not sell.
    [{ width: 72, height: 36 }, 'landscape', [banner], true, null],
    [{ width: 24, height: 24 }, 'portrait', [square], true, null],
    [{ width: 24, height: 18 }, 'portrait', [fixed], false, null],
  ] as const)('%o to %s -> %o', (current, o, sizes, custom, turned) =>
    expect(rotatedSize(current, o, sizes, custom)).toEqual(turned),
  );
});
