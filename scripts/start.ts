/**
 * `npm start`: builds the app when dist/ is missing or older than its sources, then serves app
 * and API on one port (PORT, default 8080) with the embedded defaults (SQLite file and storage
 * folder under ./data).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bin, ensureBuild, ROOT } from './lib/build';

ensureBuild();
const server = spawn(bin('tsx'), [path.join(ROOT, 'server', 'main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
