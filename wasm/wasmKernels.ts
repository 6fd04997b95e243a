/**
 * `Kernels` backed by one instance of kernels.wasm or kernels-simd.wasm. Every call copies its
 * inputs into wasm memory, runs, copies the result into the caller's buffer and frees the
 * blocks: results never alias wasm memory, so they stay valid whatever runs next. Calls are
 * synchronous; one instance serves one worker (WebAssembly instances are not shared between threads here).
 */
import type { KernelExports } from './exports';
import { Heap } from './heap';
import type { Kernels } from './kernels';
import { checks } from './validate';
import { WasmDownscaler } from './wasmDownscaler';

/** The wasm kernels, plus a probe of the module's memory for tests and benchmarks. */
export interface WasmKernels extends Kernels {
  readonly kind: 'wasm';
  /** True for kernels-simd.wasm (SIMD128 loops in the downscaler), false for kernels.wasm. */
  readonly simd: boolean;
  /** Current size of the module's linear memory (bytes); it only ever grows. */
  memoryBytes(): number;
}

export function createWasmKernels(x: KernelExports): WasmKernels {
  const heap = new Heap(x);
  return {
    kind: 'wasm',
    simd: x.SIMD?.value === 1,
    memoryBytes: () => x.memory.buffer.byteLength,
    createDownscaler: (options) => new WasmDownscaler(x, heap, options),

    cmykToRgba(src, dst, pixels, inverted) {
      checks.cmyk(src, dst, pixels);
      heap.scoped((b) => {
        const s = b.copyIn(src, pixels * 4);
        const d = b.alloc(pixels * 4);
        x.cmykToRgba(s, d, pixels, inverted ? 1 : 0);
        dst.set(heap.view(d, pixels * 4));
      });
    },

    sixteenToEight(src, dst, samples, littleEndian) {
      checks.sixteen(src, dst, samples);
      heap.scoped((b) => {
        const s = b.copyIn(src, samples * 2);
        const d = b.alloc(samples);
        x.sixteenToEight(s, d, samples, littleEndian ? 1 : 0);
        dst.set(heap.view(d, samples));
      });
    },

    planarToRgba(planes, dst, pixels) {
      checks.planar(planes, dst, pixels);
      heap.scoped((b) => {
        const p = planes.map((plane) => b.copyIn(plane, pixels));
        const d = b.alloc(pixels * 4);
        x.planarToRgba(p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, p[3] ?? 0, p.length, d, pixels);
        dst.set(heap.view(d, pixels * 4));
      });
    },

    interleavedToRgba(src, dst, pixels, channels) {
      checks.interleaved(src, dst, pixels, channels);
      heap.scoped((b) => {
        const s = b.copyIn(src, pixels * channels);
        const d = b.alloc(pixels * 4);
        x.interleavedToRgba(s, d, pixels, channels);
        dst.set(heap.view(d, pixels * 4));
      });
    },

    lzwDecode(src, dst) {
      return heap.scoped((b) => {
        const s = b.copyIn(src, src.length);
        const d = b.alloc(dst.length);
        const written = x.lzwDecode(s, src.length, d, dst.length);
        dst.set(heap.view(d, written));
        return written;
      });
    },

    packBitsDecode(src, dst) {
      return heap.scoped((b) => {
        const s = b.copyIn(src, src.length);
        const d = b.alloc(dst.length);
        const written = x.packBitsDecode(s, src.length, d, dst.length);
        dst.set(heap.view(d, written));
        return written;
      });
    },

    undoHorizontalPredictor8(data, width, rows, samplesPerPixel) {
      checks.predictor(data, width, rows, samplesPerPixel);
      const length = width * rows * samplesPerPixel;
      heap.scoped((b) => {
        const d = b.copyIn(data, length);
        x.undoHorizontalPredictor8(d, width, rows, samplesPerPixel);
        data.set(heap.view(d, length));
      });
    },
  };
}
