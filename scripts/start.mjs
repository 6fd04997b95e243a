#!/usr/bin/env node
/**
 * `npm start`: builds the app when dist/ is missing or older than its sources, then serves app
 * and API on one port (PORT, default 8080) with the embedded defaults (SQLite file and storage
 * folder under ./data).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const INPUTS = [
  'src',
  'public',
  'workers',
  'wasm',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

/** Newest modification time (ms) under a path; 0 when absent. */
function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'build') continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

const built = path.join(root, 'dist', 'index.html');
const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const sourcesAt = Math.max(...INPUTS.map((p) => newest(path.join(root, p))));
if (builtAt < sourcesAt) {
  console.log(
    builtAt === 0 ? 'Building the app (first start)…' : 'Sources changed: rebuilding the app…',
  );
  const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(bin('tsx'), [path.join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
