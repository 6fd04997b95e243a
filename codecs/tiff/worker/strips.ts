/**
 * Strip planning: strips top to bottom, each with the strip of every plane for the same rows
 * (PlanarConfiguration 2 stores plane p's strips after plane p-1's). With a region, only the
 * strips holding its rows.
 */
import type { Rect } from '../../../src/domain/imaging/region';
import type { StripGeometry, TiffImage } from './tiffImage';
import type { Piece } from './piece';

export function* stripPieces(image: TiffImage, g: StripGeometry, region?: Rect): Generator<Piece> {
  const { width, height, planes } = image;
  const first = region ? Math.floor(region.y / g.rowsPerStrip) : 0;
  const end = region
    ? Math.min(g.stripsPerPlane, Math.ceil((region.y + region.height) / g.rowsPerStrip))
    : g.stripsPerPlane;
  for (let s = first; s < end; s++) {
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
