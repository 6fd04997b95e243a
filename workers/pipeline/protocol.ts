/**
 * The typed contract between the main thread (src/imaging) and the pipeline worker. Every message
 * carries the job it belongs to; bitmaps and buffers are transferred, never cloned.
 *
 * A job reports, in order: `info` (header facts, fast) → `preview` (an embedded preview, when the
 * file has one) → `display` (the display raster) → `thumbnail` ×2 → `done`; or `error` at any
 * point. SVG jobs report `svg` (the sanitised document) instead of `display`, and ask the main
 * thread to render their thumbnails (`needsRender`), because workers cannot rasterise SVG.
 *
 * A region job (`region`) decodes one rectangle of a file at a chosen size and reports
 * `regionDone` with the bitmap, or `error`. Its `fileKey` names the file across jobs (a Blob
 * arrives as a new object with every message), so the worker can keep the file's parsed
 * structure for the next band.
 */
import type { PipelineFailure } from '../../src/domain/imaging/errors';
import type { ImageInfo } from '../../src/domain/imaging/imageInfo';
import type { PixelBudget } from '../../src/domain/imaging/pixelBudget';
import type { RegionRequest } from '../../src/domain/imaging/region';
import { isRegionRequest } from '../../src/domain/imaging/region';

export interface JobOptions {
  budget: PixelBudget;
  /** Largest file accepted, bytes. */
  maxFileBytes: number;
  /** Thumbnail long sides to produce, px. */
  thumbnailSides: readonly number[];
  /** Page to show (0-based; default 0): of a PDF/AI, or a HEIF's top-level image. */
  page?: number;
}

/**
 * How a region was answered (diagnostics, tests): a TIFF window of tiles, TIFF strips, PSD or PNG
 * rows (through a cursor that continues band after band), HEIC grid tiles, a native frame copied
 * out (ImageDecoder), a native bitmap decoded whole (no ImageDecoder, or a YUV frame), a PDF
 * viewport, an EPS preview window, an EPS region drawn by the PostScript renderer.
 */
export type RegionRoute =
  | 'tiff-window'
  | 'tiff-strips'
  | 'heif-tiles'
  | 'psd-rows'
  | 'png-rows'
  | 'native-frame'
  | 'native-bitmap'
  | 'pdf-viewport'
  | 'eps-preview'
  | 'eps-postscript';

export interface RegionJobOptions {
  budget: PixelBudget;
  /** Largest file accepted, bytes. */
  maxFileBytes: number;
}

export type WorkerRequest =
  | {
      type: 'init';
      /** Installs the allocation guard with this area limit (tests and tools). */ guardMaxArea:
        number | null;
    }
  | { type: 'process'; jobId: string; file: Blob; fileName: string; options: JobOptions }
  | {
      type: 'region';
      jobId: string;
      file: Blob;
      /** Names the same file (the same Blob on the main thread) across jobs. */
      fileKey: string;
      fileName: string;
      request: RegionRequest;
      options: RegionJobOptions;
    }
  | {
      type: 'svgRendered';
      jobId: string;
      /** Bitmaps the main thread rendered from the sanitised SVG, by long side. */
      bitmaps: { side: number; bitmap: ImageBitmap }[];
    };

/** Milliseconds since the job started, measured in the worker. */
export type Elapsed = number;

export type WorkerEvent =
  | { type: 'ready' }
  | { type: 'info'; jobId: string; info: ImageInfo; at: Elapsed }
  | {
      type: 'preview';
      jobId: string;
      bitmap: ImageBitmap;
      width: number;
      height: number;
      at: Elapsed;
    }
  | {
      type: 'display';
      jobId: string;
      bitmap: ImageBitmap;
      width: number;
      height: number;
      at: Elapsed;
    }
  | { type: 'svg'; jobId: string; svg: string; removed: string[]; at: Elapsed }
  | {
      type: 'needsRender';
      jobId: string;
      svg: string;
      sizes: { side: number; width: number; height: number }[];
    }
  | {
      type: 'thumbnail';
      jobId: string;
      side: number;
      blob: Blob;
      width: number;
      height: number;
      at: Elapsed;
    }
  | { type: 'done'; jobId: string; info: ImageInfo; at: Elapsed }
  | {
      type: 'regionDone';
      jobId: string;
      bitmap: ImageBitmap;
      width: number;
      height: number;
      /**
       * Most pixels the job held at once in a wasm heap or a whole-image buffer (the output, a
       * single-item HEIF decoded whole), px: the pool recycles a worker above its limit.
       */
      heldPixels: number;
      route: RegionRoute;
      at: Elapsed;
    }
  | {
      type: 'error';
      jobId: string;
      failure: PipelineFailure;
      info: ImageInfo | null;
      at: Elapsed;
      /**
       * Region jobs: the failure came before any decoder ran (a bad request, an empty or
       * unrecognised file), so the worker is as it was and may be kept with what it caches.
       */
      intact?: boolean;
    }
  | { type: 'guardViolation'; what: string; width: number; height: number };

/** Rejects anything that is not a well-formed request (postMessage is a trust boundary). */
export function isWorkerRequest(value: unknown): value is WorkerRequest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  switch (v.type) {
    case 'init':
      return v.guardMaxArea === null || (typeof v.guardMaxArea === 'number' && v.guardMaxArea > 0);
    case 'process': {
      const o = v.options as Record<string, unknown> | undefined;
      return (
        typeof v.jobId === 'string' &&
        v.file instanceof Blob &&
        typeof v.fileName === 'string' &&
        typeof o === 'object' &&
        o !== null &&
        typeof o.maxFileBytes === 'number' &&
        Array.isArray(o.thumbnailSides) &&
        typeof o.budget === 'object'
      );
    }
    case 'region': {
      const o = v.options as Record<string, unknown> | undefined;
      const budget = o?.budget as Record<string, unknown> | undefined;
      return (
        typeof v.jobId === 'string' &&
        typeof v.fileKey === 'string' &&
        v.file instanceof Blob &&
        typeof v.fileName === 'string' &&
        isRegionRequest(v.request) &&
        typeof o === 'object' &&
        o !== null &&
        typeof o.maxFileBytes === 'number' &&
        typeof budget === 'object' &&
        budget !== null &&
        typeof budget.maxArea === 'number' &&
        budget.maxArea > 0 &&
        typeof budget.maxSide === 'number' &&
        budget.maxSide > 0
      );
    }
    case 'svgRendered':
      return typeof v.jobId === 'string' && Array.isArray(v.bitmaps);
    default:
      return false;
  }
}
