/**
 * A raster region through a streaming decoder: the decoder is told the stored region (so it
 * skips what lies outside and stops after its last row), the region sink keeps what is inside
 * and area-averages it to the answer's size, and the small result is oriented for display.
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

export async function decodeRasterRegion(
  decoder: StreamDecoder,
  source: ByteSource,
  header: ImageHeader,
  plan: RasterRegionPlan,
  ctx: RegionContext,
  route: RegionRoute,
): Promise<RegionResult> {
  const kernels = await workerKernels();
  const sink = createRegionSink(kernels, plan.stored, plan.storedOutput, header.hasAlpha);
  try {
    await decoder(source, header, sink, {
      kernels,
      signal: ctx.signal,
      maxPiecePixels: ctx.budget.maxArea,
      decodeJpeg: decodeJpegBytes,
      region: plan.stored,
    });
    const stored = await sink.toBitmap();
    const { width, height } = plan.storedOutput;
    return { bitmap: orientBitmap(stored, header.orientation), heldPixels: width * height, route };
  } finally {
    sink.dispose();
  }
}
