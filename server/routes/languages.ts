/**
 * The visitor's language (spec shell §7 "Account and session"):
 *
 * - `POST Languages/set` {code}: remembers a language the catalogue has (`GET Translations/
 *   {code}` serves it) on the session — a guest's row is written for it — and, signed in, on
 *   the account, so the account's next session starts in it. 400 `languageNotSupported` for a
 *   language without translations, 400 `invalidField` for text that is no language tag.
 * - `GET Languages/current`: `{code, chosen}`, the session's choice, else the account's, else
 *   English; `chosen` says whether the visitor (or the account) chose it, so the client prefers a
 *   choice kept in the browser over the default.
 * - `GET Languages/list`: `{languages: [{code, name}]}`, every language the catalogue has, named
 *   in itself (its `languageName` text: "English", "Español"), English first.
 */
import type { FastifyPluginAsync } from 'fastify';
import { AccountErrorKey } from '../../src/domain/accounts/errors';
import { sessionLanguage } from '../catalogue/localise';
import type { Db } from '../db/database';
import { FALLBACK_LANG } from '../db/translations';
import { HttpError } from '../http/httpError';

/** `{code}` of `Languages/set`. */
export interface LanguageAnswer {
  code: string;
}

/** `Languages/current`: the language and whether it was chosen (false: the default). */
export interface CurrentLanguageAnswer extends LanguageAnswer {
  chosen: boolean;
}

/** One language of `Languages/list`. */
export interface LanguageListItem {
  code: string;
  /** The language's name in itself. */
  name: string;
}

/** BCP 47-like, as `Translations/{lang}` takes it: "en", "en-US", "pt-BR", "es-419". */
const LANGUAGE_TAG = '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$';

/** The text naming a language in itself; a language without it is not listed. */
const LANGUAGE_NAME_KEY = 'languageName';

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

  app.get('/Languages/current', async (request): Promise<CurrentLanguageAnswer> =>
    sessionLanguage(db, request.session.id),
  );

  app.get('/Languages/list', async (): Promise<{ languages: LanguageListItem[] }> => {
    const rows = await db
      .selectFrom('translations')
      .select(['lang', 'text'])
      .where('key', '=', LANGUAGE_NAME_KEY)
      .orderBy('lang')
      .execute();
    const languages = rows.map((r) => ({ code: r.lang, name: r.text }));
    // English first (the fallback), the others by code.
    languages.sort((a, b) => Number(b.code === FALLBACK_LANG) - Number(a.code === FALLBACK_LANG));
    return { languages };
  });
};

/** Languages/set, Languages/current and Languages/list. */
export default languageRoutes;
