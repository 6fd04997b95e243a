/**
 * TIFF structure (classic and BigTIFF): the header and image file directories, read through a
 * ByteSource. Shared by TIFF files and by EXIF blocks (JPEG APP1, WebP EXIF, HEIF Exif items,
 * PSD resource 0x0422), which are small TIFF structures in memory.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import { Bin, check, CM_PER_INCH, corrupt, dpiPair, readExact } from '../shared/binary';

export interface TiffLayout {
  little: boolean;
  big: boolean;
  firstIfd: number;
}

export interface IfdEntry {
  tag: number;
  type: number;
  count: number;
  /** Absolute offset of the value bytes (inside the entry when they fit there). */
  dataOffset: number;
  /** The value bytes when they sit inside the entry. */
  inline: Uint8Array | null;
}

export interface Ifd {
  offset: number;
  entries: Map<number, IfdEntry>;
  /** Offset of the next IFD in the chain, 0 at the end. */
  next: number;
}

/** Bytes per value of each TIFF field type (0 = unknown type). */
const TYPE_SIZE: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
  13: 4,
  16: 8,
  17: 8,
  18: 8,
};

/** Most entries we accept in one IFD (real files have a few dozen). */
const MAX_ENTRIES = 4096;

/** Parses the 8- or 16-byte TIFF header (II*\0, MM\0*, II+\0, MM\0+), or null when it is not one. */
export function parseTiffLayout(bytes: Uint8Array): TiffLayout | null {
  if (bytes.length < 8) return null;
  const order = String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0);
  if (order !== 'II' && order !== 'MM') return null;
  const bin = new Bin(bytes, order === 'II');
  const version = bin.u16(2);
  if (version === 42) return { little: bin.little, big: false, firstIfd: bin.u32(4) };
  if (version === 43 && bin.has(8, 8) && bin.u16(4) === 8 && bin.u16(6) === 0) {
    return { little: bin.little, big: true, firstIfd: bin.u64(8) };
  }
  return null;
}

/** Reads the directory at `offset` (entry table and next pointer). */
export async function readIfd(
  source: ByteSource,
  layout: TiffLayout,
  offset: number,
): Promise<Ifd> {
  const countSize = layout.big ? 8 : 2;
  const entrySize = layout.big ? 20 : 12;
  const valueSize = layout.big ? 8 : 4;
  check(offset >= 8 && offset < source.size, `IFD offset ${offset} outside the file`);
  const countBin = new Bin(await readExact(source, offset, countSize), layout.little);
  const n = layout.big ? countBin.u64(0) : countBin.u16(0);
  check(n > 0 && n <= MAX_ENTRIES, `IFD at ${offset} has ${n} entries`);
  const tableLength = n * entrySize;
  const avail = Math.min(tableLength + valueSize, source.size - offset - countSize);
  check(avail >= tableLength, `IFD at ${offset} truncated`);
  const bin = new Bin(await readExact(source, offset + countSize, avail), layout.little);
  const entries = new Map<number, IfdEntry>();
  for (let i = 0; i < n; i++) {
    const at = i * entrySize;
    const tag = bin.u16(at);
    const type = bin.u16(at + 2);
    const count = layout.big ? bin.u64(at + 4) : bin.u32(at + 4);
    const size = (TYPE_SIZE[type] ?? 0) * count;
    const valueAt = at + (layout.big ? 12 : 8);
    if (entries.has(tag) || TYPE_SIZE[type] === undefined) continue; // first wins; unknown types skipped
    if (size <= valueSize) {
      entries.set(tag, {
        tag,
        type,
        count,
        dataOffset: offset + countSize + valueAt,
        inline: bin.sub(valueAt, size),
      });
    } else {
      const dataOffset = layout.big ? bin.u64(valueAt) : bin.u32(valueAt);
      entries.set(tag, { tag, type, count, dataOffset, inline: null });
    }
  }
  const next = bin.has(tableLength, valueSize)
    ? layout.big
      ? bin.u64(tableLength)
      : bin.u32(tableLength)
    : 0;
  return { offset, entries, next };
}

