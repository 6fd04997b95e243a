/**
 * Refusals of the upload API. Every one is the API error body (src/domain/apiErrors) with the
 * keys grouped under `domainValidations` (and `domainValidations.<header or parameter>` when one
 * is to blame); the chunk endpoint adds `result: 'BadRequest'` to its 400s. Keys the spec's
 * messages need parameters for carry them in `params` (fileName, acceptableFiles, maxSize,
 * maxCount).
 */
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import { DOMAIN_VALIDATIONS } from '../../src/domain/apiErrors';
import { PipelineErrorKey } from '../../src/domain/imaging/errors';
import { HttpError } from '../http/httpError';

/** Error keys of the upload API (translated in server/db/translations). */
export const UploadErrorKey = {
  /** Spec: the detected type is not accepted. Params: fileName, acceptableFiles. */
  fileTypeInvalid: 'uploadFileTypeInvalid',
  /** Spec: the owner already keeps the most images allowed. Params: maxCount. */
  fileCountInvalid: 'uploadFileCountInvalid',
  /** Spec: the file is over the size limit. Params: maxSize, fileName. */
  fileSizeInvalid: 'uploadFileSizeInvalid',
  /** Spec: the owner's stored bytes would pass the limit. Params: maxSize. */
  fileSizeTotalInvalid: 'uploadFileSizeTotalInvalid',
  /** Zero-byte file. */
  emptyFile: PipelineErrorKey.empty,
  /** Headers that disagree with each other, the body or the upload's first chunk. */
  chunkInvalid: 'uploadChunkInvalid',
  /** The body's SHA-256 is not the declared one (or the whole file's is not). */
  checksumMismatch: 'uploadChecksumMismatch',
  /** A chunk index already received with other bytes. */
  chunkConflict: 'uploadChunkConflict',
  /** A malformed file id, or one another session or user is using. */
  fileIdInvalid: 'uploadFileIdInvalid',
  /** Attach of a file whose chunks have not all arrived. */
  incomplete: 'uploadIncomplete',
  /** Attach of a rendition-purpose upload as an image, or the reverse. */
  purposeInvalid: 'uploadPurposeInvalid',
  /** The reCAPTCHA token is missing while reCAPTCHA is configured (spec shell §8). */
  securityTokenInvalid: 'invalidReCaptchaToken',
} as const;
export type UploadErrorKey = (typeof UploadErrorKey)[keyof typeof UploadErrorKey];

/** Message parameters of an upload refusal. */
export type UploadErrorParams = Record<string, string | number>;

/** The body of an upload refusal. */
export interface UploadErrorBody extends ApiErrorBody {
  /** On 400s of the chunk endpoint (spec canvas §3, chunk upload result). */
  result?: 'BadRequest';
  params?: UploadErrorParams;
}

/** A 400 (or `status`) with `key` under `domainValidations` (and `.field`), plus `params`. */
export function uploadRefusal(
  key: string,
  options: { field?: string; params?: UploadErrorParams; status?: number } = {},
): HttpError {
  const status = options.status ?? 400;
  const body: UploadErrorBody = { status, errors: { [DOMAIN_VALIDATIONS]: [key] } };
  if (options.field) body.errors[`${DOMAIN_VALIDATIONS}.${options.field}`] = [key];
  if (options.params) body.params = options.params;
  return new HttpError(status, body);
}

/** "50 MB", "200 MB", "2 GB", "512 KB": sizes in the units people read (1 MB = 1 MiB). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}
