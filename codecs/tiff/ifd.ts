/**
 * The TIFF container: the file header (classic or BigTIFF, either byte order) and one image file
 * directory with typed, lazy access to its tags. The one TIFF directory reader: the decoder
 * (worker/), the header reader (header.ts), EXIF blocks (codecs/common/exif.ts: JPEG APP1, WebP,
 * HEIF Exif items, PSD resource 0x0422, PNG eXIf) and EPS previews all read directories here. Pure. Tag values are read from the ByteSource only
 * when asked for, so a directory carrying a 500 MB Photoshop layer blob (tag 37724) or a large
 * ICC profile costs nothing unless the decoder needs that tag.
 *
 * Every offset and count is checked against the file size before it is read.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import { corrupt } from './fail';

/** What the 8- or 16-byte header says. */
export interface TiffHeader {
  littleEndian: boolean;
  bigTiff: boolean;
  /** Offset of the first IFD, bytes. */
  firstIfdOffset: number;
  /** File size, bytes. */
  fileSize: number;
}

/** One directory entry as stored. */
export interface IfdEntry {
  tag: number;
  type: number;
  count: number;
  /** Absolute file offset of the values (inline values point inside the entry). */
  valueOffset: number;
  /** The values' bytes when they fit in the entry, else null (read lazily). */
  inline: Uint8Array | null;
}

/** Bytes per value of each field type (TIFF 6.0 §2, BigTIFF types 16–18). */
const TYPE_SIZE: Record<number, number> = {
  1: 1, // BYTE
  2: 1, // ASCII
  3: 2, // SHORT
  4: 4, // LONG
  5: 8, // RATIONAL
  6: 1, // SBYTE
  7: 1, // UNDEFINED
  8: 2, // SSHORT
  9: 4, // SLONG
  10: 8, // SRATIONAL
  11: 4, // FLOAT
  12: 8, // DOUBLE
  13: 4, // IFD
  16: 8, // LONG8
  17: 8, // SLONG8
  18: 8, // IFD8
};

/** More entries than any writer produces; a larger count means a corrupt directory. */
const MAX_ENTRIES = 4096;
/**
 * Most values one numeric tag may hold (strip/tile offsets and counts): 4 Mi values is 32 MB of
 * BigTIFF offsets, enough for a 300,000-px-tall image with one row per strip in 8 planes.
 */
export const MAX_TAG_VALUES = 1 << 22;

const TEXT = new TextDecoder('latin1');

/** Parses and checks the 8- or 16-byte file header at the start of `head`. */
export function parseTiffHeader(head: Uint8Array, fileSize: number): TiffHeader {
  if (head.length < 8) throw corrupt('file shorter than a TIFF header');
  const order = (head[0]! << 8) | head[1]!;
  if (order !== 0x4949 && order !== 0x4d4d) throw corrupt('not a TIFF byte-order mark');
  const littleEndian = order === 0x4949;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const version = view.getUint16(2, littleEndian);
  if (version === 42) {
    return {
      littleEndian,
      bigTiff: false,
      firstIfdOffset: view.getUint32(4, littleEndian),
      fileSize,
    };
  }
  if (version === 43) {
    if (head.length < 16) throw corrupt('file shorter than a BigTIFF header');
    const byteSize = view.getUint16(4, littleEndian);
    if (byteSize !== 8) throw corrupt(`BigTIFF offset size ${byteSize}`);
    return {
      littleEndian,
      bigTiff: true,
      firstIfdOffset: Number(view.getBigUint64(8, littleEndian)),
      fileSize,
    };
  }
  throw corrupt(`unknown TIFF version ${version}`);
}

/** Reads and checks the file header. */
export async function readTiffHeader(source: ByteSource): Promise<TiffHeader> {
  return parseTiffHeader(await source.read(0, 16), source.size);
}

/** One image file directory with typed access to its tags. */
export class Ifd {
  readonly offset: number;
  /** Offset of the next IFD, 0 when this is the last. */
  readonly nextOffset: number;
  private readonly entries: Map<number, IfdEntry>;

  constructor(
    private readonly source: ByteSource,
    readonly header: TiffHeader,
    offset: number,
    entries: Map<number, IfdEntry>,
    nextOffset: number,
  ) {
    this.offset = offset;
    this.entries = entries;
    this.nextOffset = nextOffset;
  }

  has(tag: number): boolean {
    return this.entries.has(tag);
  }

