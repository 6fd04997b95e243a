/**
 * No-cache headers on every API answer (and the runtime config): the editor must never show a
 * stale price, session or configuration.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether a request URL is under /api (case-insensitive, like the routes). */
export function isApiPath(url: string): boolean {
  const path = (url.split('?')[0] ?? '').toLowerCase();
  return path === '/api' || path.startsWith('/api/');
}

/** Sets Cache-Control, Pragma and Expires so nothing between server and editor keeps a copy. */
export function setNoCacheHeaders(reply: FastifyReply): void {
  void reply
    .header('cache-control', 'no-store, no-cache, must-revalidate')
    .header('pragma', 'no-cache')
    .header('expires', '0');
}

/**
 * onSend hook: no-cache on every /api answer, errors included, unless the route chose its own
 * caching (uploaded image bytes: `private, no-cache` with an ETag).
 */
export async function noCacheOnApi(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (isApiPath(request.url) && !reply.hasHeader('cache-control')) setNoCacheHeaders(reply);
  return payload;
}
