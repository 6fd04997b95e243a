/**
 * Stored channel rows (1, 8, 16 or 32 bits per sample, big-endian) to one 8-bit sample per pixel.
 * 16-bit: the sixteenToEight kernel (round(v / 257)). 32-bit: IEEE floats in linear light
 * (Photoshop's 32-bit documents are linear) → sRGB 8-bit for colour, × 255 for transparency,
 * clamped to 0–1. 1-bit (Bitmap mode): a set bit is black ink, so 1 → 0 and 0 → 255.
 */
import type { Kernels } from '../../../wasm/kernels';
import { linearToSrgb8 } from './srgb';

export type SampleRole = 'colour' | 'alpha';

/**
 * Converts `rows` stored rows of `rowBytes` each into `rows × width` 8-bit samples. Returns the
 * converted samples: `raw` itself when it already is 8-bit, else a view of `dst`.
 */
export function channelTo8(
  raw: Uint8Array,
  depth: number,
  width: number,
  rows: number,
  rowBytes: number,
  role: SampleRole,
  kernels: Kernels,
  dst: Uint8Array,
): Uint8Array {
  const pixels = rows * width;
  if (depth === 8) return raw.subarray(0, pixels);
  if (depth === 16) {
    kernels.sixteenToEight(raw, dst, pixels, false);
    return dst.subarray(0, pixels);
  }
  if (depth === 32) {
    const view = new DataView(raw.buffer, raw.byteOffset, pixels * 4);
    for (let i = 0; i < pixels; i++) {
      const v = view.getFloat32(i * 4);
      dst[i] =
        role === 'colour' ? linearToSrgb8(v) : Math.round((v > 0 ? (v < 1 ? v : 1) : 0) * 255);
    }
    return dst.subarray(0, pixels);
  }
  // 1-bit, rows padded to whole bytes.
  for (let r = 0; r < rows; r++) {
    for (let x = 0; x < width; x++) {
      dst[r * width + x] = (raw[r * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 0 : 255;
    }
  }
  return dst.subarray(0, pixels);
}
