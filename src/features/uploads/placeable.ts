/** What placing an upload works with (placeUpload.ts, placePage.ts). */
import type { PlaceImageRequest } from '../../canvas';
import type { UploadItem } from './uploadsSlice';

/** What is known of an upload to place: a local one, a server one, or both. */
export interface PlaceableUpload {
  fileId: string | null;
  imageId: string | null;
  isTemporary: boolean;
  /** Source pixels after orientation; null when unknown (the display raster's are used). */
  pixelWidth: number | null;
  pixelHeight: number | null;
  isVector: boolean;
  isPage: boolean;
  isMoreThan64MP: boolean;
  /** The page of the file to place (0-based; absent: the first). */
  page?: number;
}

/** Places an image on the canvas (the editor's `insert.image` command); false when it could not. */
export type PlaceImage = (request: PlaceImageRequest) => Promise<boolean>;

/** An upload of this page as placeable, `page` of it (0: the first). */
export function placeableOf(item: UploadItem, page = 0): PlaceableUpload {
  return {
    ...(page > 0 ? { page } : {}),
    fileId: item.fileId,
    imageId: item.imageId,
    isTemporary: item.isTemporary,
    pixelWidth: item.info?.pixelWidth ?? null,
    pixelHeight: item.info?.pixelHeight ?? null,
    isVector: item.info?.isVector ?? false,
    isPage: item.info?.isPage ?? false,
    isMoreThan64MP: item.info?.isMoreThan64MP ?? false,
  };
}
