/**
 * Formats the browser decodes itself (JPEG, PNG, WebP, GIF first frame, BMP, AVIF): decoded and
 * resized in one `createImageBitmap` call, so only the target-sized bitmap is ever allocated on
 * our side. Browsers apply EXIF orientation to JPEG and irot/imir to AVIF (resize dimensions are
 * then in display space); they do not apply WebP's EXIF orientation (measured in Chromium 156),
 * so WebP is resized in stored space and rotated here.
 */
import type { ImageFormat } from '../../src/domain/imaging/formats';
import type { Orientation } from '../../src/domain/imaging/imageInfo';
import type { Size } from '../../src/domain/imaging/pixelBudget';
import { PipelineError, PipelineErrorKey } from '../../src/domain/imaging/errors';
import { isIdentity, orientBitmap } from './orientation';

/** Formats whose orientation the browser's decoder applies itself. */
export const BROWSER_ORIENTS: ReadonlySet<ImageFormat> = new Set(['jpeg', 'avif']);

async function decodeTo(file: Blob, size: Size): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, {
      resizeWidth: size.width,
      resizeHeight: size.height,
      resizeQuality: 'high',
      imageOrientation: 'from-image',
    });
  } catch (error) {
    throw new PipelineError(PipelineErrorKey.corrupt, `browser decode failed: ${String(error)}`);
  }
}

/** Decodes `file` straight to `target`, the display size in display orientation. */
export async function decodeNative(
  file: Blob,
  format: ImageFormat,
  orientation: Orientation,
  target: Size,
): Promise<ImageBitmap> {
  if (isIdentity(orientation) || BROWSER_ORIENTS.has(format)) return decodeTo(file, target);
  const stored =
    orientation.rotate % 180 === 0 ? target : { width: target.height, height: target.width };
  return orientBitmap(await decodeTo(file, stored), orientation);
}

/** Decodes a small embedded preview (a JPEG or PNG byte range), oriented like its image. */
export async function decodePreview(
  bytes: Blob,
  orientation: Orientation,
  format: ImageFormat,
): Promise<ImageBitmap> {
  const bitmap = await createImageBitmap(bytes, { imageOrientation: 'from-image' });
  // EXIF thumbnails carry no orientation of their own: the image's applies.
  return format === 'jpeg' ||
    format === 'webp' ||
    format === 'tiff' ||
    format === 'psd' ||
    format === 'psb'
    ? orientBitmap(bitmap, orientation)
    : bitmap;
}
