/**
 * Regions of EPS pages (print export). With the optional PostScript renderer the region is drawn
 * from the PostScript at the requested size, sharp at any scale, like a PDF page; the pixel space
 * stays the one the display step reported (the TIFF preview's when the file has one, else the
 * renderer's page space). Without the renderer the TIFF preview is the picture: the region is
 * read from it like a TIFF (only its strips), never upscaled; without either, epsNeedsRenderer.
 */
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { orientedSize } from '../../../src/domain/imaging/imageInfo';
import { displayRasterSize } from '../../../src/domain/imaging/limits';
import type { Size } from '../../../src/domain/imaging/pixelBudget';
import { checkRegionInside, planRasterRegion, scaleRect } from '../../../src/domain/imaging/region';
import { readHeader } from '../../readHeader';
import { windowSource } from '../../../workers/pipeline/blobSource';
import { decodeRasterRegion } from '../../../workers/pipeline/region/rasterRegion';
import type { RegionContext, RegionResult } from '../../../workers/pipeline/region/regionContext';
import { epsRasterSize } from './display';
import { ghostscript } from './loadGhostscript';
import { epsPageSpace, postScriptOf, renderEpsRegion } from './renderEps';

export async function epsRegion(header: ImageHeader, ctx: RegionContext): Promise<RegionResult> {
  const preview = header.preview;
  const gs = await ghostscript();
  if (!preview || preview.kind !== 'tiff') {
    if (!gs) throw new PipelineError(PipelineErrorKey.epsNeedsRenderer);
    return drawn(header, ctx, epsPageSpace(header, ctx.budget), 'transparent');
  }
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
  // Shown as its preview (opaque, on white): printed on white too.
  if (gs) return drawn(header, ctx, space, 'white');
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

/** The region drawn by the renderer from the PostScript, at the requested output size. */
async function drawn(
  header: ImageHeader,
  ctx: RegionContext,
  space: Size,
  ground: 'transparent' | 'white',
): Promise<RegionResult> {
  const gs = await ghostscript();
  if (!gs) throw new PipelineError(PipelineErrorKey.epsNeedsRenderer);
  const region = checkRegionInside(ctx.request.region, space);
  const postscript = await ctx.lease.part('eps-postscript', () => postScriptOf(ctx.source, header));
  const { output } = ctx.request;
  const bitmap = await renderEpsRegion(gs, postscript, header, space, region, output, ground);
  // Ghostscript's page buffer: 4 bytes per output px, freed with its instance.
  return { bitmap, heldPixels: output.width * output.height, route: 'eps-postscript' };
}
