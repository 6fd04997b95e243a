/**
 * A plain reader of whole PNG files for tests of the writer: the chunk list with each CRC checked
 * by the caller's CRC-32 (node's zlib.crc32, independent of ours), IHDR and pHYs fields, and the
 * pixels through the decoder tests' reference decoder. No streaming, no cleverness.
 */
import { referenceDecodePng } from '../../../codecs/png/worker/testing/referencePng';
import type { Inflate } from '../../../codecs/png/worker/testing/referencePng';

export type Crc32 = (bytes: Uint8Array) => number;

export interface FileChunk {
  type: string;
  data: Uint8Array;
  /** Whether the stored CRC equals the CRC-32 of type and data. */
  crcOk: boolean;
}

export interface PngFile {
  signatureOk: boolean;
  chunks: FileChunk[];
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  compression: number;
  filterMethod: number;
  interlace: number;
  /** pHYs fields, or null when there is no pHYs. */
  phys: { x: number; y: number; unit: number } | null;
  /** Pixels as RGBA (alpha 255 for RGB files). */
  rgba: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function readChunks(file: Uint8Array, crc32: Crc32): FileChunk[] {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const chunks: FileChunk[] = [];
  let at = SIGNATURE.length;
  while (at + 12 <= file.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...file.subarray(at + 4, at + 8));
    const data = file.subarray(at + 8, at + 8 + length);
    const stored = view.getUint32(at + 8 + length);
    chunks.push({ type, data, crcOk: crc32(file.subarray(at + 4, at + 8 + length)) === stored });
    at += 12 + length;
  }
  if (at !== file.length) throw new Error(`${file.length - at} bytes after the last chunk`);
  return chunks;
}

export function readPngFile(file: Uint8Array, crc32: Crc32, inflate: Inflate): PngFile {
  const chunks = readChunks(file, crc32);
  const ihdr = chunks.find((c) => c.type === 'IHDR');
  if (!ihdr) throw new Error('no IHDR');
  const h = new DataView(ihdr.data.buffer, ihdr.data.byteOffset, ihdr.data.byteLength);
  const physChunk = chunks.find((c) => c.type === 'pHYs');
  let phys: PngFile['phys'] = null;
  if (physChunk) {
    const p = new DataView(physChunk.data.buffer, physChunk.data.byteOffset, 9);
    phys = { x: p.getUint32(0), y: p.getUint32(4), unit: p.getUint8(8) };
  }
  return {
    signatureOk: SIGNATURE.every((b, i) => file[i] === b),
    chunks,
    width: h.getUint32(0),
    height: h.getUint32(4),
    bitDepth: ihdr.data[8]!,
    colourType: ihdr.data[9]!,
    compression: ihdr.data[10]!,
    filterMethod: ihdr.data[11]!,
    interlace: ihdr.data[12]!,
    phys,
    rgba: referenceDecodePng(file, inflate).rgba,
  };
}

/** The concatenated IDAT data (the zlib stream). */
export function idatStream(chunks: FileChunk[]): Uint8Array {
  const idat = chunks.filter((c) => c.type === 'IDAT');
  const out = new Uint8Array(idat.reduce((n, c) => n + c.data.length, 0));
  idat.reduce((o, c) => (out.set(c.data, o), o + c.data.length), 0);
  return out;
}

/** The filter type byte of each row of the inflated image data. */
export function rowFilters(raw: Uint8Array, rowBytes: number, height: number): number[] {
  return Array.from({ length: height }, (_, y) => raw[y * (rowBytes + 1)]!);
}