  entry(tag: number): IfdEntry | undefined {
    return this.entries.get(tag);
  }

  /** Number of values of a tag (0 when absent). */
  count(tag: number): number {
    return this.entries.get(tag)?.count ?? 0;
  }

  tags(): number[] {
    return [...this.entries.keys()];
  }

  /** The raw bytes of a tag's values (BYTE/UNDEFINED blobs such as JPEGTables), or null. */
  async bytes(tag: number, maxBytes = 64 * 1024 * 1024): Promise<Uint8Array | null> {
    const e = this.entries.get(tag);
    if (!e) return null;
    const size = TYPE_SIZE[e.type]! * e.count;
    if (size > maxBytes) throw corrupt(`tag ${tag} holds ${size} bytes`);
    return this.valueBytes(e, size);
  }

  /**
   * All values of a numeric tag as numbers (rationals as num/den), or null when absent. LONG8
   * values above 2^53 become imprecise, which every later bounds check then refuses.
   */
  async numbers(tag: number): Promise<Float64Array | null> {
    const e = this.entries.get(tag);
    if (!e) return null;
    if (e.type === 2) throw corrupt(`tag ${tag} is text, numbers expected`);
    if (e.count > MAX_TAG_VALUES) throw corrupt(`tag ${tag} has ${e.count} values`);
    const size = TYPE_SIZE[e.type]! * e.count;
    const bytes = await this.valueBytes(e, size);
    return decodeNumbers(bytes, e.type, e.count, this.header.littleEndian);
  }

  /** The first value of a numeric tag, or `fallback` when absent or empty. */
  async number(tag: number, fallback: number): Promise<number> {
    const e = this.entries.get(tag);
    if (!e || e.count === 0) return fallback;
    const values = await this.numbers(tag);
    return values?.[0] ?? fallback;
  }

  /**
   * The first value of a numeric tag for header reading: null when absent, empty, unreadable or
   * not a number (a header reports what it can; the decoder's checks are `numbers`/`number`).
   */
  async first(tag: number): Promise<number | null> {
    const e = this.entries.get(tag);
    if (!e || e.count === 0) return null;
    const value = await this.numbers(tag).then(
      (values) => values?.[0],
      () => undefined,
    );
    return value === undefined || Number.isNaN(value) ? null : value;
  }

  /** A text tag (ASCII, trailing NULs removed), or null. */
  async text(tag: number): Promise<string | null> {
    const e = this.entries.get(tag);
    if (!e) return null;
    const bytes = await this.valueBytes(e, e.count * TYPE_SIZE[e.type]!);
    return TEXT.decode(bytes).replace(/\0+$/, '');
  }

  private async valueBytes(e: IfdEntry, size: number): Promise<Uint8Array> {
    if (e.inline) return e.inline.subarray(0, size);
    if (e.valueOffset + size > this.header.fileSize) {
      throw corrupt(`tag ${e.tag} values at ${e.valueOffset}+${size} pass the end of the file`);
    }
    const bytes = await this.source.read(e.valueOffset, size);
    if (bytes.length < size) throw corrupt(`tag ${e.tag} values truncated`);
    return bytes;
  }
}

function decodeNumbers(bytes: Uint8Array, type: number, count: number, le: boolean): Float64Array {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    switch (type) {
      case 1:
      case 7:
        out[i] = v.getUint8(i);
        break;
      case 6:
        out[i] = v.getInt8(i);
        break;
      case 3:
        out[i] = v.getUint16(i * 2, le);
        break;
      case 8:
        out[i] = v.getInt16(i * 2, le);
        break;
      case 4:
      case 13:
        out[i] = v.getUint32(i * 4, le);
        break;
      case 9:
        out[i] = v.getInt32(i * 4, le);
        break;
      case 5: {
        const d = v.getUint32(i * 8 + 4, le);
        out[i] = d === 0 ? 0 : v.getUint32(i * 8, le) / d;
        break;
      }
      case 10: {
        const d = v.getInt32(i * 8 + 4, le);
        out[i] = d === 0 ? 0 : v.getInt32(i * 8, le) / d;
        break;
      }
      case 11:
        out[i] = v.getFloat32(i * 4, le);
        break;
      case 12:
        out[i] = v.getFloat64(i * 8, le);
        break;
      case 16:
      case 18:
        out[i] = Number(v.getBigUint64(i * 8, le));
        break;
      case 17:
        out[i] = Number(v.getBigInt64(i * 8, le));
        break;
      default:
        throw corrupt(`field type ${type}`);
    }
  }
  return out;
}

