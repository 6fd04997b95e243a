#!/usr/bin/env node
/**
 * `npm run build:wasm`: compiles the AssemblyScript kernels (wasm/assembly/) twice, into
 * wasm/build/kernels.wasm (scalar) and wasm/build/kernels-simd.wasm (`--enable simd`: the same
 * sources, where `ASC_FEATURE_SIMD` branches select the SIMD128 loops). Idempotent: an output
 * newer than every source (and this script) is not rebuilt; `--force` rebuilds anyway. About 2 s
 * per build that runs.
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
 *                     no threads, so no SharedArrayBuffer or cross-origin isolation.
 *   --enable simd     kernels-simd.wasm only: SIMD128 (Chrome 91, Safari 16.4, Firefox 89); the
 *                     loader picks it where WebAssembly.validate accepts a SIMD module.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const sourceDir = path.join(root, 'wasm', 'assembly');
const outDir = path.join(root, 'wasm', 'build');
const FLAGS = ['-O3', '--noAssert', '--runtime', 'stub', '--noColors'];
/** The two builds: output file name and the flags added to FLAGS. */
const TARGETS = [
  { name: 'kernels.wasm', flags: [] },
  { name: 'kernels-simd.wasm', flags: ['--enable', 'simd'] },
];

/** Newest modification time (ms) of the kernel sources and of this script. */
function sourcesTime() {
  let newest = statSync(fileURLToPath(import.meta.url)).mtimeMs;
  for (const name of readdirSync(sourceDir)) {
    newest = Math.max(newest, statSync(path.join(sourceDir, name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds one target unless it is up to date.
 * @param {{ name: string, flags: string[] }} target
 * @param {{ force: boolean, quiet: boolean, newest: number }} options
 * @returns {Promise<{ built: boolean, file: string, bytes: number }>}
 */
async function buildTarget({ name, flags }, { force, quiet, newest }) {
  const outFile = path.join(outDir, name);
  if (!force && existsSync(outFile) && statSync(outFile).mtimeMs >= newest) {
    return { built: false, file: outFile, bytes: statSync(outFile).size };
  }
  const started = performance.now();
  // Loaded only when building: the compiler takes a second or more to import.
  const { default: asc } = await import('assemblyscript/asc');
  /** @type {Uint8Array | null} */
  let binary = null;
  const errors = [];
  const { error } = await asc.main(
    ['wasm/assembly/index.ts', '--baseDir', root, '-o', name, ...FLAGS, ...flags],
    {
      stdout: { write: () => true },
      stderr: { write: (text) => (errors.push(String(text)), true) },
      // Keep the binary in memory and write it atomically: parallel readers never see half a file.
      writeFile: (file, contents) => {
        if (file.endsWith('.wasm')) binary = contents;
      },
    },
  );
  if (error || !binary) {
    throw new Error(`build-wasm: compilation of ${name} failed\n${errors.join('')}${error ?? ''}`);
  }
  mkdirSync(outDir, { recursive: true });
  const partial = `${outFile}.${process.pid}.tmp`;
  writeFileSync(partial, binary);
  renameSync(partial, outFile);
  if (!quiet) {
    const ms = Math.round(performance.now() - started);
    console.log(`build-wasm: ${path.relative(root, outFile)} (${binary.length} bytes, ${ms} ms)`);
  }
  return { built: true, file: outFile, bytes: binary.length };
}

/**
 * Builds wasm/build/kernels.wasm and kernels-simd.wasm, each unless it is up to date.
 * @param {{ force?: boolean, quiet?: boolean }} [options]
 * @returns {Promise<Array<{ built: boolean, file: string, bytes: number }>>}
 */
export async function buildWasm({ force = false, quiet = false } = {}) {
  const newest = sourcesTime();
  const results = [];
  for (const target of TARGETS) results.push(await buildTarget(target, { force, quiet, newest }));
  return results;
}

/** Vitest globalSetup entry: build both once before the unit tests. */
export default async function setup() {
  await buildWasm({ quiet: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildWasm({ force: process.argv.includes('--force') }).then(
    (results) => {
      for (const result of results.filter((r) => !r.built))
        console.log(`build-wasm: ${path.relative(root, result.file)} is up to date`);
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
