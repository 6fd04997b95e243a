import { describe, expect, it } from 'vitest';
import {
  MANIKIN_HEIGHT_INCHES,
  showsSizeComparison,
  SIZE_COMPARISON_MAX_PX,
  sizeComparisonLayout,
} from './sizeComparison';

describe('showsSizeComparison: no shape image, at least 24 in high', () => {
  it.each([
    [false, 24, true],
    [false, 23.999, false],
    [false, 36, true],
    [true, 36, false],
  ])('shape image %s, %d in high -> %s', (shape, height, shown) =>
    expect(showsSizeComparison(shape, height)).toBe(shown),
  );
});

describe('sizeComparisonLayout: one scale, within 435 × 233 px, on one ground line', () => {
  it.each([
    [72, 36],
    [600, 192],
    [192, 600],
    [24, 24],
    [36, 72],
    [100000, 24],
  ])('%d × %d in', (w, h) => {
    const l = sizeComparisonLayout(w, h);
    expect(l.width).toBeLessThanOrEqual(SIZE_COMPARISON_MAX_PX.width);
    expect(l.height).toBeLessThanOrEqual(SIZE_COMPARISON_MAX_PX.height);
    for (const r of [l.person, l.product]) {
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.y).toBeGreaterThanOrEqual(0);
      expect(r.x + r.width).toBeLessThanOrEqual(l.width + 1e-9);
      expect(r.y + r.height).toBeLessThanOrEqual(l.height + 1e-9);
    }
    // The person is 67 in and the product its own size, at the same scale.
    expect(l.person.height / l.scale).toBeCloseTo(MANIKIN_HEIGHT_INCHES, 9);
    expect(l.product.width / l.scale).toBeCloseTo(w, 6);
    expect(l.product.height / l.scale).toBeCloseTo(h, 6);
    expect(l.person.y + l.person.height).toBeCloseTo(l.product.y + l.product.height, 9);
    expect(l.product.x).toBeGreaterThan(l.person.x + l.person.width);
  });

  it('a 6 × 3 ft banner beside a 67 in person is as wide as the panel allows', () => {
    const l = sizeComparisonLayout(72, 36);
    expect(l.product.height / l.person.height).toBeCloseTo(36 / 67, 9);
    expect(Math.max(l.width / 435, l.height / 233)).toBeCloseTo(1, 2);
  });
});
