/**
 * Region routes of the streaming decoders. Work follows the region as far as each format allows:
 * - TIFF reads and decodes only the strips or tiles the region touches (a window), from a
 *   directory and piece table parsed once per file; strips go through a region cursor, so
 *   bands asked top to bottom continue where the last stopped (a single-strip LZW image is
 *   decoded once for all its bands, not once per band);
 * - HEIC decodes only the grid tiles the region touches, in a libheif context opened once per
 *   file; the tiles a band shares with the next are kept (decoded once), and a single-item HEIF
 *   is decoded whole once, then cropped;
 * - PSD/PSB skip the rows above the region (raw: seek; RLE: row counts; ZIP: inflate and drop)
 *   and stop after its last row, through a cursor;
 * - big PNGs inflate from the start (the format needs it) and stop after the region's last row;
 *   the cursor keeps the inflater between bands, so bands top to bottom inflate the file once.
 */
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { PIPELINE_LIMITS } from '../../../src/domain/imaging/limits';
import { planRasterRegion } from '../../../src/domain/imaging/region';
import type { StreamDecoder } from '../../decoders/types';
import { heifDecoder } from '../heifDecoder';
import type { RegionContext, RegionResult } from './regionContext';
import { cursorRegion } from './cursorRegion';
import { decodeRasterRegion } from './rasterRegion';

function plan(header: ImageHeader, ctx: RegionContext) {
  return planRasterRegion(header, header.orientation, ctx.request);
}

export async function tiffRegion(header: ImageHeader, ctx: RegionContext): Promise<RegionResult> {
  const stored = plan(header, ctx);
  const { createTiffDecoder, readTiffImage, readsInRows } = await import('../../decoders/tiff');
  const image = await ctx.lease.part('tiff', () => readTiffImage(ctx.source));
  const decoder = createTiffDecoder({ image });
  // Strips are full rows read top-down: a cursor carries one band's last strip into the next.
  if (readsInRows(image))
    return cursorRegion(decoder, ctx.source, header, stored, ctx, 'tiff-strips');
  return decodeRasterRegion(decoder, ctx.source, header, stored, ctx, 'tiff-window');
}

export async function heifRegion(header: ImageHeader, ctx: RegionContext): Promise<RegionResult> {
  const stored = plan(header, ctx);
  const heif = await heifDecoder();
  const open = await ctx.lease.part(
    'heif',
    async () => ({
      file: await heif.openHeif(ctx.source, ctx.signal),
      memo: heif.createRegionMemo(header.orientation, PIPELINE_LIMITS.regionKeptTilePixels),
    }),
    ({ file, memo }) => {
      heif.releaseRegionMemo(file, memo);
      file.close();
    },
  );
  const decoder: StreamDecoder = (_source, h, sink, decodeCtx) =>
    heif.decodeHeifFile(open.file, h, sink, decodeCtx, open.memo);
  const result = await decodeRasterRegion(decoder, ctx.source, header, stored, ctx, 'heif-tiles');
  // A single item is held whole in libheif's heap.
  const whole = open.memo.image ? header.width * header.height : 0;
  return { ...result, heldPixels: Math.max(result.heldPixels, whole) };
}

export async function psdRegion(header: ImageHeader, ctx: RegionContext): Promise<RegionResult> {
  const { decodePsd } = await import('../../decoders/psd');
  return cursorRegion(decodePsd, ctx.source, header, plan(header, ctx), ctx, 'psd-rows');
}

export async function pngRegion(header: ImageHeader, ctx: RegionContext): Promise<RegionResult> {
  const { decodePng } = await import('../../decoders/png');
  return cursorRegion(decodePng, ctx.source, header, plan(header, ctx), ctx, 'png-rows');
}
