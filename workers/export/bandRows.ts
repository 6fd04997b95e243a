/**
 * Assembles full-width rows of a band from its tiles' pixels: row r of the image is the row r of
 * each tile, left to right. Pure; the worker reads the tiles, this only copies.
 */

/** A tile's pixels: RGBA, `width × band height × 4` bytes, placed at column `x`. */
export interface TilePixels {
  x: number;
  width: number;
  pixels: Uint8Array | Uint8ClampedArray;
}

const RGBA = 4;

/**
 * Copies rows `from … from + rows − 1` of the band (0 = its first row) into `out`, which holds
 * `rows × imageWidth × 4` bytes (or more: the rest is left alone).
 */
export function copyBandRows(
  tiles: readonly TilePixels[],
  imageWidth: number,
  from: number,
  rows: number,
  out: Uint8Array,
): void {
  const outStride = imageWidth * RGBA;
  for (const tile of tiles) {
    const stride = tile.width * RGBA;
    const src = new Uint8Array(tile.pixels.buffer, tile.pixels.byteOffset, tile.pixels.byteLength);
    for (let r = 0; r < rows; r++) {
      const at = (from + r) * stride;
      out.set(src.subarray(at, at + stride), r * outStride + tile.x * RGBA);
    }
  }
}
