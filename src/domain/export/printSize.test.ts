import { describe, expect, it } from 'vitest';
import { dpiOfPixelsPerMetre, pixelsPerMetre, printPixelSize } from './printSize';

describe('printPixelSize', () => {
  it.each([
    // A 4 × 8 ft banner at 150 DPI: the 104 MP case.
    [48, 96, 150, 7200, 14400],
    [24, 18, 200, 4800, 3600],
    [3, 3, 300, 900, 900],
    [2.5, 1.333, 300, 750, 400],
    [0.001, 0.001, 72, 1, 1],
  ])('%s × %s in at %s DPI is %s × %s px', (w, h, dpi, pw, ph) => {
    expect(printPixelSize(w, h, dpi)).toEqual({ width: pw, height: ph });
  });
});

describe('pixelsPerMetre', () => {
  it.each([
    [72, 2835],
    [96, 3780],
    [150, 5906],
    [200, 7874],
    [300, 11811],
  ])('%s DPI is %s px/m, and reads back as the same DPI', (dpi, ppm) => {
    expect(pixelsPerMetre(dpi)).toBe(ppm);
    expect(Math.round(dpiOfPixelsPerMetre(ppm))).toBe(dpi);
  });
});
