import { describe, expect, it } from 'vitest';
import { placeImage } from './imagePlacement';

describe('placeImage (spec canvas §5: rasters fitted and centred, SVG full width)', () => {
  it.each([
    // image, artboard, fit, scale
    [{ width: 4000, height: 3000 }, { width: 2304, height: 1152 }, 'fit', 0.384],
    [{ width: 3000, height: 4000 }, { width: 2304, height: 1152 }, 'fit', 0.288],
    [{ width: 100, height: 100 }, { width: 1152, height: 1152 }, 'fit', 11.52],
    [{ width: 300, height: 150 }, { width: 1152, height: 576 }, 'fit', 3.84],
    [{ width: 200, height: 400 }, { width: 1152, height: 576 }, 'fullWidth', 5.76],
    [{ width: 0, height: 400 }, { width: 1152, height: 576 }, 'fit', 1],
  ] as const)('%o on %o (%s) → scale %d, centred', (image, artboard, fit, scale) => {
    const placed = placeImage(image, artboard, fit);
    expect(placed.scale).toBeCloseTo(scale, 6);
    expect(placed.centerX).toBe(artboard.width / 2);
    expect(placed.centerY).toBe(artboard.height / 2);
  });

  it('a fitted image never leaves the artboard', () => {
    const artboard = { width: 960, height: 480 };
    for (const image of [
      { width: 5000, height: 10 },
      { width: 10, height: 5000 },
      { width: 961, height: 481 },
    ]) {
      const { scale } = placeImage(image, artboard, 'fit');
      expect(image.width * scale).toBeLessThanOrEqual(artboard.width + 1e-9);
      expect(image.height * scale).toBeLessThanOrEqual(artboard.height + 1e-9);
    }
  });
});
