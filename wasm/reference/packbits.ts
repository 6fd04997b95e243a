/**
 * Reference PackBits decoder (Apple TN1023): header n ≥ 0 copies n + 1 literal bytes, −127..−1
 * repeats the next byte 1 − n times, −128 is skipped. Stops at the end of either buffer.
 */
export function packBitsDecode(src: Uint8Array, dst: Uint8Array): number {
  let i = 0;
  let o = 0;
  while (i < src.length && o < dst.length) {
    const header = src[i++]!;
    const n = header > 127 ? header - 256 : header;
    if (n >= 0) {
      for (let c = 0; c <= n && i < src.length && o < dst.length; c++) dst[o++] = src[i++]!;
    } else if (n !== -128) {
      if (i >= src.length) break;
      const value = src[i++]!;
      for (let c = 0; c < 1 - n && o < dst.length; c++) dst[o++] = value;
    }
  }
  return o;
}
