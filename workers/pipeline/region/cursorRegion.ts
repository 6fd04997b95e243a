/**
 * A raster region through a region cursor (rowCursor.ts): the file's cursor answers the band if
 * it stands at or above the band's top, else a new one starts at the band's top. The rows go
 * through the region sink (area average to the answer's size), the result is oriented.
 */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import type { RasterRegionPlan } from '../../../src/domain/imaging/region';
import type { StreamDecoder } from '../../../codecs/worker/types';
import type { RegionRoute } from '../protocol';
import { decodeJpegBytes } from '../../../codecs/jpeg/worker/decodeJpegBytes';
import { workerKernels } from '../kernels';
import { orientBitmap } from '../orientation';
import type { RegionContext, RegionResult } from './regionContext';
import { createRegionSink } from './regionSink';
import { RowCursor } from './rowCursor';

interface CursorHolder {
  cursor: RowCursor | null;
}

export async function cursorRegion(
  decoder: StreamDecoder,
  source: ByteSource,
  header: ImageHeader,
  plan: RasterRegionPlan,
  ctx: RegionContext,
  route: RegionRoute,
): Promise<RegionResult> {
  // One cursor per page: two pages of one file are two images (TIFF directories).
  const holder = await ctx.lease.part(
    `cursor-${ctx.request.page ?? 0}`,
    async (): Promise<CursorHolder> => ({ cursor: null }),
    (h) => h.cursor?.close(),
  );
  const kernels = await workerKernels();
  const sink = createRegionSink(kernels, plan.stored, plan.storedOutput, header.hasAlpha);
  try {
    if (!holder.cursor?.canServe(plan.stored)) {
      holder.cursor?.close();
      holder.cursor = new RowCursor(
        decoder,
        source,
        header,
        {
          kernels,
          signal: ctx.signal,
          maxPiecePixels: ctx.budget.maxArea,
          decodeJpeg: decodeJpegBytes,
        },
        plan.stored.y,
      );
    }
    await holder.cursor.serve(sink, plan.stored);
    const stored = await sink.toBitmap();
    const { width, height } = plan.storedOutput;
    return { bitmap: orientBitmap(stored, header.orientation), heldPixels: width * height, route };
  } catch (error) {
    holder.cursor?.close();
    holder.cursor = null;
    throw error;
  } finally {
    sink.dispose();
  }
}
