#!/usr/bin/env node
/**
 * Prepares what the build and the dev server serve but git does not keep:
 * - pdf.js support files (cMaps, standard fonts, JPX/JBIG2/ICC wasm, ICC profiles) copied from
 *   node_modules/pdfjs-dist to public/pdfjs/ (served at <base>/pdfjs/);
 * - the project's wasm kernels, compiled from wasm/assembly by scripts/build-wasm.mjs.
 * Idempotent and quick when nothing changed.
 */
import { cpSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const pdfjs = path.join(root, 'node_modules', 'pdfjs-dist');
const target = path.join(root, 'public', 'pdfjs');

for (const folder of ['cmaps', 'standard_fonts', 'wasm', 'iccs']) {
  const from = path.join(pdfjs, folder);
  const to = path.join(target, folder);
  if (existsSync(to) && statSync(to).mtimeMs >= statSync(from).mtimeMs) continue;
  mkdirSync(to, { recursive: true });
  cpSync(from, to, { recursive: true });
}

const buildWasm = path.join(root, 'scripts', 'build-wasm.mjs');
{
  const result = spawnSync(process.execPath, [buildWasm], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
