/** What the main thread receives for a processed file. */
import type { PipelineFailure } from '../domain/imaging/errors';
import type { ImageInfo } from '../domain/imaging/imageInfo';

export interface Thumbnail {
  side: number;
  blob: Blob;
  width: number;
  height: number;
}

/** Events as they arrive, with the main thread's clock (ms since the call). */
export type PipelineProgress =
  | { type: 'info'; info: ImageInfo; at: number }
  | { type: 'preview'; bitmap: ImageBitmap; at: number }
  | { type: 'display'; bitmap: ImageBitmap; at: number }
  | { type: 'svg'; svg: string; removed: string[]; at: number }
  | { type: 'thumbnail'; thumbnail: Thumbnail; at: number };

export interface ProcessedImage {
  info: ImageInfo;
  /** The display raster (null for SVG, which stays vector). */
  display: ImageBitmap | null;
  /** The sanitised SVG document (SVG only). */
  svg: string | null;
  thumbnails: Thumbnail[];
}

/** A failed file: the typed failure, and what was known about the file before it failed. */
export class ImageProcessingError extends Error {
  constructor(
    readonly failure: PipelineFailure,
    readonly info: ImageInfo | null,
  ) {
    super(failure.detail ? `${failure.key}: ${failure.detail}` : failure.key);
    this.name = 'ImageProcessingError';
  }
}
