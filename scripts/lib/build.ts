/**
 * Builds the app (assets + vite build → dist/) and the harness (its bench and tool pages →
 * dist-harness/) when their output is missing or older than their sources.
 */
import type { SpawnSyncOptions } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** What the product build reads. */
const INPUTS = [
  'src',
  'public',
  'workers',
  'wasm',
  // The codec folders: the pipeline worker's decoders (a change there must rebuild too).
  'codecs',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];
/** The harness build reads the product's sources and its own folder. */
const HARNESS_INPUTS = [...INPUTS.filter((p) => p !== 'index.html'), 'harness'];
/** The harness's build, served under /harness/ by the scripts' server (scripts/lib/server.ts). */
export const HARNESS_DIST = path.join(ROOT, 'dist-harness');
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

/** Runs `vite build` (with `viteArgs`) unless `built` is newer than every input. */
function buildWhenStale(
  what: string,
  built: string,
  inputs: string[],
  viteArgs: string[],
  log: (message: string) => void,
): void {
  runOrExit(process.execPath, [path.join(ROOT, 'scripts', 'prepare-assets.mjs')]);
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...inputs.map((p) => newest(path.join(ROOT, p))));
  if (builtAt >= sourcesAt) return;
  log(builtAt === 0 ? `Building ${what} (first start)…` : `Sources changed: rebuilding ${what}…`);
  runOrExit(bin('vite'), ['build', '--logLevel', 'warn', ...viteArgs]);
}

/** Prepares assets (pdf.js files, wasm kernels) and builds the app when needed. */
export function ensureBuild(log: (message: string) => void = console.log): void {
  buildWhenStale('the app', path.join(ROOT, 'dist', 'index.html'), INPUTS, [], log);
}

/** Prepares assets and builds the harness's pages when needed (npm run build:harness). */
export function ensureHarnessBuild(log: (message: string) => void = console.log): void {
  const config = path.join('harness', 'vite.config.ts');
  const built = path.join(HARNESS_DIST, 'index.html');
  buildWhenStale('the harness', built, HARNESS_INPUTS, ['--config', config], log);
}
