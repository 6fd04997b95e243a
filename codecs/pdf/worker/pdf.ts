/**
 * PDF and Illustrator (PDF-compatible) files: page size in points from pdf.js (CropBox with
 * /Rotate and UserUnit applied), page count, and a render of one page at a chosen pixel size,
 * never larger than the pixel budget (pdf.js also downsamples embedded images above it).
 */
import type {
  PDFDocumentLoadingTask,
  PDFDocumentProxy,
  PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import type { Size } from '../../../src/domain/imaging/pixelBudget';
import type { Rect } from '../../../src/domain/imaging/region';
import { NoFilterFactory, OffscreenCanvasFactory } from './factories';
import { loadPdfJs, pdfAssetUrl } from './pdfjs';

/** Illustrator writes this on the only page of a file saved without PDF content. */
const AI_WITHOUT_PDF = /saved without PDF Content/i;

export interface OpenedPdf {
  /** Destroying the loading task frees the document (pdf.js 6 has no PDFDocumentProxy.destroy). */
  task: PDFDocumentLoadingTask;
  doc: PDFDocumentProxy;
  page: PDFPageProxy;
  pages: number;
  /** Page size in points as displayed (rotation applied). */
  widthPt: number;
  heightPt: number;
  /** Page /Rotate, degrees. */
  rotate: number;
}

/** Opens a document and its page `pageIndex` (0-based). `maxArea` bounds every canvas, px. */
export async function openPdf(
  bytes: Uint8Array,
  pageIndex: number,
  maxArea: number,
  isAi: boolean,
): Promise<OpenedPdf> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: bytes,
    useWorkerFetch: true,
    isOffscreenCanvasSupported: true,
    canvasMaxAreaInBytes: maxArea * 4,
    disableFontFace: true,
    CanvasFactory: OffscreenCanvasFactory,
    FilterFactory: NoFilterFactory,
    cMapUrl: pdfAssetUrl('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: pdfAssetUrl('standard_fonts'),
    wasmUrl: pdfAssetUrl('wasm'),
    iccUrl: pdfAssetUrl('iccs'),
    verbosity: 0,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException')
      throw new PipelineError(PipelineErrorKey.pdfPasswordProtected);
    throw new PipelineError(PipelineErrorKey.corrupt, `pdf.js: ${String(error)}`);
  }
  if (pageIndex < 0 || pageIndex >= doc.numPages) {
    await task.destroy();
    throw new PipelineError(
      PipelineErrorKey.corrupt,
      `no page ${pageIndex + 1} of ${doc.numPages}`,
    );
  }
  const page = await doc.getPage(pageIndex + 1);
  if (isAi && doc.numPages === 1) {
    const text = await page.getTextContent();
    const all = text.items.map((i) => ('str' in i ? i.str : '')).join(' ');
    if (AI_WITHOUT_PDF.test(all)) {
      await task.destroy();
      throw new PipelineError(PipelineErrorKey.aiWithoutPdf);
    }
  }
  const viewport = page.getViewport({ scale: 1 });
  return {
    task,
    doc,
    page,
    pages: doc.numPages,
    widthPt: viewport.width,
    heightPt: viewport.height,
    rotate: page.rotate,
  };
}

/** Renders the whole page at `target` px (display orientation) on a transparent background. */
export async function renderPdfPage(opened: OpenedPdf, target: Size): Promise<ImageBitmap> {
  const scale = target.width / opened.widthPt;
  const viewport = opened.page.getViewport({ scale });
  const canvas = new OffscreenCanvas(target.width, target.height);
  await opened.page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    viewport,
    background: 'rgba(0,0,0,0)',
  }).promise;
  return canvas.transferToImageBitmap();
}

/**
 * Renders `region` of the page (points, display orientation, from the top-left) onto a canvas of
 * `output` px: the page's viewport at the output's scale, offset so the region's corner lands at
 * the canvas's origin (pdf.js draws only what falls on the canvas). A region scaled unevenly
 * gets the vertical scale through the extra transform pdf.js applies before the viewport's.
 */
export async function renderPdfRegion(
  opened: OpenedPdf,
  region: Rect,
  output: Size,
): Promise<ImageBitmap> {
  const sx = output.width / region.width;
  const sy = output.height / region.height;
  const viewport = opened.page.getViewport({
    scale: sx,
    offsetX: -region.x * sx,
    offsetY: -region.y * sx,
  });
  const canvas = new OffscreenCanvas(output.width, output.height);
  await opened.page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    viewport,
    background: 'rgba(0,0,0,0)',
    ...(sx === sy ? {} : { transform: [1, 0, 0, sy / sx, 0, 0] }),
  }).promise;
  return canvas.transferToImageBitmap();
}

export async function closePdf(opened: OpenedPdf): Promise<void> {
  await opened.task.destroy();
}
