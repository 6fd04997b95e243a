/**
 * PNG header: IHDR, then the chunk headers up to the first IDAT for pHYs (pixels per metre with
 * unit 1 → × 0.0254 = dpi), tRNS (alpha), iCCP, eXIf and acTL (APNG frames). The eXIf
 * Orientation tag is reported, not applied: browsers disagree on honouring it in PNG, and the
 * ImageHeader contract applies EXIF orientation to JPEG, WebP and TIFF only.
 * Chunk data other than these is skipped by offset, never read.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import type { ColourModel, ImageHeader } from '../../src/domain/imaging/imageInfo';
import {
  Bin,
  check,
  dpiPair,
  INCHES_PER_METRE,
  readExact,
  readUpTo,
  startsWith,
} from '../common/binary';
import { readExif } from '../common/exif';
import { baseHeader } from '../common/result';
import type { FormatHeader } from '../common/formatHeader';
import { parseIhdr, PNG_SIGNATURE, PngColourType } from './ihdr';

/** Chunks walked before IDAT at most (real files have a handful). */
const MAX_CHUNKS = 10_000;
const MAX_EXIF = 256 * 1024;

/** The colour model and alpha of each colour type (the depths are checked by parseIhdr). */
const COLOUR: Record<PngColourType, { model: ColourModel; alpha: boolean }> = {
  [PngColourType.gray]: { model: 'gray', alpha: false },
  [PngColourType.rgb]: { model: 'rgb', alpha: false },
  [PngColourType.palette]: { model: 'indexed', alpha: false },
  [PngColourType.grayAlpha]: { model: 'gray', alpha: true },
  [PngColourType.rgba]: { model: 'rgb', alpha: true },
};

export async function readPngHeader(source: ByteSource, head: Uint8Array): Promise<ImageHeader> {
  const bin = new Bin(head);
  check(bin.has(8, 25) && bin.u32(8) === 13 && bin.ascii(12, 4) === 'IHDR', 'PNG without IHDR');
  // IHDR's 13 data bytes follow the signature and the chunk's length and type.
  const ihdr = parseIhdr(head.subarray(16, 29));
  const { width, height, bitDepth: depth, colourType, interlaced } = ihdr;
  const colour = COLOUR[colourType];

  const h = baseHeader('png', width, height);
  h.colourModel = colour.model;
  h.bitDepth = depth;
  h.hasAlpha = colour.alpha;
  let hasIcc = false;
  let sawIdat = false;
  let offset = 8 + 25;
  try {
    for (let n = 0; n < MAX_CHUNKS && offset + 8 <= source.size; n++) {
      const chunk = new Bin(await readExact(source, offset, 8));
      const length = chunk.u32(0);
      const type = chunk.ascii(4, 4);
      const dataAt = offset + 8;
      if (type === 'IDAT' || type === 'IEND') {
        sawIdat = type === 'IDAT';
        break;
      }
      if (type === 'pHYs' && length >= 9) {
        const p = new Bin(await readExact(source, dataAt, 9));
        if (p.u8(8) === 1) {
          h.dpi = dpiPair(p.u32(0) * INCHES_PER_METRE, p.u32(4) * INCHES_PER_METRE);
        }
      } else if (type === 'tRNS') {
        h.hasAlpha = true;
      } else if (type === 'iCCP') {
        hasIcc = true;
      } else if (type === 'acTL' && length >= 8) {
        const frames = new Bin(await readExact(source, dataAt, 8)).u32(0);
        if (frames > 0) h.pages = frames;
      } else if (type === 'eXIf' && length > 8 && length <= MAX_EXIF) {
        const exif = await readExif(await readUpTo(source, dataAt, length));
        h.orientationTag = exif.orientationTag;
      }
      offset = dataAt + length + 4;
    }
  } catch {
    // A damaged chunk after IHDR: the header facts read so far stand; decoding will report it.
  }
  h.extra = {
    colourType,
    interlaced,
    hasIcc,
    sawIdat,
    animated: h.pages > 1,
  };
  return h;
}

/** PNG: the 8-byte signature (PNG spec §5.2). */
export const pngHeader: FormatHeader = {
  formats: ['png'],
  sniff: (head) => (startsWith(head, PNG_SIGNATURE) ? 'png' : null),
  read: (source, head) => readPngHeader(source, head),
};
