import { describe, expect, it } from 'vitest';
import { KEYBOARD_SCALE_MIN_SIDE_PX, keyboardScaleFactor } from './keyboardScale';

describe('keyboardScaleFactor', () => {
  it.each<[1 | -1, number, number]>([
    [1, 100, 1.1],
    [-1, 110, 1 / 1.1],
    [1, 4, 1.1], // a tiny object may always grow
    [-1, 8.8, 1 / 1.1], // 8.8 px ÷ 1.1 = 8 px: exactly the smallest side
    [-1, 8.5, 8 / 8.5], // stops at 8 px
    [-1, 8, 1], // already at the smallest side
    [-1, 5, 1], // smaller already (placed so): never grown by "smaller"
    [1, 0, 1], // unknown size
    [-1, Number.NaN, 1],
  ])('direction %d, smallest side %d px → ×%d', (direction, side, factor) => {
    expect(keyboardScaleFactor(direction, side)).toBeCloseTo(factor, 10);
  });

  it('never takes a side below the minimum', () => {
    for (let side = 8; side < 20; side += 0.37)
      expect(side * keyboardScaleFactor(-1, side)).toBeGreaterThanOrEqual(
        KEYBOARD_SCALE_MIN_SIDE_PX - 1e-9,
      );
  });
});
