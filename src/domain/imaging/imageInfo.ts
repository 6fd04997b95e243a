/**
 * What the pipeline knows about a file: read from its header first (fast, no pixels), completed
 * by the decoder. One typed result per file.
 */
import type { ImageFormat, SizeUnit } from './formats';

export type ColourModel = 'rgb' | 'cmyk' | 'gray' | 'indexed' | 'lab' | 'bitmap' | 'unknown';

/** A transform from stored to displayed orientation. */
export interface Orientation {
  /** Clockwise rotation applied to the stored image, degrees. */
  rotate: 0 | 90 | 180 | 270;
  /** Mirror left-right after rotating. */
  flipHorizontal: boolean;
}

/** Where an embedded preview sits in the file (byte range), for a fast first look. */
export interface EmbeddedPreview {
  kind: 'jpeg' | 'tiff' | 'png' | 'heif-item';
  offset: number;
  length: number;
  /** Item id for HEIF thumbnails (decoded by libheif). */
  itemId?: number;
  width?: number;
  height?: number;
}

/**
 * The header facts of a file, as the pure parsers read them. Sizes are stored (coded) sizes;
 * `orientation` says how to display them.
 */
export interface ImageHeader {
  format: ImageFormat;
  /** Stored width/height (px for rasters; pt for pages; CSS px for SVG). */
  width: number;
  height: number;
  unit: SizeUnit;
  /** Pages (PDF, TIFF directories) or frames (GIF, WebP); 1 when single. */
  pages: number;
  /** Physical resolution from metadata, [x, y] dots per inch, or null when the file has none. */
  dpi: [number, number] | null;
  /** EXIF/TIFF Orientation tag (1–8) when present. Informative for HEIF/AVIF (irot/imir govern). */
  orientationTag: number | null;
  /** What to do to the stored pixels to show them (EXIF for JPEG/WebP/TIFF, irot/imir for HEIF/AVIF, /Rotate for PDF). */
  orientation: Orientation;
  colourModel: ColourModel;
  bitDepth: number;
  hasAlpha: boolean;
  preview: EmbeddedPreview | null;
  /** Format-specific facts the decoder needs (kept small and serialisable). */
  extra?: Record<string, string | number | boolean | null>;
}

/** The result the pipeline reports for a file. */
export interface ImageInfo {
  format: ImageFormat;
  unit: SizeUnit;
  pages: number;
  /** Size after orientation, in `unit` (the manifest's display size). */
  width: number;
  height: number;
  /** Pixel size of the full-resolution raster after orientation (for pages: at the chosen render DPI). */
  pixelWidth: number;
  pixelHeight: number;
  megapixels: number;
  isMoreThan64MP: boolean;
  /** Metadata DPI as stored ([x, y]), or null. */
  dpi: [number, number] | null;
  /** DPI usable for physical size: metadata DPI unless it is the 72/96 screen default. */
  declaredDpi: [number, number] | null;
  /** Physical size in inches when the file states one (pages, or a declared DPI). */
  physicalInches: { width: number; height: number } | null;
  colourModel: ColourModel;
  bitDepth: number;
  hasAlpha: boolean;
  isVector: boolean;
}

/** 64 MP flag (spec canvas §5, §9). */
export const LARGE_IMAGE_MEGAPIXELS = 64;

/** Display size of a stored size under an orientation. */
export function orientedSize(
  width: number,
  height: number,
  o: Orientation,
): { width: number; height: number } {
  return o.rotate === 90 || o.rotate === 270 ? { width: height, height: width } : { width, height };
}

/** EXIF Orientation 1–8 as a rotation plus optional mirror. */
export function orientationFromExif(tag: number | null): Orientation {
  switch (tag) {
    case 2:
      return { rotate: 0, flipHorizontal: true };
    case 3:
      return { rotate: 180, flipHorizontal: false };
    case 4:
      return { rotate: 180, flipHorizontal: true };
    case 5:
      return { rotate: 90, flipHorizontal: true };
    case 6:
      return { rotate: 90, flipHorizontal: false };
    case 7:
      return { rotate: 270, flipHorizontal: true };
    case 8:
      return { rotate: 270, flipHorizontal: false };
    default:
      return { rotate: 0, flipHorizontal: false };
  }
}

export const NO_ORIENTATION: Orientation = { rotate: 0, flipHorizontal: false };
