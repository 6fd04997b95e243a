/**
 * A test app (testApp.ts) listening on a free local port, for tests that talk HTTP to it like a
 * browser does (the upload client, the fault proxy) rather than through `inject`.
 */
import type { BuildAppOptions } from '../app';
import type { TestApp } from './testApp';
import { createTestApp } from './testApp';

/** A listening test app. */
export interface ListeningApp extends TestApp {
  /** e.g. `http://127.0.0.1:41234`. */
  origin: string;
}

/** Builds the app on a fresh data dir and listens on 127.0.0.1 (a free port). */
export async function listenTestApp(options: Partial<BuildAppOptions> = {}): Promise<ListeningApp> {
  const t = await createTestApp(options);
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...t,
    origin,
    close() {
      // A keep-alive connection whose last answer was still finishing when the client had read
      // it is not idle when close() looks, and would hold the server open for its 72 s
      // keep-alive timeout: close them all (callers close once they have their answers).
      t.app.server.closeAllConnections();
      return t.close();
    },
  };
}
