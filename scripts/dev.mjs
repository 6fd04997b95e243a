#!/usr/bin/env node
/**
 * `npm run dev`: the API server (restarting on change) on DEV_API_PORT (default 8081) and Vite
 * with hot reload on 5173, which proxies /api, /images and the runtime configuration to it.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const prepared = spawnSync(process.execPath, [path.join(root, 'scripts', 'prepare-assets.mjs')], {
  stdio: 'inherit',
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const apiPort = process.env.DEV_API_PORT ?? '8081';

const children = [
  spawn(bin('tsx'), ['watch', path.join(root, 'server', 'main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn(bin('vite'), [], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DEV_API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const c of children)
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
