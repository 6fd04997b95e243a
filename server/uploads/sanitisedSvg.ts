/**
 * The sanitised copy of an uploaded SVG (codecs/svg/svgSanitize.ts: no script, event
 * attributes, foreignObject, external references or entity declarations), kept beside the
 * original under the upload's own prefix (`uploads/<upload id>/sanitised.svg`, deleted with it).
 * `system/source` serves it wherever an SVG original would be shown (the display raster, and
 * the thumbnails an SVG falls back to): the editor places it on the canvas, and an original an
 * outside client sent without the editor's sanitising never reaches a page inline. Made on the
 * first request and kept; the original stays as sent for `size=2` (an attachment, sandboxed).
 */
import { sanitizeSvg } from '../../codecs/svg/svgSanitize';
import type { BlobStorage } from '../storage/blobStorage';
import { uploadIdOfKey, uploadPrefix } from './blobKeys';
import type { SourceFile } from './imageFiles';

export const SVG_MIME_TYPE = 'image/svg+xml';
/** Changes when the sanitiser's output would: cached copies and ETags of older rules go stale. */
const SANITISER_VERSION = 1;

function sanitisedKey(uploadId: string): string {
  return `${uploadPrefix(uploadId)}sanitised-v${SANITISER_VERSION}.svg`;
}

/**
 * The sanitised copy of SVG original `file`, made when missing; null when the original cannot be
 * read or is not a well-formed SVG document (nothing safe to show).
 */
export async function sanitisedSvgFile(
  storage: BlobStorage,
  file: SourceFile,
): Promise<SourceFile | null> {
  const uploadId = uploadIdOfKey(file.key);
  if (!uploadId) return null;
  const key = sanitisedKey(uploadId);
  let size = await storage.size(key);
  if (size === null) {
    const original = await storage.get(file.key);
    if (!original) return null;
    let svg: string;
    try {
      svg = sanitizeSvg(new TextDecoder('utf-8').decode(original)).svg;
    } catch {
      return null;
    }
    const bytes = new TextEncoder().encode(svg);
    await storage.put(key, bytes);
    size = bytes.length;
  }
  return {
    key,
    role: 'display',
    mimeType: SVG_MIME_TYPE,
    size,
    // The copy is a pure function of the original and the sanitiser's version.
    sha256: `${file.sha256}-sanitised-v${SANITISER_VERSION}`,
    fileName: file.fileName,
  };
}
