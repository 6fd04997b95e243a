/**
 * CIE L*a*b* (D50, as Photoshop stores Lab) to 8-bit sRGB: Lab → XYZ (D50) → linear sRGB with
 * Bradford chromatic adaptation to D65 folded into the matrix (Lindbloom's XYZ(D50)→sRGB) →
 * sRGB transfer curve. Photoshop's 8-bit Lab: L = v × 100 / 255, a and b = v − 128 (16-bit
 * samples are reduced to 8 bits first).
 */
import { linearToSrgb8 } from './srgb';

/** D50 reference white. */
const XN = 0.96422;
const ZN = 0.82521;
const EPSILON = 6 / 29;

function finv(t: number): number {
  return t > EPSILON ? t * t * t : 3 * EPSILON * EPSILON * (t - 4 / 29);
}

/** Converts `pixels` Lab pixels from three 8-bit planes into RGBA8 (alpha 255). */
export function labToRgba(
  l: Uint8Array,
  a: Uint8Array,
  b: Uint8Array,
  dst: Uint8Array,
  pixels: number,
): void {
  for (let i = 0; i < pixels; i++) {
    const fy = ((l[i]! * 100) / 255 + 16) / 116;
    const fx = fy + (a[i]! - 128) / 500;
    const fz = fy - (b[i]! - 128) / 200;
    const x = XN * finv(fx);
    const y = finv(fy);
    const z = ZN * finv(fz);
    dst[i * 4] = linearToSrgb8(3.1338561 * x - 1.6168667 * y - 0.4906146 * z);
    dst[i * 4 + 1] = linearToSrgb8(-0.9787684 * x + 1.9161415 * y + 0.033454 * z);
    dst[i * 4 + 2] = linearToSrgb8(0.0719453 * x - 0.2289914 * y + 1.4052427 * z);
    dst[i * 4 + 3] = 255;
  }
}
