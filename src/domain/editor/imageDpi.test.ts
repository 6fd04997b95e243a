import { describe, expect, it } from 'vitest';
import { placedImageDpi } from './imageDpi';

const inches = (w: number, h: number) => ({ width: w * 96, height: h * 96 });

describe('placedImageDpi (threshold by the product smaller side: >24 in 100, >12 in 200, else 300)', () => {
  it.each([
    // resolution px, placed in, product in, effective DPI, below threshold
    [[4032, 3024], [20, 15], [48, 24], 201.6, false], // 24 in smaller side → 200 dpi
    [[4032, 3024], [21, 15.75], [48, 24], 192, true],
    [[4032, 3024], [40, 30], [96, 48], 100.8, false], // 48 in → 100 dpi
    [[4032, 3024], [41, 30.75], [96, 48], 98.34, true],
    [[3000, 3000], [10, 10], [12, 12], 300, false], // 12 in → 300 dpi
    [[3000, 3000], [10.1, 10.1], [12, 12], 297.03, true],
  ] as const)('%o px at %o in on %o in → %d dpi', (res, placed, product, dpi, below) => {
    const result = placedImageDpi({
      resolution: { width: res[0], height: res[1] },
      placed: inches(placed[0], placed[1]),
      artboard: inches(product[0], product[1]),
      dpiCheckEnabled: true,
    });
    expect(result?.effectiveDPI).toBeCloseTo(dpi, 1);
    expect(result?.belowThreshold).toBe(below);
  });

  it.each([
    ['check disabled (vector, page)', [4000, 3000], [10, 7.5], false],
    ['placed 1 inch on its smaller side', [4000, 3000], [1.33, 1], true],
    ['source of 30 px', [30, 300], [10, 10], true],
  ] as const)('skipped: %s', (_, res, placed, enabled) => {
    expect(
      placedImageDpi({
        resolution: { width: res[0], height: res[1] },
        placed: inches(placed[0], placed[1]),
        artboard: inches(48, 24),
        dpiCheckEnabled: enabled,
      }),
    ).toBeNull();
  });

  it('a mirrored object (negative scale) is measured by its size', () => {
    const result = placedImageDpi({
      resolution: { width: 2000, height: 1000 },
      placed: { width: -960, height: 480 },
      artboard: inches(24, 12),
      dpiCheckEnabled: true,
    });
    expect(result?.effectiveDPI).toBeCloseTo(200, 6);
  });
});
