/**
 * Reading the file references of a save or cart payload: a design file is named by the path
 * `AttachDesignFile` answered (`/api/v1/system/designFile?id=…`, absolute URLs of any origin
 * too: only the path and id are read) or by its bare id; a background by a CDN path
 * (`/images/…`) or an own upload's path (`/api/v1/system/source?id=…`). Pure: the server
 * checks ownership of what this returns.
 */
import { DESIGN_FILE_ID_PATTERN, DESIGN_FILE_PATH } from '../uploads/designFiles';

/** Error keys of the saved-designs and cart calls (translated in server/db/translations). */
export const DesignErrorKey = {
  /** A file id in the payload is not one of the caller's design files (or not a file id). */
  designFileNotOwned: 'designFileNotOwned',
  /** The background is neither a CDN image nor one of the caller's uploads. */
  backgroundImageInvalid: 'backgroundImageInvalid',
  /** A cart item of the accessory product cannot be opened in the designer (spec shell §4). */
  wrongCartItem: 'wrongCartItem',
  /** The design document is not one this server reads. */
  designDocumentInvalid: 'designDocumentInvalid',
  /** The product cannot be designed (the accessory product). */
  productNotDesignable: 'productNotDesignable',
} as const;

/** The design-file id a reference names, or null when it names none. */
export function designFileIdOf(ref: string): string | null {
  if (DESIGN_FILE_ID_PATTERN.test(ref)) return ref;
  let url: URL;
  try {
    url = new URL(ref, 'http://reference.invalid');
  } catch {
    return null;
  }
  if (url.pathname.toLowerCase() !== DESIGN_FILE_PATH.toLowerCase()) return null;
  const id = url.searchParams.get('id');
  return id !== null && DESIGN_FILE_ID_PATTERN.test(id) ? id : null;
}

/** What a background path names. */
export type BackgroundRef =
  | { kind: 'none' }
  | { kind: 'cdn'; path: string }
  | { kind: 'upload'; imageId: string }
  | {
      kind: 'invalid';
    };

const UPLOAD_SOURCE_PATH = '/api/v1/system/source';
/** Upload image ids (22 base64url characters; up to 64 accepted). */
const IMAGE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Reads `backgroundImagePath`: nothing, a CDN image or an own upload. */
export function backgroundRefOf(path: string | null | undefined): BackgroundRef {
  if (path === null || path === undefined || path === '') return { kind: 'none' };
  // Root-relative only: a background from another origin would make the print fetch it.
  if (!path.startsWith('/') || path.startsWith('//')) return { kind: 'invalid' };
  let url: URL;
  try {
    url = new URL(path, 'http://reference.invalid');
  } catch {
    return { kind: 'invalid' };
  }
  if (url.pathname.startsWith('/images/') && !url.pathname.includes('..'))
    return { kind: 'cdn', path };
  if (url.pathname.toLowerCase() === UPLOAD_SOURCE_PATH.toLowerCase()) {
    const id = url.searchParams.get('id');
    if (id !== null && IMAGE_ID_PATTERN.test(id)) return { kind: 'upload', imageId: id };
  }
  return { kind: 'invalid' };
}
