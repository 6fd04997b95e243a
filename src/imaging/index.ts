/** The main-thread side of the image pipeline. */
export { ImagePipeline, concurrencyFor, createPipelineWorker } from './imagePipeline';
export type { ImagePipelineOptions, ProcessOptions, RegionOptions } from './imagePipeline';
export type { RegionRequest } from '../domain/imaging/region';
export type { RegionRoute } from '../../workers/pipeline/protocol';
export { ImageProcessingError } from './types';
export type { PipelineProgress, ProcessedImage, Thumbnail } from './types';
export { encodeDisplayRendition } from './encodeRendition';
export {
  MAX_BANDS_IN_FLIGHT,
  PNG_EXPORT_BITMAP_OPTIONS,
  createPngExportWorker,
  openPngExport,
} from './pngExport';
export type { ExportThumbnail, PngExport, PngExportOptions, PngExportTile } from './pngExport';
