/**
 * The tour guide (spec shell §7 "Configuration and tour guide"):
 *
 * - `GET Tourguide/GetPages`: every guide, `[{id, key}]` (key: the path it belongs to).
 * - `GET Tourguide/GetListByPage?pageId`: one guide with its steps in order,
 *   `{id, key, tourguideItems: [{id, selector, title, imagePath, content}]}`; an unknown guide
 *   404 `resourceNotFound`, a pageId that is no positive integer 400.
 *
 * Public: the tour is the same for everyone (spec shell §6). The rich text is sent as stored;
 * the overlay keeps only its small HTML subset when rendering it.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';

/** One guide in the list. */
export interface TourPageAnswer {
  id: number;
  key: string;
}

/** One step. */
export interface TourItemAnswer {
  id: number;
  selector: string;
  title: string;
  imagePath: string | null;
  content: string;
}

/** A guide with its steps. */
export interface TourGuideAnswer extends TourPageAnswer {
  tourguideItems: TourItemAnswer[];
}

const tourGuideRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/Tourguide/GetPages', async (): Promise<TourPageAnswer[]> => {
    return db
      .selectFrom('tour_pages')
      .select(['id', 'key'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  });

  app.get<{ Querystring: { pageId: string } }>(
    '/Tourguide/GetListByPage',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['pageId'],
          // Query text is read as an integer here only (the app does not coerce types).
          properties: { pageId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
        },
      },
    },
    async (request): Promise<TourGuideAnswer> => {
      const pageId = Number(request.query.pageId);
      const page = await db
        .selectFrom('tour_pages')
        .select(['id', 'key'])
        .where('id', '=', pageId)
        .executeTakeFirst();
      if (!page) throw HttpError.notFound();
      const steps = await db
        .selectFrom('tour_steps')
        .select(['id', 'selector', 'title', 'image_path', 'content'])
        .where('page_id', '=', pageId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return {
        ...page,
        tourguideItems: steps.map((s) => ({
          id: s.id,
          selector: s.selector,
          title: s.title,
          imagePath: s.image_path,
          content: s.content,
        })),
      };
    },
  );
};

/** Tourguide/GetPages and Tourguide/GetListByPage. */
export default tourGuideRoutes;
