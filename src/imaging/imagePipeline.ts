/**
 * The typed bridge the app uses: `process(file)` runs a file through the pipeline worker
 * pool and resolves with its info, display raster and thumbnails, reporting progress as events
 * arrive; `decodeRegion(file, …)` decodes one rectangle of a file at a chosen size (export).
 * Every call is abortable.
 */
import type { PixelBudget } from '../domain/imaging/pixelBudget';
import { PIPELINE_LIMITS } from '../domain/imaging/limits';
import type { RegionRoute, WorkerEvent } from '../../workers/pipeline/protocol';
import { renderSvgBitmaps } from './renderSvg';
import type { PipelineProgress, ProcessedImage, Thumbnail } from './types';
import { ImageProcessingError } from './types';
import { WorkerPool } from './workerPool';
import type { ImageInfo } from '../domain/imaging/imageInfo';
import { PipelineError, PipelineErrorKey, toFailure } from '../domain/imaging/errors';
import type { RegionRequest } from '../domain/imaging/region';
import { checkRegionOutput, isRegionRequest } from '../domain/imaging/region';
import { fileKeyOf } from './fileKeys';

export interface ImagePipelineOptions {
  budget: PixelBudget;
  /** Logical processors of the machine (navigator.hardwareConcurrency). */
  hardwareThreads: number;
  /** Allocation guard in the workers (tests and tools), px; null in the product. */
  guardMaxArea?: number | null;
  onGuardViolation?: (v: { what: string; width: number; height: number }) => void;
  /** For tests: a different worker factory. */
  createWorker?: () => Worker;
}

export interface ProcessOptions {
  signal?: AbortSignal;
  onProgress?: (event: PipelineProgress) => void;
  /** Largest file, bytes (default 50 MB). */
  maxFileBytes?: number;
  /** Page to show (0-based): of a PDF/AI, or a HEIF's top-level image. */
  page?: number;
}

export interface RegionOptions {
  signal?: AbortSignal;
  /** Largest file, bytes (default 50 MB; tools raise it for synthetic files). */
  maxFileBytes?: number;
  /** Diagnostics: told which decoder route answered (tools and tests). */
  onRoute?: (route: RegionRoute) => void;
}

export function createPipelineWorker(): Worker {
  return new Worker(new URL('../../workers/pipeline/pipeline.worker.ts', import.meta.url), {
    type: 'module',
    name: 'image-pipeline',
  });
}

/** Jobs at once: one under the Safari budget (memory), else one per spare core, at most 3. */
export function concurrencyFor(budget: PixelBudget, threads: number): number {
  if (budget.name === 'safari') return 1;
  return Math.max(1, Math.min(3, threads - 1));
}

export class ImagePipeline {
  private readonly pool: WorkerPool;

  constructor(private readonly options: ImagePipelineOptions) {
    this.pool = new WorkerPool({
      concurrency: concurrencyFor(options.budget, options.hardwareThreads),
      createWorker: options.createWorker ?? createPipelineWorker,
      guardMaxArea: options.guardMaxArea ?? null,
      onGuardViolation: options.onGuardViolation,
    });
  }

  get budget(): PixelBudget {
    return this.options.budget;
  }

  get workers(): number {
    return this.pool.size;
  }

  async process(file: Blob, fileName: string, opts: ProcessOptions = {}): Promise<ProcessedImage> {
    const started = performance.now();
    const at = () => performance.now() - started;
    let info: ImageInfo | null = null;
    let display: ImageBitmap | null = null;
    let svg: string | null = null;
    const thumbnails: Thumbnail[] = [];
    const report = (p: PipelineProgress) => opts.onProgress?.(p);
    const onEvent = (event: WorkerEvent) => {
      switch (event.type) {
        case 'info':
          info = event.info;
          report({ type: 'info', info: event.info, at: at() });
          break;
        case 'preview':
          report({ type: 'preview', bitmap: event.bitmap, at: at() });
          break;
        case 'display':
          display = event.bitmap;
          report({ type: 'display', bitmap: event.bitmap, at: at() });
          break;
        case 'svg':
          svg = event.svg;
          report({ type: 'svg', svg: event.svg, removed: event.removed, at: at() });
          break;
        case 'thumbnail': {
          const thumbnail = {
            side: event.side,
            blob: event.blob,
            width: event.width,
            height: event.height,
          };
          thumbnails.push(thumbnail);
          report({ type: 'thumbnail', thumbnail, at: at() });
          break;
        }
        case 'done':
          info = event.info;
          break;
        case 'error':
          info = event.info ?? info;
          break;
      }
    };
    try {
      await this.pool.run(
        file,
        fileName,
        {
          budget: this.options.budget,
          maxFileBytes: opts.maxFileBytes ?? PIPELINE_LIMITS.maxFileBytes,
          thumbnailSides: PIPELINE_LIMITS.thumbnailSides,
          page: opts.page,
        },
        { onEvent, renderSvg: renderSvgBitmaps },
        opts.signal,
      );
    } catch (failure) {
      (display as ImageBitmap | null)?.close();
      throw new ImageProcessingError(failure as ImageProcessingError['failure'], info);
    }
    if (!info) throw new ImageProcessingError({ key: 'corruptImage', detail: 'no info' }, null);
    return { info, display, svg, thumbnails };
  }

  /**
   * One rectangle of `file`, oriented, resampled to `request.output` (area-averaged when
   * shrinking). `request.region` is in the pipeline's pixel space: the oriented full-resolution
   * image of `info.pixelWidth × info.pixelHeight` (for rasters `info.width × info.height`; for
   * PDF, AI and EPS the page raster size reported). Rasters are never upscaled: on an axis where
   * `output` is larger than the region, the bitmap has the region's size (read
   * `bitmap.width/height` and scale when drawing). PDF and AI render the region at `output`,
   * sharp at any scale. Consecutive calls with the same Blob reuse its parsed structure.
   *
   * Rejects with ImageProcessingError: `imageRegionInvalid` (malformed request),
   * `imageRegionTooLarge` (output above the budget), `imageRegionOutside` (region not inside
   * the image), the file's own errors (`corruptImage`, `uploadFileTypeInvalid` for SVG, …),
   * `imageDecodeAborted`, `imageDecodeTimedOut`, `imageDecoderCrashed`.
   */
  async decodeRegion(
    file: Blob,
    fileName: string,
    request: RegionRequest,
    opts: RegionOptions = {},
  ): Promise<ImageBitmap> {
    try {
      if (!isRegionRequest(request))
        throw new PipelineError(PipelineErrorKey.regionInvalid, 'malformed region request');
      checkRegionOutput(request.output, this.options.budget);
      const clean: RegionRequest = {
        region: { ...request.region },
        output: { ...request.output },
        ...(request.page === undefined ? {} : { page: request.page }),
      };
      const { bitmap, route } = await this.pool.runRegion(
        file,
        fileKeyOf(file),
        fileName,
        clean,
        {
          budget: this.options.budget,
          maxFileBytes: opts.maxFileBytes ?? PIPELINE_LIMITS.maxFileBytes,
        },
        opts.signal,
      );
      opts.onRoute?.(route);
      return bitmap;
    } catch (failure) {
      // The pool rejects with failures; the checks above throw PipelineErrors.
      const typed =
        failure instanceof Error
          ? toFailure(failure)
          : (failure as ImageProcessingError['failure']);
      throw new ImageProcessingError(typed, null);
    }
  }

  dispose(): void {
    this.pool.dispose();
  }
}
