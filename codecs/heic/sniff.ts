/**
 * ISOBMFF images (HEIC and AVIF share the container) told apart by their ftyp brands.
 */
import type { ImageFormat } from '../../src/domain/imaging/formats';
import { latin1, startsWith } from '../common/binary';

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
const MIF_BRANDS = new Set(['mif1', 'msf1']);

/** 'heic' or 'avif' for an ISOBMFF image file (an `ftyp` box first), else null. */
export function sniffIsobmff(head: Uint8Array): ImageFormat | null {
  return startsWith(head, 'ftyp', 4) ? isobmffFormat(head) : null;
}

/** ftyp brands: AVIF when avif/avis is the major or a compatible brand, HEIC for the HEVC ones, and mif1/msf1 alone. */
function isobmffFormat(head: Uint8Array): ImageFormat | null {
  const size =
    ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0);
  const end = Math.min(head.length, Math.max(16, size >>> 0));
  const major = latin1(head, 8, 12);
  const brands = [major];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(latin1(head, at, at + 4));
  if (AVIF_BRANDS.has(major)) return 'avif';
  if (HEIC_BRANDS.has(major)) return 'heic';
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
  if (brands.some((b) => HEIC_BRANDS.has(b) || MIF_BRANDS.has(b))) return 'heic';
  return null;
}
