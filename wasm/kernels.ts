/**
 * The contract of the project's pixel kernels. Two implementations exist side by side: the
 * WebAssembly build of `wasm/assembly/` and the plain TypeScript reference in `wasm/reference/`
 * that the tests compare it with. Decoders take a `Kernels` and never know which they have.
 *
 * All pixel buffers are 8-bit RGBA, rows top to bottom, no padding, unless a name says otherwise.
 */

/**
 * Area-average (box) downscaler that accepts the source piece by piece, so memory stays bounded by
 * the piece plus a few output rows, whatever the source size. Each output pixel is the average of
 * the source area it covers (fractional coverage at its edges); with `alpha`, colours are averaged
 * premultiplied so transparent pixels do not darken edges.
 */
export interface Downscaler {
  readonly srcWidth: number;
  readonly srcHeight: number;
  readonly dstWidth: number;
  readonly dstHeight: number;
  /**
   * Adds a rectangle of source pixels (RGBA8, `w * h * 4` bytes, row stride `w * 4`) at (x, y).
   * Rectangles of one band of rows may arrive in any order (tiles); rows must be finished in order.
   */
  pushRect(rgba: Uint8Array, x: number, y: number, w: number, h: number): void;
  /** Full-width rows: shorthand for `pushRect(rgba, 0, y, srcWidth, rows)` then `finishRows(y + rows)`. */
  pushRows(rgba: Uint8Array, y: number, rows: number): void;
  /** Declares every source row above `y` complete; output rows covered by them are finalised. */
  finishRows(y: number): void;
  /**
   * The output (dstWidth * dstHeight * 4), valid once every source row is finished. A fresh
   * ArrayBuffer-backed copy, so it can go straight into `new ImageData(...)` or be transferred.
   */
  output(): Uint8ClampedArray<ArrayBuffer>;
  /** Frees the kernel memory. */
  dispose(): void;
}

export interface DownscalerOptions {
  srcWidth: number;
  srcHeight: number;
  /** At most srcWidth (no upscaling). */
  dstWidth: number;
  /** At most srcHeight. */
  dstHeight: number;
  /** Average premultiplied by alpha (set when the source has transparency). */
  alpha: boolean;
}

export interface Kernels {
  /** 'wasm' or 'reference': which implementation this is. */
  readonly kind: 'wasm' | 'reference';
  createDownscaler(options: DownscalerOptions): Downscaler;
  /**
   * CMYK (4 bytes per pixel; `inverted` for Adobe's inverted CMYK, 0 = full ink) to RGBA8 with
   * alpha 255. Naive subtractive conversion (no ICC): R = 255·(1−C)(1−K) etc.
   */
  cmykToRgba(src: Uint8Array, dst: Uint8Array, pixels: number, inverted: boolean): void;
  /** 16-bit samples (big- or little-endian byte pairs) to 8 bits, rounding: v8 = round(v16 / 257). */
  sixteenToEight(src: Uint8Array, dst: Uint8Array, samples: number, littleEndian: boolean): void;
  /**
   * Planar channels to interleaved RGBA8: `planes[c]` holds `pixels` bytes of channel c. 1 plane =
   * gray, 2 = gray + alpha, 3 = RGB, 4 = RGBA. Missing alpha is 255.
   */
  planarToRgba(planes: readonly Uint8Array[], dst: Uint8Array, pixels: number): void;
  /** Interleaved 8-bit samples with `channels` per pixel (1 gray, 2 gray+alpha, 3 RGB, 4 RGBA) to RGBA8. */
  interleavedToRgba(
    src: Uint8Array,
    dst: Uint8Array,
    pixels: number,
    channels: 1 | 2 | 3 | 4,
  ): void;
  /** TIFF LZW (compression 5, MSB-first codes, early change) into `dst`; returns bytes written. */
  lzwDecode(src: Uint8Array, dst: Uint8Array): number;
  /** PackBits (TIFF 32773, PSD RLE rows) into `dst`; returns bytes written. */
  packBitsDecode(src: Uint8Array, dst: Uint8Array): number;
  /** Undoes TIFF horizontal differencing (Predictor 2) in place for 8-bit samples. */
  undoHorizontalPredictor8(
    data: Uint8Array,
    width: number,
    rows: number,
    samplesPerPixel: number,
  ): void;
}
