/**
 * HEIC regions decode only the grid tiles the region touches, in a libheif context opened once
 * per file; the tiles a band shares with the next are kept (decoded once), and a single-item HEIF
 * is decoded whole once, then cropped.
 */
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { PIPELINE_LIMITS } from '../../../src/domain/imaging/limits';
import { planRasterRegion } from '../../../src/domain/imaging/region';
import { decodeRasterRegion } from '../../../workers/pipeline/region/rasterRegion';
import type { RegionContext, RegionResult } from '../../../workers/pipeline/region/regionContext';
import type { StreamDecoder } from '../../worker/types';
import { heifItemOf } from './heifFile';
import { heifDecoder } from './loadHeif';

export async function heifRegion(header: ImageHeader, ctx: RegionContext): Promise<RegionResult> {
  const stored = planRasterRegion(header, header.orientation, ctx.request);
  const heif = await heifDecoder();
  const item = heifItemOf(header);
  const open = await ctx.lease.part(
    `heif-${item ?? 'primary'}`,
    async () => ({
      file: await heif.openHeif(ctx.source, ctx.signal, item),
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
