/**
 * HEIF/HEIC decoding with libheif-js (LGPL-3.0, loaded on demand inside the decoder worker):
 * the tile-by-tile stream decoder, the thumbnail preview and a libheif probe.
 */
export { decodeHeif, decodeHeifFile } from './decodeHeif';
export { createRegionMemo, releaseRegionMemo } from './regionMemo';
export type { HeifRegionMemo } from './regionMemo';
export { openHeif } from './heifFile';
export type { HeifFile } from './heifFile';
export { decodeHeifFilePreview, decodeHeifPreview, MAX_PREVIEW_SIDE } from './preview';
export type { HeifPreview, HeifPreviewOptions, HeifThumbnail } from './preview';
export { heifOrientation, probeHeif } from './probe';
/** Starts loading libheif early (e.g. once a header says HEIC); decoding awaits the same load. */
export { loadLibHeif as preloadLibHeif } from './libheif';
export type { HeifProbe } from './probe';
