/**
 * From header facts to the pipeline's typed result (ImageInfo): orientation-corrected size,
 * megapixels, the 64 MP flag, usable DPI and physical size.
 */
import { isPageFormat, isVectorFormat } from './formats';
import type { ImageHeader, ImageInfo } from './imageInfo';
import { LARGE_IMAGE_MEGAPIXELS, orientedSize } from './imageInfo';
import { meaningfulDpi } from './effectiveDpi';
import { POINTS_PER_INCH, PX_PER_INCH } from '../units';

/** Megapixels rounded to 2 decimals. */
export function megapixelsOf(width: number, height: number): number {
  return Math.round((width * height) / 10_000) / 100;
}

/**
 * The result for a header. `pixels` is the full-resolution raster size after orientation when it
 * differs from the header's size (pages rendered at a chosen resolution); defaults to the header.
 */
export function describeImage(
  header: ImageHeader,
  pixels?: { width: number; height: number },
): ImageInfo {
  const display = orientedSize(header.width, header.height, header.orientation);
  const px = pixels ?? display;
  const declaredDpi = meaningfulDpi(header.dpi);
  let physicalInches: ImageInfo['physicalInches'] = null;
  if (isPageFormat(header.format)) {
    physicalInches = {
      width: display.width / POINTS_PER_INCH,
      height: display.height / POINTS_PER_INCH,
    };
  } else if (header.format === 'svg') {
    physicalInches = { width: display.width / PX_PER_INCH, height: display.height / PX_PER_INCH };
  } else if (declaredDpi) {
    const [dx, dy] =
      header.orientation.rotate % 180 === 0 ? declaredDpi : [declaredDpi[1], declaredDpi[0]];
    physicalInches = { width: display.width / dx, height: display.height / dy };
  }
  const megapixels = megapixelsOf(px.width, px.height);
  return {
    format: header.format,
    unit: header.unit,
    pages: header.pages,
    width: display.width,
    height: display.height,
    pixelWidth: px.width,
    pixelHeight: px.height,
    megapixels,
    isMoreThan64MP: (px.width * px.height) / 1_000_000 > LARGE_IMAGE_MEGAPIXELS,
    dpi: header.dpi,
    declaredDpi,
    physicalInches,
    colourModel: header.colourModel,
    bitDepth: header.bitDepth,
    hasAlpha: header.hasAlpha,
    isVector: isVectorFormat(header.format),
  };
}
