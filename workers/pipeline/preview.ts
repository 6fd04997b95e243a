/**
 * The first look: an embedded preview (a camera JPEG's EXIF thumbnail, Photoshop's thumbnail
 * resource, an iPhone HEIC's thumbnail item) is shown while the full decode runs. Which preview a
 * file has is its codec's business (`Codec.preview`); a broken preview is not an error: the full
 * decode follows anyway.
 */
import type { ImageHeader } from '../../src/domain/imaging/imageInfo';
import type { Codec } from '../../codecs/worker/codec';
import type { JobContext, JobState } from './context';
import { decodePreview } from './nativeDecode';

/** A JPEG or PNG preview the header found as a byte range of the file, decoded; else null. */
export async function embeddedPreview(
  ctx: JobContext,
  header: ImageHeader,
): Promise<ImageBitmap | null> {
  const p = header.preview;
  if (!p || (p.kind !== 'jpeg' && p.kind !== 'png')) return null;
  return decodePreview(
    ctx.file.slice(p.offset, p.offset + p.length),
    header.orientation,
    header.format,
  );
}

export async function emitPreview(
  ctx: JobContext,
  header: ImageHeader,
  state: JobState,
  codec: Codec,
): Promise<void> {
  try {
    const bitmap = await (codec.preview ?? embeddedPreview)(ctx, header, state);
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
