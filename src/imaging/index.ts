/** The main-thread side of the image pipeline. */
export { ImagePipeline, concurrencyFor, createPipelineWorker } from './imagePipeline';
export type { ImagePipelineOptions, ProcessOptions } from './imagePipeline';
export { ImageProcessingError } from './types';
export type { PipelineProgress, ProcessedImage, Thumbnail } from './types';
export { encodeDisplayRendition } from './encodeRendition';
