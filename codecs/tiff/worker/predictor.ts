/**
 * TIFF Predictor: 1 none, 2 horizontal differencing (8-bit through the kernel, 16-bit here, in
 * the file's byte order). Floating-point prediction (3) and differencing of sub-byte samples
 * are refused before decoding starts.
 */
import type { Kernels } from '../../../wasm/kernels';
import { unsupported } from '../fail';
import type { TiffImage } from './tiffImage';
import { Compression } from './tags';

/** Throws for predictors this decoder cannot undo. */
export function checkPredictor(image: TiffImage): void {
  const p = image.predictor;
  if (p === 1) return;
  // JPEG and CCITT have no predictor; libtiff ignores the tag there.
  const c = image.compression;
  if (c === Compression.Jpeg || c === Compression.OldJpeg || c <= Compression.CcittT6) return;
  if (p === 3) throw unsupported('floating-point predictor (3)');
  if (p !== 2) throw unsupported(`predictor ${p}`);
  if (image.bitsPerSample !== 8 && image.bitsPerSample !== 16) {
    throw unsupported(`horizontal predictor with ${image.bitsPerSample}-bit samples`);
  }
  if (image.subsampling[0] !== 1 || image.subsampling[1] !== 1) {
    throw unsupported('horizontal predictor with subsampled YCbCr');
  }
}

/** Undoes the predictor in place on `rows` rows of one plane buffer `width` px wide. */
export function undoPredictor(
  image: TiffImage,
  kernels: Kernels,
  raw: Uint8Array,
  width: number,
  rows: number,
): void {
  if (image.predictor !== 2) return;
  const c = image.compression;
  if (c === Compression.Jpeg || c === Compression.OldJpeg || c <= Compression.CcittT6) return;
  const spp = image.planar === 2 ? 1 : image.samplesPerPixel;
  if (image.bitsPerSample === 8) {
    kernels.undoHorizontalPredictor8(raw, width, rows, spp);
    return;
  }
  undoPredictor16(raw, width, rows, spp, image.header.littleEndian);
}

export function undoPredictor16(
  raw: Uint8Array,
  width: number,
  rows: number,
  spp: number,
  littleEndian: boolean,
): void {
  const rowSamples = width * spp;
  const hi = littleEndian ? 1 : 0;
  const lo = 1 - hi;
  for (let y = 0; y < rows; y++) {
    const base = y * rowSamples * 2;
    for (let i = spp; i < rowSamples; i++) {
      const p = base + i * 2;
      const q = p - spp * 2;
      const v =
        (((raw[p + hi]! << 8) | raw[p + lo]!) + ((raw[q + hi]! << 8) | raw[q + lo]!)) & 0xffff;
      raw[p + hi] = v >>> 8;
      raw[p + lo] = v & 0xff;
    }
  }
}
