/**
 * Runs the upload cleanup every `cleanupIntervalMs` (the start-up run is awaited by buildApp),
 * each run after `purgeSessions` (ended guest sessions, whose uploads the cleanup then deletes).
 * The timer does not keep the process alive and stops when the app closes; a run still going
 * when the next is due is not doubled.
 */
import type { FastifyInstance } from 'fastify';
import type { UploadService } from './service';

/** Schedules the periodic cleanup on `app` (nothing when the interval is 0). */
export function scheduleUploadCleanup(
  app: FastifyInstance,
  uploads: UploadService,
  purgeSessions: () => Promise<number>,
): void {
  const interval = uploads.config.cleanupIntervalMs;
  if (interval <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    purgeSessions()
      .then(async (sessions) => ({ sessions, ...(await uploads.cleanup()) }))
      .then((report) => app.log.info({ report }, 'upload cleanup'))
      .catch((error: unknown) => app.log.error({ err: error }, 'upload cleanup failed'))
      .finally(() => {
        running = false;
      });
  }, interval);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
