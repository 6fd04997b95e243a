/**
 * Sessions of the embedded editor without third-party cookies (issue 20; README "Embedded in a
 * storefront"). After the storefront's handshake the editor calls:
 *
 * - `POST Embed/Session {resumeCode?}`: a session token for the `X-Designer-Session` header and
 *   its anti-forgery token, plus a new resume code for the storefront to keep. A live, unused
 *   code resumes its session (single use); without one, or with one that is used up, expired or
 *   unknown, a fresh session starts (`resumed: false`). It reads no cookie and no session, so it
 *   needs no anti-forgery token (`embedSessionExchange`): a forged call learns nothing and
 *   changes nothing of anyone's.
 * - `POST Embed/ResumeCode`: a new code for the header session (the editor renews it while
 *   open; codes are short-lived).
 *
 * The token never leaves the frame: the storefront only ever holds a code.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ApiErrorKey } from '../../src/domain/apiErrors';
import type { Db } from '../db/database';
import { resumeCodes } from '../embed/resumeCodes';
import { antiForgeryToken } from '../http/antiForgery';
import { HttpError } from '../http/httpError';
import { EMBED_SESSION_HEADER, isIssuedToken, newSessionToken, sessionIdOf } from '../http/session';

export interface EmbedSessionRouteOptions {
  db: Db;
  secret: string;
  /** Life of a resume code, ms. */
  lifetimeMs: number;
  now: () => number;
}

/** The answer of `Embed/Session`. */
export interface EmbedSessionAnswer {
  sessionToken: string;
  xsrfToken: string;
  resumeCode: string;
  resumeCodeExpiresInSeconds: number;
  resumed: boolean;
}

const resumeCodeBody = {
  type: 'object',
  additionalProperties: false,
  properties: { resumeCode: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } },
} as const;

const embedSessionRoutes: FastifyPluginAsync<EmbedSessionRouteOptions> = async (app, options) => {
  const { db, secret, lifetimeMs, now } = options;
  const codes = resumeCodes({ db, secret, lifetimeMs, now });

  /**
   * Whether a resumed token may go on: issued here, and its row (if any) not replaced at a
   * sign-in or sign-out. (A code lives minutes; sessions end after days unseen.)
   */
  const stillLive = async (token: string): Promise<boolean> => {
    if (!isIssuedToken(secret, token)) return false;
    const row = await db
      .selectFrom('sessions')
      .select('rotated_at')
      .where('id', '=', sessionIdOf(token))
      .executeTakeFirst();
    return !row || row.rotated_at === null;
  };

  app.post<{ Body: { resumeCode?: string } | undefined }>(
    '/Embed/Session',
    { config: { embedSessionExchange: true }, schema: { body: resumeCodeBody } },
    async (request): Promise<EmbedSessionAnswer> => {
      const code = request.body?.resumeCode;
      const redeemed = code ? await codes.redeem(code) : null;
      const resumed = redeemed !== null && (await stillLive(redeemed));
      const token = resumed ? redeemed : newSessionToken(secret);
      const id = sessionIdOf(token);
      return {
        sessionToken: token,
        xsrfToken: antiForgeryToken(secret, id),
        resumeCode: await codes.mint(token, id),
        resumeCodeExpiresInSeconds: Math.floor(lifetimeMs / 1000),
        resumed,
      };
    },
  );

  app.post('/Embed/ResumeCode', async (request) => {
    const token = request.headers[EMBED_SESSION_HEADER];
    if (request.sessionTransport !== 'header' || typeof token !== 'string')
      throw HttpError.validation(ApiErrorKey.embedSessionInvalid);
    return {
      resumeCode: await codes.mint(token, request.session.id),
      resumeCodeExpiresInSeconds: Math.floor(lifetimeMs / 1000),
    };
  });
};

/** The embedded editor's session routes (register with prefix /api/v1). */
export default embedSessionRoutes;
