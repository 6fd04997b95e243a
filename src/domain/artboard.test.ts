import { describe, expect, it } from 'vitest';
import { artboardSizePx, displayedSize, fitZoom, hasArtboardSize } from './artboard';

describe('artboardSizePx', () => {
  it.each([
    [72, 36, 6912, 3456],
    [96, 48, 9216, 4608],
    [1, 1, 96, 96],
  ])('%d x %d in → %d x %d px at 100 %%', (w, h, pw, ph) => {
    expect(artboardSizePx(w, h)).toEqual({ width: pw, height: ph });
  });
});

describe('fitZoom', () => {
  it('fits the limiting side within an 80 px margin', () => {
    // 1000 x 800 viewport, 6912 x 3456 artboard: width limits, (1000 - 160) / 6912
    expect(fitZoom({ width: 1000, height: 800 }, { width: 6912, height: 3456 }, 80)).toBeCloseTo(
      840 / 6912,
      10,
    );
    // tall artboard: height limits
    expect(fitZoom({ width: 1000, height: 800 }, { width: 960, height: 1920 }, 80)).toBeCloseTo(
      640 / 1920,
      10,
    );
  });
  it('shrinks the margin on tiny viewports', () => {
    const z = fitZoom({ width: 100, height: 100 }, { width: 96, height: 96 }, 80);
    expect(z).toBeCloseTo(80 / 96, 10);
  });
  it.each([
    [
      { width: 0, height: 500 },
      { width: 10, height: 10 },
    ],
    [
      { width: 500, height: 500 },
      { width: 0, height: 10 },
    ],
  ])('is 0 when there is nothing to fit', (viewport, artboard) => {
    expect(fitZoom(viewport, artboard, 80)).toBe(0);
  });
  it('keeps the aspect ratio when displayed', () => {
    const z = fitZoom({ width: 1200, height: 700 }, { width: 6912, height: 3456 }, 80);
    const shown = displayedSize({ width: 6912, height: 3456 }, z);
    expect(shown.width / shown.height).toBeCloseTo(2, 2);
  });
});

describe('hasArtboardSize', () => {
  it.each([
    [null, false],
    [{ width: 2304, height: 1728 }, true],
    [{ width: 2304.4, height: 1727.6 }, true],
    [{ width: 2305, height: 1728 }, false],
    [{ width: 1728, height: 2304 }, false],
  ])('%o has 2304 × 1728: %s', (shown, expected) => {
    expect(hasArtboardSize(shown, { width: 2304, height: 1728 })).toBe(expected);
  });
});
