/**
 * Decoded samples of one band → RGBA8, per PhotometricInterpretation: WhiteIsZero and
 * BlackIsZero grey, RGB, palette (16-bit ColorMap), CMYK (naive, via the kernel), YCbCr
 * (uncompressed, subsampled or not), CIELab/ICCLab; extra samples become alpha when they are
 * associated (un-premultiplied here) or unassociated alpha, and are dropped otherwise.
 */
import type { Kernels } from '../../../wasm/kernels';
import type { TiffImage } from './tiffImage';
import { labToRgba } from './lab';
import type { SampleFormat } from './samples';
import { toEightBit, toIndices } from './samples';
import { Photometric, SampleFormat as SampleFormatTag } from './tags';
import { YCbCrConverter } from './ycbcr';

/**
 * Converts `rows` decoded rows of a piece `pieceWidth` px wide (one buffer per plane) to RGBA
 * rows of the first `cropWidth` px, written to `out` (stride cropWidth × 4).
 */
export type BandConverter = (
  raws: readonly Uint8Array[],
  pieceWidth: number,
  rows: number,
  cropWidth: number,
  out: Uint8Array,
) => void;

export function sampleFormatOf(image: TiffImage): SampleFormat {
  const spp = image.samplesPerPixel;
  const allSigned = image.sampleFormat === SampleFormatTag.Int;
  const signed = Array.from({ length: spp }, (_, i) =>
    image.photometric === Photometric.CieLab ? i === 1 || i === 2 : allSigned,
  );
  return {
    samplesPerPixel: spp,
    bits: image.bitsPerSample,
    planar: image.planar === 2,
    littleEndian: image.header.littleEndian,
    signed,
  };
}

/** A converter for the image, with scratch buffers for bands of up to `maxPixels` px. */
export function createBandConverter(
  image: TiffImage,
  kernels: Kernels,
  maxPixels: number,
): BandConverter {
  const f = sampleFormatOf(image);
  const spp = f.samplesPerPixel;
  const alpha = image.alphaIndex;
  let scratch: Uint8Array | null = null;
  const eightBit = (raws: readonly Uint8Array[], pw: number, rows: number, cw: number) => {
    scratch ??= new Uint8Array(maxPixels * spp);
    return toEightBit(f, kernels, raws, pw, rows, cw, scratch);
  };
  const finish = (out: Uint8Array, pixels: number) => {
    if (alpha >= 0 && image.associatedAlpha) unpremultiply(out, pixels);
  };

  switch (image.photometric) {
    case Photometric.Palette: {
      const lut = paletteLut(image.colorMap!, image.bitsPerSample);
      let indices: Uint16Array | null = null;
      return (raws, pw, rows, cw, out) => {
        indices ??= new Uint16Array(maxPixels);
        const idx = toIndices(raws[0]!, f.bits, f.littleEndian, pw, rows, cw, indices);
        const out32 = new Uint32Array(out.buffer, out.byteOffset, idx.length);
        for (let i = 0; i < idx.length; i++) out32[i] = lut[idx[i]!]!;
      };
    }
    case Photometric.WhiteIsZero:
    case Photometric.BlackIsZero: {
      const invert = image.photometric === Photometric.WhiteIsZero;
      const simple = (spp === 1 || (spp === 2 && alpha === 1)) && !invert;
      if (spp === 1 && f.bits === 1 && !f.signed[0]) return bilevel(invert);
      return (raws, pw, rows, cw, out) => {
        const n = cw * rows;
        const s = eightBit(raws, pw, rows, cw);
        if (simple) kernels.interleavedToRgba(s, out, n, spp as 1 | 2);
        else {
          for (let i = 0, k = 0, d = 0; i < n; i++, k += spp, d += 4) {
            const g = invert ? 255 - s[k]! : s[k]!;
            out[d] = g;
            out[d + 1] = g;
            out[d + 2] = g;
            out[d + 3] = alpha >= 0 ? s[k + alpha]! : 255;
          }
        }
        finish(out, n);
      };
    }
    case Photometric.Rgb: {
      const channels = alpha === 3 ? 4 : 3;
      const direct = spp === channels;
      const planarDirect = direct && f.planar && f.bits === 8 && !f.signed.some(Boolean);
      return (raws, pw, rows, cw, out) => {
        const n = cw * rows;
        if (planarDirect && pw === cw) {
          kernels.planarToRgba(
            raws.map((r) => r.subarray(0, n)),
            out,
            n,
          );
        } else {
          const s = eightBit(raws, pw, rows, cw);
          if (direct) kernels.interleavedToRgba(s, out, n, channels as 3 | 4);
          else {
            for (let i = 0, k = 0, d = 0; i < n; i++, k += spp, d += 4) {
              out[d] = s[k]!;
              out[d + 1] = s[k + 1]!;
              out[d + 2] = s[k + 2]!;
              out[d + 3] = alpha >= 0 ? s[k + alpha]! : 255;
            }
          }
        }
        finish(out, n);
      };
    }
    case Photometric.Separated: {
      let cmyk: Uint8Array | null = null;
      return (raws, pw, rows, cw, out) => {
        const n = cw * rows;
        const s = eightBit(raws, pw, rows, cw);
        if (spp === 4) kernels.cmykToRgba(s, out, n, false);
        else {
          cmyk ??= new Uint8Array(maxPixels * 4);
          for (let i = 0, k = 0; i < n; i++, k += spp) {
            cmyk[i * 4] = s[k]!;
            cmyk[i * 4 + 1] = s[k + 1]!;
            cmyk[i * 4 + 2] = s[k + 2]!;
            cmyk[i * 4 + 3] = s[k + 3]!;
          }
          kernels.cmykToRgba(cmyk, out, n, false);
          if (alpha >= 0) for (let i = 0, k = alpha; i < n; i++, k += spp) out[i * 4 + 3] = s[k]!;
        }
        finish(out, n);
      };
    }
    case Photometric.YCbCr: {
      const conv = new YCbCrConverter({
        coefficients: image.ycbcrCoefficients,
        referenceBlackWhite: image.referenceBlackWhite,
      });
      const [h, v] = image.subsampling;
      if (h !== 1 || v !== 1) {
        return (raws, pw, rows, cw, out) => conv.subsampled(raws[0]!, out, pw, rows, cw, h, v);
      }
      return (raws, pw, rows, cw, out) => {
        const n = cw * rows;
        conv.chunky(eightBit(raws, pw, rows, cw), out, n, spp, alpha);
        finish(out, n);
      };
    }
    case Photometric.CieLab:
    case Photometric.IccLab:
      return (raws, pw, rows, cw, out) => {
        const n = cw * rows;
        labToRgba(eightBit(raws, pw, rows, cw), out, n, spp, alpha);
        finish(out, n);
      };
    default:
      throw new Error(`photometric ${image.photometric} has no converter`); // refused earlier
  }
}

