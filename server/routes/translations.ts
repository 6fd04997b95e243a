/** GET /api/v1/Translations/{lang}: a flat key -> text map; unknown languages get English. */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';
import { translationsFor } from '../db/translations';

/** Options of the translation routes. */
export interface TranslationRouteOptions {
  db: Db;
}

const translationRoutes: FastifyPluginAsync<TranslationRouteOptions> = async (app, options) => {
  app.get<{ Params: { lang: string } }>(
    '/Translations/:lang',
    {
      schema: {
        params: {
          type: 'object',
          required: ['lang'],
          // BCP 47-like: "en", "en-US", "pt-BR", "es-419".
          properties: { lang: { type: 'string', pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$' } },
        },
      },
    },
    async (request) => translationsFor(options.db, request.params.lang),
  );
};

/** GET Translations/{lang}. */
export default translationRoutes;
