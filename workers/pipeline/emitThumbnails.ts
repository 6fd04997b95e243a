/**
 * Hands the display raster over (transferred) and then the thumbnails, smallest first: the
 * uploads panel shows the 240 one.
 */
import type { JobContext } from './context';
import { throwIfAborted } from './context';
import type { DisplayResult } from './context';
import { encodeWebp, scaleToSide } from './thumbnails';

/**
 * Encodes and reports thumbnails already scaled, smallest first (the bitmaps are closed). An
 * image no larger than a smaller side gives the larger side the same picture (thumbnails are
 * never upscaled): it is encoded once.
 */
export async function encodeThumbnails(
  ctx: JobContext,
  scaled: Map<number, ImageBitmap>,
): Promise<void> {
  type Encoded = Awaited<ReturnType<typeof encodeWebp>>;
  let last: Encoded | null = null;
  for (const side of [...scaled.keys()].sort((a, b) => a - b)) {
    throwIfAborted(ctx.signal);
    const bitmap = scaled.get(side)!;
    let thumb: Encoded | null = last;
    if (thumb && thumb.width === bitmap.width && thumb.height === bitmap.height) bitmap.close();
    else thumb = await encodeWebp(bitmap);
    last = thumb;
    ctx.emit({ type: 'thumbnail', jobId: ctx.jobId, side, ...thumb, at: ctx.elapsed() });
  }
}

/** Thumbnails of every configured side made from one bitmap (which stays open). */
export async function scaleThumbnails(
  ctx: JobContext,
  source: ImageBitmap,
): Promise<Map<number, ImageBitmap>> {
  const scaled = new Map<number, ImageBitmap>();
  for (const side of ctx.options.thumbnailSides) scaled.set(side, await scaleToSide(source, side));
  return scaled;
}

export async function emitThumbnails(ctx: JobContext, display: DisplayResult): Promise<void> {
  if (display.kind === 'bitmap' && display.thumbnailsSent) {
    const { bitmap } = display;
    ctx.emit(
      {
        type: 'display',
        jobId: ctx.jobId,
        bitmap,
        width: bitmap.width,
        height: bitmap.height,
        at: ctx.elapsed(),
      },
      [bitmap],
    );
    return;
  }
  let scaled: Map<number, ImageBitmap>;
  if (display.kind === 'bitmap') {
    const { bitmap } = display;
    scaled = await scaleThumbnails(ctx, bitmap);
    ctx.emit(
      {
        type: 'display',
        jobId: ctx.jobId,
        bitmap,
        width: bitmap.width,
        height: bitmap.height,
        at: ctx.elapsed(),
      },
      [bitmap],
    );
  } else {
    scaled = display.rendered;
  }
  await encodeThumbnails(ctx, scaled);
}
