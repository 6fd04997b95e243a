/**
 * The two builds the wasm tests run against: kernels.wasm (scalar) and kernels-simd.wasm
 * (SIMD128). The Vitest globalSetup (scripts/build-wasm.mjs) builds both; the SIMD one is left
 * out where the runtime cannot validate SIMD. `loadKernels(build.url)` reads the file (fs under
 * Node), so this module needs no node: import.
 */
import { simdSupported } from '../simdSupport';

export interface Build {
  /** For test names. */
  name: 'scalar' | 'simd';
  url: URL;
}

/** Every build this runtime can instantiate. */
export const BUILDS: Build[] = [
  { name: 'scalar', url: new URL('../build/kernels.wasm', import.meta.url) },
  ...(simdSupported()
    ? [{ name: 'simd' as const, url: new URL('../build/kernels-simd.wasm', import.meta.url) }]
    : []),
];
