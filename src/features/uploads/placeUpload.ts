/**
 * Placing an upload on the canvas (spec canvas §5): rasters fitted and centred with the DPI
 * check; SVG at full width, centred, without it; PDF, AI and EPS pages without it too (they are
 * rendered again from the original for print). The local decoded copy is used while it exists,
 * else the server's display raster. A source that cannot be loaded is an "Invalid file format"
 * toast under "Upload Failed" (3 s).
 */
import type { PlaceImageRequest } from '../../canvas';
import { hasImageSource } from '../../canvas';
import { localUploadSrc, uploadedImageSrc } from '../../domain/editor/uploadSources';
import type { NotificationRequest } from '../../domain/notifications';
import { LARGE_IMAGE_MEGAPIXELS } from '../../domain/imaging/imageInfo';
import { TUNABLES } from '../../domain/tunables';
import type { PageSourceDeps } from './pageSources';
import type { PlaceableUpload, PlaceImage } from './placeable';
import { placeUploadPage } from './placePage';

export type { PlaceableUpload, PlaceImage } from './placeable';

/** Originals re-rendered from their pages for print (no DPI check): PDF, AI, EPS. */
const PAGE_TYPES = new Set([
  'application/pdf',
  'application/postscript',
  'application/illustrator',
]);

/** What the server says of an image (the list, or the address's media type for others). */
export interface ServerImageFacts {
  id: string;
  isTemporary: boolean;
  /** The original's type. */
  mimeType: string;
  pixelWidth: number | null;
  pixelHeight: number | null;
}

/** A server image as something to place. */
export function serverUpload(image: ServerImageFacts): PlaceableUpload {
  const { pixelWidth, pixelHeight } = image;
  return {
    fileId: null,
    imageId: image.id,
    isTemporary: image.isTemporary,
    pixelWidth,
    pixelHeight,
    isVector: image.mimeType === 'image/svg+xml',
    isPage: PAGE_TYPES.has(image.mimeType),
    isMoreThan64MP:
      pixelWidth !== null &&
      pixelHeight !== null &&
      pixelWidth * pixelHeight > LARGE_IMAGE_MEGAPIXELS * 1e6,
  };
}

/** The request for the canvas, or null when the upload has no source yet. */
export function placeRequest(upload: PlaceableUpload): PlaceImageRequest | null {
  const local = upload.fileId ? localUploadSrc(upload.fileId) : null;
  const src =
    local && hasImageSource(local)
      ? local
      : upload.imageId
        ? uploadedImageSrc(upload.imageId, upload.isTemporary)
        : null;
  if (!src) return null;
  const known = upload.pixelWidth && upload.pixelHeight;
  return {
    src,
    fit: upload.isVector ? 'fullWidth' : 'fit',
    resolution: known ? { width: upload.pixelWidth!, height: upload.pixelHeight! } : null,
    dpiCheckEnabled: !upload.isVector && !upload.isPage,
    isMoreThan64MP: upload.isMoreThan64MP,
    ...(upload.imageId ? { usedUploadId: upload.imageId } : {}),
  };
}

/**
 * Places `upload` (its page `upload.page` when given: decoded from the original first, see
 * pageSources.ts); false, with the toast, when it could not.
 */
export async function placeUpload(
  place: PlaceImage,
  upload: PlaceableUpload,
  notify: (request: NotificationRequest) => void,
  pages?: PageSourceDeps,
): Promise<boolean> {
  if (upload.page && pages) return placeUploadPage(place, upload, upload.page, pages, notify);
  const request = placeRequest(upload);
  const placed = request ? await place(request) : false;
  if (!placed)
    notify({
      kind: 'error',
      titleKey: 'uploadFailed',
      messageKeys: ['invalidFileFormat'],
      timerMs: TUNABLES.notifications.errorTimerMs,
    });
  return placed;
}
