/** An error that answers with a given status and the API error body (src/domain/apiErrors). */
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import { apiError, ApiErrorKey, DOMAIN_VALIDATIONS } from '../../src/domain/apiErrors';

/** Thrown by routes and hooks; the error handler answers with its status and body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
  ) {
    super(`HTTP ${statusCode}: ${Object.values(body.errors).flat().join(', ')}`);
    this.name = 'HttpError';
  }

  /**
   * A validation refusal: `domainValidations: [key]`, plus `domainValidations.<field>: [key]`
   * when the field is known.
   */
  static validation(key: string, field?: string, status = 400): HttpError {
    const body = apiError(status, [key]);
    if (field) body.errors[`${DOMAIN_VALIDATIONS}.${field}`] = [key];
    return new HttpError(status, body);
  }

  /** 404 `{general: ['resourceNotFound']}`. */
  static notFound(): HttpError {
    return new HttpError(404, generalError(404, ApiErrorKey.resourceNotFound));
  }
}

/** `{status, errors: {general: [key]}}`: failures that are not about a field. */
export function generalError(status: number, key: string): ApiErrorBody {
  return apiError(status, [key], 'general');
}
