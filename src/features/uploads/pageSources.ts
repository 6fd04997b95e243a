/**
 * Pages other than the first of an upload (issue 15 item 12): a PDF's or AI's page, a TIFF's
 * directory, a HEIF's other top-level image. The server's renditions are the first page's, so
 * page N is always decoded by the image pipeline (its `page` option) from the original: the
 * browser's own file while its upload runs, else the server's (`system/source?size=2`). The
 * canvas asks for such a page through the loader installed here (a design reloaded, an undo
 * after its pixels were let go); placing a page decodes it first to learn its pixel size.
 */
import { registerBitmapSource } from '../../canvas';
import type { PageSourceLoader } from '../../canvas';
import type { ImageInfo } from '../../domain/imaging/imageInfo';
import { apiPathUrl } from '../../domain/runtimeConfig';
import {
  localUploadFileId,
  uploadedImageId,
  uploadedImageSrc,
} from '../../domain/editor/uploadSources';
import { pageSourceKey } from '../../domain/uploads/pages';
import type { ImagePipeline } from '../../imaging';
import { fetchWithSession } from '../../platform/embedSession';

export interface PageSourceDeps {
  pipeline(): ImagePipeline;
  /** The file of an upload still in progress, or null. */
  localOriginal(fileId: string): { file: Blob; fileName: string } | null;
  /** Runtime config `API_BASE_URL` ('' = same origin). */
  apiBaseUrl: string;
}

/** A page's pixels and the pipeline's facts about that page (its own size). */
export interface DecodedPage {
  bitmap: ImageBitmap;
  info: ImageInfo;
}

async function originalOf(
  src: string,
  deps: PageSourceDeps,
  signal?: AbortSignal,
): Promise<{ file: Blob; fileName: string }> {
  const fileId = localUploadFileId(src);
  const local = fileId ? deps.localOriginal(fileId) : null;
  if (local) return local;
  const imageId = uploadedImageId(src);
  if (!imageId) throw new Error(`no original for ${src}`);
  const isTemporary = new URLSearchParams(src.split('?')[1] ?? '').get('isTemporary') === 'true';
  const url = apiPathUrl(
    { API_BASE_URL: deps.apiBaseUrl },
    uploadedImageSrc(imageId, isTemporary, 2),
  );
  const response = await fetchWithSession(url, { credentials: 'include', signal });
  if (!response.ok) throw new Error(`original of ${imageId}: HTTP ${response.status}`);
  return { file: await response.blob(), fileName: imageId };
}

/** Decodes page `page` (0-based) of the original behind `src` through the pipeline. */
export async function decodePage(
  src: string,
  page: number,
  deps: PageSourceDeps,
  signal?: AbortSignal,
): Promise<DecodedPage> {
  const original = await originalOf(src, deps, signal);
  const result = await deps.pipeline().process(original.file, original.fileName, { page, signal });
  if (!result.display) throw new Error(`page ${page} of ${src} has no raster`);
  return { bitmap: result.display, info: result.info };
}

/** The canvas's loader of other pages (src/canvas/imageSources setPageSourceLoader). */
export function pageSourceLoader(deps: PageSourceDeps): PageSourceLoader {
  return async (src, page, signal) => (await decodePage(src, page, deps, signal)).bitmap;
}

/**
 * Decodes page `page` of `src` and keeps its pixels where the canvas looks for them; resolves
 * with the page's facts (placing needs its pixel size).
 */
export async function preparePage(
  src: string,
  page: number,
  deps: PageSourceDeps,
): Promise<ImageInfo> {
  const { bitmap, info } = await decodePage(src, page, deps);
  registerBitmapSource(pageSourceKey(src, page), bitmap);
  return info;
}
