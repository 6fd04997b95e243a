/**
 * The upload API's single requests (docs/upload-protocol.md §2–§3), under the same retry
 * policy as the chunks: the resume query `GET FileManagement/ImageChunkedUpload/{fileId}` and
 * the attach `POST EditorElement/AttachUploadedFile/{fileId}` (signed in) or
 * `AttachUploadedTemporaryFile/{fileId}` (guests); a design file's attach
 * `POST EditorElement/AttachDesignFile/{fileId}?kind=` and delete. Failures are values, never
 * throws.
 */
import type {
  DeleteDesignFileAnswer,
  DesignFileAnswer,
  DesignFileKind,
} from '../../domain/uploads/designFiles';
import type {
  AttachAnswer,
  RenditionRole,
  UploadStatusAnswer,
} from '../../domain/uploads/protocol';
import type { RequestFailure } from './retryingRequest';
import { failureOf, requestWithRetry } from './retryingRequest';
import type { Sleep } from './sleep';
import type { UploadTransport } from './transport';

export type { RequestFailure } from './retryingRequest';

/** What every request function takes besides its own arguments. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Waits between attempts; default a timer. */
  sleep?: Sleep;
}

/** What {@link attachUpload} attaches. */
export interface AttachRequest extends RequestOptions {
  /** The completed upload's client file id. */
  fileId: string;
  /** Signed in: `AttachUploadedFile` (the user's image); guest: `AttachUploadedTemporaryFile`. */
  signedIn: boolean;
  /** Replaces the upload's display name (sent percent-encoded, sanitised by the server). */
  fileName?: string;
  /** The original's pixel size after orientation (an image attach only; for the DPI check). */
  pixelWidth?: number;
  pixelHeight?: number;
  /** Pages of the original a shopper may choose from (an image attach only; 2 or more). */
  pages?: number;
  /** Attach as this rendition of image `imageId` instead of creating an image (both or neither). */
  rendition?: RenditionRole;
  imageId?: string;
}

export type AttachResult = { ok: true; answer: AttachAnswer } | RequestFailure;
export type UploadStatusResult = { ok: true; answer: UploadStatusAnswer } | RequestFailure;
export type DesignFileResult = { ok: true; answer: DesignFileAnswer } | RequestFailure;

const CHUNKED_UPLOAD_PATH = 'FileManagement/ImageChunkedUpload';

function isObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null;
}

/** Whether a body is an upload status (what the resume decision reads). */
export function isUploadStatusAnswer(body: unknown): body is UploadStatusAnswer {
  return (
    isObject(body) &&
    (body.result === 'Incomplete' || body.result === 'Success') &&
    typeof body.totalSize === 'number' &&
    typeof body.chunkSize === 'number' &&
    typeof body.chunkCount === 'number' &&
    Array.isArray(body.received)
  );
}

function isAttachAnswer(body: unknown): body is AttachAnswer {
  return isObject(body) && typeof body.id === 'string' && typeof body.fileId === 'string';
}

/**
 * `DELETE FileManagement/ImageChunkedUpload/{fileId}`: drops the caller's upload that no image
 * uses (a cancel, a file the editor could not read). True when it is gone (404 included: it
 * never was, or someone else's); false when it could not be deleted (it is left to the
 * server's cleanup of abandoned uploads).
 */
export async function discardUpload(
  transport: UploadTransport,
  fileId: string,
  options: RequestOptions = {},
): Promise<boolean> {
  const result = await requestWithRetry(
    transport,
    { path: `${CHUNKED_UPLOAD_PATH}/${encodeURIComponent(fileId)}`, method: 'DELETE' },
    { signal: options.signal, sleep: options.sleep },
  );
  return result.kind === 'answer' && (result.verdict === 'success' || result.status === 404);
}

/**
 * `GET FileManagement/ImageChunkedUpload/{fileId}`: which chunks the server has. 404
 * (`resourceNotFound`) when the caller has no upload of that id: start afresh.
 */
