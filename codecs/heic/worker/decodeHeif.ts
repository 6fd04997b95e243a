/**
 * The HEIF/HEIC stream decoder: decodes the primary image grid tile by tile through libheif's
 * raw tile API and hands each tile to the sink, so memory holds one decoded tile (512×512 RGBA =
 * 1 MB for phone grids), never the image: the 200 MP Samsung grid (816 tiles) never grows the
 * wasm heap past its initial 16 MB.
 *
 * Pixels are delivered in coded orientation, cropped to the clean aperture; the display transform
 * (irot/imir) is ImageHeader.orientation (the header parser's) and heifFile's geometry (libheif's).
 *
 * A non-grid image (one HEVC item) is a single "tile": libheif decodes it whole, costing ≈ 8 bytes
 * per pixel of wasm heap at the peak (RGBA 4 + YCbCr planes and decoder buffers), e.g. ≈ 400 MB
 * for 48 MP, which the heap keeps until the worker ends. It still reaches the sink in bands of at
 * most ctx.maxPiecePixels, as views of the heap (no JS copy).
 *
 * Region decoding (ctx.region, in delivered = crop coordinates): only the grid tiles the region
 * touches are decoded. A caller that keeps the file open between regions passes a HeifRegionMemo
 * (regionMemo.ts): a single item is then decoded whole once, and the tiles a band shares with
 * the next are decoded once.
 */
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import type { ByteSource, DecodeContext, RasterSink, StreamDecoder } from '../../worker/types';
import { toHeifPipelineError } from './heifErrors';
import type { HeifFile } from './heifFile';
import { heifItemOf, openHeif, throwIfAborted } from './heifFile';
import { checkItemData, gridTileId } from './heifItems';
import type { HeifRgbaImage } from './libheif';
import { helperRows } from './helperRows';
import type { TileSpan } from './tileSpan';
import { isSingleItem, tileRowBand, tileSpan } from './tileSpan';
import type { HeifRegionMemo, RegionKeep } from './regionMemo';
import { beginRegion, deliverKept, endRegion, keepTile, regionSpan } from './regionMemo';

/**
 * Lets queued events run (an abort arriving as a worker message) between tiles. A MessageChannel
 * round trip is a macrotask without timers; where it does not exist the await is a microtask.
 */
