/**
 * The plain TypeScript kernels: obviously-correct implementations of the `Kernels` contract that
 * the wasm build is tested against, and a fallback where WebAssembly is unavailable.
 */
import type { Kernels } from '../kernels';
import {
  cmykToRgba,
  interleavedToRgba,
  planarToRgba,
  sixteenToEight,
  undoHorizontalPredictor8,
} from './convert';
import { ReferenceDownscaler } from './downscaler';
import { lzwDecode } from './lzw';
import { packBitsDecode } from './packbits';

/** Creates the reference kernels (kind 'reference'); they hold no state between calls. */
export function createReferenceKernels(): Kernels {
  return {
    kind: 'reference',
    createDownscaler: (options) => new ReferenceDownscaler(options),
    cmykToRgba,
    sixteenToEight,
    planarToRgba,
    interleavedToRgba,
    lzwDecode,
    packBitsDecode,
    undoHorizontalPredictor8,
  };
}
