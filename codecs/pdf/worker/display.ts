/**
 * PDF and AI: pdf.js gives the page size (points, /Rotate applied) and page count, so the info is
 * completed here. A page costs the same to draw at any size for vector content, so the
 * thumbnails are drawn first at the largest thumbnail size (a person sees them sooner), then the
 * display raster at the size chosen from the page size and the budget.
 */
import { describeImage } from '../../../src/domain/imaging/describe';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { NO_ORIENTATION } from '../../../src/domain/imaging/imageInfo';
import { displayRasterSize, pagePixels } from '../../../src/domain/imaging/limits';
import { fitLongSide } from '../../../src/domain/imaging/pixelBudget';
import type { PixelBudget, Size } from '../../../src/domain/imaging/pixelBudget';
import type { JobContext, JobState } from '../../../workers/pipeline/context';
import { encodeThumbnails, scaleThumbnails } from '../../../workers/pipeline/emitThumbnails';

/**
 * The page's raster size, px: the page at PIPELINE_LIMITS.pageRenderDpi fitted to the budget and
 * the display cap. The pipeline reports it as the page's pixel size, and region requests are in
 * this pixel space.
 */
export function pageRasterSize(widthPt: number, heightPt: number, budget: PixelBudget): Size {
  return displayRasterSize(pagePixels(widthPt, heightPt), budget);
}

export async function decodePdfDisplay(
  ctx: JobContext,
  header: ImageHeader,
  state: JobState,
): Promise<ImageBitmap> {
  const { openPdf, renderPdfPage, closePdf } = await import('./pdf');
  const bytes = new Uint8Array(await ctx.file.arrayBuffer());
  const opened = await openPdf(
    bytes,
    ctx.options.page ?? 0,
    ctx.options.budget.maxArea,
    header.format === 'ai',
  );
  try {
    const pageHeader: ImageHeader = {
      ...header,
      width: opened.widthPt,
      height: opened.heightPt,
      pages: opened.pages,
      orientation: NO_ORIENTATION,
    };
    const target = pageRasterSize(opened.widthPt, opened.heightPt, ctx.options.budget);
    state.info = describeImage(pageHeader, target);
    ctx.emit({ type: 'info', jobId: ctx.jobId, info: state.info, at: ctx.elapsed() });
    const largest = Math.max(...ctx.options.thumbnailSides);
    const thumbSource = await renderPdfPage(opened, fitLongSide(target, largest));
    await encodeThumbnails(ctx, await scaleThumbnails(ctx, thumbSource));
    thumbSource.close();
    return await renderPdfPage(opened, target);
  } finally {
    await closePdf(opened);
  }
}
