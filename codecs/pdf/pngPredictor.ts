/**
 * PNG row filters (None, Sub, Up, Average, Paeth; RFC 2083 §6) undone, as PDF streams with
 * /Predictor 10–15 use them (cross-reference streams: Up).
 */
import { corrupt } from '../common/binary';

/** Undoes PNG row predictors (filter byte per row). */
export function unpredictPng(data: Uint8Array, rowBytes: number, bpp: number): Uint8Array {
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let r = 0; r < rows; r++) {
    const filter = data[r * (rowBytes + 1)] ?? 0;
    const src = r * (rowBytes + 1) + 1;
    const dst = r * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const x = data[src + i] ?? 0;
      const a = i >= bpp ? (out[dst + i - bpp] ?? 0) : 0;
      const b = r > 0 ? (out[dst + i - rowBytes] ?? 0) : 0;
      const c = r > 0 && i >= bpp ? (out[dst + i - rowBytes - bpp] ?? 0) : 0;
      let v: number;
      if (filter === 0) v = x;
      else if (filter === 1) v = x + a;
      else if (filter === 2) v = x + b;
      else if (filter === 3) v = x + ((a + b) >> 1);
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      } else throw corrupt(`PNG predictor filter ${filter}`);
      out[dst + i] = v & 0xff;
    }
  }
  return out;
}
