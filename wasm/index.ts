/**
 * Public face of `wasm/`: the kernel contract, the WebAssembly build's loader and the reference
 * implementation. Workers import from here only.
 */
export type { Downscaler, DownscalerOptions, Kernels } from './kernels';
export {
  defaultKernelsUrl,
  defaultSimdKernelsUrl,
  loadKernels,
  type KernelsBuilds,
  type KernelsSource,
} from './loader';
export { simdSupported } from './simdSupport';
export type { WasmKernels } from './wasmKernels';
export { createReferenceKernels } from './reference/index';
