#!/usr/bin/env node
/**
 * `npm run build:wasm`: compiles the AssemblyScript kernels (wasm/assembly/) into
 * wasm/build/kernels.wasm. Idempotent: does nothing when the output is newer than every source
 * (and this script); `--force` rebuilds anyway. Takes about 2 s when it does build.
 *
 * Also the Vitest globalSetup (vitest.config.ts): the default export builds before unit tests so
 * the wasm tests always run against the current sources.
 *
 * Flags, and why:
 *   -O3 --noAssert    speed; the kernels contain no assertions that guard memory (the JS side
 *                     validates sizes, LZW/PackBits check every bound themselves)
 *   --runtime stub    no GC or TLSF: the kernels never allocate managed objects, and memory is
 *                     handed out by our own free list (wasm/assembly/allocator.ts)
 *   default features  AssemblyScript 0.28 enables mutable-globals, sign-extension, non-trapping
 *                     float→int and bulk memory (all in Safari 15+, Chrome 75+, Firefox 79+);
 *                     no SIMD, no threads, so no SharedArrayBuffer or cross-origin isolation.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const sourceDir = path.join(root, 'wasm', 'assembly');
const outFile = path.join(root, 'wasm', 'build', 'kernels.wasm');
const FLAGS = ['-O3', '--noAssert', '--runtime', 'stub', '--noColors'];

/** Newest modification time (ms) of the kernel sources and of this script. */
function sourcesTime() {
  let newest = statSync(fileURLToPath(import.meta.url)).mtimeMs;
  for (const name of readdirSync(sourceDir)) {
    newest = Math.max(newest, statSync(path.join(sourceDir, name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds wasm/build/kernels.wasm unless it is up to date.
 * @param {{ force?: boolean, quiet?: boolean }} [options]
 * @returns {Promise<{ built: boolean, file: string, bytes: number }>}
 */
export async function buildWasm({ force = false, quiet = false } = {}) {
  if (!force && existsSync(outFile) && statSync(outFile).mtimeMs >= sourcesTime()) {
    return { built: false, file: outFile, bytes: statSync(outFile).size };
  }
  const started = performance.now();
  // Loaded only when building: the compiler takes a second or more to import.
  const { default: asc } = await import('assemblyscript/asc');
  /** @type {Uint8Array | null} */
  let binary = null;
  const errors = [];
  const { error } = await asc.main(
    ['wasm/assembly/index.ts', '--baseDir', root, '-o', 'kernels.wasm', ...FLAGS],
    {
      stdout: { write: () => true },
      stderr: { write: (text) => (errors.push(String(text)), true) },
      // Keep the binary in memory and write it atomically: parallel readers never see half a file.
      writeFile: (name, contents) => {
        if (name.endsWith('.wasm')) binary = contents;
      },
    },
  );
  if (error || !binary) {
    throw new Error(`build-wasm: compilation failed\n${errors.join('')}${error ?? ''}`);
  }
  mkdirSync(path.dirname(outFile), { recursive: true });
  const partial = `${outFile}.${process.pid}.tmp`;
  writeFileSync(partial, binary);
  renameSync(partial, outFile);
  if (!quiet) {
    const ms = Math.round(performance.now() - started);
    console.log(`build-wasm: ${path.relative(root, outFile)} (${binary.length} bytes, ${ms} ms)`);
  }
  return { built: true, file: outFile, bytes: binary.length };
}

/** Vitest globalSetup entry: build once before the unit tests. */
export default async function setup() {
  await buildWasm({ quiet: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildWasm({ force: process.argv.includes('--force') }).then(
    (result) => {
      if (!result.built)
        console.log(`build-wasm: ${path.relative(root, result.file)} is up to date`);
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
