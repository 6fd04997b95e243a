/**
 * Guest sessions. Every request without a valid session cookie gets a new session row and the
 * cookie `designer_sid` (32 random bytes, base64url; HttpOnly, SameSite=Lax, Path=/, 365 days).
 * The database keeps only the token's SHA-256, so a leaked database cannot replay sessions.
 * `last_seen_at` (and the cookie's lifetime) is refreshed at most once a minute.
 */
import type { CookiePolicy } from './cookiePolicy';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';

/** The session a request runs in. */
export interface RequestSession {
  /** SHA-256 (hex) of the cookie token: the sessions row id. */
  id: string;
  /** Null for guests. */
  userId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession;
  }
}

/** Name of the session cookie. */
export const SESSION_COOKIE = 'designer_sid';
/** Cookie and session lifetime, seconds (spec shell §9: default cookie life 365 days). */
export const SESSION_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Least time between two refreshes of last_seen_at, ms. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** 32 bytes in base64url without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The row id of a cookie token. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Options of the session plugin. */
export interface SessionPluginOptions {
  db: Db;
  cookies: CookiePolicy;
  /** Clock, ms since the epoch (tests pass their own). */
  now?: () => number;
}

const sessionPlugin: FastifyPluginAsync<SessionPluginOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? Date.now;
  const cookieOptions = {
    httpOnly: true,
    sameSite: options.cookies.sameSite,
    partitioned: options.cookies.partitioned,
    path: '/',
    maxAge: SESSION_MAX_AGE_S,
    secure: options.cookies.secure,
  };

  app.decorateRequest('session', null as unknown as RequestSession);

  app.addHook('onRequest', async (request, reply) => {
    const at = now();
    const token = request.cookies[SESSION_COOKIE];
    if (token !== undefined && TOKEN_PATTERN.test(token)) {
      const id = sessionIdOf(token);
      const row = await db
        .selectFrom('sessions')
        .select(['user_id', 'last_seen_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (row && at - row.last_seen_at < SESSION_MAX_AGE_S * 1000) {
        if (at - row.last_seen_at >= SESSION_TOUCH_INTERVAL_MS) {
          await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
          reply.setCookie(SESSION_COOKIE, token, cookieOptions);
        }
        request.session = { id, userId: row.user_id };
        return;
      }
      if (row) await db.deleteFrom('sessions').where('id', '=', id).execute();
    }
    const fresh = randomBytes(32).toString('base64url');
    const id = sessionIdOf(fresh);
    await db
      .insertInto('sessions')
      .values({ id, created_at: at, last_seen_at: at, user_id: null })
      .execute();
    reply.setCookie(SESSION_COOKIE, fresh, cookieOptions);
    request.session = { id, userId: null };
  });
};

/** Removes sessions not seen for the session lifetime. */
export async function purgeExpiredSessions(db: Db, now: number = Date.now()): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('last_seen_at', '<', now - SESSION_MAX_AGE_S * 1000)
    .execute();
}

/** The session plugin (not encapsulated: the hook and decoration apply to the whole app). */
export default fp(sessionPlugin, { name: 'designer-session', dependencies: ['@fastify/cookie'] });
