/** One unit of decoding — a strip or a tile, every plane of it — and where it lands. */
export interface Piece {
  /** Piece-table index of each stored plane (one for chunky data). */
  indices: number[];
  /** Top-left of the piece in the image, px. */
  x: number;
  y: number;
  /** Coded size: the strip's width and rows, or the full tile. */
  width: number;
  rows: number;
  /** The part inside the image (edge tiles and the last strip are cropped). */
  visibleWidth: number;
  visibleRows: number;
  /** Every row above this is complete once the piece is delivered; -1 when not yet. */
  rowsDone: number;
}