export async function uploadStatus(
  transport: UploadTransport,
  fileId: string,
  options: RequestOptions = {},
): Promise<UploadStatusResult> {
  const result = await requestWithRetry(
    transport,
    { path: `${CHUNKED_UPLOAD_PATH}/${encodeURIComponent(fileId)}`, method: 'GET' },
    { signal: options.signal, sleep: options.sleep, isValid: isUploadStatusAnswer },
  );
  if (result.kind === 'answer' && result.verdict === 'success')
    return { ok: true, answer: result.body as UploadStatusAnswer };
  return result.kind === 'skipped' ? failureOf({ kind: 'canceled' }) : failureOf(result);
}

/**
 * Makes a complete upload an image (or, with `rendition` and `imageId`, a rendition of one).
 * Safe to retry: attaching the same file again answers the same image.
 */
export async function attachUpload(
  transport: UploadTransport,
  request: AttachRequest,
): Promise<AttachResult> {
  const endpoint = request.signedIn ? 'AttachUploadedFile' : 'AttachUploadedTemporaryFile';
  // Percent-encoded (not URLSearchParams' '+' for spaces), as the protocol documents.
  const query = (
    ['fileName', 'rendition', 'imageId', 'pixelWidth', 'pixelHeight', 'pages'] as const
  )
    .filter((key) => request[key] !== undefined)
    .map((key) => `${key}=${encodeURIComponent(request[key] ?? '')}`);
  const search = query.length > 0 ? `?${query.join('&')}` : '';
  const result = await requestWithRetry(
    transport,
    {
      path: `EditorElement/${endpoint}/${encodeURIComponent(request.fileId)}${search}`,
      method: 'POST',
    },
    { signal: request.signal, sleep: request.sleep, isValid: isAttachAnswer },
  );
  if (result.kind === 'answer' && result.verdict === 'success')
    return { ok: true, answer: result.body as AttachAnswer };
  return result.kind === 'skipped' ? failureOf({ kind: 'canceled' }) : failureOf(result);
}

function isDesignFileAnswer(body: unknown): body is DesignFileAnswer {
  return isObject(body) && typeof body.id === 'string' && typeof body.path === 'string';
}

/**
 * Records a complete design upload (sent by `uploadInChunks` with `purpose: 'design'`) as the
 * export's `kind` file: `png` the print PNG, `svg` the SVG, `thumbnail240`/`thumbnail960` the
 * design thumbnails. The answer's `path` is what goes in the save and cart payloads. Guests and
 * signed-in users alike; safe to retry (the same file and kind answer the same design file).
 */
export async function attachDesignFile(
  transport: UploadTransport,
  fileId: string,
  kind: DesignFileKind,
  options: RequestOptions = {},
): Promise<DesignFileResult> {
  const result = await requestWithRetry(
    transport,
    {
      path: `EditorElement/AttachDesignFile/${encodeURIComponent(fileId)}?kind=${kind}`,
      method: 'POST',
    },
    { signal: options.signal, sleep: options.sleep, isValid: isDesignFileAnswer },
  );
  if (result.kind === 'answer' && result.verdict === 'success')
    return { ok: true, answer: result.body as DesignFileAnswer };
  return result.kind === 'skipped' ? failureOf({ kind: 'canceled' }) : failureOf(result);
}

/**
 * `DELETE EditorElement/DesignFile/{id}`: drops a design file the caller no longer needs (an
 * export replaced by a newer one), freeing its bytes of the design quota. True when it is gone
 * (404 included: already deleted, or never the caller's).
 */
export async function deleteDesignFile(
  transport: UploadTransport,
  id: string,
  options: RequestOptions = {},
): Promise<boolean> {
  const result = await requestWithRetry(
    transport,
    { path: `EditorElement/DesignFile/${encodeURIComponent(id)}`, method: 'DELETE' },
    {
      signal: options.signal,
      sleep: options.sleep,
      isValid: (body): body is DeleteDesignFileAnswer => isObject(body) && body.deleted === true,
    },
  );
  return result.kind === 'answer' && (result.verdict === 'success' || result.status === 404);
}
