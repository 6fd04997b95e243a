import { describe, expect, it } from 'vitest';
import { findListedSize } from './listedSize';

const SIZES = [
  { id: 1, width: 24, height: 18, hasOrientation: true },
  { id: 2, width: 24, height: 24, hasOrientation: false },
  { id: 3, width: 36, height: 12, hasOrientation: false },
];

describe('findListedSize', () => {
  it.each([
    [24, 18, 1, false],
    [18, 24, 1, true],
    [24, 24, 2, false],
    [36, 12, 3, false],
    [24.0001, 18, 1, false],
  ])('%s x %s -> size %s (rotated %s)', (w, h, id, rotated) => {
    expect(findListedSize(SIZES, w, h)).toEqual({ size: SIZES.find((s) => s.id === id), rotated });
  });

  it.each([
    [12, 36],
    [20, 18],
    [24.01, 18],
  ])('%s x %s is not listed', (w, h) => {
    expect(findListedSize(SIZES, w, h)).toBeNull();
  });
});
