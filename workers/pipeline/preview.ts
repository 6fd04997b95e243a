/**
 * The first look: an embedded preview (a camera JPEG's EXIF thumbnail, Photoshop's thumbnail
 * resource, an iPhone HEIC's thumbnail item) is shown while the full decode runs. A broken
 * preview is not an error: the full decode follows anyway.
 */
import type { ImageHeader } from '../../src/domain/imaging/imageInfo';
import type { JobContext } from './context';
import { heifDecoder } from './heifDecoder';
import { decodeJpegBytes } from './jpegDecoder';
import { decodePreview } from './nativeDecode';
import { orientBitmap } from './orientation';

async function previewBitmap(ctx: JobContext, header: ImageHeader): Promise<ImageBitmap | null> {
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
    const { decodeHeifPreview } = await heifDecoder();
    // Pixels come back in coded orientation, like the full decode.
    const decoded = await decodeHeifPreview(ctx.source, header, {
      decodeJpeg: decodeJpegBytes,
      signal: ctx.signal,
    });
    if (!decoded) return null;
    const image = new ImageData(new Uint8ClampedArray(decoded.rgba), decoded.width, decoded.height);
    return orientBitmap(await createImageBitmap(image), header.orientation);
  }
  return null;
}

export async function emitPreview(ctx: JobContext, header: ImageHeader): Promise<void> {
  try {
    const bitmap = await previewBitmap(ctx, header);
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
