/**
 * PackBits (Apple TN1023; TIFF compression 32773, PSD RLE rows). A header byte n (signed):
 * 0..127 copies the next n + 1 bytes, −127..−1 repeats the next byte 1 − n times, −128 is a no-op.
 * Truncated input ends the decode; output never goes past dstLen. Returns bytes written.
 */
export function packBitsDecode(src: usize, srcLen: i32, dst: usize, dstLen: i32): i32 {
  let i: i32 = 0;
  let o: i32 = 0;
  while (i < srcLen && o < dstLen) {
    const n = <i32>load<i8>(src + <usize>i);
    i++;
    if (n >= 0) {
      let count = n + 1;
      if (count > srcLen - i) count = srcLen - i;
      if (count > dstLen - o) count = dstLen - o;
      memory.copy(dst + <usize>o, src + <usize>i, <usize>count);
      i += count;
      o += count;
    } else if (n != -128) {
      if (i >= srcLen) break;
      let count = 1 - n;
      if (count > dstLen - o) count = dstLen - o;
      memory.fill(dst + <usize>o, load<u8>(src + <usize>i), <usize>count);
      i++;
      o += count;
    }
  }
  return o;
}
