/** Builds the app (assets + vite build) when dist/ is missing or older than its sources. */
import type { SpawnSyncOptions } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const INPUTS = [
  'src',
  'public',
  'workers',
  'wasm',
  'tools',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];
const SKIP = new Set(['node_modules', 'build', 'pdfjs']);

/** Newest modification time (ms) under a path; 0 when absent. */
function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(p))
    if (!SKIP.has(entry)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

export function bin(name: string): string {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

/** Runs a command in the repo, inheriting output; exits the process when it fails. */
export function runOrExit(command: string, args: string[], options: SpawnSyncOptions = {}): void {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Prepares assets (pdf.js files, wasm kernels) and builds the app when needed. */
export function ensureBuild(log: (message: string) => void = console.log): void {
  runOrExit(process.execPath, [path.join(ROOT, 'scripts', 'prepare-assets.mjs')]);
  const built = path.join(ROOT, 'dist', 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...INPUTS.map((p) => newest(path.join(ROOT, p))));
  if (builtAt >= sourcesAt) return;
  log(builtAt === 0 ? 'Building the app (first start)…' : 'Sources changed: rebuilding the app…');
  runOrExit(bin('vite'), ['build', '--logLevel', 'warn']);
}
