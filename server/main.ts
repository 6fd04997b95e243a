/**
 * Starts the server: `npm run serve` (tsx server/main.ts). Configuration from the environment
 * (see config.ts). SIGINT/SIGTERM close the server and the database, then exit.
 */
import { buildApp } from './app';
import { loadConfig } from './config';

/** Longest wait for in-flight requests on shutdown, ms. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = loadConfig();
const app = await buildApp({ ...config, logger: true });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(`Print designer running at http://localhost:${config.port}/designer/`);
