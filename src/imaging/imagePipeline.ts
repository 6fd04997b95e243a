/**
 * The typed bridge the app uses: `processImage(file)` runs a file through the pipeline worker
 * pool and resolves with its info, display raster and thumbnails, reporting progress as events
 * arrive. Every call is abortable.
 */
import type { PixelBudget } from '../domain/imaging/pixelBudget';
import { PIPELINE_LIMITS } from '../domain/imaging/limits';
import type { WorkerEvent } from '../../workers/protocol';
import { renderSvgBitmaps } from './renderSvg';
import type { PipelineProgress, ProcessedImage, Thumbnail } from './types';
import { ImageProcessingError } from './types';
import { WorkerPool } from './workerPool';
import type { ImageInfo } from '../domain/imaging/imageInfo';

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
  /** Page of a PDF/AI to render (0-based). */
  page?: number;
}

export function createPipelineWorker(): Worker {
  return new Worker(new URL('../../workers/pipeline.worker.ts', import.meta.url), {
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

  dispose(): void {
    this.pool.dispose();
  }
}
