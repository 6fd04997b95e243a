/**
 * What a HEIF file kept open for region decoding remembers between regions, so that an export
 * asking band after band decodes each tile about once:
 * - a single-item image decoded whole (libheif has no tiles for it);
 * - the grid tiles of the last region that reach past its "next" edge — the edge the next band
 *   starts at (below it in the displayed image, which for irot 270 is left of it in the coded
 *   image) — as RGBA copies. Bands thinner than a tile would otherwise decode the tiles they
 *   share twice (the 200 MP Samsung file in 40 bands of 408 px over 512-px tiles: 2.2 times
 *   its tiles, counted).
 * Memory: the kept tiles are at most one row or column of tiles (the Samsung file: 24 tiles of
 * 512² = 25 MB), and at most `maxKeptPixels`.
 */
import type { Orientation } from '../../../src/domain/imaging/imageInfo';
import type { Rect } from '../../../src/domain/imaging/region';
import type { RasterSink } from '../../worker/types';
import type { TileSpan } from './tileSpan';
import type { HeifFile } from './heifFile';
import type { HeifRgbaImage } from './libheif';

/**
 * The span restricted to the tiles a region (crop coordinates) touches; tiles still deliver all
 * of their part of the crop (the sink crops to the region).
 */
export function regionSpan(file: HeifFile, span: TileSpan, region: Rect): TileSpan {
  const crop = file.geometry.crop;
  const { tileWidth: tw, tileHeight: th } = file.tiling;
  return {
    ...span,
    tx0: Math.max(span.tx0, Math.floor((crop.x + region.x) / tw)),
    tx1: Math.min(span.tx1, Math.ceil((crop.x + region.x + region.width) / tw)),
    ty0: Math.max(span.ty0, Math.floor((crop.y + region.y) / th)),
    ty1: Math.min(span.ty1, Math.ceil((crop.y + region.y + region.height) / th)),
  };
}

/** A region's memo and the region in coded pixels (crop offset applied). */
export interface RegionKeep {
  memo: HeifRegionMemo;
  region: Rect;
}

/** A side of a rectangle in coded (stored) coordinates. */
export type Edge = 'top' | 'right' | 'bottom' | 'left';

/** A decoded tile copied out of the heap (stride = width × 4). */
export interface KeptTile {
  rgba: Uint8Array;
  width: number;
  height: number;
}

export interface HeifRegionMemo {
  /** A single-item image decoded whole (released by releaseRegionMemo). */
  image: HeifRgbaImage | null;
  /** Where the next band lies, in coded coordinates. */
  readonly next: Edge;
  /** Largest total of kept tile pixels. */
  readonly maxKeptPixels: number;
  /** Tiles kept from the last region, by index ty × columns + tx. */
  tiles: Map<number, KeptTile>;
  /** Tiles being kept during the current region (they replace `tiles` when it ends). */
  keeping: Map<number, KeptTile>;
  keptPixels: number;
}

/** The coded side where the displayed image's next band (below) starts, under `o`. */
export function nextEdge(o: Orientation): Edge {
  // Displayed +y is coded +y (0°), +x (90°: shown at (h − y, x)), −y (180°), −x (270°).
  const edges: Record<Orientation['rotate'], Edge> = {
    0: 'bottom',
    90: 'right',
    180: 'top',
    270: 'left',
  };
  return edges[o.rotate];
}

export function createRegionMemo(o: Orientation, maxKeptPixels: number): HeifRegionMemo {
  return {
    image: null,
    next: nextEdge(o),
    maxKeptPixels,
    tiles: new Map(),
    keeping: new Map(),
    keptPixels: 0,
  };
}

/** Frees what the memo holds in the heap; the file is closed after. */
export function releaseRegionMemo(file: HeifFile, memo: HeifRegionMemo): void {
  if (memo.image) file.lib.release(memo.image);
  memo.image = null;
  memo.tiles.clear();
  memo.keeping.clear();
}

/** A region starts: tiles are kept afresh for it. */
export function beginRegion(memo: HeifRegionMemo): void {
  memo.keeping = new Map();
  memo.keptPixels = 0;
}

/** A region ended: its straddling tiles are what the next one may use. */
export function endRegion(memo: HeifRegionMemo): void {
  memo.tiles = memo.keeping;
  memo.keeping = new Map();
}

/**
 * Whether tile (tx, ty) reaches past the region's next edge (`region` in coded pixels, already
 * offset by the crop), inside the image.
 */
function straddlesNext(
  file: HeifFile,
  memo: HeifRegionMemo,
  region: Rect,
  tx: number,
  ty: number,
): boolean {
  const { tileWidth: tw, tileHeight: th } = file.tiling;
  const crop = file.geometry.crop;
  switch (memo.next) {
    case 'bottom':
      return (
        region.y + region.height < crop.y + crop.height && (ty + 1) * th > region.y + region.height
      );
    case 'top':
      return region.y > crop.y && ty * th < region.y;
    case 'right':
      return (
        region.x + region.width < crop.x + crop.width && (tx + 1) * tw > region.x + region.width
      );
    case 'left':
      return region.x > crop.x && tx * tw < region.x;
  }
}

/** Keeps a tile for the next region when it straddles the next edge and room is left. */
export function keepTile(
  file: HeifFile,
  memo: HeifRegionMemo,
  region: Rect,
  key: number,
  tx: number,
  ty: number,
  tile: KeptTile | HeifRgbaImage,
): void {
  if (!straddlesNext(file, memo, region, tx, ty)) return;
  const pixels = tile.width * tile.height;
  if (memo.keptPixels + pixels > memo.maxKeptPixels) return;
  let kept: KeptTile;
  if ('rgba' in tile) kept = tile;
  else {
    const rgba = new Uint8Array(pixels * 4);
    const heap = file.lib.heap();
    for (let r = 0; r < tile.height; r++) {
      const from = tile.ptr + r * tile.stride;
      rgba.set(heap.subarray(from, from + tile.width * 4), r * tile.width * 4);
    }
    kept = { rgba, width: tile.width, height: tile.height };
  }
  memo.keeping.set(key, kept);
  memo.keptPixels += pixels;
}

/** Sends part `p` of a kept tile to the sink in bands of at most `maxPixels`. */
export function deliverKept(
  tile: KeptTile,
  p: { sx: number; sy: number; w: number; h: number; dx: number; dy: number },
  sink: RasterSink,
  maxPixels: number,
): void {
  const bandRows = Math.max(1, Math.min(p.h, Math.floor(maxPixels / p.w)));
  const stride = tile.width * 4;
  const piece = new Uint8Array(Math.min(p.h, bandRows) * p.w * 4);
  for (let r = 0; r < p.h; r += bandRows) {
    const rows = Math.min(bandRows, p.h - r);
    for (let i = 0; i < rows; i++) {
      const from = (p.sy + r + i) * stride + p.sx * 4;
      piece.set(tile.rgba.subarray(from, from + p.w * 4), i * p.w * 4);
    }
    sink.rect(piece.subarray(0, rows * p.w * 4), p.dx, p.dy + r, p.w, rows);
  }
}
