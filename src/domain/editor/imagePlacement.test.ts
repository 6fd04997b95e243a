import { describe, expect, it } from 'vitest';
import { placeImage } from './imagePlacement';
import { placedImageDpi } from './imageDpi';

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

describe('placeImage: a DPI-checked raster is not enlarged past the product threshold', () => {
  // 96 canvas px per inch; thresholds by the smaller product side: > 24 in 100, > 12 in 200, else 300.
  const sign24 = { width: 24 * 96, height: 24 * 96 }; // 24 in: 200 DPI
  const banner = { width: 96 * 96, height: 48 * 96 }; // 8 × 4 ft: 100 DPI
  const sticker = { width: 4 * 96, height: 4 * 96 }; // 4 in: 300 DPI
  it.each([
    // case, image (display raster), source pixels, artboard, placed width in inches
    ['100 px JPEG on a 24 in sign: 0.5 in at 200 DPI', { w: 100, h: 100 }, null, sign24, 0.5],
    [
      '4800 px photo on a 24 in sign: fitted (24 in at 200 DPI)',
      { w: 4800, h: 4800 },
      null,
      sign24,
      24,
    ],
    ['6000 px photo on a 24 in sign: fitted', { w: 6000, h: 4000 }, null, sign24, 24],
    ['1000 × 500 on a banner: 10 in at 100 DPI', { w: 1000, h: 500 }, null, banner, 10],
    ['tall 300 × 1200 on a banner: 3 in wide, 12 in tall', { w: 300, h: 1200 }, null, banner, 3],
    ['600 px on a sticker: 2 in at 300 DPI', { w: 600, h: 600 }, null, sticker, 2],
    [
      'display raster smaller than the original: the original counts',
      { w: 1000, h: 1000 },
      { width: 2400, height: 2400 },
      sign24,
      12,
    ],
  ] as const)('%s', (_case, image, resolution, artboard, inches) => {
    const size = { width: image.w, height: image.h };
    const source = resolution ?? size;
    const placed = placeImage(size, artboard, 'fit', source);
    expect((image.w * placed.scale) / 96).toBeCloseTo(inches, 6);
    expect(placed.centerX).toBe(artboard.width / 2);
    // Placed at the limit: the DPI check passes, and 1 % larger it warns (when it is checked).
    const dpiAt = (scale: number) =>
      placedImageDpi({
        resolution: source,
        placed: { width: image.w * scale, height: image.h * scale },
        artboard,
        dpiCheckEnabled: true,
      });
    expect(dpiAt(placed.scale)?.belowThreshold ?? false).toBe(false);
    const fitted = placeImage(size, artboard, 'fit').scale;
    if (placed.scale < fitted && (image.w * placed.scale) / 96 > 1.1)
      expect(dpiAt(placed.scale * 1.01)?.belowThreshold).toBe(true);
  });

  it.each([
    ['SVG at full width', 'fullWidth'],
    ['a page (PDF, EPS) fitted', 'fit'],
  ] as const)('%s keeps its size: no DPI limit for vectors and pages', (_case, fit) => {
    const image = { width: 100, height: 50 };
    // Fitted to the 24 in sign's width: 2304 px / 100 px.
    expect(placeImage(image, sign24, fit, null).scale).toBeCloseTo(23.04, 9);
  });
});
