/**
 * A TIFF LZW encoder for tests (MSB-first, 9–12-bit codes, Clear at 4094 entries, early change):
 * the counterpart of the decoder, written from the TIFF 6.0 description.
 */
export function lzwEncode(input: Uint8Array): Uint8Array {
  const table = new Map<number, number>();
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  let width = 9;
  let next = 258;
  const put = (code: number) => {
    acc = (acc << width) | code;
    bits += width;
    while (bits >= 8) {
      bits -= 8;
      out.push((acc >>> bits) & 0xff);
    }
    acc &= (1 << bits) - 1;
  };
  put(256);
  if (input.length === 0) {
    put(257);
    if (bits) out.push((acc << (8 - bits)) & 0xff);
    return new Uint8Array(out);
  }
  let w = input[0]!;
  for (let i = 1; i < input.length; i++) {
    const c = input[i]!;
    const key = w * 256 + c;
    const hit = table.get(key);
    if (hit !== undefined) {
      w = hit;
      continue;
    }
    put(w);
    table.set(key, next++);
    w = c;
    if (next === 4094) {
      put(256);
      table.clear();
      next = 258;
      width = 9;
    } else if (next > (1 << width) - 1) {
      width++;
    }
  }
  put(w);
  next++;
  if (next > (1 << width) - 1 && width < 12) width++;
  put(257);
  if (bits) out.push((acc << (8 - bits)) & 0xff);
  return new Uint8Array(out);
}
