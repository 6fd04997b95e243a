/**
 * The chunked upload (docs/upload-protocol.md, spec canvas §7):
 *
 * - `POST FileManagement/ImageChunkedUpload`: one `application/octet-stream` chunk with the
 *   `X-Upload-*` headers; 206 `{result: 'Incomplete', received}` or 200 `{result: 'Success'}`,
 *   400 `{result: 'BadRequest', status, errors}`, 429 when the session sends too fast.
 * - `GET FileManagement/ImageChunkedUpload/{fileId}`: the chunks received so far (resume).
 *
 * In this plugin every client error but 404 and 429 is a 400 BadRequest (a chunk over the size
 * limit or in another content type included): the editor stops at once on a 400 and retries
 * anything else.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { apiError, ApiErrorKey } from '../../src/domain/apiErrors';
import type { UploadErrorBody } from '../../src/domain/uploads/protocol';
import { UploadErrorKey } from '../../src/domain/uploads/protocol';
import { FILE_ID_PARAMS } from './fileIdParams';
import { errorBodyOf } from '../http/errorHandler';
import { HttpError } from '../http/httpError';
import { readChunkHeaders } from '../uploads/chunkHeaders';
import { uploadRefusal } from '../uploads/errors';
import { ownerOf } from '../uploads/owner';
import type { UploadService } from '../uploads/service';

/** Options of the chunk routes. */
export interface UploadChunkRouteOptions {
  uploads: UploadService;
}

/** The answer body of an error on the chunk endpoint. */
function chunkErrorBody(error: unknown): UploadErrorBody {
  const code = (error as Partial<FastifyError>).code;
  let body: UploadErrorBody = errorBodyOf(error);
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    body = uploadRefusal(UploadErrorKey.chunkInvalid, { field: 'body' }).body;
  else if (body.status >= 400 && body.status < 500 && body.status !== 404 && body.status !== 429)
    body = { ...body, status: 400 };
  return body.status === 400 ? { ...body, result: 'BadRequest' } : body;
}

const uploadChunkRoutes: FastifyPluginAsync<UploadChunkRouteOptions> = async (app, options) => {
  const { uploads } = options;
  const maxChunkBytes = uploads.config.maxChunkBytes;

  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: maxChunkBytes },
    (_request, body, done) => done(null, body),
  );

  app.setErrorHandler((error, request, reply) => {
    const body = chunkErrorBody(error);
    if (body.status >= 500) request.log.error({ err: error }, 'upload failed');
    else request.log.info({ status: body.status, errors: body.errors }, 'upload refused');
    return reply.code(body.status).type('application/json; charset=utf-8').send(body);
  });

  /** Per-session token bucket, before the body is read. */
  async function rateLimited(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const taken = uploads.rateLimit.take(request.session.id);
    if (taken.ok) return;
    void reply.header('retry-after', String(Math.max(1, Math.ceil(taken.retryAfterMs / 1000))));
    throw new HttpError(429, apiError(429, [ApiErrorKey.tooManyRequests]));
  }

  app.post(
    '/FileManagement/ImageChunkedUpload',
    {
      bodyLimit: maxChunkBytes,
      onRequest: rateLimited,
      // Stores bytes for its session: the session's row is written, a guest's bytes counted.
      config: { needsSession: true, countsGuestUploadBytes: true },
    },
    async (request, reply) => {
      if (request.body !== undefined && !Buffer.isBuffer(request.body))
        throw uploadRefusal(ApiErrorKey.unsupportedMediaType, { field: 'Content-Type' });
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const headers = readChunkHeaders(request.headers);
      const answer = await uploads.chunks.receive(ownerOf(request.session), headers, body);
      return reply.code(answer.result === 'Success' ? 200 : 206).send(answer);
    },
  );

  const fileIdSchema = {
    schema: {
      params: FILE_ID_PARAMS,
    },
  } as const;

  app.delete<{ Params: { fileId: string } }>(
    '/FileManagement/ImageChunkedUpload/:fileId',
    fileIdSchema,
    async (request) => {
      const outcome = await uploads.chunks.discard(ownerOf(request.session), request.params.fileId);
      if (outcome === 'notYours') throw HttpError.notFound();
      if (outcome === 'attached')
        throw uploadRefusal(UploadErrorKey.fileIdInvalid, { field: 'fileId' });
      return { fileId: request.params.fileId, deleted: outcome === 'deleted' };
    },
  );

  app.get<{ Params: { fileId: string } }>(
    '/FileManagement/ImageChunkedUpload/:fileId',
    fileIdSchema,
    async (request) => {
      const status = await uploads.chunks.status(ownerOf(request.session), request.params.fileId);
      if (!status) throw HttpError.notFound();
      return status;
    },
  );
};

/** POST and GET FileManagement/ImageChunkedUpload. */
export default uploadChunkRoutes;
