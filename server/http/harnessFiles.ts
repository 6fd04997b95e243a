/**
 * The harness's bench and tool pages (harness/, built into dist-harness/) under /harness/, on
 * the API's own origin, so the pages reach the real API, cookies included. Registered only when
 * HARNESS_DIST_DIR is set: by the scripts and the browser tests, never by production defaults
 * (the product build holds no tool page either).
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/** Options of the harness routes. */
export interface HarnessFilesOptions {
  /** Absolute folder of the harness build. */
  harnessDistDir: string;
}

const harnessFiles: FastifyPluginAsync<HarnessFilesOptions> = async (app, options) => {
  await app.register(fastifyStatic, {
    root: path.resolve(options.harnessDistDir),
    prefix: '/harness/',
    decorateReply: false,
    list: false,
    dotfiles: 'deny',
    // A rebuilt harness shows at once: every file is revalidated (ETag).
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
  });
  // Its index.html lists the pages.
  app.get('/harness', (_request, reply) => reply.redirect('/harness/'));
};

/** The harness's pages under /harness/ (only when HARNESS_DIST_DIR is set). */
export default harnessFiles;
