/**
 * Loads the project's WebAssembly kernels. One call = one module instance with its own memory;
 * make one per worker and keep it for the worker's life (instantiation takes ~1 ms).
 *
 * Works in module workers without SharedArrayBuffer or cross-origin isolation: the module is
 * single-threaded, imports nothing and uses no SIMD.
 */
import { asKernelExports } from './exports';
import { createWasmKernels, type WasmKernels } from './wasmKernels';

/** Where the module comes from: its bytes, a compiled module (e.g. posted to a worker) or a URL. */
export type KernelsSource = BufferSource | WebAssembly.Module | URL | string;

/**
 * URL of the built module next to this file. Vite recognises the `new URL(…, import.meta.url)`
 * pattern and emits kernels.wasm as a hashed asset (run `npm run build:wasm` before `vite build`).
 */
export function defaultKernelsUrl(): URL {
  return new URL('./build/kernels.wasm', import.meta.url);
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

/**
 * Instantiates kernels.wasm and returns its `Kernels` (kind 'wasm').
 *
 * @param source the module's bytes, a compiled `WebAssembly.Module` (compile once, post it to
 *   each worker), or a URL to fetch (file: URLs are read with fs under Node); default:
 *   {@link defaultKernelsUrl}, which works in browsers, workers and Node alike.
 * @throws when the module cannot be fetched or compiled, or lacks an export (stale build).
 */
export async function loadKernels(source?: KernelsSource): Promise<WasmKernels> {
  let instance: WebAssembly.Instance;
  if (source === undefined || typeof source === 'string' || source instanceof URL) {
    instance = await instantiateFromUrl(source ?? defaultKernelsUrl());
  } else if (source instanceof WebAssembly.Module) {
    instance = await WebAssembly.instantiate(source, {});
  } else {
    instance = (await WebAssembly.instantiate(source, {})).instance;
  }
  return createWasmKernels(asKernelExports(instance.exports));
}
