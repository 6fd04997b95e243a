/**
 * TIFF LZW decoder (compression 5): MSB-first codes of 9–12 bits, ClearCode 256, EOI 257,
 * "early change" (the code width grows when the next free code reaches 511, 1023, 2047, as
 * libtiff writes it).
 *
 * Every dictionary string already exists in the output, so an entry is just (start, length) in
 * `dst`: decoding a code is a copy from earlier output, no prefix-chain walk. An entry made after
 * code c is "the string of the previous code + first byte of c", which sits in `dst` right where
 * the previous string starts, one byte longer.
 *
 * Corrupt or truncated input never traps and never writes past dstLen: an impossible code, a
 * literal-less start or the end of input ends the decode, and the bytes written so far count.
 */

const CLEAR: i32 = 256;
const EOI: i32 = 257;
const FIRST_FREE: i32 = 258;
const TABLE_SIZE: i32 = 4096;

/** u32[4096]: start offset in dst of each entry's string. */
const entryStart: usize = memory.data(TABLE_SIZE * 4);
/** u32[4096]: length of each entry's string (bytes). */
const entryLength: usize = memory.data(TABLE_SIZE * 4);

/** Decodes `src[0..srcLen)` into `dst[0..dstLen)`; returns the number of bytes written. */
export function lzwDecode(src: usize, srcLen: i32, dst: usize, dstLen: i32): i32 {
  let inPos: i32 = 0;
  let bitBuf: u32 = 0; // the low `bitCount` bits are unread input, MSB first
  let bitCount: i32 = 0;
  let width: i32 = 9;
  let next: i32 = FIRST_FREE;
  let out: i32 = 0;
  let prevStart: i32 = -1; // the previous code's string, -1 after a clear
  let prevLength: i32 = 0;
  const limit = dst + <usize>dstLen; // one past the last writable byte
  while (true) {
    while (bitCount < width) {
      if (inPos >= srcLen) return out;
      bitBuf = (bitBuf << 8) | (<u32>load<u8>(src + <usize>inPos));
      inPos++;
      bitCount += 8;
    }
    bitCount -= width;
    const code = <i32>((bitBuf >>> (<u32>bitCount)) & ((1 << width) - 1));
    if (code == CLEAR) {
      width = 9;
      next = FIRST_FREE;
      prevStart = -1;
      continue;
    }
    if (code == EOI) return out;
    if (out >= dstLen) return out;
    const room = dstLen - out;
    let length: i32;
    if (code < CLEAR) {
      store<u8>(dst + <usize>out, <u8>code);
      length = 1;
    } else if (prevStart < 0) {
      return out; // the first code after a clear must be a literal
    } else if (code < next) {
      length = <i32>load<u32>(entryLength + ((<usize>code) << 2));
      const start = <i32>load<u32>(entryStart + ((<usize>code) << 2));
      const n = length < room ? length : room;
      copyBytes(dst + <usize>out, dst + <usize>start, n, limit);
      if (n < length) return out + n;
    } else if (code == next) {
      // KwKwK: the previous string plus its own first byte.
      length = prevLength + 1;
      const n = prevLength < room ? prevLength : room;
      copyBytes(dst + <usize>out, dst + <usize>prevStart, n, limit);
      if (n < prevLength || room == prevLength) return out + n;
      store<u8>(dst + <usize>(out + prevLength), load<u8>(dst + <usize>prevStart));
    } else {
      return out; // a code beyond the table: corrupt
    }
    if (prevStart >= 0 && next < TABLE_SIZE) {
      store<u32>(entryStart + ((<usize>next) << 2), <u32>prevStart);
      store<u32>(entryLength + ((<usize>next) << 2), <u32>(prevLength + 1));
      next++;
      if (next + 1 >= 1 << width && width < 12) width++;
    }
    prevStart = out;
    prevLength = length;
    out += length;
  }
  return out;
}

/**
 * Copies n bytes from earlier output (`from + n ≤ to`). When `limit` leaves room, copies whole
 * 8-byte words: the bytes past n it writes are garbage that the following strings overwrite, and
 * every byte it reads lies inside the output block.
 */
function copyBytes(to: usize, from: usize, n: i32, limit: usize): void {
  const words = (<usize>n + 7) & ~7;
  if (to + words <= limit) {
    for (let i: usize = 0; i < words; i += 8) store<u64>(to + i, load<u64>(from + i));
    return;
  }
  for (let i: usize = 0; i < <usize>n; i++) store<u8>(to + i, load<u8>(from + i));
}
