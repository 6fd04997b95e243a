/**
 * Starts the server: `npm run serve` (node --import tsx server/main.ts), or `npm start` through
 * scripts/start.ts, in the same process. Configuration from the environment (see config.ts);
 * the log is JSON lines at LOG_LEVEL (default info: start-up, shutdown, warnings, failures;
 * one line per request at debug). SIGINT/SIGTERM close the server and the database, then exit.
 */
import { buildApp } from './app';
import { loadConfig } from './config';

/** Longest wait for in-flight requests on shutdown, ms. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = loadConfig();
const app = await buildApp({ ...config, logger: { level: config.logLevel } });

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
app.log.info(
  { url: `http://localhost:${config.port}/designer/`, dataDir: config.dataDir },
  'print designer running',
);
