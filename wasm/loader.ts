/**
 * Loads the project's WebAssembly kernels. One call = one module instance with its own memory;
 * make one per worker and keep it for the worker's life (instantiation takes ~1 ms).
 *
 * Two builds of the same sources exist: kernels-simd.wasm (SIMD128 downscaler loops) and
 * kernels.wasm (scalar). By default the SIMD build is loaded where the engine validates SIMD,
 * the scalar one otherwise or when the SIMD file cannot be loaded. Both work in module workers
 * without SharedArrayBuffer or cross-origin isolation: single-threaded, no imports.
 */
import { asKernelExports } from './exports';
import { simdSupported } from './simdSupport';
import { createWasmKernels, type WasmKernels } from './wasmKernels';

/** Where the module comes from: its bytes, a compiled module (e.g. posted to a worker) or a URL. */
export type KernelsSource = BufferSource | WebAssembly.Module | URL | string;

/** Both builds: `simd` is used where the engine validates SIMD128 and it loads, else `scalar`. */
export interface KernelsBuilds {
  simd?: KernelsSource;
  scalar: KernelsSource;
}

/**
 * URL of the scalar build next to this file. Vite recognises the `new URL(…, import.meta.url)`
 * pattern and emits kernels.wasm as a hashed asset (run `npm run build:wasm` before `vite build`).
 */
export function defaultKernelsUrl(): URL {
  return new URL('./build/kernels.wasm', import.meta.url);
}

/** URL of the SIMD build (kernels-simd.wasm, a hashed asset likewise). */
export function defaultSimdKernelsUrl(): URL {
  return new URL('./build/kernels-simd.wasm', import.meta.url);
}

/**
 * Reads a file: URL where fetch cannot (Node: tests, scripts) through `process.getBuiltinModule`
 * (Node ≥ 20.16), which needs no import — wasm/ must stay importable by browsers.
 */
async function readFileUrl(url: URL): Promise<Uint8Array<ArrayBuffer>> {
  type NodeFs = { readFile(path: URL): Promise<Uint8Array<ArrayBuffer>> };
  type NodeProcess = { getBuiltinModule?(id: string): unknown };
  const proc = (globalThis as { process?: NodeProcess }).process;
  const fs = proc?.getBuiltinModule?.('node:fs/promises') as NodeFs | undefined;
  if (!fs) throw new Error(`loadKernels: cannot read ${url.href} here; pass the module's bytes`);
  return fs.readFile(url);
}

async function instantiateFromUrl(url: URL | string): Promise<WebAssembly.Instance> {
  const href = url instanceof URL ? url : new URL(url, import.meta.url);
  if (href.protocol === 'file:') {
    return (await WebAssembly.instantiate(await readFileUrl(href), {})).instance;
  }
  const response = await fetch(href);
  if (!response.ok) throw new Error(`loadKernels: ${href.href} answered ${response.status}`);
  const streaming =
    typeof WebAssembly.instantiateStreaming === 'function' &&
    response.headers.get('Content-Type')?.startsWith('application/wasm');
  if (streaming) return (await WebAssembly.instantiateStreaming(response, {})).instance;
  return (await WebAssembly.instantiate(await response.arrayBuffer(), {})).instance;
}

async function instantiate(source: KernelsSource): Promise<WebAssembly.Instance> {
  if (typeof source === 'string' || source instanceof URL) return instantiateFromUrl(source);
  if (source instanceof WebAssembly.Module) return WebAssembly.instantiate(source, {});
  return (await WebAssembly.instantiate(source, {})).instance;
}

/** The SIMD build where the engine has SIMD128 and it loads; else the scalar build. */
async function instantiateBest({ simd, scalar }: KernelsBuilds): Promise<WebAssembly.Instance> {
  if (simd !== undefined && simdSupported()) {
    try {
      const instance = await instantiate(simd);
      asKernelExports(instance.exports); // a stale SIMD build falls back too
      return instance;
    } catch {
      // Missing or unloadable SIMD build: the scalar one computes the same results.
    }
  }
  return instantiate(scalar);
}

function isBuilds(source: KernelsSource | KernelsBuilds): source is KernelsBuilds {
  return typeof source === 'object' && 'scalar' in source;
}

/**
 * Instantiates the kernels and returns their `Kernels` (kind 'wasm'; `simd` tells the build).
 *
 * @param source one module — its bytes, a compiled `WebAssembly.Module` (compile once, post it
 *   to each worker), or a URL to fetch (file: URLs are read with fs under Node) — or both builds
 *   ({@link KernelsBuilds}). Default: the SIMD build ({@link defaultSimdKernelsUrl}) where
 *   `WebAssembly.validate` accepts SIMD128 and it loads, else {@link defaultKernelsUrl}; works
 *   in browsers, workers and Node alike.
 * @throws when the (scalar) module cannot be fetched or compiled, or lacks an export (stale
 *   build).
 */
export async function loadKernels(source?: KernelsSource | KernelsBuilds): Promise<WasmKernels> {
  const builds = source ?? { simd: defaultSimdKernelsUrl(), scalar: defaultKernelsUrl() };
  const instance = isBuilds(builds) ? await instantiateBest(builds) : await instantiate(builds);
  return createWasmKernels(asKernelExports(instance.exports));
}
