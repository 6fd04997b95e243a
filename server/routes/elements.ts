/**
 * The Elements and Background panels' API (spec shell §7, canvas §7), on the database:
 * - `GET EditorElement/GetCategoriesByType?page&count&type`: tabs of type 0 (elements) or 1
 *   (backgrounds), 0-based pages of `count` (default 24), each `{id, name, elementCount, number,
 *   pattern, elements}` with its first 24 items, most used first;
 * - `POST EditorElement/SearchElement`: the spec's list query (`type, pattern, elementCategoryId,
 *   sort, page`) → `{count, data, pattern}`; by score when searching, else by rating, descending;
 * - `GET EditorElement/GetElementById?id`: one element or background (404 when unknown);
 * - `POST EditorElement/UpdateRating` body `{id}` (or the bare id): one more use of an element,
 *   background or template, fire-and-forget for the editor (spec canvas §7); 404 when unknown.
 *   Like every unsafe call it needs the anti-forgery header.
 */
import type { FastifyPluginAsync } from 'fastify';
import type {
  ContentRating,
  ElementType,
  SearchElementRequest,
} from '../../src/domain/content/types';
import { CONTENT_PAGE_SIZE, MAX_CONTENT_PAGE_SIZE } from '../../src/domain/content/types';
import {
  elementById,
  elementCategoryPage,
  incrementContentRating,
  searchElements,
} from '../content/repository';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';
import { ID, orderOf, PAGE_COUNT, PAGE_NUMBER, pageOf, searchText } from './contentQuery';
import { pageSchema, sortSchema } from './listQuerySchema';

/** Options of the element routes. */
export interface ElementRouteOptions {
  db: Db;
}

const TYPE = { type: 'integer', enum: [0, 1] } as const;

const categoriesSchema = {
  querystring: {
    type: 'object',
    properties: {
      page: { type: 'string', pattern: PAGE_NUMBER },
      count: { type: 'string', pattern: PAGE_COUNT },
      type: { type: 'string', enum: ['0', '1'] },
    },
  },
} as const;

const searchSchema = {
  body: {
    type: ['object', 'null'],
    properties: {
      type: TYPE,
      page: pageSchema(MAX_CONTENT_PAGE_SIZE),
      sort: sortSchema(['rating', 'name', 'score']),
      pattern: { type: ['string', 'null'] },
      elementCategoryId: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000 },
    },
  },
} as const;

const idSchema = {
  querystring: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', pattern: ID } },
  },
} as const;

const POSITIVE_ID = { type: 'integer', minimum: 1, maximum: 999_999_999 } as const;
const ratingSchema = {
  body: {
    anyOf: [POSITIVE_ID, { type: 'object', required: ['id'], properties: { id: POSITIVE_ID } }],
  },
} as const;

const elementRoutes: FastifyPluginAsync<ElementRouteOptions> = async (app, options) => {
  const { db } = options;

  app.get<{ Querystring: { page?: string; count?: string; type?: string } }>(
    '/EditorElement/GetCategoriesByType',
    { schema: categoriesSchema },
    (request) =>
      elementCategoryPage(
        db,
        Number(request.query.type ?? 0) as ElementType,
        Number(request.query.page ?? 0),
        Number(request.query.count ?? CONTENT_PAGE_SIZE),
      ),
  );

  app.post<{ Body: SearchElementRequest | null }>(
    '/EditorElement/SearchElement',
    { schema: searchSchema },
    (request) => {
      const body = request.body ?? {};
      return searchElements(db, {
        type: body.type ?? 0,
        pattern: searchText(body.pattern),
        categoryId: body.elementCategoryId ?? null,
        order: orderOf(body.sort),
        page: pageOf(body.page),
      });
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/EditorElement/GetElementById',
    { schema: idSchema },
    async (request) => {
      const element = await elementById(db, Number(request.query.id));
      if (!element) throw HttpError.notFound();
      return element;
    },
  );

  app.post<{ Body: number | { id: number } }>(
    '/EditorElement/UpdateRating',
    { schema: ratingSchema },
    async (request): Promise<ContentRating> => {
      const id = typeof request.body === 'number' ? request.body : request.body.id;
      const rating = await incrementContentRating(db, id);
      if (rating === null) throw HttpError.notFound();
      return { id, rating };
    },
  );
};

/** The element and background routes. */
export default elementRoutes;
