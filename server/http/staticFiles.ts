/**
 * Non-API paths: the built editor (DIST_DIR) under /designer/ with a history fallback to
 * index.html, `/` -> /designer/, `/403` rendered by the editor, the not-found page `/404` (the
 * editor too, answered 404), and CDN images under /images/
 * from `<dataDir>/cdn/images`. Without a build, editor pages answer 503 with a hint; the API
 * keeps working.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

/** Options of the static-file routes. */
export interface StaticFilesOptions {
  /** Absolute folder of the built editor. */
  distDir: string;
  /** Absolute folder served as /images/. */
  imagesDir: string;
  /**
   * The `frame-ancestors` directive of the editor's answers (domain/embed `frameAncestors`):
   * itself and the `EMBED_ALLOWED_ORIGINS` storefronts; no other page may frame the editor.
   */
  frameAncestors: string;
}

/** Hashed build output never changes under one name: cache for a year (seconds). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files: always revalidate (ETag) so a new build shows at once. */
const REVALIDATE = 'no-cache';
/** The embed SDK and its types (scripts/build-embed-sdk.mjs), imported across origins. */
const PUBLIC_MODULES = new Set(['embed.js', 'embed.d.ts']);

const NOT_BUILT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Print designer: not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>The editor has not been built yet</h1>
<p>Run <code>npm run build</code>, then reload this page. The API under <code>/api/v1/</code> is running.</p>
</body></html>
`;

async function isFile(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

const staticFiles: FastifyPluginAsync<StaticFilesOptions> = async (app, options) => {
  const distDir = path.resolve(options.distDir);
  const indexFile = path.join(distDir, 'index.html');

  // reply.sendFile for the editor (routes below decide what to send).
  await app.register(fastifyStatic, { root: distDir, serve: false });
  // CDN images: files only, no listings, no dot files.
  await app.register(fastifyStatic, {
    root: options.imagesDir,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '1h',
  });

  /** The editor's page; `status` 404 for the not-found page (its page, its real status). */
  const sendIndex = async (reply: FastifyReply, status = 200) => {
    reply.header('content-security-policy', options.frameAncestors);
    if (!(await isFile(indexFile))) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_HTML);
    }
    return reply
      .code(status)
      .header('cache-control', REVALIDATE)
      .sendFile('index.html', distDir, { cacheControl: false });
  };

  app.get('/', (_request, reply) => reply.redirect('/designer/'));
  app.get('/designer', (_request, reply) => reply.redirect('/designer/'));
  app.get('/403', (_request, reply) => sendIndex(reply));
  app.get('/403/', (_request, reply) => sendIndex(reply));
  // Where a failed load of the user's designs goes (spec shell §2, §8).
  app.get('/404', (_request, reply) => sendIndex(reply, 404));
  app.get('/404/', (_request, reply) => sendIndex(reply, 404));

  app.get<{ Params: { '*': string } }>('/designer/*', async (request, reply) => {
    // The path below /designer/ as the router matched and decoded it, never sliced from the raw
    // URL (`/%64esigner/…` and `/DESIGNER/…` reach this route too); sendFile takes it decoded.
    const relative = request.params['*'];
    const file = path.resolve(distDir, relative);
    const inside = file.startsWith(distDir + path.sep);
    const isAsset = relative.startsWith('assets/');
    if (inside && !relative.split('/').some((s) => s.startsWith('.')) && (await isFile(file))) {
      // The embed SDK is imported as a module by storefronts on other origins: public code,
      // fetched without credentials, so any origin may read it (CORS).
      if (PUBLIC_MODULES.has(relative)) reply.header('access-control-allow-origin', '*');
      return reply
        .header('content-security-policy', options.frameAncestors)
        .header('cache-control', isAsset ? IMMUTABLE : REVALIDATE)
        .sendFile(relative, distDir, { cacheControl: false });
    }
    // A missing hashed asset is a 404, not the page (a script must never receive HTML).
    if (isAsset) return reply.callNotFound();
    return sendIndex(reply);
  });
};

/** Static-file routes (editor, redirects, /403, /404, /images). */
export default staticFiles;
