/**
 * Checks a band of the print export before any pixel is read: bands come top to bottom without
 * gaps, and a band's tiles, left to right, cover its full width exactly once, each as tall as
 * the band. The main thread plans the tiles; this is the worker's guard against a wrong plan.
 */

/** A tile as the layout sees it: position and size, px. */
export interface TileBox {
  x: number;
  width: number;
  height: number;
}

export interface BandBox {
  /** First row, px. */
  y: number;
  /** Rows, px. */
  height: number;
}

const isPositive = (v: number): boolean => Number.isSafeInteger(v) && v > 0;

/**
 * Why the band cannot be written, or null when it can. `nextY` is the row after the previous
 * band (0 for the first); `image` the PNG's size. Tiles may come in any order.
 */
export function bandLayoutError(
  band: BandBox,
  tiles: readonly TileBox[],
  image: { width: number; height: number },
  nextY: number,
): string | null {
  if (band.y !== nextY) return `band at row ${band.y}, expected row ${nextY}`;
  if (!isPositive(band.height)) return `band height ${band.height}`;
  if (band.y + band.height > image.height) {
    return `band rows ${band.y}…${band.y + band.height - 1} pass the image height ${image.height}`;
  }
  if (tiles.length === 0) return `band at row ${band.y} has no tiles`;
  const sorted = [...tiles].sort((a, b) => a.x - b.x);
  let x = 0;
  for (const tile of sorted) {
    if (tile.height !== band.height) {
      return `tile at x ${tile.x} is ${tile.height} rows high, the band ${band.height}`;
    }
    if (!isPositive(tile.width)) return `tile at x ${tile.x} has width ${tile.width}`;
    if (tile.x !== x) {
      return tile.x > x
        ? `columns ${x}…${tile.x - 1} of the band at row ${band.y} have no tile`
        : `tiles overlap at x ${tile.x} in the band at row ${band.y}`;
    }
    x += tile.width;
  }
  if (x !== image.width) {
    return `the tiles of the band at row ${band.y} cover ${x} columns, the image ${image.width}`;
  }
  return null;
}