/**
 * The numeric values of an entry (RATIONAL as num/den), at most `max` of them; [] when the
 * entry's data lies outside the file.
 */
export async function readValues(
  source: ByteSource,
  layout: TiffLayout,
  entry: IfdEntry,
  max = 64,
): Promise<number[]> {
  const size = TYPE_SIZE[entry.type] ?? 0;
  const count = Math.min(entry.count, max);
  if (size === 0 || count === 0) return [];
  let bytes = entry.inline;
  if (!bytes) {
    if (entry.dataOffset + count * size > source.size) return [];
    bytes = await readExact(source, entry.dataOffset, count * size);
  }
  const bin = new Bin(bytes, layout.little);
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const o = i * size;
    switch (entry.type) {
      case 1:
      case 2:
      case 7:
        out.push(bin.u8(o));
        break;
      case 6:
        out.push((bin.u8(o) << 24) >> 24);
        break;
      case 3:
        out.push(bin.u16(o));
        break;
      case 8:
        out.push(bin.i16(o));
        break;
      case 4:
      case 13:
        out.push(bin.u32(o));
        break;
      case 9:
        out.push(bin.i32(o));
        break;
      case 5:
      case 10: {
        const num = entry.type === 5 ? bin.u32(o) : bin.i32(o);
        const den = entry.type === 5 ? bin.u32(o + 4) : bin.i32(o + 4);
        out.push(den === 0 ? NaN : num / den);
        break;
      }
      case 11:
        out.push(new DataView(bytes.buffer, bytes.byteOffset + o, 4).getFloat32(0, layout.little));
        break;
      case 12:
        out.push(new DataView(bytes.buffer, bytes.byteOffset + o, 8).getFloat64(0, layout.little));
        break;
      default:
        out.push(bin.u64(o));
    }
  }
  return out;
}

/** First value of a tag, or null when absent or unreadable. */
export async function readFirst(
  source: ByteSource,
  layout: TiffLayout,
  ifd: Ifd,
  tag: number,
): Promise<number | null> {
  const entry = ifd.entries.get(tag);
  if (!entry) return null;
  const values = await readValues(source, layout, entry, 1);
  const v = values[0];
  return v === undefined || Number.isNaN(v) ? null : v;
}

/**
 * DPI from TIFF/EXIF XResolution, YResolution and ResolutionUnit (2 inch — the default when the
 * tag is absent —, 3 centimetre; 1 "no absolute unit" gives null).
 */
export function resolutionDpi(
  x: number | null,
  y: number | null,
  unit: number | null,
): [number, number] | null {
  if (x === null || !(x > 0)) return null;
  const yy = y !== null && y > 0 ? y : x;
  const u = unit ?? 2;
  if (u === 2) return dpiPair(x, yy);
  if (u === 3) return dpiPair(x * CM_PER_INCH, yy * CM_PER_INCH);
  return null;
}

/** The IFD chain from the first IFD: offsets in order, stopping at a loop or a bad offset. */
export async function walkIfdChain(
  source: ByteSource,
  layout: TiffLayout,
  maxPages: number,
): Promise<{ offsets: number[]; broken: boolean }> {
  const offsets: number[] = [];
  const seen = new Set<number>();
  let offset = layout.firstIfd;
  let broken = false;
  while (offset !== 0 && offsets.length < maxPages) {
    if (seen.has(offset)) {
      broken = true; // loop: the chain ends here (libtiff warns and stops too)
      break;
    }
    seen.add(offset);
    let ifd: Ifd;
    try {
      ifd = await readIfd(source, layout, offset);
    } catch (error) {
      if (offsets.length === 0) throw error;
      broken = true; // a later directory past the end: keep the pages we have
      break;
    }
    offsets.push(offset);
    offset = ifd.next;
  }
  if (offsets.length === 0) throw corrupt('no IFD');
  return { offsets, broken };
}
