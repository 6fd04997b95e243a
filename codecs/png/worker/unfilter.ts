/**
 * PNG row filters (PNG spec §9): reverses None/Sub/Up/Average/Paeth in place. Only the previous
 * unfiltered row is needed, so rows can be undone one at a time as they stream in.
 */

/** Filter types 0–4 (PNG spec Table 9.1). */
const NONE = 0;
const SUB = 1;
const UP = 2;
const AVERAGE = 3;
const PAETH = 4;

/**
 * Unfilters `row` in place. `prev` is the previous unfiltered row (same length), or null for the
 * first row of the image (treated as zeros). `bpp` is bytes per complete pixel, at least 1.
 * Returns false for an unknown filter type.
 */
export function unfilterRow(
  filter: number,
  row: Uint8Array,
  prev: Uint8Array | null,
  bpp: number,
): boolean {
  const n = row.length;
  switch (filter) {
    case NONE:
      return true;
    case SUB:
      for (let i = bpp; i < n; i++) row[i] = (row[i]! + row[i - bpp]!) & 0xff;
      return true;
    case UP:
      if (prev) for (let i = 0; i < n; i++) row[i] = (row[i]! + prev[i]!) & 0xff;
      return true;
    case AVERAGE:
      if (prev) {
        for (let i = 0; i < bpp; i++) row[i] = (row[i]! + (prev[i]! >> 1)) & 0xff;
        for (let i = bpp; i < n; i++) row[i] = (row[i]! + ((row[i - bpp]! + prev[i]!) >> 1)) & 0xff;
      } else {
        for (let i = bpp; i < n; i++) row[i] = (row[i]! + (row[i - bpp]! >> 1)) & 0xff;
      }
      return true;
    case PAETH:
      if (prev) {
        for (let i = 0; i < bpp; i++) row[i] = (row[i]! + prev[i]!) & 0xff;
        for (let i = bpp; i < n; i++) {
          const a = row[i - bpp]!;
          const b = prev[i]!;
          const c = prev[i - bpp]!;
          const p = a + b - c;
          const pa = Math.abs(p - a);
          const pb = Math.abs(p - b);
          const pc = Math.abs(p - c);
          const predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
          row[i] = (row[i]! + predictor) & 0xff;
        }
      } else {
        // With a zero row above, Paeth always predicts from the left (as Sub).
        for (let i = bpp; i < n; i++) row[i] = (row[i]! + row[i - bpp]!) & 0xff;
      }
      return true;
    default:
      return false;
  }
}
