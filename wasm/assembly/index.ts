/**
 * Entry of the kernels modules (`wasm/build/kernels.wasm`, and `kernels-simd.wasm` built from the
 * same sources with SIMD128 enabled): the exports the JS loader
 * (`wasm/loader.ts`) calls. Pointers are byte offsets into the exported memory; sizes are
 * validated on the JS side before any call.
 */
export { alloc, free, heapTop } from './allocator';
export { dsCreate, dsPush, dsFinish, dsOutput, dsDispose } from './downscaler';
export { cmykToRgba, sixteenToEight, planarToRgba, interleavedToRgba } from './convert';
export { lzwDecode } from './lzw';
export { packBitsDecode } from './packbits';
export { undoHorizontalPredictor8 } from './predictor';

/** 1 in kernels-simd.wasm, 0 in kernels.wasm: an exported i32 global that tells them apart. */
export const SIMD: i32 = ASC_FEATURE_SIMD ? 1 : 0;