/** Reads the directory at `offset` (entries only; values stay in the file until asked for). */
export async function readIfd(
  source: ByteSource,
  header: TiffHeader,
  offset: number,
): Promise<Ifd> {
  const { bigTiff, littleEndian: le, fileSize } = header;
  const countSize = bigTiff ? 8 : 2;
  const entrySize = bigTiff ? 20 : 12;
  const nextSize = bigTiff ? 8 : 4;
  if (!Number.isSafeInteger(offset) || offset < 8 || offset + countSize > fileSize) {
    throw corrupt(`IFD offset ${offset} outside the file (${fileSize} bytes)`);
  }
  const countBytes = await source.read(offset, countSize);
  if (countBytes.length < countSize) throw corrupt('IFD truncated');
  const cv = new DataView(countBytes.buffer, countBytes.byteOffset, countBytes.byteLength);
  const n = bigTiff ? Number(cv.getBigUint64(0, le)) : cv.getUint16(0, le);
  if (n === 0 || n > MAX_ENTRIES) throw corrupt(`IFD with ${n} entries`);
  const tableSize = n * entrySize;
  if (offset + countSize + tableSize > fileSize)
    throw corrupt('IFD entries pass the end of the file');
  const table = await source.read(offset + countSize, tableSize + nextSize);
  if (table.length < tableSize) throw corrupt('IFD truncated');
  const tv = new DataView(table.buffer, table.byteOffset, table.byteLength);
  const inlineSize = bigTiff ? 8 : 4;
  const entries = new Map<number, IfdEntry>();
  for (let i = 0; i < n; i++) {
    const p = i * entrySize;
    const tag = tv.getUint16(p, le);
    const type = tv.getUint16(p + 2, le);
    const count = bigTiff ? Number(tv.getBigUint64(p + 4, le)) : tv.getUint32(p + 4, le);
    const valueField = p + (bigTiff ? 12 : 8);
    const typeSize = TYPE_SIZE[type];
    // Unknown field types are skipped (TIFF 6.0 §2: readers ignore them); the first of a
    // duplicated tag wins, as in libtiff.
    if (typeSize === undefined || entries.has(tag)) continue;
    const size = typeSize * count;
    if (size <= inlineSize) {
      entries.set(tag, {
        tag,
        type,
        count,
        valueOffset: offset + countSize + valueField,
        inline: table.subarray(valueField, valueField + size),
      });
    } else {
      const valueOffset = bigTiff
        ? Number(tv.getBigUint64(valueField, le))
        : tv.getUint32(valueField, le);
      entries.set(tag, { tag, type, count, valueOffset, inline: null });
    }
  }
  let nextOffset = 0;
  if (table.length >= tableSize + nextSize) {
    nextOffset = bigTiff ? Number(tv.getBigUint64(tableSize, le)) : tv.getUint32(tableSize, le);
  }
  return new Ifd(source, header, offset, entries, nextOffset);
}

/**
 * Offsets of the directory chain (pages), at most `limit`. Stops at the first offset outside the
 * file or already visited, so a looping chain ends instead of hanging; `broken` says it ended so
 * (libtiff warns and stops too). A broken first directory is corrupt.
 */
export async function walkIfdChain(
  source: ByteSource,
  header: TiffHeader,
  limit = 10_000,
): Promise<{ offsets: number[]; broken: boolean }> {
  const seen = new Set<number>();
  const offsets: number[] = [];
  let offset = header.firstIfdOffset;
  let broken = false;
  while (offset !== 0 && offsets.length < limit) {
    if (seen.has(offset)) {
      broken = true;
      break;
    }
    seen.add(offset);
    let ifd: Ifd;
    try {
      ifd = await readIfd(source, header, offset);
    } catch (error) {
      if (offsets.length === 0) throw error;
      broken = true; // a broken later directory does not spoil the pages before it
      break;
    }
    offsets.push(offset);
    offset = ifd.nextOffset;
  }
  if (offsets.length === 0) throw corrupt('no IFD');
  return { offsets, broken };
}

/** Offsets of the directory chain (pages), at most `limit` (walkIfdChain without the flag). */
export async function listIfdOffsets(
  source: ByteSource,
  header: TiffHeader,
  limit = 10_000,
): Promise<number[]> {
  if (header.firstIfdOffset === 0) return [];
  return (await walkIfdChain(source, header, limit)).offsets;
}
