/**
 * Native regions where ImageDecoder is missing (or refuses the file): the whole image is decoded
 * once with `createImageBitmap`, fitted to the budget (so at full resolution only when the image
 * fits it; above, the region has the detail of that fitted bitmap), kept for the next band, and
 * the region is copied out of it strip by strip through a strip-sized canvas. The bitmap is in
 * the browser's orientation: JPEG and AVIF come oriented, the others stored (nativeDecode.ts).
 */
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { NO_ORIENTATION, orientedSize } from '../../../src/domain/imaging/imageInfo';
import { fitArea } from '../../../src/domain/imaging/pixelBudget';
import {
  planRasterRegion,
  rasterOutputSize,
  scaleRect,
  wholePixels,
} from '../../../src/domain/imaging/region';
import { TARGET_STRIP_PIXELS } from '../../../codecs/worker/stripPlan';
import { workerKernels } from '../kernels';
import { BROWSER_ORIENTS } from '../nativeDecode';
import { orientBitmap } from '../orientation';
import type { RegionContext, RegionResult } from './regionContext';
import { createRegionSink } from './regionSink';

export async function nativeFallbackRegion(
  header: ImageHeader,
  ctx: RegionContext,
): Promise<RegionResult> {
  const oriented = BROWSER_ORIENTS.has(header.format);
  const orientation = oriented ? NO_ORIENTATION : header.orientation;
  const natural = oriented
    ? orientedSize(header.width, header.height, header.orientation)
    : { width: header.width, height: header.height };
  const fitted = fitArea(natural, ctx.budget.maxArea, ctx.budget.maxSide);
  const bitmap = await ctx.lease.part(
    'bitmap',
    () =>
      createImageBitmap(ctx.file, {
        resizeWidth: fitted.width,
        resizeHeight: fitted.height,
        resizeQuality: 'high',
        imageOrientation: 'from-image',
      }).catch((error: unknown) => {
        throw new PipelineError(PipelineErrorKey.corrupt, `browser decode: ${String(error)}`);
      }),
    (b) => b.close(),
  );
  const full = planRasterRegion(natural, orientation, ctx.request);
  const sx = fitted.width / natural.width;
  const sy = fitted.height / natural.height;
  const region = wholePixels(scaleRect(full.stored, sx, sy), fitted);
  const output = rasterOutputSize(region, full.storedOutput);
  const kernels = await workerKernels();
  const sink = createRegionSink(kernels, region, output, header.hasAlpha);
  try {
    const rows = Math.max(
      1,
      Math.floor(Math.min(TARGET_STRIP_PIXELS, ctx.budget.maxArea) / region.width),
    );
    const canvas = new OffscreenCanvas(region.width, Math.min(rows, region.height));
    const g = canvas.getContext('2d', { willReadFrequently: true });
    if (!g) throw new Error('2d context unavailable');
    for (let top = region.y; top < region.y + region.height; top += rows) {
      const n = Math.min(rows, region.y + region.height - top);
      g.clearRect(0, 0, region.width, n);
      g.drawImage(bitmap, region.x, top, region.width, n, 0, 0, region.width, n);
      const data = g.getImageData(0, 0, region.width, n).data;
      sink.rect(
        new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
        region.x,
        top,
        region.width,
        n,
      );
      sink.rowsDone(top + n);
    }
    const answer = orientBitmap(await sink.toBitmap(), orientation);
    // The kept bitmap is freed when the structure is dropped (no wasm heap holds it).
    return { bitmap: answer, heldPixels: output.width * output.height, route: 'native-bitmap' };
  } finally {
    sink.dispose();
  }
}
