/**
 * The file formats the pipeline recognises, detected from bytes (never from names or MIME
 * types), and the unit each reports its size in (the fixtures manifest's conventions).
 */
export const IMAGE_FORMATS = [
  'jpeg',
  'png',
  'webp',
  'avif',
  'gif',
  'bmp',
  'heic',
  'pdf',
  'ai',
  'eps',
  'psd',
  'psb',
  'tiff',
  'svg',
] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** px for rasters, pt (1/72 in) for page formats, CSS px (1/96 in) for SVG. */
export type SizeUnit = 'px' | 'pt' | 'css-px';

export function sizeUnitOf(format: ImageFormat): SizeUnit {
  if (format === 'pdf' || format === 'ai' || format === 'eps') return 'pt';
  if (format === 'svg') return 'css-px';
  return 'px';
}

/** Vector formats are placed without a DPI check (spec canvas §5). Only SVG is vector on canvas;
 * PDF/AI/EPS are rasterised at a resolution chosen from their physical size. */
export function isVectorFormat(format: ImageFormat): boolean {
  return format === 'svg';
}

/** Formats with a physical page size (points), whose raster resolution the pipeline chooses. */
export function isPageFormat(format: ImageFormat): boolean {
  return format === 'pdf' || format === 'ai' || format === 'eps';
}

/** MIME type used when the pipeline hands a rendition or the original to others. */
export const MIME_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  bmp: 'image/bmp',
  heic: 'image/heic',
  pdf: 'application/pdf',
  ai: 'application/pdf',
  eps: 'application/postscript',
  psd: 'image/vnd.adobe.photoshop',
  psb: 'image/vnd.adobe.photoshop',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
};
