/**
 * Uploaded images (docs/upload-protocol.md, spec canvas §7):
 *
 * - `POST EditorElement/AttachUploadedFile/{fileId}?fileName=` (signed in; else 401) and
 *   `POST EditorElement/AttachUploadedTemporaryFile/{fileId}?fileName=` (guests: a temporary
 *   image of the session) create an image from a complete upload; with
 *   `&rendition=thumbnail240|thumbnail960|display&imageId=` they attach a rendition to the image
 *   instead. Answer: the image and `detailed`.
 * - `GET Profile/UploadImages`: `{images, detailed}`.
 * - `DELETE EditorElement/DeleteImage?imageId=`: `{detailed}`; someone else's image is a 404.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiErrorKey } from '../../src/domain/apiErrors';
import type {
  AttachAnswer,
  RenditionRole,
  UploadImagesAnswer,
} from '../../src/domain/uploads/protocol';
import { RENDITION_ROLES } from '../../src/domain/uploads/protocol';
import { FILE_ID_PARAMS } from './fileIdParams';
import { HttpError, generalError } from '../http/httpError';
import { ownerOf } from '../uploads/owner';
import { detailsOf } from '../uploads/quota';
import type { UploadService } from '../uploads/service';

/** Options of the image routes. */
export interface UploadedImageRouteOptions {
  uploads: UploadService;
}

/** A pixel side an attach may state: 1 to 999,999 (PSB's limit is 300,000 px). */
const PIXEL_SIDE_PATTERN = '^[1-9][0-9]{0,5}$';

/** A page count an attach may state: 1 to 10,000 (the pipeline counts at most 10,000). */
const PAGES_PATTERN = '^([1-9][0-9]{0,3}|10000)$';

/** Image ids: 1 to 64 of `[A-Za-z0-9_-]` (the server makes 22). */
export const IMAGE_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

interface AttachRequest {
  Params: { fileId: string };
  Querystring: {
    fileName?: string;
    rendition?: RenditionRole;
    imageId?: string;
    /** Decimal integers (query values are strings; no type coercion on this server). */
    pixelWidth?: string;
    pixelHeight?: string;
    /** Pages of the original a shopper may choose from (1–10,000). */
    pages?: string;
  };
}

const attachSchema = {
  params: FILE_ID_PARAMS,
  querystring: {
    type: 'object',
    properties: {
      fileName: { type: 'string', maxLength: 2048 },
      rendition: { type: 'string', enum: [...RENDITION_ROLES] },
      imageId: { type: 'string', pattern: IMAGE_ID_PATTERN },
      pixelWidth: { type: 'string', pattern: PIXEL_SIDE_PATTERN },
      pixelHeight: { type: 'string', pattern: PIXEL_SIDE_PATTERN },
      pages: { type: 'string', pattern: PAGES_PATTERN },
    },
    // A rendition names its image, and an image id is only for a rendition; a pixel size has
    // both sides.
    dependencies: {
      rendition: ['imageId'],
      imageId: ['rendition'],
      pixelWidth: ['pixelHeight'],
      pixelHeight: ['pixelWidth'],
    },
  },
} as const;

const uploadedImageRoutes: FastifyPluginAsync<UploadedImageRouteOptions> = async (app, options) => {
  const { uploads } = options;
  const details = (request: FastifyRequest) =>
    detailsOf(app.db, ownerOf(request.session), uploads.config);

  async function attach(
    request: FastifyRequest<AttachRequest>,
    temporary: boolean,
  ): Promise<AttachAnswer> {
    const owner = ownerOf(request.session);
    const { fileId } = request.params;
    const { fileName, rendition, imageId, pixelWidth, pixelHeight, pages } = request.query;
    const pixelSize =
      pixelWidth && pixelHeight
        ? { width: Number(pixelWidth), height: Number(pixelHeight) }
        : undefined;
    const image =
      rendition && imageId
        ? await uploads.images.attachRendition(owner, fileId, imageId, rendition)
        : await uploads.images.attachOriginal(owner, fileId, {
            fileName,
            temporary,
            pixelSize,
            ...(pages ? { pages: Number(pages) } : {}),
          });
    return { ...image, detailed: await details(request) };
  }

  app.post<AttachRequest>(
    '/EditorElement/AttachUploadedFile/:fileId',
    { schema: attachSchema, config: { needsSession: true } },
    async (request) => {
      if (request.session.userId === null)
        throw new HttpError(401, generalError(401, ApiErrorKey.sessionExpired));
      return attach(request, false);
    },
  );

  app.post<AttachRequest>(
    '/EditorElement/AttachUploadedTemporaryFile/:fileId',
    { schema: attachSchema, config: { needsSession: true } },
    (request) => attach(request, true),
  );

  app.get('/Profile/UploadImages', async (request): Promise<UploadImagesAnswer> => {
    const images = await uploads.images.list(ownerOf(request.session));
    return {
      images,
      detailed: await details(request),
      signedIn: request.session.userId !== null,
    };
  });

  app.delete<{ Querystring: { imageId: string } }>(
    '/EditorElement/DeleteImage',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['imageId'],
          properties: { imageId: { type: 'string', pattern: IMAGE_ID_PATTERN } },
        },
      },
    },
    async (request) => {
      const removed = await uploads.images.remove(ownerOf(request.session), request.query.imageId);
      if (!removed) throw HttpError.notFound();
      return { imageId: request.query.imageId, detailed: await details(request) };
    },
  );
};

/** Attach, list and delete uploaded images. */
export default uploadedImageRoutes;
