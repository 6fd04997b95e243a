/**
 * Anti-forgery (double submit bound to the session): the cookie `XSRF-TOKEN` (readable by the
 * editor, SameSite=Lax) carries HMAC-SHA256(secret, session id) in base64url, set whenever the
 * request's copy is missing or stale. An unsafe method on any route the router matched must
 * echo it in the `X-XSRF-TOKEN` header, else 400 antiForgeryInvalid. A cross-site page can
 * neither read the cookie nor compute the HMAC, so it cannot forge the header.
 *
 * The embedded editor's header session (issue 20) carries the same token in the same header,
 * handed over with the session by `POST Embed/Session` instead of a cookie.
 *
 * The decision is taken on what the router matched, never on the raw URL: `/%61pi/v1/…`,
 * `/API/v1/…` and `/api/v1/…/` all reach the same handler, so a test of the URL's spelling
 * would let some through (issue #15). Every matched route is covered (today only API routes take
 * unsafe methods); a path no route matches runs nothing but the not-found answer.
 */
import type { CookiePolicy } from './cookiePolicy';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiErrorKey } from '../../src/domain/apiErrors';
import { HttpError } from './httpError';
import { SESSION_MAX_AGE_S } from './session';

/** Cookie carrying the token (readable by the editor). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header unsafe API calls echo the token in (lower case, as Node reads headers). */
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * Methods that change nothing (RFC 9110 safe methods the app may route). Every other method —
 * POST, PUT, PATCH, DELETE and any a future route adds — needs the header: the list names what
 * is exempt, so a forgotten method fails closed.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request must carry the token: an unsafe method on a route the router matched, but
 * for the one route that exchanges no ambient credential (`config: { embedSessionExchange:
 * true }`, POST Embed/Session: it reads neither cookie nor session, and answers only the caller).
 */
export function needsAntiForgeryToken(request: FastifyRequest): boolean {
  return (
    !SAFE_METHODS.has(request.method) &&
    !request.is404 &&
    request.routeOptions.config.embedSessionExchange !== true
  );
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The embedded editor's session exchange (server/routes/embedSession.ts). */
    embedSessionExchange?: boolean;
  }
}

/** The token of a session. */
export function antiForgeryToken(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(sessionId).digest('base64url');
}

/** Constant-time comparison of two tokens. */
export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Options of the anti-forgery plugin. */
export interface AntiForgeryOptions {
  secret: string;
  cookies: CookiePolicy;
}

/** How the token cookie is set (readable by the editor, which echoes it in the header). */
export function antiForgeryCookieOptions(cookies: CookiePolicy) {
  return {
    httpOnly: false,
    sameSite: cookies.sameSite,
    partitioned: cookies.partitioned,
    path: '/',
    maxAge: SESSION_MAX_AGE_S,
    secure: cookies.secure,
  };
}

const antiForgeryPlugin: FastifyPluginAsync<AntiForgeryOptions> = async (app, options) => {
  const cookieOptions = antiForgeryCookieOptions(options.cookies);

  app.addHook('onRequest', async (request, reply) => {
    const expected = antiForgeryToken(options.secret, request.session.id);
    // A header session (the embedded editor) got its token with the session: no cookie.
    if (request.sessionTransport === 'cookie' && request.cookies[XSRF_COOKIE] !== expected)
      reply.setCookie(XSRF_COOKIE, expected, cookieOptions);
    if (!needsAntiForgeryToken(request)) return;
    const header = request.headers[XSRF_HEADER];
    if (typeof header !== 'string' || !sameToken(header, expected)) {
      throw HttpError.validation(ApiErrorKey.antiForgeryInvalid);
    }
  });
};

/** The anti-forgery plugin; registered after the session plugin. */
export default fp(antiForgeryPlugin, {
  name: 'designer-anti-forgery',
  dependencies: ['designer-session'],
});
