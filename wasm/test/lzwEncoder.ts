/**
 * A TIFF LZW encoder for the tests (and the benchmark's realistic stream): MSB-first codes,
 * 9–12 bits, Clear at the start and whenever the table reaches 4094 entries, EOI at the end,
 * libtiff's "early change" (the width grows once the next free code reaches 2^width).
 */
const CLEAR = 256;
const EOI = 257;

export interface LzwEncodeOptions {
  /** Emit the final EOI code (true by default); some writers omit it. */
  eoi?: boolean;
}

export function lzwEncode(
  input: Uint8Array,
  options: LzwEncodeOptions = {},
): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(Math.ceil(input.length * 1.6) + 16);
  let o = 0;
  let acc = 0;
  let accBits = 0;
  let width = 9;
  const put = (code: number): void => {
    acc = (acc << width) | code;
    accBits += width;
    while (accBits >= 8) {
      accBits -= 8;
      out[o++] = (acc >>> accBits) & 0xff;
    }
    acc &= (1 << accBits) - 1;
  };
  // Dictionary: key = prefix code · 256 + byte → code.
  const table = new Map<number, number>();
  let freeEnt = 258;
  put(CLEAR);
  if (input.length > 0) {
    let prefix = input[0]!;
    for (let i = 1; i < input.length; i++) {
      const c = input[i]!;
      const hit = table.get(prefix * 256 + c);
      if (hit !== undefined) {
        prefix = hit;
        continue;
      }
      put(prefix);
      table.set(prefix * 256 + c, freeEnt++);
      if (freeEnt === 4094) {
        put(CLEAR);
        table.clear();
        freeEnt = 258;
        width = 9;
      } else if (freeEnt >= 1 << width && width < 12) {
        width++;
      }
      prefix = c;
    }
    put(prefix);
    // The decoder adds an entry after the last code too, and may widen before reading EOI.
    freeEnt++;
    if (freeEnt >= 1 << width && width < 12) width++;
  }
  if (options.eoi ?? true) put(EOI);
  if (accBits > 0) out[o++] = (acc << (8 - accBits)) & 0xff;
  return out.slice(0, o);
}
