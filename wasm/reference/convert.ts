/** Reference sample-format conversions: one plain loop per formula of the contract. */
import { checks } from '../validate';

/** CMYK → RGBA8: R = round(255·(1 − C)(1 − K)); inverted data stores 255 − ink. */
export function cmykToRgba(
  src: Uint8Array,
  dst: Uint8Array,
  pixels: number,
  inverted: boolean,
): void {
  checks.cmyk(src, dst, pixels);
  const clear = (v: number): number => (inverted ? v : 255 - v); // 255 − ink
  for (let i = 0; i < pixels; i++) {
    const k = clear(src[i * 4 + 3]!);
    for (let c = 0; c < 3; c++) dst[i * 4 + c] = Math.round((clear(src[i * 4 + c]!) * k) / 255);
    dst[i * 4 + 3] = 255;
  }
}

/** 16-bit samples → 8 bits: round(v / 257). */
export function sixteenToEight(
  src: Uint8Array,
  dst: Uint8Array,
  samples: number,
  littleEndian: boolean,
): void {
  checks.sixteen(src, dst, samples);
  for (let i = 0; i < samples; i++) {
    const first = src[i * 2]!;
    const second = src[i * 2 + 1]!;
    const v = littleEndian ? second * 256 + first : first * 256 + second;
    dst[i] = Math.round(v / 257);
  }
}

/** Planar channels → RGBA8 (1 gray, 2 gray + alpha, 3 RGB, 4 RGBA; missing alpha 255). */
export function planarToRgba(planes: readonly Uint8Array[], dst: Uint8Array, pixels: number): void {
  checks.planar(planes, dst, pixels);
  const sample = (c: number, i: number): number => planes[c]![i]!;
  for (let i = 0; i < pixels; i++) {
    const gray = planes.length <= 2;
    dst[i * 4] = sample(0, i);
    dst[i * 4 + 1] = gray ? sample(0, i) : sample(1, i);
    dst[i * 4 + 2] = gray ? sample(0, i) : sample(2, i);
    dst[i * 4 + 3] = planes.length === 2 ? sample(1, i) : planes.length === 4 ? sample(3, i) : 255;
  }
}

/** Interleaved 8-bit samples (1–4 channels) → RGBA8. */
export function interleavedToRgba(
  src: Uint8Array,
  dst: Uint8Array,
  pixels: number,
  channels: 1 | 2 | 3 | 4,
): void {
  checks.interleaved(src, dst, pixels, channels);
  const planes: Uint8Array[] = [];
  for (let c = 0; c < channels; c++) {
    const plane = new Uint8Array(pixels);
    for (let i = 0; i < pixels; i++) plane[i] = src[i * channels + c]!;
    planes.push(plane);
  }
  planarToRgba(planes, dst, pixels);
}

/** Undoes TIFF horizontal differencing (Predictor 2), 8-bit samples, in place. */
export function undoHorizontalPredictor8(
  data: Uint8Array,
  width: number,
  rows: number,
  samplesPerPixel: number,
): void {
  checks.predictor(data, width, rows, samplesPerPixel);
  const rowBytes = width * samplesPerPixel;
  for (let r = 0; r < rows; r++) {
    for (let i = samplesPerPixel; i < rowBytes; i++) {
      const p = r * rowBytes + i;
      data[p] = (data[p]! + data[p - samplesPerPixel]!) & 0xff;
    }
  }
}
