/**
 * Deterministic test images for the PNG writer, as non-premultiplied RGBA: a print-like mixture of
 * flat areas, gradients, noise and semi-transparent pixels, and bands of it cut at any rows.
 */

/** A hash of (x, y, c), 0–255, spread over all bits. */
function noise(x: number, y: number, c: number): number {
  let h = (x * 73856093) ^ (y * 19349663) ^ (c * 83492791);
  h = Math.imul(h ^ (h >>> 13), 0x5bd1e995);
  return (h ^ (h >>> 15)) & 0xff;
}

/** Sample `c` (0 R, 1 G, 2 B, 3 A) of pixel (x, y). */
export function patternSample(x: number, y: number, c: number): number {
  const region = ((x >> 4) + (y >> 3)) % 4;
  if (c === 3) return region === 3 ? noise(x, y, 3) : region === 2 ? 128 : 255;
  if (region === 0) return [200, 30, 90][c]!; // flat colour
  if (region === 1) return (x * 3 + y * (c + 1)) & 0xff; // gradient
  return noise(x, y, c); // noise, opaque or not
}

/** Rows `y0 … y0 + rows − 1` of the pattern, RGBA. */
export function patternRows(width: number, y0: number, rows: number): Uint8Array {
  const out = new Uint8Array(width * rows * 4);
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 4; c++) out[(y * width + x) * 4 + c] = patternSample(x, y0 + y, c);
  return out;
}

/** Band heights summing to `height`, uneven: 1, 2, 3, … rows, then the remainder. */
export function unevenBands(height: number): number[] {
  const bands: number[] = [];
  let left = height;
  for (let n = 1; left > 0; n++) {
    const rows = Math.min(n, left);
    bands.push(rows);
    left -= rows;
  }
  return bands;
}
