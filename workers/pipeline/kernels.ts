/** The pixel kernels, loaded once per worker (wasm; the TS reference if wasm cannot load). */
import type { Kernels } from '../../wasm/kernels';

let kernels: Promise<Kernels> | null = null;

export function workerKernels(): Promise<Kernels> {
  kernels ??= import('../../wasm/loader').then(async (m) => {
    try {
      return await m.loadKernels();
    } catch (error) {
      console.warn('wasm kernels unavailable, using the TypeScript reference', error);
      const ref = await import('../../wasm/reference');
      return ref.createReferenceKernels();
    }
  });
  return kernels;
}
