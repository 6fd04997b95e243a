/**
 * Sessions, made only when needed. The cookie `designer_sid` (32 random bytes, base64url;
 * HttpOnly, SameSite=Lax, Path=/, 365 days: the spec's client key cookie) is given to any client
 * without one, and names its session; the anti-forgery token is bound to it. A row in `sessions`
 * is written only when a route stores owner state (`config: { needsSession: true }`: an upload
 * chunk, an attach), so cookieless requests, static files, the catalogue and the translations
 * cost no row; reads of owner state without a row see an empty library. A new row takes a
 * token from the address's guest-session bucket (server/http/addressLimits.ts: 429 beyond).
 *
 * Sign-in and sign-out replace the session (server/accounts/sessionRotation.ts): a guest row
 * replaced at sign-in keeps its row (marked `rotated_at`) for what the guest owns, but its cookie
 * names no session any more — it is treated like an unknown one and replaced.
 *
 * The database keeps only the token's SHA-256, so a leaked database cannot replay sessions.
 * `last_seen_at` (and the cookie's lifetime) is refreshed at most once a minute; a session that
 * has ended (server/http/sessionExpiry.ts) is deleted when next seen and its cookie replaced.
 */
import type { CookiePolicy } from './cookiePolicy';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import type { AddressLimits } from './addressLimits';
import { takeOrRefuse } from './addressLimits';
import { ApiErrorKey } from '../../src/domain/apiErrors';
import { HttpError } from './httpError';
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
  /**
   * The guest session this signed-in session was signed in from: what that guest owns is
   * carried over by reference until the account's data sync moves it (server/accounts).
   */
  carriedFrom: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession;
    /** How the session came: the cookie, or the embedded editor's header (issue 20). */
    sessionTransport: 'cookie' | 'header';
  }
  interface FastifyContextConfig {
    /** The route stores owner state: the session's row is written before it runs. */
    needsSession?: boolean;
  }
}

/**
 * Header of the embedded editor's session token (issue 20): the same token as the cookie's,
 * handed out by `POST Embed/Session` (server/routes/embedSession.ts).
 */
export const EMBED_SESSION_HEADER = 'x-designer-session';
/** Name of the session cookie. */
export const SESSION_COOKIE = 'designer_sid';
/** Cookie and session lifetime, seconds (spec shell §9: default cookie life 365 days). */
export const SESSION_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Least time between two refreshes of last_seen_at, ms. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** 32 random bytes in base64url, a dot, and their MAC (16 bytes) under the session secret. */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{22})$/;
/** Tokens issued before tokens carried a MAC: accepted only while their row exists. */
const LEGACY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const macOf = (secret: string, random: string) =>
  createHmac('sha256', secret).update(`session:${random}`).digest().subarray(0, 16);

/** A new cookie token: the server can tell it issued it before any row names it. */
export function newSessionToken(secret: string): string {
  const random = randomBytes(32).toString('base64url');
  return `${random}.${macOf(secret, random).toString('base64url')}`;
}

/**
 * Whether a cookie token may name a session that has no row yet: only a token this server
 * issued (its MAC holds). A client choosing its own token — or a token planted in a victim's
 * browser by someone who knows it (session fixation) — is replaced with a fresh one.
 */
export function isIssuedToken(secret: string, token: string): boolean {
  const m = TOKEN_PATTERN.exec(token);
  if (!m) return false;
  const given = Buffer.from(m[2]!, 'base64url');
  const expected = macOf(secret, m[1]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The row id of a cookie token. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How the session cookie is set (HttpOnly: scripts never read it). */
export function sessionCookieOptions(cookies: CookiePolicy) {
  return {
    httpOnly: true,
    sameSite: cookies.sameSite,
    partitioned: cookies.partitioned,
    path: '/',
    maxAge: SESSION_MAX_AGE_S,
    secure: cookies.secure,
  };
}

/** Options of the session plugin. */
export interface SessionPluginOptions {
  db: Db;
  cookies: CookiePolicy;
  /** Key of the tokens' MACs (the session secret). */
  secret: string;
  /** Guest sessions per address (new rows take a token). */
  limits: AddressLimits;
  /** Idle time after which guest sessions end, ms (the cookie's lifetime bounds the rest). */
  guestIdleMs: number;
  /** Clock, ms since the epoch (tests pass their own). */
  now?: () => number;
}

const sessionPlugin: FastifyPluginAsync<SessionPluginOptions> = async (app, options) => {
  const { db, limits, secret } = options;
  const now = options.now ?? Date.now;
  const lifetimes: SessionLifetimes = {
    guestIdleMs: options.guestIdleMs,
    maxIdleMs: SESSION_MAX_AGE_S * 1000,
  };
  const cookieOptions = sessionCookieOptions(options.cookies);

  app.decorateRequest('session', null as unknown as RequestSession);
  app.decorateRequest('sessionTransport', 'cookie');

  /**
   * The session a token names at `at`: a live row (its last_seen_at refreshed at most once a
   * minute: `touched`), or an issued token without a row yet; 'gone' when its row was rotated
   * or ended (an ended row is deleted), 'unknown' for a token we never issued.
   */
  const sessionOf = async (
    token: string,
    at: number,
  ): Promise<{ session: RequestSession; touched: boolean } | 'gone' | 'unknown'> => {
    const issued = isIssuedToken(secret, token);
    if (!issued && !LEGACY_TOKEN_PATTERN.test(token)) return 'unknown';
    const id = sessionIdOf(token);
    const row = await db
      .selectFrom('sessions')
      .select(['user_id', 'last_seen_at', 'rotated_at', 'carried_from'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row && issued) {
      // A client key we issued without a row yet (or whose row ended and was purged): kept.
      return { session: { id, userId: null, stored: false, carriedFrom: null }, touched: false };
    }
    if (row && row.rotated_at === null && !sessionEnded(row, at, lifetimes)) {
      const touched = at - row.last_seen_at >= SESSION_TOUCH_INTERVAL_MS;
      if (touched)
        await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
      const session = { id, userId: row.user_id, stored: true, carriedFrom: row.carried_from };
      return { session, touched };
    }
    // A rotated row stays for what its guest owns (its cookie is replaced by the caller).
    if (row && row.rotated_at === null) {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    }
    return row ? 'gone' : 'unknown';
  };

  app.addHook('onRequest', async (request, reply) => {
    const at = now();
    // The embedded editor's session travels in a header, never in a cookie (issue 20): it is
    // kept in the frame's memory, so it works with third-party cookies blocked. Nothing
    // replaces it silently: a header naming no live session is refused.
    const header = request.headers[EMBED_SESSION_HEADER];
    if (header !== undefined) {
      const found = typeof header === 'string' ? await sessionOf(header, at) : 'unknown';
      if (typeof found === 'string') throw HttpError.validation(ApiErrorKey.embedSessionInvalid);
      request.session = found.session;
      request.sessionTransport = 'header';
      return;
    }
    request.sessionTransport = 'cookie';
    const token = request.cookies[SESSION_COOKIE];
    if (token !== undefined) {
      const found = await sessionOf(token, at);
      if (typeof found !== 'string') {
        if (found.touched) reply.setCookie(SESSION_COOKIE, token, cookieOptions);
        request.session = found.session;
        return;
      }
    }
    const fresh = newSessionToken(secret);
    reply.setCookie(SESSION_COOKIE, fresh, cookieOptions);
    request.session = { id: sessionIdOf(fresh), userId: null, stored: false, carriedFrom: null };
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
