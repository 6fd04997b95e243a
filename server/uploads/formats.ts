/**
 * Which detected formats the upload accepts. The type is read from the file's first bytes
 * (`detectFormat`, src/domain/imaging), never from its name or the declared type: a PDF named
 * `.jpg` is stored as a PDF, a text file named `.png` is refused.
 */
import { detectFormat } from '../../codecs/detectFormat';
import type { ImageFormat } from '../../src/domain/imaging/formats';
import { MIME_TYPES } from '../../src/domain/imaging/formats';

/**
 * Formats of originals (spec canvas §5 and shell §5: jpg, jpeg, png, gif, bmp, eps, tif, tiff,
 * ai, psd, pdf, svg, heif, heic, hif, webp, avif). PSB (large Photoshop documents) is not on the
 * spec's list, so it is refused although the pipeline reads it.
 */
export const ORIGINAL_FORMATS: readonly ImageFormat[] = [
  'jpeg',
  'png',
  'gif',
  'bmp',
  'eps',
  'tiff',
  'ai',
  'psd',
  'pdf',
  'svg',
  'heic',
  'webp',
  'avif',
];

/** Formats of renditions (thumbnails and the display raster the editor makes). */
export const RENDITION_FORMATS: readonly ImageFormat[] = ['webp', 'png'];

/** Bytes of the head given to the detector (64 KiB tells Illustrator files from plain PDF). */
export const DETECT_HEAD_BYTES = 64 * 1024;

/** The format of a file from its first chunk, or null when unrecognised. */
export function formatOfHead(firstChunk: Uint8Array): ImageFormat | null {
  return detectFormat(firstChunk.subarray(0, DETECT_HEAD_BYTES));
}

/** Whether `value` is a known format name (as stored in the database). */
export function isImageFormat(value: string | null): value is ImageFormat {
  return value !== null && Object.hasOwn(MIME_TYPES, value);
}

/** The MIME type files of `format` are served with. */
export function mimeTypeOf(format: string | null): string {
  return isImageFormat(format) ? MIME_TYPES[format] : 'application/octet-stream';
}
