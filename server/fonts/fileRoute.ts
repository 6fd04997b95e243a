/**
 * GET /fonts/<slug>/<weight>-<style>-<subset>.<hash>.woff2: the catalogue's woff2 files, served
 * from their npm packages. Only URLs the catalogue lists are answered (a lookup, never a path
 * built from the request), so nothing else in node_modules is reachable. The hash in the name
 * changes with the file's content, so an answer is cached for a year, immutable, by browsers and
 * any CDN in front (CDN_URL). Fonts are public: any origin may load them (FontFace needs CORS
 * when the app and the files are on different origins). A public, cached answer must never hand
 * out a session: the session cookie the app sets on first contact is taken off.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { FontCatalogue } from './catalogue';
import { fontFilePaths } from './catalogue';

/** Options of the font file route. */
export interface FontFileRouteOptions {
  catalogue: FontCatalogue;
}

/** A year, seconds: the URL names the content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const fontFileRoute: FastifyPluginAsync<FontFileRouteOptions> = async (app, options) => {
  const files = fontFilePaths(options.catalogue);

  app.get(
    '/fonts/:slug/:file',
    {
      // Route hooks run after the app's: @fastify/cookie has written Set-Cookie by now.
      onSend: async (_request, reply) => {
        reply.removeHeader('set-cookie');
      },
    },
    async (request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const file = files.get(url);
      if (!file) return reply.callNotFound();
      const { size } = await stat(file);
      return reply
        .header('content-type', 'font/woff2')
        .header('content-length', size)
        .header('cache-control', IMMUTABLE)
        .header('access-control-allow-origin', '*')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );
};

/** The font files under /fonts/. */
export default fontFileRoute;
