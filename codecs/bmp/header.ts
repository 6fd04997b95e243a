/**
 * BMP header: BITMAPFILEHEADER + the DIB header (BITMAPCOREHEADER 12, BITMAPINFOHEADER 40 and its
 * V2/V3/V4/V5 successors 52/56/108/124, OS/2 64). A negative height means top-down rows, not an
 * error. DPI from biXPelsPerMeter × 0.0254. Alpha when 32-bit with a non-zero alpha mask
 * (BI_BITFIELDS / BI_ALPHABITFIELDS with a V3+ header).
 */
import type { ImageHeader } from '../../src/domain/imaging/imageInfo';
import { Bin, check, dpiPair, INCHES_PER_METRE, startsWith } from '../common/binary';
import { baseHeader, checkRasterSize } from '../common/result';
import type { FormatHeader } from '../common/formatHeader';

export const BMP_DIB_SIZES = [12, 40, 52, 56, 64, 108, 124];
/** Largest side accepted (browsers cap BMP far lower). */
const MAX_SIDE = 1 << 20;

const COMPRESSION: Record<number, string> = {
  0: 'rgb',
  1: 'rle8',
  2: 'rle4',
  3: 'bitfields',
  4: 'jpeg',
  5: 'png',
  6: 'alphabitfields',
};

export function readBmpHeader(head: Uint8Array): ImageHeader {
  const bin = new Bin(head, true);
  check(bin.has(0, 26), 'BMP header truncated');
  const dataOffset = bin.u32(10);
  const dibSize = bin.u32(14);
  check(BMP_DIB_SIZES.includes(dibSize) && bin.has(14, dibSize), `BMP DIB header size ${dibSize}`);
  let width: number;
  let rawHeight: number;
  let bits: number;
  let compression = 0;
  let xppm = 0;
  let yppm = 0;
  let alphaMask = 0;
  if (dibSize === 12) {
    width = bin.u16(18);
    rawHeight = bin.i16(20);
    bits = bin.u16(24);
  } else {
    width = bin.i32(18);
    rawHeight = bin.i32(22);
    bits = bin.u16(28);
    compression = bin.u32(30);
    xppm = bin.i32(38);
    yppm = bin.i32(42);
    // The alpha mask follows the R, G, B masks at 66: inside V3+ headers, or after a 40-byte
    // header for BI_ALPHABITFIELDS.
    if ((dibSize >= 56 || compression === 6) && bin.has(66, 4)) alphaMask = bin.u32(66);
  }
  const topDown = rawHeight < 0;
  const height = Math.abs(rawHeight);
  checkRasterSize(width, height, MAX_SIDE, 'BMP');
  check([1, 2, 4, 8, 16, 24, 32].includes(bits), `BMP bit count ${bits}`);
  check(dataOffset < 0x7fffffff, 'BMP data offset');

  const h = baseHeader('bmp', width, height);
  h.bitDepth = bits;
  h.colourModel = bits <= 8 ? 'indexed' : 'rgb';
  h.hasAlpha = bits === 32 && (compression === 3 || compression === 6) && alphaMask !== 0;
  h.dpi = xppm > 0 && yppm > 0 ? dpiPair(xppm * INCHES_PER_METRE, yppm * INCHES_PER_METRE) : null;
  h.extra = {
    dibHeaderSize: dibSize,
    compression: COMPRESSION[compression] ?? `unknown-${compression}`,
    topDown,
    dataOffset,
  };
  return h;
}

/** BMP: "BM" and a known DIB header size at byte 14 ("BM" alone is too common in text). */
export const bmpHeader: FormatHeader = {
  formats: ['bmp'],
  sniff(head) {
    if (!startsWith(head, 'BM') || head.length < 18) return null;
    const dib =
      (head[14] ?? 0) | ((head[15] ?? 0) << 8) | ((head[16] ?? 0) << 16) | ((head[17] ?? 0) << 24);
    return BMP_DIB_SIZES.includes(dib) ? 'bmp' : null;
  },
  read: async (_source, head) => readBmpHeader(head),
};
