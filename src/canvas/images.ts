/**
 * Uploaded images on the canvas (spec canvas §5): placed fitted and centred (rasters, with the
 * DPI check, no larger than the product's DPI threshold allows) or at full width (vectors,
 * without it), carrying `data-usedUploadId`,
 * `data.resolution`, `data.dpiResult` and `isMoreThan64MP`; the DPI result is measured again
 * whenever the image is scaled.
 */
import type { FabricObject } from 'fabric';
import type { Size } from '../domain/artboard';
import type { ImageResolution, PlacedImageInfo } from '../domain/editor';
import { newObjectId, placedImageDpi, placeImage } from '../domain/editor';
import type { ImageFit } from '../domain/editor';
import type { DpiResult } from '../domain/imaging/effectiveDpi';
import { pageSourceKey } from '../domain/uploads/pages';
import { PX_PER_INCH } from '../domain/units';
import { idOf, setId } from './customProperties';
import { createDesignImage, DesignImage } from './designImage';
import { randomSuffix } from './editing';
import { imageElementOf } from './imageSources';

/** What the editor asks to place. */
export interface PlaceImageRequest {
  /** Source in the design JSON (`upload-local:<fileId>` or an API path). */
  src: string;
  fit: ImageFit;
  /**
   * Source pixels after orientation (the original's, not the display raster's); null when
   * unknown, and the loaded raster's size stands in.
   */
  resolution: ImageResolution | null;
  dpiCheckEnabled: boolean;
  isMoreThan64MP: boolean;
  /** The server's image id, when it exists already. */
  usedUploadId?: string;
  /**
   * The page of the file to show (0-based; default 0): its pixels are kept under
   * `pageSourceKey(src, page)` (src/domain/uploads/pages) and the object keeps it in `data.page`.
   */
  page?: number;
}

/** Object fields as the spec names them. */
interface ImageFields {
  'data-usedUploadId'?: string | number;
  'data-dpiCheckEnabled'?: boolean;
  data?: { resolution?: ImageResolution; dpiResult?: DpiResult; page?: number };
  isMoreThan64MP?: boolean;
}

function fields(o: FabricObject): ImageFields {
  return o as unknown as ImageFields;
}

export function isDesignImage(o: FabricObject | undefined): o is DesignImage {
  return o instanceof DesignImage;
}

/** A new image object for `request`, placed on `artboard`; rejects when its source cannot load. */
export async function createPlacedImage(
  request: PlaceImageRequest,
  artboard: Size,
): Promise<DesignImage> {
  const page = request.page ?? 0;
  const element = await imageElementOf(pageSourceKey(request.src, page));
  const image = createDesignImage(element, request.src);
  const intrinsic = { width: image.width, height: image.height };
  // A DPI-checked raster is placed no larger than the product's threshold allows.
  const dpiChecked = request.dpiCheckEnabled ? (request.resolution ?? intrinsic) : null;
  const { scale, centerX, centerY } = placeImage(intrinsic, artboard, request.fit, dpiChecked);
  image.set({ left: centerX, top: centerY, scaleX: scale, scaleY: scale });
  setId(
    image,
    newObjectId(
      request.fit === 'fullWidth' ? 'changeable-svg-' : 'changeable-image-',
      randomSuffix,
    ),
  );
  Object.assign(image, {
    ...(request.usedUploadId ? { 'data-usedUploadId': request.usedUploadId } : {}),
    'data-dpiCheckEnabled': request.dpiCheckEnabled,
    isMoreThan64MP: request.isMoreThan64MP,
    data: { resolution: request.resolution ?? intrinsic, ...(page > 0 ? { page } : {}) },
  } satisfies ImageFields);
  refreshDpi(image, artboard);
  return image;
}

function resolutionOf(image: DesignImage): ImageResolution {
  return fields(image).data?.resolution ?? { width: image.width, height: image.height };
}

/** Size on the artboard, canvas px, also while inside a scaled multiple selection. */
function placedSize(image: DesignImage): Size {
  const scaling = image.getObjectScaling();
  return { width: image.width * Math.abs(scaling.x), height: image.height * Math.abs(scaling.y) };
}

/** Measures `data.dpiResult` again at the image's current size. */
export function refreshDpi(image: DesignImage, artboard: Size): DpiResult | null {
  const f = fields(image);
  const dpi = placedImageDpi({
    resolution: resolutionOf(image),
    placed: placedSize(image),
    artboard,
    dpiCheckEnabled: f['data-dpiCheckEnabled'] === true,
  });
  const data = { ...f.data };
  if (dpi) data.dpiResult = dpi;
  else delete data.dpiResult;
  f.data = data;
  return dpi;
}

/** The readout of a placed image. */
export function placedImageInfo(image: DesignImage): PlacedImageInfo {
  const f = fields(image);
  const resolution = resolutionOf(image);
  const placed = placedSize(image);
  return {
    id: idOf(image),
    pixelWidth: resolution.width,
    pixelHeight: resolution.height,
    megapixels: Math.round((resolution.width * resolution.height) / 1e5) / 10,
    placedInches: { width: placed.width / PX_PER_INCH, height: placed.height / PX_PER_INCH },
    dpiCheckEnabled: f['data-dpiCheckEnabled'] === true,
    dpi: f.data?.dpiResult ?? null,
    isMoreThan64MP: f.isMoreThan64MP === true,
    sourceMissing: image.sourceMissing,
  };
}

/** Points every image drawing local upload `fromSrc` at the server's image instead. */
export function resolveUploadedImages(
  objects: FabricObject[],
  fromSrc: string,
  imageId: string,
  src: string,
): void {
  for (const o of objects) {
    if (isDesignImage(o) && o.designSrc === fromSrc) {
      o.designSrc = src;
      fields(o)['data-usedUploadId'] = imageId;
    }
  }
}
