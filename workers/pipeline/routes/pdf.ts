/**
 * PDF and AI: pdf.js gives the page size (points, /Rotate applied) and page count, so the info is
 * completed here; the page is rendered at the display size chosen from that size.
 */
import { describeImage } from '../../../src/domain/imaging/describe';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { NO_ORIENTATION } from '../../../src/domain/imaging/imageInfo';
import { displayRasterSize, pagePixels } from '../../../src/domain/imaging/limits';
import type { JobContext } from '../context';
import type { JobState } from '../processJob';

export async function decodePdfDisplay(
  ctx: JobContext,
  header: ImageHeader,
  state: JobState,
): Promise<ImageBitmap> {
  const { openPdf, renderPdfPage, closePdf } = await import('../../decoders/pdf');
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
    const target = displayRasterSize(
      pagePixels(opened.widthPt, opened.heightPt),
      ctx.options.budget,
    );
    state.info = describeImage(pageHeader, target);
    ctx.emit({ type: 'info', jobId: ctx.jobId, info: state.info, at: ctx.elapsed() });
    return await renderPdfPage(opened, target);
  } finally {
    await closePdf(opened);
  }
}
