/**
 * The Templates panel's API (spec shell §7), on the database:
 * - `POST template/Search` `{categoryId, height, width, page: {number, size}, pattern,
 *   productId, sort}` → `{count, data, pattern}`: 24 a page by default; a category includes its
 *   subcategories; `productId` keeps that product's templates and the general ones; `width` and
 *   `height` (inches, both or neither) keep the templates of the same orientation (landscape,
 *   portrait or square); by score when searching, else by rating, descending;
 * - `GET Template/GetCategories`: categories with `subCategories` and template counts;
 * - `GET Template/Get/{id}`: a template with its design (404 when unknown).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { SearchTemplateRequest } from '../../src/domain/content/types';
import { MAX_CONTENT_PAGE_SIZE } from '../../src/domain/content/types';
import { searchTemplates, templateById, templateCategories } from '../content/repository';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';
import { ID, orderOf, pageOf, searchText } from './contentQuery';
import { pageSchema, sortSchema } from './listQuerySchema';

/** Options of the template routes. */
export interface TemplateRouteOptions {
  db: Db;
}

/** A size side, inches (the catalogue's largest is 600). */
const INCHES = { type: ['number', 'null'], exclusiveMinimum: 0, maximum: 100_000 } as const;
const OPTIONAL_ID = { type: ['integer', 'null'], minimum: 1, maximum: 999_999_999 } as const;

const searchSchema = {
  body: {
    type: ['object', 'null'],
    properties: {
      categoryId: OPTIONAL_ID,
      productId: OPTIONAL_ID,
      width: INCHES,
      height: INCHES,
      page: pageSchema(MAX_CONTENT_PAGE_SIZE),
      sort: sortSchema(['rating', 'name', 'score']),
      pattern: { type: ['string', 'null'] },
    },
  },
} as const;

const templateRoutes: FastifyPluginAsync<TemplateRouteOptions> = async (app, options) => {
  const { db } = options;

  app.post<{ Body: SearchTemplateRequest | null }>(
    '/template/Search',
    { schema: searchSchema },
    (request) => {
      const body = request.body ?? {};
      const width = body.width ?? null;
      const height = body.height ?? null;
      if ((width === null) !== (height === null))
        throw HttpError.validation('requiredField', width === null ? 'width' : 'height');
      return searchTemplates(db, {
        pattern: searchText(body.pattern),
        categoryId: body.categoryId ?? null,
        productId: body.productId ?? null,
        size: width !== null && height !== null ? { width, height } : null,
        order: orderOf(body.sort),
        page: pageOf(body.page),
      });
    },
  );

  app.get('/Template/GetCategories', () => templateCategories(db));

  app.get<{ Params: { id: string } }>(
    '/Template/Get/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', pattern: ID } },
        },
      },
    },
    async (request) => {
      const template = await templateById(db, Number(request.params.id));
      if (!template) throw HttpError.notFound();
      return template;
    },
  );
};

/** The template routes. */
export default templateRoutes;
