/**
 * Uncompressed (or LZW/Deflate-compressed) YCbCr → RGB, TIFF 6.0 §21: ReferenceBlackWhite
 * scaling, YCbCrCoefficients, and chroma subsampling (8-bit chunky data units of h × v luma
 * samples followed by Cb and Cr). JPEG-compressed YCbCr never comes here: the JPEG decoder
 * converts it.
 */

export interface YCbCrParams {
  /** LumaRed, LumaGreen, LumaBlue. */
  coefficients: readonly [number, number, number];
  /** [Y black, Y white, Cb black, Cb white, Cr black, Cr white]; TIFF default when null. */
  referenceBlackWhite: ArrayLike<number> | null;
}

/** Precomputed per-sample terms of the conversion. */
export class YCbCrConverter {
  private readonly y = new Float32Array(256);
  private readonly crR = new Float32Array(256);
  private readonly cbB = new Float32Array(256);
  private readonly crG = new Float32Array(256);
  private readonly cbG = new Float32Array(256);

  constructor(p: YCbCrParams) {
    const [lr, lg, lb] = p.coefficients;
    const rbw = p.referenceBlackWhite ?? [0, 255, 128, 255, 128, 255];
    const code = (c: number, black: number, white: number, range: number) =>
      white === black ? 0 : ((c - black) * range) / (white - black);
    for (let c = 0; c < 256; c++) {
      const yv = code(c, rbw[0]!, rbw[1]!, 255);
      const cb = code(c, rbw[2]!, rbw[3]!, 127);
      const cr = code(c, rbw[4]!, rbw[5]!, 127);
      this.y[c] = yv;
      this.crR[c] = cr * (2 - 2 * lr);
      this.cbB[c] = cb * (2 - 2 * lb);
      // G = (Y - lb·B - lr·R) / lg with R = Y + crR, B = Y + cbB.
      this.crG[c] = (-lr * cr * (2 - 2 * lr)) / lg;
      this.cbG[c] = (-lb * cb * (2 - 2 * lb)) / lg;
    }
  }

  /** One pixel into dst[d..d+2]. */
  put(dst: Uint8Array, d: number, y: number, cb: number, cr: number): void {
    const yv = this.y[y]!;
    dst[d] = clamp(yv + this.crR[cr]!);
    dst[d + 1] = clamp(yv + this.crG[cr]! + this.cbG[cb]!);
    dst[d + 2] = clamp(yv + this.cbB[cb]!);
  }

  /** Full-resolution chunky samples (Y, Cb, Cr, …spp) to RGBA. */
  chunky(src: Uint8Array, dst: Uint8Array, pixels: number, spp: number, alphaIndex: number): void {
    for (let i = 0, s = 0, d = 0; i < pixels; i++, s += spp, d += 4) {
      this.put(dst, d, src[s]!, src[s + 1]!, src[s + 2]!);
      dst[d + 3] = alphaIndex >= 0 ? src[s + alphaIndex]! : 255;
    }
  }

  /**
   * Subsampled data units (h × v Y, then Cb, Cr) of a piece `pieceWidth` px wide → RGBA rows of
   * `cropWidth` px; `rows` image rows starting at a data-unit boundary.
   */
  subsampled(
    src: Uint8Array,
    dst: Uint8Array,
    pieceWidth: number,
    rows: number,
    cropWidth: number,
    h: number,
    v: number,
  ): void {
    const unitsPerRow = Math.ceil(pieceWidth / h);
    const unitBytes = h * v + 2;
    const unitRowBytes = unitsPerRow * unitBytes;
    for (let by = 0; by * v < rows; by++) {
      for (let bx = 0; bx * h < cropWidth; bx++) {
        const u = by * unitRowBytes + bx * unitBytes;
        const cb = src[u + h * v]!;
        const cr = src[u + h * v + 1]!;
        for (let j = 0; j < v; j++) {
          const y = by * v + j;
          if (y >= rows) break;
          for (let i = 0; i < h; i++) {
            const x = bx * h + i;
            if (x >= cropWidth) break;
            const d = (y * cropWidth + x) * 4;
            this.put(dst, d, src[u + j * h + i]!, cb, cr);
            dst[d + 3] = 255;
          }
        }
      }
    }
  }
}

function clamp(v: number): number {
  return v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
}
