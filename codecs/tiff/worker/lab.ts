/**
 * CIE L*a*b* (D50, as TIFF and Photoshop store it) → sRGB (D65): L*a*b* → XYZ(D50) → Bradford-
 * adapted linear sRGB (Lindbloom's combined matrix) → sRGB transfer curve. Input samples are
 * 8-bit with a* and b* offset by 128 (ICCLab style; CIELab's signed bytes are mapped before).
 */

// XYZ (D50) → linear sRGB (D65) with Bradford adaptation (Lindbloom).
const M = [
  3.1338561, -1.6168667, -0.4906146, -0.9787684, 1.9161415, 0.033454, 0.0719453, -0.2289914,
  1.4052427,
] as const;
const WHITE_D50 = [0.96422, 1, 0.82521] as const;
const EPSILON = 6 / 29;

/** Linear light 0–1 quantised to 4096 steps → sRGB 8-bit. */
const ENCODE = (() => {
  const t = new Uint8Array(4097);
  for (let i = 0; i <= 4096; i++) {
    const v = i / 4096;
    const s = v <= 0.0031308 ? 12.92 * v : 1.055 * Math.pow(v, 1 / 2.4) - 0.055;
    t[i] = Math.max(0, Math.min(255, Math.round(s * 255)));
  }
  return t;
})();

function finv(t: number): number {
  return t > EPSILON ? t * t * t : 3 * EPSILON * EPSILON * (t - 4 / 29);
}

function encode(linear: number): number {
  const i = Math.round(linear * 4096);
  return ENCODE[i < 0 ? 0 : i > 4096 ? 4096 : i]!;
}

/**
 * `pixels` pixels of `spp` samples (L, a+128, b+128, …) to RGBA; alpha from `alphaIndex` or 255.
 */
export function labToRgba(
  src: Uint8Array,
  dst: Uint8Array,
  pixels: number,
  spp: number,
  alphaIndex: number,
): void {
  for (let i = 0, s = 0, d = 0; i < pixels; i++, s += spp, d += 4) {
    const L = (src[s]! * 100) / 255;
    const a = src[s + 1]! - 128;
    const b = src[s + 2]! - 128;
    const fy = (L + 16) / 116;
    const X = WHITE_D50[0] * finv(fy + a / 500);
    const Y = WHITE_D50[1] * finv(fy);
    const Z = WHITE_D50[2] * finv(fy - b / 200);
    dst[d] = encode(M[0] * X + M[1] * Y + M[2] * Z);
    dst[d + 1] = encode(M[3] * X + M[4] * Y + M[5] * Z);
    dst[d + 2] = encode(M[6] * X + M[7] * Y + M[8] * Z);
    dst[d + 3] = alphaIndex >= 0 ? src[s + alphaIndex]! : 255;
  }
}
