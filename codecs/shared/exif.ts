/**
 * EXIF metadata (a TIFF structure in memory): Orientation, X/YResolution + ResolutionUnit from
 * IFD0 and the IFD1 JPEG thumbnail. Lenient: a broken EXIF block yields what could be read, never
 * an error, because browsers show such images all the same.
 */
import { bytesSource } from '../../src/domain/imaging/byteSource';
import { startsWith } from './binary';
import { validOrientationTag } from './result';
import { parseTiffLayout, readFirst, readIfd, resolutionDpi } from '../tiff/tiffIfd';

export interface ExifSummary {
  orientationTag: number | null;
  dpi: [number, number] | null;
  /** IFD1 JPEG thumbnail, offsets relative to the start of the TIFF structure. */
  thumbnail: { offset: number; length: number } | null;
  littleEndian: boolean | null;
}

export const EMPTY_EXIF: ExifSummary = {
  orientationTag: null,
  dpi: null,
  thumbnail: null,
  littleEndian: null,
};

/** Offset of the TIFF header inside an EXIF payload that may start with "Exif\0\0". */
export function exifTiffStart(bytes: Uint8Array): number {
  if (startsWith(bytes, 'Exif\0\0')) return 6;
  return 0;
}

/** Reads an EXIF TIFF structure (starting with II/MM). */
export async function readExif(tiff: Uint8Array): Promise<ExifSummary> {
  const layout = parseTiffLayout(tiff);
  if (!layout || layout.big) return EMPTY_EXIF;
  const source = bytesSource(tiff);
  const out: ExifSummary = { ...EMPTY_EXIF, littleEndian: layout.little };
  try {
    const ifd0 = await readIfd(source, layout, layout.firstIfd);
    out.orientationTag = validOrientationTag(await readFirst(source, layout, ifd0, 274));
    out.dpi = resolutionDpi(
      await readFirst(source, layout, ifd0, 282),
      await readFirst(source, layout, ifd0, 283),
      await readFirst(source, layout, ifd0, 296),
    );
    if (ifd0.next !== 0 && ifd0.next !== ifd0.offset) {
      const ifd1 = await readIfd(source, layout, ifd0.next);
      const offset = await readFirst(source, layout, ifd1, 513);
      const length = await readFirst(source, layout, ifd1, 514);
      if (offset !== null && length !== null && length > 0 && offset + length <= tiff.length) {
        out.thumbnail = { offset, length };
      }
    }
  } catch {
    // Keep what was read before the damage.
  }
  return out;
}
