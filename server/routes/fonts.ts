/**
 * The font catalogue's API (spec shell §7, canvas §7), on the database:
 * - `GET EditorElement/GetFontCategoryPaged?page&count`: categories (0-based page, default 24 a
 *   page), each with `fontCount` and its first 24 `fontFamilies`, most used first;
 * - `POST EditorElement/SearchFont` `{page: {number, size}, sort: {member, direction}, pattern,
 *   categoryId}`: `{count, data, pattern}`, 24 a page by default, at most 1500 (the editor's
 *   fetch of every server font); an empty `data` is the UI's 'No Results Found';
 * - `GET EditorElement/GetMostUsedFonts`: the 24 families chosen most often;
 * - `PATCH EditorElement/IncFontFamilyRating?id`: one more use (fire-and-forget for the editor);
 *   an unknown id is a 404. Like every unsafe call it needs the anti-forgery header.
 * Families carry `id, name, categoryId` and `variants` (id, name, weight, style, files: the woff2
 * URLs with their unicode ranges).
 */
import { pageSchema, patternSchema, sortSchema } from './listQuerySchema';
import type { FastifyPluginAsync } from 'fastify';
import type { FontRating, SearchFontRequest } from '../../src/domain/fonts/types';
import {
  FONT_PAGE_SIZE,
  MAX_FONT_PATTERN_LENGTH,
  MAX_FONT_SEARCH_SIZE,
  MOST_USED_FONTS_COUNT,
} from '../../src/domain/fonts/types';
import type { Db } from '../db/database';
import {
  fontCategoryPage,
  incrementFontRating,
  mostUsedFonts,
  searchFonts,
} from '../fonts/repository';
import { fontQuery } from '../fonts/search';
import { HttpError } from '../http/httpError';

/** Options of the font routes. */
export interface FontRouteOptions {
  db: Db;
}

/** Query values arrive as strings (types are not coerced): whole numbers are checked by pattern. */
const PAGE_NUMBER = '^(0|[1-9][0-9]{0,5})$';
/** 1 to 100 categories a page. */
const CATEGORY_COUNT = '^(100|[1-9][0-9]?)$';
/** A positive 32-bit-safe id. */
const ID = '^[1-9][0-9]{0,8}$';

const categoryPageSchema = {
  querystring: {
    type: 'object',
    properties: {
      page: { type: 'string', pattern: PAGE_NUMBER },
      count: { type: 'string', pattern: CATEGORY_COUNT },
    },
  },
} as const;

const searchSchema = {
  body: {
    type: 'object',
    properties: {
      page: pageSchema(MAX_FONT_SEARCH_SIZE),
      sort: sortSchema(['rating', 'name']),
      pattern: patternSchema(MAX_FONT_PATTERN_LENGTH),
      categoryId: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000 },
    },
  },
} as const;

const ratingSchema = {
  querystring: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', pattern: ID } },
  },
} as const;

const fontRoutes: FastifyPluginAsync<FontRouteOptions> = async (app, options) => {
  const { db } = options;

  app.get<{ Querystring: { page?: string; count?: string } }>(
    '/EditorElement/GetFontCategoryPaged',
    { schema: categoryPageSchema },
    (request) =>
      fontCategoryPage(
        db,
        Number(request.query.page ?? 0),
        Number(request.query.count ?? FONT_PAGE_SIZE),
      ),
  );

  app.post<{ Body: SearchFontRequest | null }>(
    '/EditorElement/SearchFont',
    { schema: searchSchema },
    (request) => {
      const body = request.body ?? {};
      return searchFonts(db, fontQuery(body), body.pattern ?? '');
    },
  );

  app.get('/EditorElement/GetMostUsedFonts', () => mostUsedFonts(db, MOST_USED_FONTS_COUNT));

  app.patch<{ Querystring: { id: string } }>(
    '/EditorElement/IncFontFamilyRating',
    { schema: ratingSchema },
    async (request): Promise<FontRating> => {
      const id = Number(request.query.id);
      const rating = await incrementFontRating(db, id);
      if (rating === null) throw HttpError.notFound();
      return { id, rating };
    },
  );
};

/** The font catalogue's routes. */
export default fontRoutes;
