/**
 * The display step of the formats the browser decodes (nativeDecode.ts). The thumbnails come
 * from their own small decode first (the uploads panel shows them at once), then the display
 * raster. A codec may give a cheaper small decode (JPEG decodes at a DCT scale); others go
 * through createImageBitmap's resize. Images no larger than the biggest thumbnail decode once.
 */
import type { Orientation } from '../../src/domain/imaging/imageInfo';
import { fitLongSide } from '../../src/domain/imaging/pixelBudget';
import type { Size } from '../../src/domain/imaging/pixelBudget';
import type { Codec } from '../../codecs/worker/codec';
import { encodeThumbnails, scaleThumbnails } from './emitThumbnails';
import { decodeNative } from './nativeDecode';

/** A smaller decode for the thumbnails (oriented, `size` px), or null to use the browser's. */
export type SmallDecode = (
  file: Blob,
  orientation: Orientation,
  size: Size,
) => Promise<ImageBitmap | null>;

export function nativeDisplay(small?: SmallDecode): Codec['display'] {
  return async (ctx, header, target) => {
    const largest = Math.max(...ctx.options.thumbnailSides);
    const decode = (size: Size) => decodeNative(ctx.file, header.format, header.orientation, size);
    if (Math.max(target.width, target.height) <= largest)
      return { kind: 'bitmap', bitmap: await decode(target) };
    const thumbnail = fitLongSide(target, largest);
    const scaled = small
      ? await small(ctx.file, header.orientation, thumbnail).catch(() => null)
      : null;
    const bitmap = scaled ?? (await decode(thumbnail));
    await encodeThumbnails(ctx, await scaleThumbnails(ctx, bitmap));
    bitmap.close();
    return { kind: 'bitmap', bitmap: await decode(target), thumbnailsSent: true };
  };
}
