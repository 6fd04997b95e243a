/**
 * Linear light (0–1) to 8-bit sRGB (IEC 61966-2-1 transfer curve) through a lookup table: 16,384
 * entries keep the error under 0.2 of an 8-bit step even on the steep part near black.
 */

const LUT_SIZE = 16_384;
let lut: Uint8Array | null = null;

function table(): Uint8Array {
  if (lut) return lut;
  lut = new Uint8Array(LUT_SIZE);
  for (let i = 0; i < LUT_SIZE; i++) {
    const v = i / (LUT_SIZE - 1);
    const encoded = v <= 0.0031308 ? 12.92 * v : 1.055 * Math.pow(v, 1 / 2.4) - 0.055;
    lut[i] = Math.round(encoded * 255);
  }
  return lut;
}

/** sRGB 8-bit value of a linear intensity, clamped to 0–1 (NaN → 0). */
export function linearToSrgb8(linear: number): number {
  const v = linear > 0 ? (linear < 1 ? linear : 1) : 0; // also maps NaN to 0
  return table()[Math.round(v * (LUT_SIZE - 1))]!;
}
