/**
 * Photoshop image resources ("8BIM" blocks): in PSD/PSB files, JPEG APP13 segments and Photoshop
 * EPS files. Read: 0x03ED ResolutionInfo (16.16 fixed-point pixels per inch, whatever the display
 * unit), 0x0421 VersionInfo (hasRealMergedData), 0x040C/0x0409 thumbnails (JPEG), 0x0422 EXIF,
 * 0x040F ICC profile.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import { Bin, dpiPair, readExact, readUpTo } from './binary';
import type { ExifSummary } from './exif';
import { readExif } from './exif';

export interface PhotoshopResources {
  dpi: [number, number] | null;
  /** From VersionInfo; null when the resource is absent. */
  hasRealMergedData: boolean | null;
  /** JPEG thumbnail, absolute offsets in the walked source. */
  thumbnail: { offset: number; length: number; width: number; height: number } | null;
  exif: ExifSummary | null;
  hasIcc: boolean;
  count: number;
}

const SIGNATURES = new Set(['8BIM', 'MeSa', 'PHUT', 'AgHg', 'DCSR']);
/** Most resources walked (real files have well under 200). */
const MAX_RESOURCES = 2000;
/** Largest EXIF resource read into memory, bytes. */
const MAX_EXIF = 256 * 1024;

/**
 * Walks the resources in [start, start + length) of `source`. Lenient: stops at the first
 * damaged block and returns what it found.
 */
export async function readPhotoshopResources(
  source: ByteSource,
  start: number,
  length: number,
): Promise<PhotoshopResources> {
  const out: PhotoshopResources = {
    dpi: null,
    hasRealMergedData: null,
    thumbnail: null,
    exif: null,
    hasIcc: false,
    count: 0,
  };
  const end = Math.min(source.size, start + length);
  let offset = start;
  let oldThumb = false;
  try {
    while (offset + 12 <= end && out.count < MAX_RESOURCES) {
      const head = new Bin(await readUpTo(source, offset, Math.min(272, end - offset)));
      if (!SIGNATURES.has(head.ascii(0, 4))) break;
      const id = head.u16(4);
      const nameLength = head.u8(6);
      const nameBlock = (1 + nameLength + 1) & ~1; // Pascal string padded to even
      const sizeAt = 6 + nameBlock;
      const size = head.u32(sizeAt);
      const dataAt = offset + sizeAt + 4;
      if (dataAt + size > end) break;
      out.count++;
      await visit(source, id, dataAt, size, out, (isOld) => {
        const keep = !out.thumbnail || (oldThumb && !isOld);
        if (keep) oldThumb = isOld;
        return keep;
      });
      offset = dataAt + size + (size & 1);
    }
  } catch {
    // Damaged resource block: keep what was read.
  }
  return out;
}

async function visit(
  source: ByteSource,
  id: number,
  at: number,
  size: number,
  out: PhotoshopResources,
  takeThumb: (isOld: boolean) => boolean,
): Promise<void> {
  switch (id) {
    case 0x03ed: {
      if (size < 16) return;
      const bin = new Bin(await readExact(source, at, 16));
      out.dpi = dpiPair(bin.u32(0) / 65536, bin.u32(8) / 65536);
      return;
    }
    case 0x0421: {
      if (size < 5) return;
      const bin = new Bin(await readExact(source, at, 5));
      out.hasRealMergedData = bin.u8(4) !== 0;
      return;
    }
    case 0x040c:
    case 0x0409: {
      if (size < 28) return;
      const bin = new Bin(await readExact(source, at, 28));
      const format = bin.u32(0);
      const compressed = bin.u32(20);
      if (format !== 1 || compressed === 0 || compressed > size - 28) return;
      if (takeThumb(id === 0x0409)) {
        out.thumbnail = {
          offset: at + 28,
          length: compressed,
          width: bin.u32(4),
          height: bin.u32(8),
        };
      }
      return;
    }
    case 0x0422: {
      if (size < 8 || size > MAX_EXIF) return;
      out.exif = await readExif(await readExact(source, at, size));
      return;
    }
    case 0x040f:
      out.hasIcc = size > 0;
      return;
    default:
  }
}
