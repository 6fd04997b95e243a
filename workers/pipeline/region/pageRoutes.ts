/**
 * Regions of pages. A request is in the page's pixel space (the raster size the pipeline reports
 * for the page, routes/pdf.ts and routes/eps.ts).
 * - PDF and AI are vectors: the region is converted to points and pdf.js renders just that
 *   viewport onto a canvas of the requested size, sharp at any scale (each render still runs the
 *   page's operator list; the document, its fonts and decoded images are kept between bands).
 * - EPS has no PostScript renderer here: its TIFF preview is the picture, so the region is read
 *   from the preview like a TIFF (only its strips), never upscaled.
 */
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { orientedSize } from '../../../src/domain/imaging/imageInfo';
import { displayRasterSize } from '../../../src/domain/imaging/limits';
import { checkRegionInside, planRasterRegion, scaleRect } from '../../../src/domain/imaging/region';
import { readHeader } from '../../../src/domain/imaging/readHeader';
import { windowSource } from '../blobSource';
import { epsRasterSize } from '../routes/eps';
import { pageRasterSize } from '../routes/pdf';
import { decodeRasterRegion } from './rasterRegion';
import type { RegionContext, RegionResult } from './regionContext';

export async function pdfRegion(header: ImageHeader, ctx: RegionContext): Promise<RegionResult> {
  const pdf = await import('../../decoders/pdf');
  const page = ctx.request.page ?? 0;
  const opened = await ctx.lease.part(
    `pdf-page-${page}`,
    async () =>
      pdf.openPdf(
        new Uint8Array(await ctx.file.arrayBuffer()),
        page,
        ctx.budget.maxArea,
        header.format === 'ai',
      ),
    (o) => pdf.closePdf(o),
  );
  const space = pageRasterSize(opened.widthPt, opened.heightPt, ctx.budget);
  const region = checkRegionInside(ctx.request.region, space);
  const points = scaleRect(region, opened.widthPt / space.width, opened.heightPt / space.height);
  const bitmap = await pdf.renderPdfRegion(opened, points, ctx.request.output);
  return { bitmap, heldPixels: bitmap.width * bitmap.height, route: 'pdf-viewport' };
}

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
  const { createTiffDecoder, readTiffImage } = await import('../../decoders/tiff');
  const image = await ctx.lease.part('tiff', () => readTiffImage(source));
  const decoder = createTiffDecoder({ image });
  return decodeRasterRegion(decoder, source, previewHeader, plan, ctx, 'eps-preview');
}
