/**
 * Design files (docs/upload-protocol.md §7, src/domain/uploads/designFiles.ts):
 *
 * - `POST EditorElement/AttachDesignFile/{fileId}?kind=png|svg|thumbnail240|thumbnail960`
 *   (guests and signed-in users): records the caller's complete design-purpose upload; answers
 *   `{id, fileId, kind, mimeType, bytes, width, height, dpi, sha256, createdAt, path}`.
 * - `GET system/designFile?id=`: the bytes, to their owner only (anyone else, or an unknown id,
 *   gets 404, never 403, so ids cannot be probed); streamed from storage, one byte range at a
 *   time when asked (206), `Cache-Control: private, no-cache` with the SHA-256 as ETag (304).
 * - `DELETE EditorElement/DesignFile/{id}`: `{id, deleted: true}`; someone else's: 404.
 *
 * Active content is never served: an SVG is stored as it was sent (scripts included; see
 * server/uploads/purposes.ts), so every answer carries `X-Content-Type-Options: nosniff` and a
 * sandboxing Content-Security-Policy. Opened directly, an SVG renders as a picture in an opaque
 * origin: no script, no form, no plugin, no request but its own `data:` images and fonts and
 * images of this origin (the uploads a design places: `/api/v1/system/source?…`).
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { DeleteDesignFileAnswer, DesignFileKind } from '../../src/domain/uploads/designFiles';
import { DESIGN_FILE_ID_PATTERN, DESIGN_FILE_KINDS } from '../../src/domain/uploads/designFiles';
import { FILE_ID_PARAMS } from './fileIdParams';
import { contentRange, rangeAnswerOf } from '../http/byteRange';
import { HttpError } from '../http/httpError';
import { contentDisposition } from '../uploads/fileName';
import { ownerOf } from '../uploads/owner';
import type { UploadService } from '../uploads/service';

/** Options of the design-file routes. */
export interface DesignFileRouteOptions {
  uploads: UploadService;
}

/**
 * The policy of every design-file answer: sandboxed (no script, opaque origin), nothing loaded
 * but inline styles, `data:` images and fonts (an exported SVG embeds its fonts and may embed
 * its photos) and images of this origin (or links them to `system/source`).
 */
export const DESIGN_FILE_CONTENT_SECURITY_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: 'self'; font-src data:";

const idSchema = { type: 'string', pattern: DESIGN_FILE_ID_PATTERN.source } as const;

interface AttachRequest {
  Params: { fileId: string };
  Querystring: { kind: DesignFileKind };
}

const designFileRoutes: FastifyPluginAsync<DesignFileRouteOptions> = async (app, options) => {
  const { uploads } = options;

  app.post<AttachRequest>(
    '/EditorElement/AttachDesignFile/:fileId',
    {
      config: { needsSession: true },
      schema: {
        params: FILE_ID_PARAMS,
        querystring: {
          type: 'object',
          required: ['kind'],
          properties: { kind: { type: 'string', enum: [...DESIGN_FILE_KINDS] } },
        },
      },
    },
    (request) =>
      uploads.designs.attach(ownerOf(request.session), request.params.fileId, request.query.kind),
  );

  app.get<{ Querystring: { id: string } }>(
    '/system/designFile',
    {
      schema: {
        querystring: { type: 'object', required: ['id'], properties: { id: idSchema } },
      },
    },
    async (request, reply) => {
      const file = await uploads.designs.find(ownerOf(request.session), request.query.id);
      if (!file) throw HttpError.notFound();
      const etag = `"${file.sha256}"`;
      void reply
        .header('cache-control', 'private, no-cache')
        .header('etag', etag)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DESIGN_FILE_CONTENT_SECURITY_POLICY)
        .header('content-disposition', contentDisposition('inline', file.fileName))
        .type(file.mimeType);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      // A range of another version of the file is no range of this one (If-Range).
      const ifRange = request.headers['if-range'];
      const answer =
        ifRange === undefined || ifRange === etag
          ? rangeAnswerOf(request.headers.range, file.bytes)
          : ({ kind: 'whole' } as const);
      if (answer.kind === 'unsatisfiable') {
        return reply.code(416).header('content-range', contentRange(null, file.bytes)).send();
      }
      const range = answer.kind === 'partial' ? answer.range : null;
      const length = range ? range.end - range.start + 1 : file.bytes;
      if (range) void reply.code(206).header('content-range', contentRange(range, file.bytes));
      void reply.header('content-length', String(length));
      // HEAD: the headers only. Fastify would read a file's whole stream to discard it, and
      // answers no payload with Content-Length 0; an empty stream keeps the length above.
      if (request.method === 'HEAD') return reply.send(Readable.from([]));
      const stream = await uploads.storage.read(file.key, range ?? undefined);
      if (!stream) throw HttpError.notFound();
      return reply.send(stream);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/EditorElement/DesignFile/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: idSchema } },
      },
    },
    async (request): Promise<DeleteDesignFileAnswer> => {
      const removed = await uploads.designs.remove(ownerOf(request.session), request.params.id);
      if (!removed) throw HttpError.notFound();
      return { id: request.params.id, deleted: true };
    },
  );
};

/** Attach, serve and delete design files. */
export default designFileRoutes;
