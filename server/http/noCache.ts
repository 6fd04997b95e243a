/**
 * No-cache headers on every answer that did not choose its own caching: the editor must never
 * show a stale price, session or configuration. Caching is opt-in per route (the editor's
 * hashed assets, CDN images and uploaded files set their own Cache-Control), so no spelling of
 * a path (`/%61pi/v1/…`, `//api/…`) and no answer made before a route runs (404s, refusals)
 * can escape it: the rule does not read the URL at all.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Sets Cache-Control, Pragma and Expires so nothing between server and editor keeps a copy. */
export function setNoCacheHeaders(reply: FastifyReply): void {
  void reply
    .header('cache-control', 'no-store, no-cache, must-revalidate')
    .header('pragma', 'no-cache')
    .header('expires', '0');
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
