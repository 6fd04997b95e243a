/**
 * Writes small synthetic PNGs for tests: any colour type and bit depth, rows filtered with a
 * chosen cycle of filter types, IDAT split into chunks of a chosen size, optional PLTE/tRNS,
 * extra chunks and excess data after the image. The caller passes node's zlib.deflateSync.
 */
import { updateCrc32 } from '../../crc32';

export type Deflate = (data: Uint8Array) => Uint8Array;

export interface PngSpec {
  width: number;
  height: number;
  colourType: 0 | 2 | 3 | 4 | 6;
  bitDepth: 1 | 2 | 4 | 8 | 16;
  /** Sample c of pixel (x, y), at the stored bit depth. */
  sample(x: number, y: number, c: number): number;
  palette?: Uint8Array;
  trns?: Uint8Array;
  interlace?: boolean;
  /** Filter types used for rows, in turn (default 0,1,2,3,4). */
  filters?: number[];
  /** IDAT chunk size, bytes (default 1000, so most files have several). */
  idatChunkBytes?: number;
  /** Bytes appended to the filtered image data before compression (zip-bomb tails). */
  excess?: Uint8Array;
  /** Chunks written after IHDR. */
  extraChunks?: { type: string; data: Uint8Array }[];
}

const CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as const;

export function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, updateCrc32(0, out.subarray(4, 8 + data.length)));
  return out;
}

/** The unfiltered bytes of row y. */
export function rawRow(spec: PngSpec, y: number): Uint8Array {
  const channels = CHANNELS[spec.colourType];
  const depth = spec.bitDepth;
  const row = new Uint8Array(Math.ceil((spec.width * channels * depth) / 8));
  for (let x = 0; x < spec.width; x++) {
    for (let c = 0; c < channels; c++) {
      const v = spec.sample(x, y, c);
      const i = x * channels + c;
      if (depth === 16) {
        row[i * 2] = v >> 8;
        row[i * 2 + 1] = v & 255;
      } else if (depth === 8) row[i] = v;
      else row[(i * depth) >> 3]! |= v << (8 - depth - ((i * depth) % 8));
    }
  }
  return row;
}

export function buildPng(spec: PngSpec, deflate: Deflate): Uint8Array {
  const channels = CHANNELS[spec.colourType];
  const bpp = Math.max(1, (channels * spec.bitDepth) / 8);
  const filters = spec.filters ?? [0, 1, 2, 3, 4];
  const rows: Uint8Array[] = [];
  let prev: Uint8Array | null = null;
  for (let y = 0; y < spec.height; y++) {
    const raw = rawRow(spec, y);
    const f = filters[y % filters.length]!;
    const out = new Uint8Array(raw.length + 1);
    out[0] = f;
    for (let i = 0; i < raw.length; i++) {
      const a = i >= bpp ? raw[i - bpp]! : 0;
      const b = prev ? prev[i]! : 0;
      const c = prev && i >= bpp ? prev[i - bpp]! : 0;
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const pred = [0, a, b, (a + b) >> 1, paeth][f] ?? 0;
      out[i + 1] = (raw[i]! - pred) & 255;
    }
    rows.push(out);
    prev = raw;
  }
  if (spec.excess) rows.push(spec.excess);
  const filtered = new Uint8Array(rows.reduce((n, r) => n + r.length, 0));
  rows.reduce((o, r) => (filtered.set(r, o), o + r.length), 0);
  const compressed = deflate(filtered);

  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, spec.width);
  v.setUint32(4, spec.height);
  ihdr.set([spec.bitDepth, spec.colourType, 0, 0, spec.interlace ? 1 : 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
  ];
  for (const extra of spec.extraChunks ?? []) parts.push(chunk(extra.type, extra.data));
  if (spec.palette) parts.push(chunk('PLTE', spec.palette));
  if (spec.trns) parts.push(chunk('tRNS', spec.trns));
  const step = spec.idatChunkBytes ?? 1000;
  for (let at = 0; at < compressed.length; at += step) {
    parts.push(chunk('IDAT', compressed.subarray(at, at + step)));
  }
  parts.push(chunk('IEND', new Uint8Array(0)));
  const file = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((o, p) => (file.set(p, o), o + p.length), 0);
  return file;
}
