/**
 * The print SVG's fonts (issue 14), made on the server from the catalogue's woff2 files:
 * - `GET Fonts/Subset?file&text`: the face file `file` (a URL the catalogue lists) cut down to the
 *   characters of `text`, as woff2 (`font/woff2`), for the SVG's `@font-face`;
 * - `GET Fonts/Glyphs?file&text`: the outlines of `text`'s characters in that file, font units
 *   with y up (`{unitsPerEm, glyphs: {char: {advance, d}}}`), for products cut as paths.
 * `text` holds 1 to SUBSET_MAX_CODE_POINTS code points (the export splits longer sets). `file` is
 * looked up in the catalogue, never turned into a path: an unknown one is a 404. The file's URL
 * names its content, so an answer never changes: cached for a year, immutable, public (any CDN
 * may keep it) and, like the font files, without the session cookie.
 */
import type { FastifyPluginAsync } from 'fastify';
import { SUBSET_MAX_CODE_POINTS } from '../../src/domain/fonts/svgFonts';
import { fontCatalogue, fontFilePaths } from '../fonts/catalogue';
import { faceGlyphs, subsetFace } from '../fonts/subset';
import { HttpError } from '../http/httpError';

/** A year, seconds: the file URL names the content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const querySchema = {
  querystring: {
    type: 'object',
    required: ['file', 'text'],
    properties: {
      file: { type: 'string', maxLength: 200, pattern: '^/fonts/[a-z0-9-]+/[a-z0-9.-]+\\.woff2$' },
      // Ajv counts code points, as the limit means.
      text: { type: 'string', minLength: 1, maxLength: SUBSET_MAX_CODE_POINTS },
    },
  },
} as const;

interface SubsetQuery {
  file: string;
  text: string;
}

const fontSubsetRoutes: FastifyPluginAsync = async (app) => {
  const files = fontFilePaths(fontCatalogue());
  const pathOf = (file: string): string => {
    const path = files.get(file);
    if (!path) throw HttpError.notFound();
    return path;
  };
  const publicAnswer = {
    onSend: async (_request: unknown, reply: { removeHeader(name: string): unknown }) => {
      reply.removeHeader('set-cookie');
    },
  };

  app.get<{ Querystring: SubsetQuery }>(
    '/Fonts/Subset',
    { schema: querySchema, ...publicAnswer },
    async (request, reply) => {
      const woff2 = await subsetFace(pathOf(request.query.file), request.query.text);
      return reply
        .header('content-type', 'font/woff2')
        .header('cache-control', IMMUTABLE)
        .header('access-control-allow-origin', '*')
        .header('x-content-type-options', 'nosniff')
        .send(woff2);
    },
  );

  app.get<{ Querystring: SubsetQuery }>(
    '/Fonts/Glyphs',
    { schema: querySchema, ...publicAnswer },
    async (request, reply) => {
      const glyphs = await faceGlyphs(pathOf(request.query.file), request.query.text);
      return reply
        .header('cache-control', IMMUTABLE)
        .header('access-control-allow-origin', '*')
        .send(glyphs);
    },
  );
};

/** The font subset and outline routes (under /api/v1). */
export default fontSubsetRoutes;
