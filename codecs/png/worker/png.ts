/** Streaming PNG decoder (non-interlaced; interlaced files go to the browser's decoder). */
export { createPngDecoder, decodePng } from './decodePng';
export type { PngDecoderOptions } from './decodePng';
