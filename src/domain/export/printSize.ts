/**
 * The print file's pixel size (issue 6): the product's physical size at the export DPI the
 * catalogue sets per product (150 for banners, 200 for signs, 300 for stickers), and the pHYs
 * value that records the DPI in the PNG. The artboard is 96 px per inch at 100 % (spec canvas
 * §9), so the export draws the design scaled by output px ÷ artboard px on each axis.
 */
import type { Size } from '../imaging/pixelBudget';

/** Metres per inch (pHYs counts pixels per metre). */
const METRES_PER_INCH = 0.0254;

/** A size in whole px (the pipeline's Size). */
export type PixelSize = Size;

/** The print PNG's size, px: each side in inches × DPI, rounded to the nearest pixel (≥ 1). */
export function printPixelSize(widthInches: number, heightInches: number, dpi: number): PixelSize {
  return {
    width: Math.max(1, Math.round(widthInches * dpi)),
    height: Math.max(1, Math.round(heightInches * dpi)),
  };
}

/**
 * pHYs pixels per metre for a DPI (PNG spec: unit 1 = metre), rounded: 72 → 2835, 96 → 3780,
 * 150 → 5906, 300 → 11811 (inch values are never exact in a metre unit).
 */
export function pixelsPerMetre(dpi: number): number {
  return Math.round(dpi / METRES_PER_INCH);
}

/**
 * The DPI a pHYs value stands for, to a tenth: pixels per metre are whole, so 300 DPI is stored
 * as 11811 px/m, which is 299.9994 DPI (the server reads design files the same way).
 */
export function dpiOfPixelsPerMetre(ppm: number): number {
  return Math.round(ppm * METRES_PER_INCH * 10) / 10;
}
