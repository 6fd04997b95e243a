/**
 * Regions of EPS pages. There is no PostScript renderer here: the TIFF preview is the picture, so
 * the region is read from the preview like a TIFF (only its strips), never upscaled. A request is
 * in the pixel space the pipeline reports for the EPS (display.ts).
 */
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { orientedSize } from '../../../src/domain/imaging/imageInfo';
import { displayRasterSize } from '../../../src/domain/imaging/limits';
import { checkRegionInside, planRasterRegion, scaleRect } from '../../../src/domain/imaging/region';
import { readHeader } from '../../readHeader';
import { windowSource } from '../../../workers/pipeline/blobSource';
import { decodeRasterRegion } from '../../../workers/pipeline/region/rasterRegion';
import type { RegionContext, RegionResult } from '../../../workers/pipeline/region/regionContext';
import { epsRasterSize } from './display';

export async function epsRegion(header: ImageHeader, ctx: RegionContext): Promise<RegionResult> {
  const preview = header.preview;
  if (!preview || preview.kind !== 'tiff')
    throw new PipelineError(PipelineErrorKey.epsNeedsRenderer);
  const source = windowSource(ctx.source, preview.offset, preview.length);
  const previewHeader = await ctx.lease.part('eps-preview', () => readHeader(source));
  if (previewHeader.format !== 'tiff')
    throw new PipelineError(PipelineErrorKey.corrupt, 'EPS preview is not a TIFF');
  const target = displayRasterSize(
    orientedSize(header.width, header.height, header.orientation),
    ctx.budget,
  );
  const previewSize = orientedSize(
    previewHeader.width,
    previewHeader.height,
    previewHeader.orientation,
  );
  const space = epsRasterSize(previewSize, target, ctx.budget);
  const region = checkRegionInside(ctx.request.region, space);
  const inPreview = scaleRect(
    region,
    previewSize.width / space.width,
    previewSize.height / space.height,
  );
  const plan = planRasterRegion(previewHeader, previewHeader.orientation, {
    ...ctx.request,
    region: inPreview,
  });
  const { createTiffDecoder, readTiffImage } = await import('../../../codecs/tiff/worker/tiff');
  const image = await ctx.lease.part('tiff', () => readTiffImage(source));
  const decoder = createTiffDecoder({ image });
  return decodeRasterRegion(decoder, source, previewHeader, plan, ctx, 'eps-preview');
}
