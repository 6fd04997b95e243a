/**
 * Bounds-checked binary reading for the header parsers. Every out-of-range access throws
 * PipelineError(corrupt), so a parser never reads garbage or loops on a bad offset.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import { PipelineError, PipelineErrorKey } from '../../src/domain/imaging/errors';

/** How much of a file the parsers read first (then they follow offsets), bytes. */
export const HEAD_BYTES = 64 * 1024;

export function corrupt(detail: string): PipelineError {
  return new PipelineError(PipelineErrorKey.corrupt, detail);
}

/** Throws corrupt unless `ok`. */
export function check(ok: boolean, detail: string): asserts ok {
  if (!ok) throw corrupt(detail);
}

/** A read-only view over bytes with endianness; every read is bounds-checked. */
export class Bin {
  readonly bytes: Uint8Array;
  readonly little: boolean;
  private readonly view: DataView;

  constructor(bytes: Uint8Array, little = false) {
    this.bytes = bytes;
    this.little = little;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get length(): number {
    return this.bytes.length;
  }

  /** Same bytes, other byte order. */
  withOrder(little: boolean): Bin {
    return new Bin(this.bytes, little);
  }

  has(offset: number, length: number): boolean {
    return (
      Number.isInteger(offset) && offset >= 0 && length >= 0 && offset + length <= this.bytes.length
    );
  }

  private need(offset: number, length: number): void {
    if (!this.has(offset, length))
      throw corrupt(`read of ${length} bytes at ${offset} past ${this.bytes.length}`);
  }

  u8(o: number): number {
    this.need(o, 1);
    return this.view.getUint8(o);
  }
  u16(o: number): number {
    this.need(o, 2);
    return this.view.getUint16(o, this.little);
  }
  i16(o: number): number {
    this.need(o, 2);
    return this.view.getInt16(o, this.little);
  }
  u24(o: number): number {
    this.need(o, 3);
    const [a, b, c] = [this.view.getUint8(o), this.view.getUint8(o + 1), this.view.getUint8(o + 2)];
    return this.little ? a | (b << 8) | (c << 16) : (a << 16) | (b << 8) | c;
  }
  u32(o: number): number {
    this.need(o, 4);
    return this.view.getUint32(o, this.little);
  }
  i32(o: number): number {
    this.need(o, 4);
    return this.view.getInt32(o, this.little);
  }
  /** 64-bit unsigned as a number; corrupt when above 2^53 (no file we read is that large). */
  u64(o: number): number {
    this.need(o, 8);
    const hi = this.view.getUint32(this.little ? o + 4 : o, this.little);
    const lo = this.view.getUint32(this.little ? o : o + 4, this.little);
    const value = hi * 2 ** 32 + lo;
    if (!Number.isSafeInteger(value)) throw corrupt(`64-bit value at ${o} too large`);
    return value;
  }
  /** Unsigned big/little integer of 0, 1, 2, 4 or 8 bytes. */
  uint(o: number, size: number): number {
    switch (size) {
      case 0:
        return 0;
      case 1:
        return this.u8(o);
      case 2:
        return this.u16(o);
      case 4:
        return this.u32(o);
      case 8:
        return this.u64(o);
      default:
        throw corrupt(`integer size ${size}`);
    }
  }
  /** Latin-1 text (4CCs, signatures). */
  ascii(o: number, length: number): string {
    this.need(o, length);
    let s = '';
    for (let i = 0; i < length; i++) s += String.fromCharCode(this.view.getUint8(o + i));
    return s;
  }
  sub(o: number, length: number): Uint8Array {
    this.need(o, length);
    return this.bytes.subarray(o, o + length);
  }
}

/** Whether `bytes` starts with `sig` at `offset`. */
export function startsWith(
  bytes: Uint8Array,
  sig: readonly number[] | string,
  offset = 0,
): boolean {
  const n = sig.length;
  if (offset < 0 || offset + n > bytes.length) return false;
  for (let i = 0; i < n; i++) {
    const want = typeof sig === 'string' ? sig.charCodeAt(i) : sig[i];
    if (bytes[offset + i] !== want) return false;
  }
  return true;
}

/** Index of an ASCII string in bytes from `from` (bytes compared as Latin-1), or -1. */
export function indexOfAscii(
  bytes: Uint8Array,
  needle: string,
  from = 0,
  to = bytes.length,
): number {
  const n = needle.length;
  if (n === 0) return from;
  const first = needle.charCodeAt(0);
  const end = Math.min(to, bytes.length) - n;
  outer: for (let i = Math.max(0, from); i <= end; i++) {
    if (bytes[i] !== first) continue;
    for (let j = 1; j < n; j++) if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}

/** Bytes as Latin-1 text (one char per byte), for scanning ASCII structures such as DSC or PDF. */
export function latin1(bytes: Uint8Array, start = 0, end = bytes.length): string {
  let s = '';
  const stop = Math.min(end, bytes.length);
  for (let i = start; i < stop; i += 8192) {
    s += String.fromCharCode(...bytes.subarray(i, Math.min(stop, i + 8192)));
  }
  return s;
}

/** Reads exactly `length` bytes at `offset` or throws corrupt (offset or length past the end). */
export async function readExact(
  source: ByteSource,
  offset: number,
  length: number,
): Promise<Uint8Array> {
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || offset < 0 || length < 0) {
    throw corrupt(`bad range ${offset}+${length}`);
  }
  if (offset + length > source.size)
    throw corrupt(`range ${offset}+${length} past end ${source.size}`);
  const bytes = await source.read(offset, length);
  if (bytes.length < length) throw corrupt(`short read at ${offset}`);
  return bytes;
}

/** Reads up to `length` bytes at `offset`, clipped to the file (empty past the end). */
export async function readUpTo(
  source: ByteSource,
  offset: number,
  length: number,
): Promise<Uint8Array> {
  if (!Number.isSafeInteger(offset) || offset < 0 || offset >= source.size || length <= 0) {
    return new Uint8Array(0);
  }
  return source.read(offset, Math.min(length, source.size - offset));
}

/** A ByteSource over the range [offset, offset + length) of another (an embedded file). */
export function sliceSource(source: ByteSource, offset: number, length: number): ByteSource {
  const size = Math.max(0, Math.min(length, source.size - offset));
  return {
    size,
    read: (o, n) => {
      const start = Math.max(0, o);
      const end = Math.min(size, o + n);
      return end <= start
        ? Promise.resolve(new Uint8Array(0))
        : source.read(offset + start, end - start);
    },
  };
}

/** Rounds a DPI value to 4 decimals (11811 px/m → 299.9994) and drops zero/NaN. */
export function roundDpi(value: number): number | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  return Math.round(value * 10_000) / 10_000;
}

/** A [x, y] DPI pair, or null when either is missing. */
export function dpiPair(x: number | null, y: number | null): [number, number] | null {
  const rx = x === null ? null : roundDpi(x);
  const ry = y === null ? null : roundDpi(y);
  return rx !== null && ry !== null ? [rx, ry] : null;
}

/** Metres to inches factor: pixels per metre × this = dots per inch. */
export const INCHES_PER_METRE = 0.0254;
export const CM_PER_INCH = 2.54;
