/**
 * `GET /images/process?src=…` (spec canvas §7, shell §7): our own pictures and the caller's
 * uploads, resized, cropped, turned, filtered and encoded with sharp (processParams.ts for the
 * parameters, processSource.ts for what may be read, render.ts for the work), cached on disk by
 * parameters (processCache.ts), renders rate-limited per client address (config.ts: 429
 * `tooManyRequests` with Retry-After). Public sources answer `public, max-age=86400` with CORS
 * (the canvas draws them from the CDN origin) and without the session cookie; uploads answer
 * `private, no-cache`. Every answer has an ETag (the cache key) and `nosniff`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ApiErrorKey, apiError } from '../../src/domain/apiErrors';
import { addressKey } from '../http/clientAddress';
import { HttpError } from '../http/httpError';
import { ownerOf } from '../uploads/owner';
import type { UploadService } from '../uploads/service';
import { TokenBuckets } from '../uploads/tokenBucket';
import type { ImageProcessConfig } from './config';
import { ProcessCache, processKey } from './processCache';
import { OUTPUT_FORMATS, processParams } from './processParams';
import { IMAGE_SOURCE_INVALID, processSource } from './processSource';
import { renderImage } from './render';

export interface ProcessRouteOptions {
  imagesDir: string;
  cacheDir: string;
  uploads: UploadService;
  config: ImageProcessConfig;
  now?: () => number;
}

/** Public pictures change only with a reseed: a day in any cache (seconds). */
const PUBLIC_CACHE = 'public, max-age=86400';

const processRoute: FastifyPluginAsync<ProcessRouteOptions> = async (app, options) => {
  const cache = new ProcessCache(options.cacheDir);
  const renders = new TokenBuckets({
    burst: options.config.renderBurst,
    refillPerSecond: options.config.rendersPerSecond,
    now: options.now,
  });

  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(
    '/images/process',
    {
      onSend: async (_request, reply, payload) => {
        // Route hooks run after the app's: the session cookie of a first contact is set by now.
        if (String(reply.getHeader('cache-control')).startsWith('public'))
          reply.removeHeader('set-cookie');
        return payload;
      },
    },
    async (request, reply) => {
      const params = processParams(request.query);
      const source = await processSource(params.src, options.imagesDir, options.uploads, () =>
        ownerOf(request.session),
      );
      const key = processKey(source.version, params);
      const etag = `"${key}"`;
      void reply
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header(
          'cache-control',
          source.visibility === 'public' ? PUBLIC_CACHE : 'private, no-cache',
        );
      if (source.visibility === 'public') void reply.header('access-control-allow-origin', '*');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();

      let picture = await cache.get(key, params.format);
      if (!picture) {
        const taken = renders.take(addressKey(request.ip));
        if (!taken.ok) {
          void reply.header('retry-after', String(Math.ceil(taken.retryAfterMs / 1000)));
          throw new HttpError(429, apiError(429, [ApiErrorKey.tooManyRequests]));
        }
        const input = await source.read();
        try {
          picture = await renderImage(input, source.isSvg, params);
        } catch (error) {
          request.log.warn({ err: error, src: params.src }, 'image could not be processed');
          throw HttpError.validation(IMAGE_SOURCE_INVALID, 'src');
        }
        await cache.put(key, params.format, picture);
      }
      return reply.type(OUTPUT_FORMATS[params.format]).send(picture);
    },
  );
};

/** GET /images/process. */
export default processRoute;
