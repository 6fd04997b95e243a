/**
 * Where an uploaded image goes when it is placed (spec canvas §5): a raster image is fitted
 * inside the artboard and centred; a vector (SVG) upload spans the artboard's full width, centred
 * (it may then overflow vertically). Sizes in canvas px (96 per inch at 100 %).
 */
import type { Size } from '../artboard';

export type ImageFit = 'fit' | 'fullWidth';

/** The placed image: uniform scale from its intrinsic size, and its centre on the artboard. */
export interface ImagePlacement {
  scale: number;
  centerX: number;
  centerY: number;
}

export function placeImage(image: Size, artboard: Size, fit: ImageFit): ImagePlacement {
  const center = { centerX: artboard.width / 2, centerY: artboard.height / 2 };
  if (!(image.width > 0 && image.height > 0 && artboard.width > 0 && artboard.height > 0))
    return { scale: 1, ...center };
  const widthScale = artboard.width / image.width;
  const scale =
    fit === 'fullWidth' ? widthScale : Math.min(widthScale, artboard.height / image.height);
  return { scale, ...center };
}
