/**
 * `GET /api/v1/StockImages?searchText&page.number&page.size` (spec canvas §7): a page of stock
 * images from the configured provider (server/content/stock), answered as `{data: [{images,
 * total, page}]}` — the editor reads `data[0].images` and appends pages. `page.number` is 0-based
 * (default 0), `page.size` 1–100 (default 20), `searchText` at most 250 characters (longer: 400
 * `searchTooLong`). A provider failure is 502 `{general: ['stockImagesLoadFailed']}`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { StockImage, StockImagesAnswer } from '../../src/domain/content/types';
import { LocalStockProvider } from '../content/stock/localStock';
import { STOCK_PAGE_SIZE } from '../../src/domain/content/types';
import type { StockImageProvider } from '../content/stock/provider';
import { StockProviderError } from '../content/stock/provider';
import type { Db } from '../db/database';
import { generalError, HttpError } from '../http/httpError';
import { PAGE_COUNT, PAGE_NUMBER, searchText } from './contentQuery';

/** The key of a provider failure (the editor's 'Error loading imagesData'). */
export const STOCK_LOAD_FAILED = 'stockImagesLoadFailed';

export interface StockImageRouteOptions {
  db: Db;
  stock: StockImageProvider;
}

interface StockRequest {
  Querystring: { searchText?: string; 'page.number'?: string; 'page.size'?: string };
}

const stockImageRoutes: FastifyPluginAsync<StockImageRouteOptions> = async (app, options) => {
  app.get<StockRequest>(
    '/StockImages',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            searchText: { type: 'string' },
            'page.number': { type: 'string', pattern: PAGE_NUMBER },
            'page.size': { type: 'string', pattern: PAGE_COUNT },
          },
        },
      },
    },
    async (request): Promise<StockImagesAnswer> => {
      const text = searchText(request.query.searchText, 'searchText');
      const page = {
        number: Number(request.query['page.number'] ?? 0),
        size: Number(request.query['page.size'] ?? STOCK_PAGE_SIZE),
      };
      try {
        const result = await options.stock.search({ text, page: page.number, size: page.size });
        return { data: [{ images: result.images, total: result.total, page }] };
      } catch (error) {
        if (!(error instanceof StockProviderError)) throw error;
        request.log.warn({ err: error }, 'stock provider failed');
        throw new HttpError(502, generalError(502, STOCK_LOAD_FAILED));
      }
    },
  );
};

/**
 * `GET /api/v1/StockImages/{id}`: one picture of the local library by its id (`local-12`), as
 * the list answers it — what `imgId` in the editor's address names (spec canvas §2). Another
 * provider's ids are not looked up (404), as an unknown id.
 */
const stockImageByIdRoutes: FastifyPluginAsync<StockImageRouteOptions> = async (app, options) => {
  const library = new LocalStockProvider(options.db);
  app.get<{ Params: { id: string } }>(
    '/StockImages/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
        },
      },
    },
    async (request): Promise<{ data: StockImage }> => {
      const image = await library.byId(request.params.id);
      if (!image) throw HttpError.notFound();
      return { data: image };
    },
  );
};

export { stockImageByIdRoutes };

/** GET StockImages. */
export default stockImageRoutes;
