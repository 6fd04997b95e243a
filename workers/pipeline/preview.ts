/**
 * The first look: an embedded preview (a camera JPEG's EXIF thumbnail, Photoshop's thumbnail
 * resource, an iPhone HEIC's thumbnail item) is shown while the full decode runs. A broken
 * preview is not an error: the full decode follows anyway.
 */
import type { ImageHeader } from '../../src/domain/imaging/imageInfo';
import type { JobContext } from './context';
import type { HeifJobFile } from './heifDecoder';
import { heifDecoder, openJobHeif } from './heifDecoder';
import { decodeJpegBytes } from './jpegDecoder';
import { decodePreview } from './nativeDecode';
import { orientBitmap } from './orientation';

async function previewBitmap(
  ctx: JobContext,
  header: ImageHeader,
  state: HeifJobFile,
): Promise<ImageBitmap | null> {
  const p = header.preview;
  if (!p) return null;
  if (p.kind === 'jpeg' || p.kind === 'png') {
    return decodePreview(
      ctx.file.slice(p.offset, p.offset + p.length),
      header.orientation,
      header.format,
    );
  }
  if (p.kind === 'heif-item') {
    const { decodeHeifFilePreview } = await heifDecoder();
    // Pixels come back in coded orientation, like the full decode, which reuses the open file.
    const decoded = await decodeHeifFilePreview(await openJobHeif(ctx, state), header, {
      decodeJpeg: decodeJpegBytes,
      signal: ctx.signal,
    });
    if (!decoded) return null;
    const image = new ImageData(new Uint8ClampedArray(decoded.rgba), decoded.width, decoded.height);
    return orientBitmap(await createImageBitmap(image), header.orientation);
  }
  return null;
}

export async function emitPreview(
  ctx: JobContext,
  header: ImageHeader,
  state: HeifJobFile,
): Promise<void> {
  try {
    const bitmap = await previewBitmap(ctx, header, state);
    if (!bitmap) return;
    ctx.emit(
      {
        type: 'preview',
        jobId: ctx.jobId,
        bitmap,
        width: bitmap.width,
        height: bitmap.height,
        at: ctx.elapsed(),
      },
      [bitmap],
    );
  } catch (error) {
    console.debug('embedded preview unreadable', error);
  }
}
