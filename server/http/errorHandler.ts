/**
 * The one error handler: every failure answers with the API error body, never a stack trace or
 * an internal message. Schema errors -> 400 (requiredField / invalidField), malformed JSON ->
 * 400 invalidJson, body too large -> 413 payloadTooLarge, unknown path -> 404
 * `{general: ['resourceNotFound']}`, anything unexpected -> 500 opsSomethingWentWrong (logged).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError, ApiErrorKey } from '../../src/domain/apiErrors';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import { generalError, HttpError } from './httpError';
import { setNoCacheHeaders } from './noCache';
import { validationErrorBody } from './validationErrors';

/** Known framework errors and their answers. */
const BY_CODE: Record<string, () => ApiErrorBody> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => apiError(400, [ApiErrorKey.invalidJson]),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => apiError(400, [ApiErrorKey.invalidJson]),
  FST_ERR_CTP_BODY_TOO_LARGE: () => apiError(413, [ApiErrorKey.payloadTooLarge]),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => apiError(415, [ApiErrorKey.unsupportedMediaType]),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => apiError(400, [ApiErrorKey.invalidField]),
};

/** The answer for an error of any kind. */
export function errorBodyOf(error: unknown): ApiErrorBody {
  if (error instanceof HttpError) return error.body;
  const e = error as Partial<FastifyError>;
  if (Array.isArray(e.validation)) return validationErrorBody(e.validation);
  const byCode = e.code ? BY_CODE[e.code] : undefined;
  if (byCode) return byCode();
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  // Static file refusals (403 for dot files or paths outside the root) read as "not found".
  if (status === 404 || status === 403) return generalError(404, ApiErrorKey.resourceNotFound);
  if (status === 429) return apiError(429, [ApiErrorKey.tooManyRequests]);
  if (status === 400) return apiError(400, [ApiErrorKey.invalidField]);
  if (status > 400 && status < 500) return generalError(status, ApiErrorKey.somethingWentWrong);
  return generalError(500, ApiErrorKey.somethingWentWrong);
}

/**
 * Routing-stage failures (malformed URL encoding, a path parameter over 100 characters): 400
 * invalidField. No route matched, so no hook runs: the no-cache headers are set here.
 */
export function frameworkErrors(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  setNoCacheHeaders(reply);
  void reply.code(400).send(apiError(400, [ApiErrorKey.invalidField]));
}

/** Installs the error and not-found handlers on the root instance (children inherit them). */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = errorBodyOf(error);
    if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ status: body.status, errors: body.errors }, 'request refused');
    return reply.code(body.status).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler((_request, reply) => {
    return reply.code(404).send(generalError(404, ApiErrorKey.resourceNotFound));
  });
}
