/**
 * `npm run build`'s last step: the embed SDK into dist/embed.js (Vite, library mode) and its
 * types into dist/embed.d.ts (tsc, declarations of src/embed-sdk/embed.ts alone).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
execFileSync(
  bin('vite'),
  ['build', '--config', 'scripts/embed-sdk.vite.config.ts', '--logLevel', 'warn'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'embed-dts-'));
try {
  execFileSync(
    bin('tsc'),
    [
      'src/embed-sdk/embed.ts',
      '--ignoreConfig',
      '--declaration',
      '--emitDeclarationOnly',
      '--strict',
      '--target',
      'ES2022',
      '--module',
      'ESNext',
      '--moduleResolution',
      'bundler',
      '--lib',
      'ES2023,DOM,DOM.Iterable',
      '--rootDir',
      'src',
      '--outDir',
      out,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  fs.copyFileSync(path.join(out, 'embed-sdk', 'embed.d.ts'), path.join(root, 'dist', 'embed.d.ts'));
} finally {
  fs.rmSync(out, { recursive: true, force: true });
}
