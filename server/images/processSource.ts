/**
 * What `/images/process` may read — never an open proxy: `src` is one of
 * - a CDN path of our own pictures, `/images/<folders>/<name>.<svg|png|jpg|jpeg|webp>` (the
 *   content library, product images, stock pictures), letters, digits, `-`, `_` and `.` only, no
 *   `.` or `..` segment, resolved inside the CDN folder and an existing file; or
 * - an upload the caller may read: `/api/v1/system/source?id=<image id>[&size=0|1|3]` (the
 *   display renditions; size 2, the original, is not processed), looked up with the caller's
 *   session exactly as `system/source` does (someone else's image is a 404).
 * Anything else — an absolute or protocol-relative URL, `data:`, a backslash, an escape that
 * decodes to `..` — is a 400 `imageSourceInvalid`; a well-formed source that does not exist is
 * a 404.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../http/httpError';
import type { Owner } from '../uploads/owner';
import { sanitisedSvgFile, SVG_MIME_TYPE } from '../uploads/sanitisedSvg';
import type { UploadService } from '../uploads/service';
import type { SourceSize } from '../uploads/imageFiles';
import { IMAGE_ID_PATTERN } from '../routes/uploadedImages';

/** The key of a source we never read. */
export const IMAGE_SOURCE_INVALID = 'imageSourceInvalid';

const CDN_PATH =
  /^\/images\/(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(svg|png|jpe?g|webp)$/;
const UPLOAD_PATH = /^\/api\/v1\/system\/source\?(.*)$/i;

/** A readable source: its bytes, and what identifies this version of them (for the cache). */
export interface ProcessSource {
  /** 'public': our own pictures (cacheable by anyone); 'private': a caller's upload. */
  visibility: 'public' | 'private';
  version: string;
  isSvg: boolean;
  read(): Promise<Buffer>;
}

function invalid(): HttpError {
  return HttpError.validation(IMAGE_SOURCE_INVALID, 'src');
}

async function cdnSource(imagesDir: string, src: string): Promise<ProcessSource> {
  if (!CDN_PATH.test(src) || src.split('/').some((s) => s === '.' || s === '..')) throw invalid();
  const file = path.resolve(imagesDir, `.${src.slice('/images'.length)}`);
  if (!file.startsWith(imagesDir + path.sep)) throw invalid();
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw HttpError.notFound();
  return {
    visibility: 'public',
    version: `${src}:${stat.size}:${stat.mtimeMs}`,
    isSvg: src.endsWith('.svg'),
    read: () => fs.readFile(file),
  };
}

async function uploadSource(
  uploads: UploadService,
  owner: Owner,
  query: string,
): Promise<ProcessSource> {
  const params = new URLSearchParams(query);
  const known = new Set(['id', 'size', 'isTemporary']);
  if ([...params.keys()].some((k) => !known.has(k))) throw invalid();
  const id = params.get('id') ?? '';
  const size = params.get('size') ?? '1';
  if (!new RegExp(IMAGE_ID_PATTERN).test(id) || !/^[013]$/.test(size)) throw invalid();
  const found = await uploads.images.source(owner, id, Number(size) as SourceSize);
  const file =
    found?.role === 'original' && found.mimeType === SVG_MIME_TYPE
      ? await sanitisedSvgFile(uploads.storage, found)
      : found;
  if (!file) throw HttpError.notFound();
  return {
    visibility: 'private',
    version: `upload:${file.sha256}`,
    isSvg: file.mimeType === SVG_MIME_TYPE,
    read: async () => {
      const bytes = await uploads.storage.get(file.key);
      if (!bytes) throw HttpError.notFound();
      return bytes;
    },
  };
}

/** The source `src` names, checked; throws 400 or 404 as above. */
export async function processSource(
  src: string,
  imagesDir: string,
  uploads: UploadService,
  owner: () => Owner,
): Promise<ProcessSource> {
  if (src.length > 2048 || src.includes('\\')) throw invalid();
  if (src.startsWith('/images/')) return cdnSource(imagesDir, src);
  const upload = UPLOAD_PATH.exec(src);
  if (upload) return uploadSource(uploads, owner(), upload[1]!);
  throw invalid();
}
