/**
 * The DPI check of an image as placed on the canvas (spec canvas §5): its source pixels against
 * its placed size. Canvas px are 96 per inch at 100 %, so placed inches are scaled px ÷ 96; the
 * product is the artboard.
 */
import type { Size } from '../artboard';
import type { DpiResult } from '../imaging/effectiveDpi';
import { checkDpi } from '../imaging/effectiveDpi';
import { PX_PER_INCH } from '../units';

export interface PlacedImage {
  /** Source pixels after orientation (`data.resolution`). */
  resolution: Size;
  /** The object's size on the artboard, canvas px (width × scaleX, height × scaleY). */
  placed: Size;
  /** The artboard, canvas px at 100 %. */
  artboard: Size;
  /** `data-dpiCheckEnabled`: false for vectors and pages re-rendered for print. */
  dpiCheckEnabled: boolean;
}

/** The DPI result of a placed image, or null when the check is off or skipped. */
export function placedImageDpi(image: PlacedImage): DpiResult | null {
  if (!image.dpiCheckEnabled) return null;
  const w = Math.abs(image.placed.width);
  const h = Math.abs(image.placed.height);
  return checkDpi({
    originalWidth: image.resolution.width,
    originalHeight: image.resolution.height,
    placedWidthInches: w / PX_PER_INCH,
    placedHeightInches: h / PX_PER_INCH,
    displayedWidthPx: w,
    displayedHeightPx: h,
    productWidthInches: image.artboard.width / PX_PER_INCH,
    productHeightInches: image.artboard.height / PX_PER_INCH,
    isVector: false,
  });
}

/** What the image readout shows about the selected image (serialisable, kept in the store). */
export interface PlacedImageInfo {
  id: string;
  /** Source pixels after orientation. */
  pixelWidth: number;
  pixelHeight: number;
  /** Source megapixels, one decimal. */
  megapixels: number;
  /** Placed size, inches. */
  placedInches: Size;
  dpiCheckEnabled: boolean;
  /** The DPI result at the current size; null when the check is off or skipped. */
  dpi: DpiResult | null;
  isMoreThan64MP: boolean;
  /** The image's source could not be loaded (a placeholder is drawn). */
  sourceMissing: boolean;
}
