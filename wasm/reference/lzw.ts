/**
 * Reference TIFF LZW decoder: the textbook dictionary of (prefix code, suffix byte) pairs, each
 * string rebuilt by walking its prefix chain. MSB-first codes of 9–12 bits, Clear 256, EOI 257,
 * early change (width grows when the next free code reaches 2^width − 1).
 */
const CLEAR = 256;
const EOI = 257;

export function lzwDecode(src: Uint8Array, dst: Uint8Array): number {
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const length = new Uint16Array(4096);
  for (let c = 0; c < 256; c++) {
    prefix[c] = -1;
    suffix[c] = c;
    length[c] = 1;
  }
  let bitPos = 0;
  let width = 9;
  let next = 258;
  let previous = -1;
  let o = 0;
  const readCode = (): number => {
    if (bitPos + width > src.length * 8) return -1;
    let code = 0;
    for (let b = 0; b < width; b++, bitPos++) {
      code = (code << 1) | ((src[bitPos >> 3]! >> (7 - (bitPos & 7))) & 1);
    }
    return code;
  };
  /** First byte of the string of `code`. */
  const firstByte = (code: number): number => {
    let c = code;
    while (prefix[c]! >= 0) c = prefix[c]!;
    return suffix[c]!;
  };
  /** Writes the string of `code` at o, as much of it as fits. */
  const emit = (code: number): void => {
    const len = length[code]!;
    let c = code;
    for (let i = len - 1; i >= 0; i--) {
      if (o + i < dst.length) dst[o + i] = suffix[c]!;
      c = prefix[c]!;
    }
    o = Math.min(dst.length, o + len);
  };
  for (;;) {
    const code = readCode();
    if (code < 0 || code === EOI) break;
    if (code === CLEAR) {
      width = 9;
      next = 258;
      previous = -1;
      continue;
    }
    if (o >= dst.length) break;
    if (previous < 0) {
      if (code > 255) break; // the first code after a clear must be a literal
      emit(code);
      previous = code;
      continue;
    }
    if (code > next) break; // beyond the table: corrupt
    // New entry: previous string + first byte of this one (for code === next, KwKwK, that is
    // the previous string's own first byte).
    const first = firstByte(code < next ? code : previous);
    if (next < 4096) {
      prefix[next] = previous;
      suffix[next] = first;
      length[next] = length[previous]! + 1;
      next++;
      if (next + 1 >= 1 << width && width < 12) width++;
    }
    emit(code);
    previous = code;
  }
  return o;
}
