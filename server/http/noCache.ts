/**
 * No-cache headers on every answer that did not choose its own caching: the editor must never
 * show a stale price, session or configuration. Caching is opt-in per route (the editor's
 * hashed assets, CDN images and uploaded files set their own Cache-Control), so no spelling of
 * a path (`/%61pi/v1/…`, `//api/…`) and no answer made before a route runs (404s, refusals)
 * can escape it: the rule does not read the URL at all.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Cache-Control, Pragma and Expires so nothing between server and editor keeps a copy. */
export const NO_CACHE_HEADERS = {
  'Cache-Control': 'no-store, no-cache, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
} as const;

/** Sets {@link NO_CACHE_HEADERS} on a reply. */
export function setNoCacheHeaders(reply: FastifyReply): void {
  void reply.headers(NO_CACHE_HEADERS);
}

/**
 * onSend hook: no-cache on every answer, errors included, unless the route chose its own
 * caching (uploaded image bytes: `private, no-cache` with an ETag; the editor's files).
 */
export async function noCacheUnlessChosen(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!reply.hasHeader('cache-control')) setNoCacheHeaders(reply);
  return payload;
}
