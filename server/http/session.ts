/**
 * Sessions, made only when needed. The cookie `designer_sid` (32 random bytes, base64url;
 * HttpOnly, SameSite=Lax, Path=/, 365 days: the spec's client key cookie) is given to any client
 * without one, and names its session; the anti-forgery token is bound to it. A row in `sessions`
 * is written only when a route stores owner state (`config: { needsSession: true }`: an upload
 * chunk, an attach), so cookieless requests, static files, the catalogue and the translations
 * cost no row; reads of owner state without a row see an empty library. A new row takes a
 * token from the address's guest-session bucket (server/http/addressLimits.ts: 429 beyond).
 *
 * The database keeps only the token's SHA-256, so a leaked database cannot replay sessions.
 * `last_seen_at` (and the cookie's lifetime) is refreshed at most once a minute; a session that
 * has ended (server/http/sessionExpiry.ts) is deleted when next seen and its cookie replaced.
 */
import type { CookiePolicy } from './cookiePolicy';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import type { AddressLimits } from './addressLimits';
import { takeOrRefuse } from './addressLimits';
import type { SessionLifetimes } from './sessionExpiry';
import { sessionEnded } from './sessionExpiry';

/** The session a request runs in. */
export interface RequestSession {
  /** SHA-256 (hex) of the cookie token: the sessions row id. */
  id: string;
  /** Null for guests. */
  userId: number | null;
  /** Whether its row exists (written when a route first stores owner state). */
  stored: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession;
  }
  interface FastifyContextConfig {
    /** The route stores owner state: the session's row is written before it runs. */
    needsSession?: boolean;
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
  /** Guest sessions per address (new rows take a token). */
  limits: AddressLimits;
  /** Idle time after which guest sessions end, ms (the cookie's lifetime bounds the rest). */
  guestIdleMs: number;
  /** Clock, ms since the epoch (tests pass their own). */
  now?: () => number;
}

const sessionPlugin: FastifyPluginAsync<SessionPluginOptions> = async (app, options) => {
  const { db, limits } = options;
  const now = options.now ?? Date.now;
  const lifetimes: SessionLifetimes = {
    guestIdleMs: options.guestIdleMs,
    maxIdleMs: SESSION_MAX_AGE_S * 1000,
  };
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
      if (!row) {
        // A client key without a row yet (or whose row ended and was purged): kept as is.
        request.session = { id, userId: null, stored: false };
        return;
      }
      if (!sessionEnded(row, at, lifetimes)) {
        if (at - row.last_seen_at >= SESSION_TOUCH_INTERVAL_MS) {
          await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
          reply.setCookie(SESSION_COOKIE, token, cookieOptions);
        }
        request.session = { id, userId: row.user_id, stored: true };
        return;
      }
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    }
    const fresh = randomBytes(32).toString('base64url');
    reply.setCookie(SESSION_COOKIE, fresh, cookieOptions);
    request.session = { id: sessionIdOf(fresh), userId: null, stored: false };
  });

  // After the anti-forgery check and the body's validation: a refused request stores nothing.
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.needsSession !== true || request.session.stored) return;
    takeOrRefuse(limits.guestSessions, request, reply);
    const at = now();
    await db
      .insertInto('sessions')
      .values({ id: request.session.id, created_at: at, last_seen_at: at, user_id: null })
      // Two first requests of one client at once: the second finds the row written.
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    request.session = { ...request.session, stored: true };
  });
};

/** The session plugin (not encapsulated: the hooks and decoration apply to the whole app). */
export default fp(sessionPlugin, { name: 'designer-session', dependencies: ['@fastify/cookie'] });
