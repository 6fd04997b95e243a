/**
 * Placing page N of an upload (issue 15 item 12): the page is decoded from the original through
 * the pipeline (pageSources.ts) — the browser's file while its upload runs, else the server's —
 * then placed like any upload, with that page's own pixel size (for the DPI check and the print's
 * regions) and its page in the object's data. A page that cannot be opened is a toast.
 */
import { localUploadSrc, uploadedImageSrc } from '../../domain/editor/uploadSources';
import { LARGE_IMAGE_MEGAPIXELS } from '../../domain/imaging/imageInfo';
import type { NotificationRequest } from '../../domain/notifications';
import { TUNABLES } from '../../domain/tunables';
import type { PageSourceDeps } from './pageSources';
import { preparePage } from './pageSources';
import type { PlaceableUpload, PlaceImage } from './placeable';

/** The source a page is decoded from and named by: the local file while it exists. */
function pageOrigin(upload: PlaceableUpload, pages: PageSourceDeps): string | null {
  if (upload.fileId && pages.localOriginal(upload.fileId)) return localUploadSrc(upload.fileId);
  return upload.imageId ? uploadedImageSrc(upload.imageId, upload.isTemporary) : null;
}

export async function placeUploadPage(
  place: PlaceImage,
  upload: PlaceableUpload,
  page: number,
  pages: PageSourceDeps,
  notify: (request: NotificationRequest) => void,
): Promise<boolean> {
  const src = pageOrigin(upload, pages);
  const info = src ? await preparePage(src, page, pages).catch(() => null) : null;
  if (!src || !info) {
    notify({
      kind: 'error',
      titleKey: 'uploadFailed',
      messageKeys: ['uploadPageFailed'],
      params: { page: page + 1 },
      timerMs: TUNABLES.notifications.errorTimerMs,
    });
    return false;
  }
  const { pixelWidth, pixelHeight } = info;
  // Paged files are rasters on the canvas (never SVG): fitted; PDF and AI pages without the DPI
  // check (printed from the original), TIFF and HEIF pages with it.
  const placed = await place({
    src,
    fit: 'fit',
    resolution: { width: pixelWidth, height: pixelHeight },
    dpiCheckEnabled: !upload.isPage,
    isMoreThan64MP: pixelWidth * pixelHeight > LARGE_IMAGE_MEGAPIXELS * 1e6,
    ...(upload.imageId ? { usedUploadId: upload.imageId } : {}),
    page,
  });
  if (!placed)
    notify({
      kind: 'error',
      titleKey: 'uploadFailed',
      messageKeys: ['invalidFileFormat'],
      timerMs: TUNABLES.notifications.errorTimerMs,
    });
  return placed;
}
