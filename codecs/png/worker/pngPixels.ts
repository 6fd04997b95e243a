/**
 * Unfiltered PNG rows to RGBA8, for every colour type and bit depth (PNG spec §7.2, §11.3.2.1):
 * gray 1/2/4/8/16 (scaled to 0–255; tRNS key → transparent), RGB 8/16 (tRNS key), palette
 * 1/2/4/8 (PLTE + tRNS alphas; indices past the palette are opaque black, as browsers show them),
 * gray+alpha and RGBA 8/16. 16-bit samples go through the sixteenToEight kernel (round(v / 257));
 * tRNS keys are compared at the stored depth, before that reduction.
 */
import type { Kernels } from '../../../wasm/kernels';
import type { PngMetadata } from './pngChunks';

/**
 * Converts pixels [x0, x0 + count) of an unfiltered row into `dst` (count × 4 bytes). For bit
 * depths below 8, `x0` is a multiple of 8.
 */
export type RowConverter = (row: Uint8Array, x0: number, count: number, dst: Uint8Array) => void;

/** RGBA table of 256 entries: PLTE colours, tRNS alphas (default opaque), black beyond PLTE. */
function paletteTable(palette: Uint8Array, alphas: Uint8Array | null): Uint8Array {
  const table = new Uint8Array(256 * 4);
  for (let i = 0; i < 256; i++) table[i * 4 + 3] = 255;
  for (let i = 0; i * 3 < palette.length; i++) {
    table.set(palette.subarray(i * 3, i * 3 + 3), i * 4);
    if (alphas && i < alphas.length) table[i * 4 + 3] = alphas[i]!;
  }
  return table;
}

/** The tRNS key as 16-bit sample values (1 for gray, 3 for RGB), or null when absent/invalid. */
function transparentKey(meta: PngMetadata): number[] | null {
  const t = meta.transparency;
  const type = meta.header.colourType;
  const samples = type === 0 ? 1 : type === 2 ? 3 : 0;
  // A tRNS of the wrong size is ignored, as libpng does ("invalid tRNS" is a benign error).
  if (!t || samples === 0 || t.length !== samples * 2) return null;
  const key: number[] = [];
  for (let s = 0; s < samples; s++) key.push((t[s * 2]! << 8) | t[s * 2 + 1]!);
  return key;
}

export function createRowConverter(
  meta: PngMetadata,
  kernels: Kernels,
  maxCount: number,
): RowConverter {
  const { bitDepth, colourType, channels } = meta.header;
  const key = transparentKey(meta);

  if (colourType === 3) {
    const table = paletteTable(meta.palette ?? new Uint8Array(0), meta.transparency);
    return (row, x0, count, dst) => {
      for (let i = 0; i < count; i++) {
        const index = sampleAt(row, x0 + i, bitDepth);
        dst[i * 4] = table[index * 4]!;
        dst[i * 4 + 1] = table[index * 4 + 1]!;
        dst[i * 4 + 2] = table[index * 4 + 2]!;
        dst[i * 4 + 3] = table[index * 4 + 3]!;
      }
    };
  }

  if (bitDepth < 8) {
    // Gray 1/2/4: scale to 0–255 (×255, ×85, ×17).
    const scale = 255 / ((1 << bitDepth) - 1);
    const transparent = key ? key[0]! : -1;
    return (row, x0, count, dst) => {
      for (let i = 0; i < count; i++) {
        const v = sampleAt(row, x0 + i, bitDepth);
        const g = v * scale;
        dst[i * 4] = g;
        dst[i * 4 + 1] = g;
        dst[i * 4 + 2] = g;
        dst[i * 4 + 3] = v === transparent ? 0 : 255;
      }
    };
  }

  const ch = channels as 1 | 2 | 3 | 4;
  if (bitDepth === 8) {
    return (row, x0, count, dst) => {
      kernels.interleavedToRgba(row.subarray(x0 * ch, (x0 + count) * ch), dst, count, ch);
      if (key) applyKey(row, x0, count, dst, key, 1);
    };
  }

  // 16-bit: reduce to 8 bits into a scratch buffer, then interleave.
  const scratch = new Uint8Array(Math.max(1, maxCount) * ch);
  return (row, x0, count, dst) => {
    const src = row.subarray(x0 * ch * 2, (x0 + count) * ch * 2);
    kernels.sixteenToEight(src, scratch, count * ch, false);
    kernels.interleavedToRgba(scratch.subarray(0, count * ch), dst, count, ch);
    if (key) applyKey(row, x0, count, dst, key, 2);
  };
}

/** The `bitDepth`-bit sample of pixel `x` (depths 1, 2, 4, 8; MSB first within a byte). */
function sampleAt(row: Uint8Array, x: number, bitDepth: number): number {
  if (bitDepth === 8) return row[x]!;
  const bit = x * bitDepth;
  return (row[bit >> 3]! >> (8 - bitDepth - (bit & 7))) & ((1 << bitDepth) - 1);
}

/** Clears alpha where the stored samples equal the tRNS key (`bytes` per sample: 1 or 2). */
function applyKey(
  row: Uint8Array,
  x0: number,
  count: number,
  dst: Uint8Array,
  key: number[],
  bytes: 1 | 2,
): void {
  const samples = key.length;
  const stride = samples * bytes;
  for (let i = 0; i < count; i++) {
    let at = (x0 + i) * stride;
    let match = true;
    for (let s = 0; s < samples && match; s++, at += bytes) {
      const v = bytes === 1 ? row[at]! : (row[at]! << 8) | row[at + 1]!;
      match = v === key[s];
    }
    if (match) dst[i * 4 + 3] = 0;
  }
}
