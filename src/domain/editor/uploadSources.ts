/**
 * Where a placed upload's pixels come from, as written in the design JSON (`src` of an image
 * object). An image placed before its upload finished points at the browser's own decoded copy
 * (`upload-local:<fileId>`, never sent anywhere); once the server made the image, every such
 * reference — on the canvas and in both sides' histories — becomes the server's source path
 * (`/api/v1/system/source?id=…&size=1`), relative to the API origin, and the object gets its
 * `data-usedUploadId`.
 */

export const LOCAL_UPLOAD_PREFIX = 'upload-local:';

/** The source of an image placed from the browser's decoded copy of upload `fileId`. */
export function localUploadSrc(fileId: string): string {
  return `${LOCAL_UPLOAD_PREFIX}${fileId}`;
}

/** The file id of a local source, or null. */
export function localUploadFileId(src: unknown): string | null {
  return typeof src === 'string' && src.startsWith(LOCAL_UPLOAD_PREFIX)
    ? src.slice(LOCAL_UPLOAD_PREFIX.length)
    : null;
}

/** What `GET system/source` serves (spec canvas §7): 0 thumbnail, 1 display raster, 2 original. */
export type SourceSize = 0 | 1 | 2 | 3;

/** API path of an uploaded image's rendition (relative to the API origin). */
export function uploadedImageSrc(
  imageId: string,
  isTemporary: boolean,
  size: SourceSize = 1,
): string {
  const query = new URLSearchParams({ id: imageId, size: String(size) });
  if (isTemporary) query.set('isTemporary', 'true');
  return `/api/v1/system/source?${query.toString()}`;
}

/** The image id of a server source path, or null. */
export function uploadedImageId(src: unknown): string | null {
  if (typeof src !== 'string' || !src.startsWith('/api/v1/system/source?')) return null;
  return new URLSearchParams(src.slice(src.indexOf('?') + 1)).get('id');
}

type Json = Record<string, unknown>;

function rewrite(object: Json, from: string, imageId: string, src: string): boolean {
  let changed = false;
  if (object.src === from) {
    object.src = src;
    object['data-usedUploadId'] = imageId;
    changed = true;
  }
  // Groups keep their members in `objects`; a clip path is an object too.
  for (const child of [...(Array.isArray(object.objects) ? object.objects : []), object.clipPath])
    if (child && typeof child === 'object')
      changed = rewrite(child as Json, from, imageId, src) || changed;
  return changed;
}

/**
 * A design snapshot with every reference to local upload `fileId` replaced by the server's image
 * (`src` and `data-usedUploadId`). Snapshots without one come back as the same string.
 */
export function resolvePendingUpload(
  json: string,
  fileId: string,
  imageId: string,
  src: string,
): string {
  const from = localUploadSrc(fileId);
  if (!json.includes(from)) return json;
  try {
    const design = JSON.parse(json) as Json;
    const objects = Array.isArray(design.objects) ? (design.objects as Json[]) : [];
    let changed = false;
    for (const o of objects)
      if (o && typeof o === 'object') changed = rewrite(o, from, imageId, src) || changed;
    return changed ? JSON.stringify(design) : json;
  } catch {
    return json;
  }
}