/** 1-bit grey (fax pages, scans): eight pixels per byte straight to RGBA words. */
function bilevel(whiteIsZero: boolean): BandConverter {
  const words = new Uint32Array(2);
  const bytes = new Uint8Array(words.buffer);
  bytes.fill(whiteIsZero ? 255 : 0, 0, 3);
  bytes.fill(whiteIsZero ? 0 : 255, 4, 7);
  bytes[3] = 255;
  bytes[7] = 255;
  const zero = words[0]!;
  const one = words[1]!;
  return (raws, pw, rows, cw, out) => {
    const src = raws[0]!;
    const rowBytes = (pw + 7) >>> 3;
    const out32 = new Uint32Array(out.buffer, out.byteOffset, cw * rows);
    for (let y = 0, o = 0; y < rows; y++) {
      const base = y * rowBytes;
      const full = cw >>> 3;
      for (let b = 0; b < full; b++) {
        const v = src[base + b]!;
        if (v === 0) {
          out32.fill(zero, o, o + 8);
          o += 8;
          continue;
        }
        for (let k = 7; k >= 0; k--) out32[o++] = (v >>> k) & 1 ? one : zero;
      }
      const v = src[base + full] ?? 0;
      for (let k = 0; k < (cw & 7); k++) out32[o++] = (v >>> (7 - k)) & 1 ? one : zero;
    }
  };
}

/** ColorMap (R[], G[], B[] of 2^bits 16-bit entries) as little-endian RGBA words. */
function paletteLut(map: Float64Array, bits: number): Uint32Array {
  const n = 2 ** bits;
  const lut = new Uint32Array(n);
  const bytes = new Uint8Array(lut.buffer);
  // Some writers store 8-bit values in the 16-bit entries; scale those up.
  let max = 0;
  for (let i = 0; i < 3 * n; i++) max = Math.max(max, map[i]!);
  const shift = max < 256 ? 0 : 8;
  const to8 = (v: number) => Math.min(255, Math.round(shift ? v / 257 : v));
  for (let i = 0; i < n; i++) {
    bytes[i * 4] = to8(map[i]!);
    bytes[i * 4 + 1] = to8(map[n + i]!);
    bytes[i * 4 + 2] = to8(map[2 * n + i]!);
    bytes[i * 4 + 3] = 255;
  }
  return lut;
}

/** Premultiplied (associated) alpha → straight: c = round(c × 255 / a), 0 where a = 0. */
export function unpremultiply(rgba: Uint8Array, pixels: number): void {
  for (let i = 0, d = 0; i < pixels; i++, d += 4) {
    const a = rgba[d + 3]!;
    if (a === 255) continue;
    if (a === 0) {
      rgba[d] = 0;
      rgba[d + 1] = 0;
      rgba[d + 2] = 0;
      continue;
    }
    const half = a >> 1; // integer rounding: (c·255 + a/2) / a
    rgba[d] = Math.min(255, ((rgba[d]! * 255 + half) / a) | 0);
    rgba[d + 1] = Math.min(255, ((rgba[d + 1]! * 255 + half) / a) | 0);
    rgba[d + 2] = Math.min(255, ((rgba[d + 2]! * 255 + half) / a) | 0);
  }
}
