/**
 * Session rotation: sign-in and sign-out replace the session with a new one (a new cookie token,
 * and a new anti-forgery token bound to it), so a session id known before — planted in the
 * victim's browser, or read over their shoulder — is worth nothing after (no session fixation).
 *
 * Sign-in: a new row for the user. A guest session with a row (it owns uploads or design files)
 * is marked `rotated_at` — its cookie no longer works, its row stays — and the new session names
 * it in `carried_from`, so the account sees the guest's work (server/uploads/owner.ts) until the
 * data sync moves it. Signing in again as the same user keeps carrying it; as another user, not.
 * Sign-out: the signed-in row is deleted and a new guest cookie issued (its row comes when the
 * guest stores something).
 *
 * A header session (the embedded editor with third-party cookies blocked, issue 20) rotates the
 * same way, but its new token and anti-forgery token go back in the answer's
 * `X-Designer-Session` and `X-XSRF-TOKEN` headers, not in cookies the frame could not keep: the
 * frame holds the session in memory and swaps it (src/platform/embedSession). Only the caller,
 * who held the old token, reads them (no CORS exposes them).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { antiForgeryCookieOptions, antiForgeryToken, XSRF_COOKIE } from '../http/antiForgery';
import type { CookiePolicy } from '../http/cookiePolicy';
import {
  EMBED_SESSION_HEADER,
  newSessionToken,
  SESSION_COOKIE,
  sessionCookieOptions,
  sessionIdOf,
} from '../http/session';

/** What rotating needs: the database, the session secret, the cookie policy and the clock. */
export interface SessionKeys {
  db: Db;
  secret: string;
  cookies: CookiePolicy;
  now: () => number;
}

/** Answer header of a header session's new anti-forgery token. */
export const ROTATED_XSRF_HEADER = 'x-xsrf-token';

/** Hands the new session to the client: by cookies, or by headers to a header session. */
function issue(
  keys: SessionKeys,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  id: string,
): void {
  const xsrf = antiForgeryToken(keys.secret, id);
  if (request.sessionTransport === 'header') {
    void reply.header(EMBED_SESSION_HEADER, token).header(ROTATED_XSRF_HEADER, xsrf);
    return;
  }
  void reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(keys.cookies));
  void reply.setCookie(XSRF_COOKIE, xsrf, antiForgeryCookieOptions(keys.cookies));
}

/** Replaces the request's session by a new one signed in as `userId`. */
export async function rotateIntoUser(
  keys: SessionKeys,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const old = request.session;
  const at = keys.now();
  const carried =
    old.userId === null
      ? old.stored
        ? old.id
        : null
      : old.userId === userId
        ? old.carriedFrom
        : null;
  const token = newSessionToken(keys.secret);
  const id = sessionIdOf(token);
  await keys.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sessions')
      .values({ id, created_at: at, last_seen_at: at, user_id: userId, carried_from: carried })
      .execute();
    if (!old.stored) return;
    if (old.userId === null)
      await trx.updateTable('sessions').set({ rotated_at: at }).where('id', '=', old.id).execute();
    else await trx.deleteFrom('sessions').where('id', '=', old.id).execute();
  });
  issue(keys, request, reply, token, id);
  request.session = { id, userId, stored: true, carriedFrom: carried };
}

/** Ends the request's signed-in session: a new guest session (no row yet) replaces it. */
export async function rotateIntoGuest(
  keys: SessionKeys,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const old = request.session;
  if (old.stored && old.userId !== null)
    await keys.db.deleteFrom('sessions').where('id', '=', old.id).execute();
  const token = newSessionToken(keys.secret);
  const id = sessionIdOf(token);
  issue(keys, request, reply, token, id);
  request.session = { id, userId: null, stored: false, carriedFrom: null };
}

/** Ends every session of `userId` but `keepId` (after a password change or reset). */
export async function endOtherSessions(
  db: Db,
  userId: number,
  keepId: string | null,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepId !== null) query = query.where('id', '!=', keepId);
  await query.execute();
}
