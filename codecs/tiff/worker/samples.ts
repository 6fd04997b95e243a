/**
 * Decoded sample rows → 8-bit chunky samples: unpacks 1/2/4-bit samples (scaled to 0–255),
 * reduces 16-bit samples (v / 257, rounded, in the file's byte order), maps signed samples to
 * unsigned (v + 2^(bits-1)), interleaves separate planes and crops a tile's overhang.
 */
import type { Kernels } from '../../../wasm/kernels';

export interface SampleFormat {
  samplesPerPixel: number;
  bits: number;
  /** Separate planes (one buffer per sample) or one chunky buffer. */
  planar: boolean;
  littleEndian: boolean;
  /** Per sample: stored as two's complement. */
  signed: readonly boolean[];
}

/** Bytes of one row of one buffer (a plane, or the chunky row). */
export function rowBytesOf(f: SampleFormat, width: number): number {
  return Math.ceil((width * (f.planar ? 1 : f.samplesPerPixel) * f.bits) / 8);
}

/**
 * Converts `rows` rows of `pieceWidth` px to 8-bit chunky samples of the first `cropWidth` px.
 * Returns `raws[0]` itself when it already is that (8-bit chunky unsigned, uncropped), else
 * writes into `out` (at least cropWidth × rows × samplesPerPixel bytes) and returns it.
 */
export function toEightBit(
  f: SampleFormat,
  kernels: Kernels,
  raws: readonly Uint8Array[],
  pieceWidth: number,
  rows: number,
  cropWidth: number,
  out: Uint8Array,
): Uint8Array {
  const spp = f.samplesPerPixel;
  const anySigned = f.signed.some(Boolean);
  const rowBytes = rowBytesOf(f, pieceWidth);
  const n = cropWidth * rows * spp;
  if (!f.planar && f.bits === 8 && !anySigned && pieceWidth === cropWidth) {
    return raws[0]!.subarray(0, n);
  }
  if (!f.planar && f.bits === 16 && !anySigned && pieceWidth === cropWidth) {
    kernels.sixteenToEight(raws[0]!, out, n, f.littleEndian);
    return out.subarray(0, n);
  }
  const outRow = cropWidth * spp;
  if (!f.planar) {
    const src = raws[0]!;
    for (let y = 0; y < rows; y++) {
      const row = src.subarray(y * rowBytes, (y + 1) * rowBytes);
      const dst = out.subarray(y * outRow, (y + 1) * outRow);
      unpackRow(row, dst, outRow, f.bits, f.littleEndian, kernels, 0, 1);
      if (anySigned) flipSigned(dst, spp, f.signed, f.bits, row, f.littleEndian);
    }
    return out.subarray(0, n);
  }
  for (let p = 0; p < spp; p++) {
    const src = raws[p]!;
    for (let y = 0; y < rows; y++) {
      const row = src.subarray(y * rowBytes, (y + 1) * rowBytes);
      const dst = out.subarray(y * outRow, (y + 1) * outRow);
      unpackRow(row, dst, cropWidth, f.bits, f.littleEndian, kernels, p, spp);
      if (f.signed[p]) flipSignedPlane(dst, p, spp, cropWidth, f.bits, row, f.littleEndian);
    }
  }
  return out.subarray(0, n);
}

/** Writes `count` samples of `row` to dst[start], dst[start + stride], … scaled to 8 bits. */
function unpackRow(
  row: Uint8Array,
  dst: Uint8Array,
  count: number,
  bits: number,
  le: boolean,
  kernels: Kernels,
  start: number,
  stride: number,
): void {
  if (bits === 8) {
    if (stride === 1) dst.set(row.subarray(0, count), start);
    else for (let i = 0, o = start; i < count; i++, o += stride) dst[o] = row[i]!;
    return;
  }
  if (bits === 16) {
    if (stride === 1) {
      kernels.sixteenToEight(row, dst.subarray(start), count, le);
      return;
    }
    const hi = le ? 1 : 0;
    const lo = 1 - hi;
    for (let i = 0, o = start; i < count; i++, o += stride) {
      const v = (row[2 * i + hi]! << 8) | row[2 * i + lo]!;
      dst[o] = ((v + 128) / 257) | 0;
    }
    return;
  }
  // 1, 2 or 4 bits, MSB first.
  const max = (1 << bits) - 1;
  const level = LEVELS[bits]!;
  const perByteLog = bits === 1 ? 3 : bits === 2 ? 2 : 1;
  const mask = (1 << perByteLog) - 1;
  for (let i = 0, o = start; i < count; i++, o += stride) {
    const byte = row[i >>> perByteLog]!;
    dst[o] = level[(byte >>> (8 - bits * ((i & mask) + 1))) & max]!;
  }
}

/** Sample value → 8 bits for 1-, 2- and 4-bit samples: round(v × 255 / (2^bits − 1)). */
const LEVELS: Record<number, Uint8Array> = Object.fromEntries(
  [1, 2, 4].map((b) => [
    b,
    Uint8Array.from({ length: 1 << b }, (_, v) => Math.round((v * 255) / ((1 << b) - 1))),
  ]),
);

/** Chunky signed samples: re-reads the raw value so that -2^(b-1) → 0 and 2^(b-1)-1 → 255. */
function flipSigned(
  dst: Uint8Array,
  spp: number,
  signed: readonly boolean[],
  bits: number,
  row: Uint8Array,
  le: boolean,
): void {
  for (let s = 0; s < spp; s++) {
    if (!signed[s]) continue;
    for (let i = s; i < dst.length; i += spp) dst[i] = signedTo8(row, i, bits, le);
  }
}

function flipSignedPlane(
  dst: Uint8Array,
  p: number,
  spp: number,
  count: number,
  bits: number,
  row: Uint8Array,
  le: boolean,
): void {
  for (let i = 0, o = p; i < count; i++, o += spp) dst[o] = signedTo8(row, i, bits, le);
}

function signedTo8(row: Uint8Array, i: number, bits: number, le: boolean): number {
  if (bits === 16) {
    const v = le ? (row[2 * i + 1]! << 8) | row[2 * i]! : (row[2 * i]! << 8) | row[2 * i + 1]!;
    return (((v ^ 0x8000) + 128) / 257) | 0;
  }
  if (bits === 8) return row[i]! ^ 0x80;
  const max = (1 << bits) - 1;
  const perByte = 8 / bits;
  const v = (row[(i / perByte) | 0]! >>> (8 - bits * ((i % perByte) + 1))) & max;
  return Math.round(((v ^ (1 << (bits - 1))) * 255) / max);
}

/** Palette indices (1–16 bits, one sample per pixel) of `cropWidth` px per row. */
export function toIndices(
  raw: Uint8Array,
  bits: number,
  le: boolean,
  pieceWidth: number,
  rows: number,
  cropWidth: number,
  out: Uint16Array,
): Uint16Array {
  const rowBytes = Math.ceil((pieceWidth * bits) / 8);
  const max = (1 << bits) - 1;
  const perByte = 8 / bits;
  for (let y = 0, o = 0; y < rows; y++) {
    const base = y * rowBytes;
    for (let i = 0; i < cropWidth; i++, o++) {
      if (bits === 8) out[o] = raw[base + i]!;
      else if (bits === 16)
        out[o] = le
          ? raw[base + 2 * i]! | (raw[base + 2 * i + 1]! << 8)
          : (raw[base + 2 * i]! << 8) | raw[base + 2 * i + 1]!;
      else out[o] = (raw[base + ((i / perByte) | 0)]! >>> (8 - bits * ((i % perByte) + 1))) & max;
    }
  }
  return out.subarray(0, cropWidth * rows);
}