export function yieldToEventLoop(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Where a decoded tile's pixels go: source offset in the tile, destination in the output. */
interface Placement {
  sx: number;
  sy: number;
  w: number;
  h: number;
  dx: number;
  dy: number;
}

/** Copies rows when the heap rows cannot be passed as they are (padding, or a partial row). */
export class RowPacker {
  private buffer = new Uint8Array(0);

  /**
   * Sends `p` of `img` to the sink in bands of at most `maxPixels`: heap views when the rows are
   * contiguous (stride = w × 4), else rows packed into one reused buffer.
   */
  deliver(file: HeifFile, img: HeifRgbaImage, p: Placement, sink: RasterSink, maxPixels: number) {
    const rowBytes = p.w * 4;
    const bandRows = Math.max(1, Math.min(p.h, Math.floor(maxPixels / p.w)));
    const contiguous = p.sx === 0 && img.stride === rowBytes;
    for (let r = 0; r < p.h; r += bandRows) {
      const rows = Math.min(bandRows, p.h - r);
      const heap = file.lib.heap(); // re-read: the sink may not allocate in libheif, but be safe
      const start = img.ptr + (p.sy + r) * img.stride + p.sx * 4;
      let piece: Uint8Array;
      if (contiguous) {
        piece = heap.subarray(start, start + rows * rowBytes);
      } else {
        if (this.buffer.length < rows * rowBytes) this.buffer = new Uint8Array(bandRows * rowBytes);
        piece = this.buffer.subarray(0, rows * rowBytes);
        for (let i = 0; i < rows; i++) {
          const from = start + i * img.stride;
          piece.set(heap.subarray(from, from + rowBytes), i * rowBytes);
        }
      }
      sink.rect(piece, p.dx, p.dy + r, p.w, rows);
    }
  }
}

/** Fails fast on a truncated upload: every tile's data must be in the file. */
export function checkAllTiles(file: HeifFile, span: TileSpan): void {
  if (isSingleItem(file)) return;
  for (let ty = span.ty0; ty < span.ty1; ty++) {
    for (let tx = span.tx0; tx < span.tx1; tx++)
      checkItemData(file.lib, file.ctx, gridTileId(file.lib, file.handle, tx, ty));
  }
}

/**
 * Decodes the tiles of tile row `ty` that intersect the crop and hands them to the sink (crop
 * coordinates). `opt` are decoding options allocated by the caller.
 */
export async function decodeTileRow(
  file: HeifFile,
  span: TileSpan,
  ty: number,
  opt: number,
  sink: RasterSink,
  maxPixels: number,
  signal: AbortSignal | undefined,
  packer: RowPacker = new RowPacker(),
  keep?: RegionKeep,
): Promise<void> {
  const { lib, handle } = file;
  const crop = file.geometry.crop;
  const { tileWidth: tw, tileHeight: th } = file.tiling;
  const y0 = Math.max(crop.y, ty * th);
  const y1 = Math.min(span.cropBottom, (ty + 1) * th);
  // One tile: decode the item whole. heif_image_handle_decode_image_tile refuses a non-grid item
  // with clap ("Decoded image does not have the size signaled"), heif_decode_image does not.
  const single = isSingleItem(file);
  const memo = keep?.memo;
  for (let tx = span.tx0; tx < span.tx1; tx++) {
    throwIfAborted(signal);
    const x0 = Math.max(crop.x, tx * tw);
    const x1 = Math.min(span.cropRight, (tx + 1) * tw);
    const placement = {
      sx: x0 - tx * tw,
      sy: y0 - ty * th,
      w: x1 - x0,
      h: y1 - y0,
      dx: x0 - crop.x,
      dy: y0 - crop.y,
    };
    const key = ty * file.tiling.columns + tx;
    const keptTile = single ? undefined : memo?.tiles.get(key);
    if (keep && keptTile) {
      deliverKept(keptTile, placement, sink, maxPixels);
      keepTile(file, keep.memo, keep.region, key, tx, ty, keptTile);
      continue;
    }
    const whole = single && memo ? memo.image : null;
    const img =
      whole ?? (single ? lib.decodeImage(handle, opt) : lib.decodeTile(handle, opt, tx, ty));
    if (single && memo) memo.image = img;
    try {
      // A tile smaller than the grid says would leave a hole: refuse rather than deliver it.
      if (tx * tw + img.width < x1 || ty * th + img.height < y1) {
        throw new PipelineError(
          PipelineErrorKey.corrupt,
          `tile ${tx},${ty} is ${img.width}×${img.height}, the grid needs ${x1 - tx * tw}×${y1 - ty * th}`,
        );
      }
      packer.deliver(file, img, placement, sink, maxPixels);
      if (keep && !single) keepTile(file, keep.memo, keep.region, key, tx, ty, img);
    } catch (error) {
      if (memo?.image === img) memo.image = null;
      lib.release(img);
      throw error;
    }
    if (memo?.image !== img) lib.release(img);
    await yieldToEventLoop();
  }
}

/**
 * Decodes every tile of `file` that intersects its crop, row by row of tiles. With a tile helper
 * (a second worker, ctx.tileHelper), every other tile row is decoded there in parallel and arrives
 * as a band; rows still reach the sink in order.
 */
async function deliverTiles(
  file: HeifFile,
  sink: RasterSink,
  ctx: DecodeContext,
  memo?: HeifRegionMemo,
): Promise<void> {
  const whole = tileSpan(file);
  const span = ctx.region ? regionSpan(file, whole, ctx.region) : whole;
  const crop = file.geometry.crop;
  const keep =
    memo && ctx.region
      ? { memo, region: { ...ctx.region, x: ctx.region.x + crop.x, y: ctx.region.y + crop.y } }
      : undefined;
  if (memo) beginRegion(memo);
  const rows = span.ty1 - span.ty0;
  const maxPixels = Math.max(1, ctx.maxPiecePixels);
  const packer = new RowPacker();
  checkAllTiles(file, span);
  const helper = ctx.tileHelper;
  const helped = new Set(helper ? helperRows(span, isSingleItem(file)) : []);
  const opt = file.lib.decodingOptionsAlloc(true); // coded orientation, coded tile indices
  try {
    for (let ty = span.ty0; ty < span.ty1; ty++) {
      if (helper && helped.has(ty)) {
        const band = await helper.next(ty);
        sink.rect(band.rgba, 0, band.y, band.width, band.height);
        helper.ack();
      } else {
        await decodeTileRow(file, span, ty, opt, sink, maxPixels, ctx.signal, packer, keep);
      }
      sink.rowsDone(tileRowBand(file, span, ty).y1);
      ctx.progress?.((ty - span.ty0 + 1) / rows);
    }
    if (memo) endRegion(memo);
  } finally {
    file.lib.decodingOptionsFree(opt);
    helper?.stop();
  }
}

/**
 * Decodes the primary image of an open file into `sink` (see decodeHeif); the caller closes the
 * file. Region decoding keeps the file open between regions and calls this for each.
 */
export async function decodeHeifFile(
  file: HeifFile,
  header: ImageHeader,
  sink: RasterSink,
  ctx: DecodeContext,
  memo?: HeifRegionMemo,
): Promise<void> {
  try {
    const { crop } = file.geometry;
    if (crop.width !== header.width || crop.height !== header.height) {
      // The sink was sized from the header; delivering another size would break it.
      throw new PipelineError(
        PipelineErrorKey.corrupt,
        `libheif sees ${crop.width}×${crop.height}, the header ${header.width}×${header.height}`,
      );
    }
    await deliverTiles(file, sink, ctx, memo);
  } catch (error) {
    throw toHeifPipelineError(error);
  }
}

/**
 * Decodes the image `header` describes (the primary, or another page's top-level image) of a
 * HEIF/HEIC file into `sink` at full resolution, in coded
 * orientation, cropped to its clean aperture (`header.width`×`header.height` as the header
 * parser reports it). Throws PipelineError (corrupt, unsupportedType, tooManyPixels, aborted,
 * decoderCrashed); after a libheif abort the worker should be replaced.
 */
export const decodeHeif: StreamDecoder = async (
  source: ByteSource,
  header: ImageHeader,
  sink: RasterSink,
  ctx: DecodeContext,
) => {
  const file = await openHeif(source, ctx.signal, heifItemOf(header));
  try {
    await decodeHeifFile(file, header, sink, ctx);
  } finally {
    file.close();
  }
};
