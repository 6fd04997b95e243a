/**
 * Which tile rows of a HEIC grid a tile helper decodes: every other row of the span, starting
 * with its second, when the grid has at least three tile rows (the decoding worker and the helper
 * compute it the same way from the same file, so no row list crosses between them).
 */
import type { TileSpan } from './tileSpan';

/** Grids with fewer tile rows are not worth a second worker. */
const MIN_ROWS = 3;

export function helperRows(span: TileSpan, singleItem: boolean): number[] {
  if (singleItem || span.ty1 - span.ty0 < MIN_ROWS) return [];
  const rows: number[] = [];
  for (let ty = span.ty0 + 1; ty < span.ty1; ty += 2) rows.push(ty);
  return rows;
}
