/**
 * The visitor's language (spec shell §7 "Account and session"):
 *
 * - `POST Languages/set` {code}: remembers a language the catalogue has (`GET Translations/
 *   {code}` serves it) on the session — a guest's row is written for it — and, signed in, on
 *   the account, so the account's next session starts in it. 400 `languageNotSupported` for a
 *   language without translations, 400 `invalidField` for text that is no language tag.
 * - `GET Languages/current`: `{code}`, the session's choice, else the account's, else English.
 */
import type { FastifyPluginAsync } from 'fastify';
import { AccountErrorKey } from '../../src/domain/accounts/errors';
import type { Db } from '../db/database';
import { FALLBACK_LANG } from '../db/translations';
import { HttpError } from '../http/httpError';

/** `{code}` of both calls. */
export interface LanguageAnswer {
  code: string;
}

/** BCP 47-like, as `Translations/{lang}` takes it: "en", "en-US", "pt-BR", "es-419". */
const LANGUAGE_TAG = '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$';

const languageRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post<{ Body: { code: string } }>(
    '/Languages/set',
    {
      config: { needsSession: true },
      schema: {
        body: {
          type: 'object',
          required: ['code'],
          properties: { code: { type: 'string', pattern: LANGUAGE_TAG } },
        },
      },
    },
    async (request): Promise<LanguageAnswer> => {
      const wanted = request.body.code.toLowerCase();
      const known = await db
        .selectFrom('translations')
        .select('lang')
        .where('lang', '=', wanted)
        .limit(1)
        .executeTakeFirst();
      if (!known) throw HttpError.validation(AccountErrorKey.languageNotSupported, 'code');
      await db
        .updateTable('sessions')
        .set({ language: wanted })
        .where('id', '=', request.session.id)
        .execute();
      const { userId } = request.session;
      if (userId !== null)
        await db.updateTable('users').set({ language: wanted }).where('id', '=', userId).execute();
      return { code: wanted };
    },
  );

  app.get('/Languages/current', async (request): Promise<LanguageAnswer> => {
    const session = await db
      .selectFrom('sessions')
      .leftJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.language as chosen', 'users.language as account'])
      .where('sessions.id', '=', request.session.id)
      .executeTakeFirst();
    return { code: session?.chosen ?? session?.account ?? FALLBACK_LANG };
  });
};

/** Languages/set and Languages/current. */
export default languageRoutes;
