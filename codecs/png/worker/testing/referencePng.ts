/**
 * A deliberately plain, non-streaming PNG decoder for tests: concatenate IDAT, inflate at once
 * (the caller passes node's zlib.inflateSync), unfilter with the textbook formulas, convert with
 * per-pixel arithmetic. Independent of the streaming decoder's code, so the two check each other.
 */
export type Inflate = (data: Uint8Array) => Uint8Array;

export interface ReferenceImage {
  width: number;
  height: number;
  rgba: Uint8Array;
}

export function referenceDecodePng(file: Uint8Array, inflate: Inflate): ReferenceImage {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let at = 8;
  let width = 0;
  let height = 0;
  let depth = 0;
  let type = 0;
  let palette: Uint8Array = new Uint8Array(0);
  let trns: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  while (at + 8 <= file.length) {
    const length = view.getUint32(at);
    const name = String.fromCharCode(...file.subarray(at + 4, at + 8));
    const data = file.subarray(at + 8, at + 8 + length);
    if (name === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      depth = data[8]!;
      type = data[9]!;
      if (data[12] !== 0) throw new Error('reference decoder: interlaced');
    } else if (name === 'PLTE') palette = data;
    else if (name === 'tRNS') trns = data;
    else if (name === 'IDAT') idat.push(data);
    else if (name === 'IEND') break;
    at += 12 + length;
  }
  const joined = new Uint8Array(idat.reduce((n, d) => n + d.length, 0));
  idat.reduce((o, d) => (joined.set(d, o), o + d.length), 0);
  const raw = inflate(joined);
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[type]!;
  const bpp = Math.max(1, (channels * depth) / 8);
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  const rgba = new Uint8Array(width * height * 4);
  let prev = new Uint8Array(rowBytes);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (rowBytes + 1)]!;
    const row = raw.slice(y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1));
    for (let i = 0; i < rowBytes; i++) {
      const a = i >= bpp ? row[i - bpp]! : 0;
      const b = prev[i]!;
      const c = i >= bpp ? prev[i - bpp]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const pred = [0, a, b, Math.floor((a + b) / 2), paeth][f];
      if (pred === undefined) throw new Error(`reference decoder: filter ${f}`);
      row[i] = (row[i]! + pred) & 255;
    }
    for (let x = 0; x < width; x++) {
      const s = (c: number): number => sample(row, x * channels + c, depth);
      const o = (y * width + x) * 4;
      const to8 = (v: number): number =>
        depth === 16 ? Math.round(v / 257) : Math.round((v * 255) / ((1 << depth) - 1));
      let px: number[];
      if (type === 3) {
        const i = s(0);
        px =
          i * 3 < palette.length
            ? [
                palette[i * 3]!,
                palette[i * 3 + 1]!,
                palette[i * 3 + 2]!,
                trns && i < trns.length ? trns[i]! : 255,
              ]
            : [0, 0, 0, 255];
      } else {
        const v = Array.from({ length: channels }, (_, c) => s(c));
        const key =
          trns && (type === 0 || type === 2) && trns.length === channels * 2
            ? v.every((sv, c) => sv === ((trns![c * 2]! << 8) | trns![c * 2 + 1]!))
            : false;
        const e = v.map(to8);
        px =
          channels <= 2
            ? [e[0]!, e[0]!, e[0]!, channels === 2 ? e[1]! : 255]
            : [e[0]!, e[1]!, e[2]!, channels === 4 ? e[3]! : 255];
        if (key) px[3] = 0;
      }
      rgba.set(px, o);
    }
    prev = row;
  }
  return { width, height, rgba };
}

function sample(row: Uint8Array, index: number, depth: number): number {
  if (depth === 16) return (row[index * 2]! << 8) | row[index * 2 + 1]!;
  if (depth === 8) return row[index]!;
  const bit = index * depth;
  return (row[bit >> 3]! >> (8 - depth - (bit % 8))) & ((1 << depth) - 1);
}
