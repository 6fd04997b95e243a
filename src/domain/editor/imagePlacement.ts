/**
 * Where an uploaded image goes when it is placed (spec canvas §5): a raster image is fitted
 * inside the artboard and centred; a vector (SVG) upload spans the artboard's full width, centred
 * (it may then overflow vertically). Sizes in canvas px (96 per inch at 100 %).
 *
 * A raster that the DPI check watches is never placed larger than the product's DPI threshold
 * allows (issue 15, item 9): a 100 px JPEG fitted to a 24 in sign would print at 6 DPI, so it is
 * placed at the largest size that still meets the threshold, or the fitted size when that is
 * smaller. The shopper may enlarge it, and then sees the low-resolution warning.
 */
import type { Size } from '../artboard';
import { dpiThreshold } from '../imaging/effectiveDpi';
import { PX_PER_INCH } from '../units';

export type ImageFit = 'fit' | 'fullWidth';

/** The placed image: uniform scale from its intrinsic size, and its centre on the artboard. */
export interface ImagePlacement {
  scale: number;
  centerX: number;
  centerY: number;
}

/**
 * Below the exact limit by this fraction, so rounding never puts the placed image a hair under
 * the threshold (which would show the warning at once). Far below a visible pixel.
 */
const DPI_LIMIT_MARGIN = 1e-9;

/**
 * The largest scale of an image of `image` px (its display raster) whose source pixels
 * (`resolution`, the original's) still meet the product's DPI threshold on both axes.
 */
export function largestScaleMeetingDpi(image: Size, resolution: Size, artboard: Size): number {
  const threshold = dpiThreshold(artboard.width / PX_PER_INCH, artboard.height / PX_PER_INCH);
  // Largest placed size, canvas px: source pixels ÷ threshold (inches) × 96.
  const maxWidth = (resolution.width / threshold) * PX_PER_INCH;
  const maxHeight = (resolution.height / threshold) * PX_PER_INCH;
  return Math.min(maxWidth / image.width, maxHeight / image.height) * (1 - DPI_LIMIT_MARGIN);
}

/**
 * @param dpiChecked the source pixels of a raster the DPI check watches (`data.resolution`), or
 *   null for images placed at their fitted size whatever their pixels (vectors, pages).
 */
export function placeImage(
  image: Size,
  artboard: Size,
  fit: ImageFit,
  dpiChecked: Size | null = null,
): ImagePlacement {
  const center = { centerX: artboard.width / 2, centerY: artboard.height / 2 };
  if (!(image.width > 0 && image.height > 0 && artboard.width > 0 && artboard.height > 0))
    return { scale: 1, ...center };
  const widthScale = artboard.width / image.width;
  const fitted =
    fit === 'fullWidth' ? widthScale : Math.min(widthScale, artboard.height / image.height);
  const usable = dpiChecked && dpiChecked.width > 0 && dpiChecked.height > 0;
  const scale = usable
    ? Math.min(fitted, largestScaleMeetingDpi(image, dpiChecked, artboard))
    : fitted;
  return { scale, ...center };
}
