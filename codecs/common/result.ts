/** Building an ImageHeader with the defaults every parser shares. */
import type { ImageFormat } from '../../src/domain/imaging/formats';
import { sizeUnitOf } from '../../src/domain/imaging/formats';
import type { ImageHeader } from '../../src/domain/imaging/imageInfo';
import { NO_ORIENTATION } from '../../src/domain/imaging/imageInfo';
import { CM_PER_INCH, corrupt, dpiPair } from './binary';

export type HeaderExtra = NonNullable<ImageHeader['extra']>;

/** A header with no metadata yet: 1 page, no DPI, no orientation, 8-bit RGB without alpha. */
export function baseHeader(format: ImageFormat, width: number, height: number): ImageHeader {
  return {
    format,
    width,
    height,
    unit: sizeUnitOf(format),
    pages: 1,
    dpi: null,
    orientationTag: null,
    orientation: { ...NO_ORIENTATION },
    colourModel: 'rgb',
    bitDepth: 8,
    hasAlpha: false,
    preview: null,
    extra: {},
  };
}

/**
 * Raster sizes must be whole, positive and within the format's own limit (`maxSide`): a header
 * claiming more is corrupt, and fails here before anyone allocates for it.
 */
export function checkRasterSize(
  width: number,
  height: number,
  maxSide: number,
  what: string,
): void {
  const ok = (v: number) => Number.isSafeInteger(v) && v > 0 && v <= maxSide;
  if (!ok(width) || !ok(height)) {
    throw corrupt(`${what}: size ${width}x${height} outside 1..${maxSide}`);
  }
}

/** EXIF/TIFF Orientation tag when valid (1–8), else null. */
export function validOrientationTag(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 8
    ? value
    : null;
}

/**
 * DPI from TIFF/EXIF XResolution, YResolution and ResolutionUnit (2 inch — the default when the
 * tag is absent —, 3 centimetre; 1 "no absolute unit" gives null).
 */
export function resolutionDpi(
  x: number | null,
  y: number | null,
  unit: number | null,
): [number, number] | null {
  if (x === null || !(x > 0)) return null;
  const yy = y !== null && y > 0 ? y : x;
  const u = unit ?? 2;
  if (u === 2) return dpiPair(x, yy);
  if (u === 3) return dpiPair(x * CM_PER_INCH, yy * CM_PER_INCH);
  return null;
}
