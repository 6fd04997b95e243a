/**
 * Tile planning: tile rows top to bottom, tiles left to right, every plane of a tile together;
 * edge tiles are decoded whole (they are coded whole) and cropped to the image. With a region,
 * only the tiles it touches: the last of each tile row completes the row's rows.
 */
import type { Rect } from '../../../src/domain/imaging/region';
import type { TileGeometry, TiffImage } from './tiffImage';
import type { Piece } from './piece';

/** The tile index range [first, end) covering [from, from + size) in tiles of `tile` px. */
function span(from: number, size: number, tile: number, count: number): [number, number] {
  return [Math.floor(from / tile), Math.min(count, Math.ceil((from + size) / tile))];
}

export function* tilePieces(image: TiffImage, g: TileGeometry, region?: Rect): Generator<Piece> {
  const { width, height, planes } = image;
  const perPlane = g.across * g.down;
  const [tx0, tx1] = region ? span(region.x, region.width, g.tileWidth, g.across) : [0, g.across];
  const [ty0, ty1] = region ? span(region.y, region.height, g.tileHeight, g.down) : [0, g.down];
  for (let ty = ty0; ty < ty1; ty++) {
    const y = ty * g.tileHeight;
    const visibleRows = Math.min(g.tileHeight, height - y);
    for (let tx = tx0; tx < tx1; tx++) {
      const x = tx * g.tileWidth;
      const indices: number[] = [];
      for (let p = 0; p < planes; p++) indices.push(p * perPlane + ty * g.across + tx);
      yield {
        indices,
        x,
        y,
        width: g.tileWidth,
        rows: g.tileHeight,
        visibleWidth: Math.min(g.tileWidth, width - x),
        visibleRows,
        rowsDone: tx === tx1 - 1 ? y + visibleRows : -1,
      };
    }
  }
}
