/**
 * The tile plan of a print export (issue 6, DESIGN.md "plan exports as tiles inside the budget
 * and stream them out"). The PNG is written top to bottom, so the image is cut into horizontal
 * bands, and each band into tiles of equal width. Every tile fits the engine's pixel budget and
 * the export's own tile limits: a tile is one main-thread render, and its area bounds that
 * render's time (the main thread's longest task stays under 50 ms) and the memory in flight.
 */
import type { PixelBudget } from '../imaging/pixelBudget';
import type { PixelSize } from './printSize';

export interface TileLimits {
  /** Largest tile area, px (further capped by the budget). */
  maxTileArea: number;
  /** Largest tile side, px (further capped by the budget's side). */
  maxTileSide: number;
}

export interface Tile {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Band {
  y: number;
  height: number;
  /** Left to right, covering the band's full width without overlap. */
  tiles: Tile[];
}

export interface TilePlan {
  width: number;
  height: number;
  bands: Band[];
  /** Every tile, band by band (for progress: done ÷ count). */
  tileCount: number;
  /** Largest tile area in the plan, px. */
  largestTileArea: number;
}

/**
 * Cuts `size` into bands of tiles. Tiles in a band share a width (the last one takes the
 * remainder); band height is the largest that keeps a tile inside the area limit.
 */
export function planTiles(size: PixelSize, budget: PixelBudget, limits: TileLimits): TilePlan {
  const { width, height } = size;
  if (!(width >= 1 && height >= 1) || !Number.isInteger(width) || !Number.isInteger(height)) {
    throw new RangeError(`Export size must be whole pixels ≥ 1, got ${width} × ${height}`);
  }
  const maxArea = Math.min(budget.maxArea, limits.maxTileArea);
  const maxSide = Math.min(budget.maxSide, limits.maxTileSide, maxArea);
  const columns = Math.ceil(width / maxSide);
  const tileWidth = Math.ceil(width / columns);
  const bandHeight = Math.max(1, Math.min(height, maxSide, Math.floor(maxArea / tileWidth)));
  const bands: Band[] = [];
  let largestTileArea = 0;
  for (let y = 0; y < height; y += bandHeight) {
    const h = Math.min(bandHeight, height - y);
    const tiles: Tile[] = [];
    for (let x = 0; x < width; x += tileWidth) {
      const w = Math.min(tileWidth, width - x);
      tiles.push({ x, y, width: w, height: h });
      largestTileArea = Math.max(largestTileArea, w * h);
    }
    bands.push({ y, height: h, tiles });
  }
  return {
    width,
    height,
    bands,
    tileCount: bands.reduce((n, b) => n + b.tiles.length, 0),
    largestTileArea,
  };
}
