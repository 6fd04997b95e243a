/**
 * A small TIFF writer for tests: one IFD (or a chain), either byte order, classic or BigTIFF,
 * strips or tiles given as already-encoded bytes, any extra tags. It writes exactly what it is
 * told (broken files included), so tests can build the cases no fixture covers.
 */

export type TagValue = number[] | Uint8Array | string;

export interface TagSpec {
  tag: number;
  /** TIFF field type (3 SHORT, 4 LONG, 5 RATIONAL, 7 UNDEFINED, 16 LONG8, …). */
  type: number;
  value: TagValue;
}

export interface TiffSpec {
  littleEndian?: boolean;
  bigTiff?: boolean;
  /** Tags of IFD 0 other than the piece offsets/counts. */
  tags: TagSpec[];
  /** Encoded pieces (strips or tiles, plane-major). */
  pieces: Uint8Array[];
  /** Tiled: offsets/counts go to 324/325, else 273/279. */
  tiled?: boolean;
  /** Omit the byte-count tag (tests the estimate). */
  omitCounts?: boolean;
  /** Next-IFD pointer of IFD 0: 'self' makes a loop, a number is written as is. */
  next?: 'self' | number;
}

const SIZES: Record<number, number> = {
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
  16: 8,
};

class Buf {
  bytes = new Uint8Array(1024);
  length = 0;
  constructor(private readonly le: boolean) {}
  private ensure(n: number) {
    if (this.length + n <= this.bytes.length) return;
    const b = new Uint8Array(Math.max(this.bytes.length * 2, this.length + n));
    b.set(this.bytes.subarray(0, this.length));
    this.bytes = b;
  }
  u8(v: number) {
    this.ensure(1);
    this.bytes[this.length++] = v & 0xff;
  }
  u16(v: number) {
    if (this.le) {
      this.u8(v);
      this.u8(v >> 8);
    } else {
      this.u8(v >> 8);
      this.u8(v);
    }
  }
  u32(v: number) {
    const b = [v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, (v >>> 24) & 0xff];
    for (const x of this.le ? b : b.reverse()) this.u8(x);
  }
  u64(v: number) {
    const lo = v % 2 ** 32;
    const hi = Math.floor(v / 2 ** 32);
    if (this.le) {
      this.u32(lo);
      this.u32(hi);
    } else {
      this.u32(hi);
      this.u32(lo);
    }
  }
  raw(b: Uint8Array) {
    this.ensure(b.length);
    this.bytes.set(b, this.length);
    this.length += b.length;
  }
  align() {
    if (this.length & 1) this.u8(0);
  }
  set32(at: number, v: number) {
    const save = this.length;
    this.length = at;
    this.u32(v);
    this.length = save;
  }
  set64(at: number, v: number) {
    const save = this.length;
    this.length = at;
    this.u64(v);
    this.length = save;
  }
  done(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

function encodeValue(b: Buf, type: number, value: TagValue): void {
  if (typeof value === 'string') {
    for (let i = 0; i < value.length; i++) b.u8(value.charCodeAt(i));
    b.u8(0);
    return;
  }
  const list = Array.from(value);
  for (const v of list) {
    switch (type) {
      case 1:
      case 6:
      case 7:
        b.u8(v);
        break;
      case 3:
      case 8:
        b.u16(v);
        break;
      case 4:
      case 9:
        b.u32(v);
        break;
      case 5:
        b.u32(Math.round(v * 1000));
        b.u32(1000);
        break;
      case 16:
        b.u64(v);
        break;
      default:
        throw new Error(`type ${type}`);
    }
  }
}

function countOf(type: number, value: TagValue): number {
  return typeof value === 'string' ? value.length + 1 : value.length;
}

export function writeTiff(spec: TiffSpec): Uint8Array {
  const le = spec.littleEndian ?? true;
  const big = spec.bigTiff ?? false;
  const b = new Buf(le);
  b.u8(le ? 0x49 : 0x4d);
  b.u8(le ? 0x49 : 0x4d);
  b.u16(big ? 43 : 42);
  let firstIfdAt: number;
  if (big) {
    b.u16(8);
    b.u16(0);
    firstIfdAt = b.length;
    b.u64(0);
  } else {
    firstIfdAt = b.length;
    b.u32(0);
  }
  const offsets: number[] = [];
  for (const p of spec.pieces) {
    b.align();
    offsets.push(b.length);
    b.raw(p);
  }
  const offType = big ? 16 : 4;
  const tags: TagSpec[] = [...spec.tags];
  tags.push({ tag: spec.tiled ? 324 : 273, type: offType, value: offsets });
  if (!spec.omitCounts) {
    tags.push({
      tag: spec.tiled ? 325 : 279,
      type: offType,
      value: spec.pieces.map((p) => p.length),
    });
  }
  tags.sort((x, y) => x.tag - y.tag);
  // out-of-line values first
  const inlineMax = big ? 8 : 4;
  const placed = new Map<TagSpec, number>();
  for (const t of tags) {
    const size = SIZES[t.type]! * countOf(t.type, t.value);
    if (size > inlineMax) {
      b.align();
      placed.set(t, b.length);
      encodeValue(b, t.type, t.value);
    }
  }
  b.align();
  const ifdAt = b.length;
  if (big) b.u64(tags.length);
  else b.u16(tags.length);
  for (const t of tags) {
    b.u16(t.tag);
    b.u16(t.type);
    const count = countOf(t.type, t.value);
    if (big) b.u64(count);
    else b.u32(count);
    const at = placed.get(t);
    if (at !== undefined) {
      if (big) b.u64(at);
      else b.u32(at);
    } else {
      const start = b.length;
      encodeValue(b, t.type, t.value);
      while (b.length < start + inlineMax) b.u8(0);
    }
  }
  const next = spec.next === 'self' ? ifdAt : (spec.next ?? 0);
  if (big) b.u64(next);
  else b.u32(next);
  if (big) b.set64(firstIfdAt, ifdAt);
  else b.set32(firstIfdAt, ifdAt);
  return b.done();
}

/** Common tags for a simple image. */
export function baseTags(o: {
  width: number;
  height: number;
  bits: number[];
  photometric: number;
  compression?: number;
  rowsPerStrip?: number;
  planar?: number;
  extra?: TagSpec[];
}): TagSpec[] {
  const t: TagSpec[] = [
    { tag: 256, type: 4, value: [o.width] },
    { tag: 257, type: 4, value: [o.height] },
    { tag: 258, type: 3, value: o.bits },
    { tag: 259, type: 3, value: [o.compression ?? 1] },
    { tag: 262, type: 3, value: [o.photometric] },
    { tag: 277, type: 3, value: [o.bits.length] },
    { tag: 284, type: 3, value: [o.planar ?? 1] },
  ];
  if (o.rowsPerStrip !== undefined) t.push({ tag: 278, type: 4, value: [o.rowsPerStrip] });
  return [...t, ...(o.extra ?? [])];
}
