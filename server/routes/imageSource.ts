/**
 * `GET system/source?id=&size=0|1|2|3[&isTemporary=true]` (spec canvas §7): the bytes of one of
 * the caller's uploaded images. size 0 the 240 thumbnail, 1 the display raster, 2 the original
 * (export and print), 3 the 960 thumbnail; a missing rendition falls back to the next larger
 * file (see SOURCE_FALLBACKS). Someone else's image, or an unknown one, is a 404.
 *
 * Private, revalidated caching: `Cache-Control: private, no-cache` with the file's SHA-256 as
 * ETag (a 304 when it matches `If-None-Match`). Every answer carries `nosniff` and a sandboxing
 * Content-Security-Policy, so an uploaded SVG opened directly cannot run script on this origin;
 * the original is sent as an attachment. An SVG is never shown from its original: sizes 0, 1 and 3
 * serve its sanitised copy (uploads/sanitisedSvg.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/httpError';
import { contentDisposition } from '../uploads/fileName';
import type { SourceSize } from '../uploads/imageFiles';
import { ownerOf } from '../uploads/owner';
import { sanitisedSvgFile, SVG_MIME_TYPE } from '../uploads/sanitisedSvg';
import type { UploadService } from '../uploads/service';
import { IMAGE_ID_PATTERN } from './uploadedImages';

/** Options of the source route. */
export interface ImageSourceRouteOptions {
  uploads: UploadService;
}

/** Sandboxes whatever the file is if a browser opens it as a page. */
const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

interface SourceRequest {
  Querystring: { id: string; size?: '0' | '1' | '2' | '3'; isTemporary?: string };
}

const imageSourceRoutes: FastifyPluginAsync<ImageSourceRouteOptions> = async (app, options) => {
  const { uploads } = options;

  app.get<SourceRequest>(
    '/system/source',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'string', pattern: IMAGE_ID_PATTERN },
            size: { type: 'string', enum: ['0', '1', '2', '3'] },
            // Accepted for the editor's calls; the image is found by id either way.
            isTemporary: { type: 'string', enum: ['true', 'false'] },
          },
        },
      },
    },
    async (request, reply) => {
      const size = Number(request.query.size ?? '1') as SourceSize;
      const found = await uploads.images.source(ownerOf(request.session), request.query.id, size);
      const file =
        found?.role === 'original' && found.mimeType === SVG_MIME_TYPE && size !== 2
          ? await sanitisedSvgFile(uploads.storage, found)
          : found;
      if (!file) throw HttpError.notFound();
      const etag = `"${file.sha256}"`;
      const notModified = request.headers['if-none-match'] === etag;
      const stream = notModified ? null : await uploads.storage.read(file.key);
      if (!notModified && !stream) throw HttpError.notFound();
      void reply
        .header('cache-control', 'private, no-cache')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', CONTENT_SECURITY_POLICY)
        .header(
          'content-disposition',
          contentDisposition(file.role === 'original' ? 'attachment' : 'inline', file.fileName),
        );
      if (!stream) return reply.code(304).send();
      return reply.type(file.mimeType).header('content-length', String(file.size)).send(stream);
    },
  );
};

/** GET system/source. */
export default imageSourceRoutes;
