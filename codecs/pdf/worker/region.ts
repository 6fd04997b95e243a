/**
 * Regions of PDF and AI pages. A request is in the page's pixel space (the raster size the
 * pipeline reports for the page, display.ts). Pages are vectors: the region is converted to
 * points and pdf.js renders just that viewport onto a canvas of the requested size, sharp at any
 * scale (each render still runs the page's operator list; the document, its fonts and decoded
 * images are kept between bands).
 */
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { checkRegionInside, scaleRect } from '../../../src/domain/imaging/region';
import type { RegionContext, RegionResult } from '../../../workers/pipeline/region/regionContext';
import { pageRasterSize } from './display';

export async function pdfRegion(header: ImageHeader, ctx: RegionContext): Promise<RegionResult> {
  const pdf = await import('../../../codecs/pdf/worker/pdf');
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
