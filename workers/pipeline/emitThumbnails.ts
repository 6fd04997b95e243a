/**
 * Hands the display raster over (transferred) and then the thumbnails, smallest first: the
 * uploads panel shows the 240 one.
 */
import type { JobContext } from './context';
import { throwIfAborted } from './context';
import type { DisplayResult } from './decodeDisplay';
import { encodeWebp, scaleToSide } from './thumbnails';

export async function emitThumbnails(ctx: JobContext, display: DisplayResult): Promise<void> {
  const sides = [...ctx.options.thumbnailSides].sort((a, b) => a - b);
  let scaled: Map<number, ImageBitmap>;
  if (display.kind === 'bitmap') {
    const { bitmap } = display;
    scaled = new Map();
    for (const side of sides) scaled.set(side, await scaleToSide(bitmap, side));
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
  for (const side of sides) {
    throwIfAborted(ctx.signal);
    const bitmap = scaled.get(side);
    if (!bitmap) continue;
    const thumb = await encodeWebp(bitmap);
    ctx.emit({ type: 'thumbnail', jobId: ctx.jobId, side, ...thumb, at: ctx.elapsed() });
  }
}
