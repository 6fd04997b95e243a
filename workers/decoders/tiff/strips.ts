/**
 * Strip planning: strips top to bottom, each with the strip of every plane for the same rows
 * (PlanarConfiguration 2 stores plane p's strips after plane p-1's).
 */
import type { StripGeometry, TiffImage } from './image';
import type { Piece } from './piece';

export function* stripPieces(image: TiffImage, g: StripGeometry): Generator<Piece> {
  const { width, height, planes } = image;
  for (let s = 0; s < g.stripsPerPlane; s++) {
    const y = s * g.rowsPerStrip;
    const rows = Math.min(g.rowsPerStrip, height - y);
    const indices: number[] = [];
    for (let p = 0; p < planes; p++) indices.push(p * g.stripsPerPlane + s);
    yield {
      indices,
      x: 0,
      y,
      width,
      rows,
      visibleWidth: width,
      visibleRows: rows,
      rowsDone: y + rows,
    };
  }
}
