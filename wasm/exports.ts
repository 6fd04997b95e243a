/**
 * The raw exports of wasm/build/kernels.wasm and kernels-simd.wasm (wasm/assembly/index.ts).
 * Pointers are byte offsets into `memory`; AssemblyScript returns them as i32, so values ≥ 2 GiB
 * arrive negative — callers normalise with `>>> 0`. Booleans are passed as 0/1.
 */
export interface KernelExports {
  readonly memory: WebAssembly.Memory;
  /** 1 in the SIMD build; absent from builds older than it (read as scalar). */
  readonly SIMD?: WebAssembly.Global;
  /** Allocates `bytes` (16-byte aligned); 0 when memory cannot grow. */
  alloc(bytes: number): number;
  free(ptr: number): void;
  /** End of the highest block handed out (bytes). */
  heapTop(): number;
  dsCreate(srcW: number, srcH: number, dstW: number, dstH: number, alpha: number): number;
  /** Returns a downscaler status code (DS_STATUS). */
  dsPush(state: number, src: number, x: number, y: number, w: number, h: number): number;
  dsFinish(state: number, y: number): number;
  dsOutput(state: number): number;
  dsDispose(state: number): void;
  cmykToRgba(src: number, dst: number, pixels: number, inverted: number): void;
  sixteenToEight(src: number, dst: number, samples: number, littleEndian: number): void;
  planarToRgba(
    p0: number,
    p1: number,
    p2: number,
    p3: number,
    count: number,
    dst: number,
    pixels: number,
  ): void;
  interleavedToRgba(src: number, dst: number, pixels: number, channels: number): void;
  lzwDecode(src: number, srcLen: number, dst: number, dstLen: number): number;
  packBitsDecode(src: number, srcLen: number, dst: number, dstLen: number): number;
  undoHorizontalPredictor8(
    data: number,
    width: number,
    rows: number,
    samplesPerPixel: number,
  ): void;
}

/** Status codes of dsPush / dsFinish (wasm/assembly/downscaler.ts). */
export const DS_STATUS = { ok: 0, rect: 1, finished: 2, memory: 3, row: 4 } as const;

const FUNCTIONS = [
  'alloc',
  'free',
  'heapTop',
  'dsCreate',
  'dsPush',
  'dsFinish',
  'dsOutput',
  'dsDispose',
  'cmykToRgba',
  'sixteenToEight',
  'planarToRgba',
  'interleavedToRgba',
  'lzwDecode',
  'packBitsDecode',
  'undoHorizontalPredictor8',
] as const;

/** Checks that an instance has every export this loader calls (a stale build would not). */
export function asKernelExports(exports: WebAssembly.Exports): KernelExports {
  const missing = FUNCTIONS.filter((name) => typeof exports[name] !== 'function');
  if (!(exports['memory'] instanceof WebAssembly.Memory)) missing.push('memory' as never);
  if (missing.length > 0) {
    throw new Error(
      `kernels.wasm lacks exports ${missing.join(', ')}: rebuild with npm run build:wasm`,
    );
  }
  return exports as unknown as KernelExports;
}
