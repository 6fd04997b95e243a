/**
 * EXIF metadata (a TIFF structure in memory): Orientation, X/YResolution + ResolutionUnit from
 * IFD0 and the IFD1 JPEG thumbnail. Lenient: a broken EXIF block yields what could be read, never
 * an error, because browsers show such images all the same.
 */
import { bytesSource } from '../../src/domain/imaging/byteSource';
import { startsWith } from './binary';
import { resolutionDpi, validOrientationTag } from './result';
import type { TiffHeader } from '../tiff/ifd';
import { parseTiffHeader, readIfd } from '../tiff/ifd';

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
  let header: TiffHeader;
  try {
    header = parseTiffHeader(tiff, tiff.length);
  } catch {
    return EMPTY_EXIF;
  }
  if (header.bigTiff) return EMPTY_EXIF;
  const source = bytesSource(tiff);
  const out: ExifSummary = { ...EMPTY_EXIF, littleEndian: header.littleEndian };
  try {
    const ifd0 = await readIfd(source, header, header.firstIfdOffset);
    out.orientationTag = validOrientationTag(await ifd0.first(274));
    out.dpi = resolutionDpi(await ifd0.first(282), await ifd0.first(283), await ifd0.first(296));
    if (ifd0.nextOffset !== 0 && ifd0.nextOffset !== ifd0.offset) {
      const ifd1 = await readIfd(source, header, ifd0.nextOffset);
      const offset = await ifd1.first(513);
      const length = await ifd1.first(514);
      if (offset !== null && length !== null && length > 0 && offset + length <= tiff.length) {
        out.thumbnail = { offset, length };
      }
    }
  } catch {
    // Keep what was read before the damage.
  }
  return out;
}
