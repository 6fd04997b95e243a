/**
 * Applies a display orientation (rotate clockwise, then mirror) to a small bitmap: the display
 * raster or a preview, both within the budget, so the canvas of the rotated copy is too.
 */
import type { Orientation } from '../../src/domain/imaging/imageInfo';
import { orientedSize } from '../../src/domain/imaging/imageInfo';

export function isIdentity(o: Orientation): boolean {
  return o.rotate === 0 && !o.flipHorizontal;
}

/** A new bitmap of `source` shown under `o` (the source is closed). */
export function orientBitmap(source: ImageBitmap, o: Orientation): ImageBitmap {
  if (isIdentity(o)) return source;
  const { width, height } = orientedSize(source.width, source.height, o);
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2d context unavailable');
  ctx.translate(width / 2, height / 2);
  if (o.flipHorizontal) ctx.scale(-1, 1);
  ctx.rotate((o.rotate * Math.PI) / 180);
  ctx.drawImage(source, -source.width / 2, -source.height / 2);
  source.close();
  return canvas.transferToImageBitmap();
}
