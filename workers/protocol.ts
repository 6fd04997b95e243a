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
import type { PipelineFailure } from '../src/domain/imaging/errors';
import type { ImageInfo } from '../src/domain/imaging/imageInfo';
import type { PixelBudget } from '../src/domain/imaging/pixelBudget';
import type { RegionRequest } from '../src/domain/imaging/region';
import { isRegionRequest } from '../src/domain/imaging/region';

export interface JobOptions {
  budget: PixelBudget;
  /** Largest file accepted, bytes. */
  maxFileBytes: number;
  /** Thumbnail long sides to produce, px. */
  thumbnailSides: readonly number[];
  /** Page to render for PDF/AI (0-based; default 0). */
  page?: number;
}

/**
 * How a region was answered (diagnostics, tests): a TIFF window of tiles, TIFF strips, PSD or PNG
 * rows (through a cursor that continues band after band), HEIC grid tiles, a native frame copied
 * out (ImageDecoder), a native bitmap decoded whole (no ImageDecoder, or a YUV frame), a PDF
 * viewport, an EPS preview window.
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
  | 'eps-preview';

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

// ---- The print export's PNG writer (workers/export.worker.ts) --------------------------------
//
// One worker per export. The main thread sends `begin`, then the bands top to bottom, each as
// the ImageBitmaps of its tiles left to right (transferred; the worker closes them), then
// `finish`. The worker answers `bandWritten` once a band's rows are with the compressor, `done`
// with the file and the thumbnails it made from the rows, or `error`, after which the export is dropped. `abort` drops it silently.

/** A WebP thumbnail of the exported image, made from its rows. */
export interface ExportThumbnail {
  /** The long side asked for, px. */
  side: number;
  blob: Blob;
  width: number;
  height: number;
}

/** Most thumbnails an export makes, and their largest side, px. */
const MAX_THUMBNAILS = 4;
const MAX_THUMBNAIL_SIDE = 4096;

/** One tile of a band: its left edge and size in image px, and its pixels. */
export interface ExportTile {
  x: number;
  width: number;
  height: number;
  /** Transferred; closed by the worker. */
  bitmap: ImageBitmap;
}

export type ExportRequest =
  | {
      type: 'begin';
      id: number;
      /** Image size, px. */
      width: number;
      height: number;
      /** Print resolution written in pHYs, dots per inch. */
      dpi: number;
      /** RGBA PNG when true, RGB (alpha dropped) when false. */
      alpha: boolean;
      /** Installs the allocation guard with this area limit, px (tests and tools); else null. */
      guardMaxArea: number | null;
      /** Thumbnails to make from the rows as they pass, long side px (never upscaled). */
      thumbnailSides: number[];
    }
  | {
      type: 'band';
      id: number;
      /** First row of the band, px: the row after the previous band's last. */
      y: number;
      /** Rows in the band, px: every tile's height. */
      height: number;
      /** The tiles, covering columns 0 … width − 1 exactly once. */
      tiles: ExportTile[];
    }
  | { type: 'finish'; id: number }
  | { type: 'abort'; id: number };

export type ExportResponse =
  | { type: 'bandWritten'; id: number; y: number }
  | { type: 'done'; id: number; blob: Blob; bytes: number; thumbnails: ExportThumbnail[] }
  | { type: 'error'; id: number; message: string };

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

function isExportTile(value: unknown): value is ExportTile {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    isCount(t.x) &&
    isCount(t.width) &&
    isCount(t.height) &&
    typeof ImageBitmap !== 'undefined' &&
    t.bitmap instanceof ImageBitmap
  );
}

/** Rejects anything that is not a well-formed export request (postMessage is a trust boundary). */
export function isExportRequest(value: unknown): value is ExportRequest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (!isCount(v.id)) return false;
  switch (v.type) {
    case 'begin':
      return (
        isCount(v.width) &&
        isCount(v.height) &&
        typeof v.dpi === 'number' &&
        typeof v.alpha === 'boolean' &&
        (v.guardMaxArea === null || (typeof v.guardMaxArea === 'number' && v.guardMaxArea > 0)) &&
        Array.isArray(v.thumbnailSides) &&
        v.thumbnailSides.length <= MAX_THUMBNAILS &&
        v.thumbnailSides.every((side) => isCount(side) && side > 0 && side <= MAX_THUMBNAIL_SIDE)
      );
    case 'band':
      return (
        isCount(v.y) && isCount(v.height) && Array.isArray(v.tiles) && v.tiles.every(isExportTile)
      );
    case 'finish':
    case 'abort':
      return true;
    default:
      return false;
  }
}
