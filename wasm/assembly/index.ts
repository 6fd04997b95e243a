/**
 * Entry of the kernels module (`wasm/build/kernels.wasm`): the exports the JS loader
 * (`wasm/loader.ts`) calls. Pointers are byte offsets into the exported memory; sizes are
 * validated on the JS side before any call.
 */
export { alloc, free, heapTop } from './allocator';
export { dsCreate, dsPush, dsFinish, dsOutput, dsDispose } from './downscaler';
export { cmykToRgba, sixteenToEight, planarToRgba, interleavedToRgba } from './convert';
export { lzwDecode } from './lzw';
export { packBitsDecode } from './packbits';
export { undoHorizontalPredictor8 } from './predictor';
