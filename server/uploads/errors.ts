/**
 * Refusals of the upload API. Every one is the API error body (src/domain/apiErrors) with the
 * keys grouped under `domainValidations` (and `domainValidations.<header or parameter>` when one
 * is to blame); the chunk endpoint adds `result: 'BadRequest'` to its 400s. Keys the spec's
 * messages need parameters for carry them in `params` (fileName, acceptableFiles, maxSize,
 * maxCount). The keys and body shape are shared with the editor (src/domain/uploads/protocol).
 */
import { DOMAIN_VALIDATIONS } from '../../src/domain/apiErrors';
import type { UploadErrorBody, UploadErrorParams } from '../../src/domain/uploads/protocol';
import { HttpError } from '../http/httpError';

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
