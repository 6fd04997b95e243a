/**
 * The tile grid of a HEIF file restricted to its clean-aperture crop: which tile rows and columns
 * a decode walks, and which crop rows each tile row covers. Shared by the decoder, its region
 * memo, the tile helper worker and the helper's row split.
 */
import type { HeifFile } from './heifFile';

/** The tile grid restricted to the crop: tile index ranges and the crop's edges. */
export interface TileSpan {
  tx0: number;
  tx1: number;
  ty0: number;
  ty1: number;
  cropRight: number;
  cropBottom: number;
}

export function tileSpan(file: HeifFile): TileSpan {
  const crop = file.geometry.crop;
  const { tileWidth: tw, tileHeight: th } = file.tiling;
  const cropRight = crop.x + crop.width;
  const cropBottom = crop.y + crop.height;
  return {
    tx0: Math.floor(crop.x / tw),
    tx1: Math.min(file.tiling.columns, Math.ceil(cropRight / tw)),
    ty0: Math.floor(crop.y / th),
    ty1: Math.min(file.tiling.rows, Math.ceil(cropBottom / th)),
    cropRight,
    cropBottom,
  };
}

/** The crop-relative rows [y0, y1) a tile row covers. */
export function tileRowBand(
  file: HeifFile,
  span: TileSpan,
  ty: number,
): { y0: number; y1: number } {
  const th = file.tiling.tileHeight;
  const crop = file.geometry.crop;
  return {
    y0: Math.max(crop.y, ty * th) - crop.y,
    y1: Math.min(span.cropBottom, (ty + 1) * th) - crop.y,
  };
}

/** Whether the file is one item decoded whole (no tile API for it, see below). */
export function isSingleItem(file: HeifFile): boolean {
  return file.tiling.columns === 1 && file.tiling.rows === 1;
}
