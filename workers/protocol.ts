/**
 * The typed contract between the main thread (src/imaging) and the pipeline worker. Every message
 * carries the job it belongs to; bitmaps and buffers are transferred, never cloned.
 *
 * A job reports, in order: `info` (header facts, fast) → `preview` (an embedded preview, when the
 * file has one) → `display` (the display raster) → `thumbnail` ×2 → `done`; or `error` at any
 * point. SVG jobs report `svg` (the sanitised document) instead of `display`, and ask the main
 * thread to render their thumbnails (`needsRender`), because workers cannot rasterise SVG.
 */
import type { PipelineFailure } from '../src/domain/imaging/errors';
import type { ImageInfo } from '../src/domain/imaging/imageInfo';
import type { PixelBudget } from '../src/domain/imaging/pixelBudget';

export interface JobOptions {
  budget: PixelBudget;
  /** Largest file accepted, bytes. */
  maxFileBytes: number;
  /** Thumbnail long sides to produce, px. */
  thumbnailSides: readonly number[];
  /** Page to render for PDF/AI (0-based; default 0). */
  page?: number;
}

export type WorkerRequest =
  | {
      type: 'init';
      /** Installs the allocation guard with this area limit (tests and tools). */ guardMaxArea:
        number | null;
    }
  | { type: 'process'; jobId: string; file: Blob; fileName: string; options: JobOptions }
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
  | { type: 'error'; jobId: string; failure: PipelineFailure; info: ImageInfo | null; at: Elapsed }
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
    case 'svgRendered':
      return typeof v.jobId === 'string' && Array.isArray(v.bitmaps);
    default:
      return false;
  }
}

// ---- The rendition encoder worker (workers/encode.worker.ts) ---------------------------------

export interface EncodeRequest {
  id: number;
  /** Transferred; closed by the worker. */
  bitmap: ImageBitmap;
  /** WebP quality, 0–1. */
  quality: number;
}

export type EncodeResponse = { id: number; blob: Blob } | { id: number; error: string };

export function isEncodeRequest(value: unknown): value is EncodeRequest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof ImageBitmap !== 'undefined' &&
    v.bitmap instanceof ImageBitmap &&
    typeof v.quality === 'number' &&
    v.quality > 0 &&
    v.quality <= 1
  );
}
