/**
 * The upload extension list on its own (no imports), so the pipeline's error table can name it
 * in `uploadFileTypeInvalid` without importing the upload rules.
 */

/**
 * Extensions a user may pick: the union of the spec's two lists (canvas §5: jpg, jpeg, png, gif,
 * bmp, eps, tif, tiff, ai, pdf, svg, webp, heif, heic, hif, avif, psd; shell §5 adds none).
 */
export const UPLOAD_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'eps',
  'tif',
  'tiff',
  'ai',
  'psd',
  'pdf',
  'svg',
  'heif',
  'heic',
  'hif',
  'webp',
  'avif',
] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** The list shown in `uploadFileTypeInvalid` (`acceptableFiles`). */
export const ACCEPTABLE_FILES = UPLOAD_EXTENSIONS.join(', ');
