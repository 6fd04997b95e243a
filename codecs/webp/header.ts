/**
 * WebP header: RIFF chunks. Simple lossy ('VP8 ' frame header), lossless ('VP8L' 14-bit sizes and
 * the alpha hint) and extended ('VP8X' canvas size and flags). In extended files the chunk
 * headers are walked (data skipped by offset) to count ANMF frames and to read the EXIF chunk
 * (orientation and resolution, which browsers apply).
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import type { ImageHeader } from '../../src/domain/imaging/imageInfo';
import { orientationFromExif } from '../../src/domain/imaging/imageInfo';
import { Bin, check, corrupt, readExact, startsWith } from '../common/binary';
import { exifTiffStart, readExif } from '../common/exif';
import { baseHeader, checkRasterSize } from '../common/result';
import type { FormatHeader } from '../common/formatHeader';

/** Chunks walked at most (an animation has one per frame). */
const MAX_CHUNKS = 100_000;
const MAX_EXIF = 256 * 1024;
/** libwebp's WEBP_MAX_DIMENSION for a VP8X canvas is 2^24; frames are 16383 at most. */
const MAX_SIDE = 1 << 24;

export async function readWebpHeader(source: ByteSource, head: Uint8Array): Promise<ImageHeader> {
  const bin = new Bin(head, true);
  check(bin.has(12, 8), 'WebP header truncated');
  const riffEnd = Math.min(source.size, 8 + bin.u32(4));
  const first = bin.ascii(12, 4);
  const firstSize = bin.u32(16);
  const at = 20;
  if (first === 'VP8 ') {
    check(
      bin.has(at, 10) &&
        bin.u8(at + 3) === 0x9d &&
        bin.u8(at + 4) === 0x01 &&
        bin.u8(at + 5) === 0x2a,
      'VP8 start code',
    );
    const h = sized(bin.u16(at + 6) & 0x3fff, bin.u16(at + 8) & 0x3fff);
    h.extra = { kind: 'lossy', animated: false };
    return h;
  }
  if (first === 'VP8L') {
    check(bin.has(at, 5) && bin.u8(at) === 0x2f, 'VP8L signature');
    const bits = bin.u32(at + 1);
    const h = sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    h.hasAlpha = ((bits >>> 28) & 1) === 1;
    h.extra = { kind: 'lossless', animated: false };
    return h;
  }
  if (first !== 'VP8X') throw corrupt(`WebP first chunk ${JSON.stringify(first)}`);
  check(firstSize >= 10 && bin.has(at, 10), 'VP8X truncated');
  const flags = bin.u8(at);
  const h = sized(bin.u24(at + 4) + 1, bin.u24(at + 7) + 1);
  h.hasAlpha = (flags & 0x10) !== 0;
  const animated = (flags & 0x02) !== 0;
  let frames = 0;
  let kind = 'lossy';
  let offset = at + firstSize + (firstSize & 1);
  try {
    for (let n = 0; n < MAX_CHUNKS && offset + 8 <= riffEnd; n++) {
      const c = new Bin(await readExact(source, offset, 8), true);
      const type = c.ascii(0, 4);
      const size = c.u32(4);
      const dataAt = offset + 8;
      if (type === 'ANMF') frames++;
      else if (type === 'VP8L') kind = 'lossless';
      else if (type === 'ALPH') h.hasAlpha = true;
      else if (type === 'EXIF' && size > 8 && size <= MAX_EXIF && dataAt + size <= source.size) {
        const payload = await readExact(source, dataAt, size);
        const exif = await readExif(payload.subarray(exifTiffStart(payload)));
        h.orientationTag = exif.orientationTag;
        h.orientation = orientationFromExif(exif.orientationTag);
        h.dpi = exif.dpi;
      }
      offset = dataAt + size + (size & 1);
    }
  } catch {
    // A truncated chunk list: keep the canvas facts.
  }
  if (animated) h.pages = Math.max(1, frames);
  h.extra = {
    kind: animated ? 'animated' : kind,
    animated,
    hasIcc: (flags & 0x20) !== 0,
    hasExif: (flags & 0x08) !== 0,
  };
  return h;
}

function sized(width: number, height: number): ImageHeader {
  checkRasterSize(width, height, MAX_SIDE, 'WebP');
  return baseHeader('webp', width, height);
}

/** WebP: a RIFF container of form type WEBP. */
export const webpHeader: FormatHeader = {
  formats: ['webp'],
  sniff: (head) => (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8) ? 'webp' : null),
  read: (source, head) => readWebpHeader(source, head),
};
