/**
 * `npm start`: builds the app when dist/ is missing or older than its sources, then serves app
 * and API on one port (PORT, default 8080) with the embedded defaults (SQLite file and storage
 * folder under ./data). With DIST_DIR set, that build is served as it is and nothing is built.
 *
 * The server runs in this very process (server/main.ts), and the npm script `exec`s node, so
 * no shell or wrapper stands between npm and the server: the TERM or INT npm forwards reaches
 * the server, which closes and exits, and nothing it started is left behind (issue #15).
 */
import { ensureBuild } from './lib/build';

if (!process.env.DIST_DIR?.trim()) ensureBuild();
// Imported only now: main.ts starts serving as soon as it is evaluated.
await import('../server/main');
