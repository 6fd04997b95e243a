/**
 * Tile planning: tile rows top to bottom, tiles left to right, every plane of a tile together;
 * edge tiles are decoded whole (they are coded whole) and cropped to the image.
 */
import type { TileGeometry, TiffImage } from './image';
import type { Piece } from './piece';

export function* tilePieces(image: TiffImage, g: TileGeometry): Generator<Piece> {
  const { width, height, planes } = image;
  const perPlane = g.across * g.down;
  for (let ty = 0; ty < g.down; ty++) {
    const y = ty * g.tileHeight;
    const visibleRows = Math.min(g.tileHeight, height - y);
    for (let tx = 0; tx < g.across; tx++) {
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
        rowsDone: tx === g.across - 1 ? y + visibleRows : -1,
      };
    }
  }
}
