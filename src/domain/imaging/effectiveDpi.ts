/**
 * The DPI check (spec canvas §3 "DPI result", §5): effective DPI is pixels ÷ placed inches per
 * axis, the smaller of the two counts. An image is low-resolution when that is below the
 * threshold of the product's smaller side: above 24 in → 100 dpi, above 12 in → 200 dpi, else
 * 300 dpi. Skipped for vectors, images or displayed sides of 30 px or less, and images whose
 * smallest displayed side is 1 inch or less.
 */

/** Minimum image edge for a DPI check, px (spec canvas §9). */
export const MIN_CHECKED_EDGE_PX = 30;
/** Minimum physical side for a DPI check, inches (spec canvas §9). */
export const MIN_CHECKED_SIDE_INCHES = 1;

/** The spec's DPI result fields. */
export interface DpiResult {
  /** The smaller placed side, inches. */
  smallestSideInches: number;
  /** DPI along the smaller placed side. */
  smallestSideDPI: number;
  belowThreshold: boolean;
  /** Source pixels (after orientation). */
  originalWidth: number;
  originalHeight: number;
  /** min(pixels / inches) over both axes. */
  effectiveDPI: number;
}

/** The DPI a product needs, by its smaller side in inches. */
export function dpiThreshold(productWidthInches: number, productHeightInches: number): number {
  const smaller = Math.min(productWidthInches, productHeightInches);
  if (smaller > 24) return 100;
  if (smaller > 12) return 200;
  return 300;
}

export interface DpiCheckInput {
  /** Source pixels after orientation. */
  originalWidth: number;
  originalHeight: number;
  /** Placed size on the product, inches. */
  placedWidthInches: number;
  placedHeightInches: number;
  /** Placed size on screen at 100 % (canvas px, 96 per inch); the 30 px rule applies to it. */
  displayedWidthPx: number;
  displayedHeightPx: number;
  productWidthInches: number;
  productHeightInches: number;
  isVector: boolean;
}

/** The DPI result, or null when the check is skipped. */
export function checkDpi(input: DpiCheckInput): DpiResult | null {
  const {
    originalWidth: w,
    originalHeight: h,
    placedWidthInches: pw,
    placedHeightInches: ph,
  } = input;
  if (input.isVector) return null;
  if (w <= MIN_CHECKED_EDGE_PX || h <= MIN_CHECKED_EDGE_PX) return null;
  if (
    input.displayedWidthPx <= MIN_CHECKED_EDGE_PX ||
    input.displayedHeightPx <= MIN_CHECKED_EDGE_PX
  )
    return null;
  const smallestSideInches = Math.min(pw, ph);
  if (!(smallestSideInches > MIN_CHECKED_SIDE_INCHES)) return null;
  const dpiX = w / pw;
  const dpiY = h / ph;
  const effectiveDPI = Math.min(dpiX, dpiY);
  const smallestSideDPI = pw <= ph ? dpiX : dpiY;
  return {
    smallestSideInches,
    smallestSideDPI,
    belowThreshold:
      effectiveDPI < dpiThreshold(input.productWidthInches, input.productHeightInches),
    originalWidth: w,
    originalHeight: h,
    effectiveDPI,
  };
}

/** DPI read from metadata, with 72 and 96 (screen defaults written by cameras and apps) as unknown. */
export function meaningfulDpi(dpi: readonly [number, number] | null): [number, number] | null {
  if (!dpi) return null;
  const [x, y] = dpi;
  if (!(x > 0 && y > 0) || !Number.isFinite(x) || !Number.isFinite(y)) return null;
  const isDefault = (v: number) => Math.abs(v - 72) < 0.5 || Math.abs(v - 96) < 0.5;
  return isDefault(x) && isDefault(y) ? null : [x, y];
}
