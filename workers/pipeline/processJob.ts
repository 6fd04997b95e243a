/**
 * One file through the pipeline: checks, header, info, embedded preview, display raster,
 * thumbnails. Typed failures (PipelineError) reach the caller, which reports them.
 */
import { describeImage } from '../../src/domain/imaging/describe';
import { PipelineError, PipelineErrorKey } from '../../src/domain/imaging/errors';
import type { ImageHeader, ImageInfo } from '../../src/domain/imaging/imageInfo';
import { orientedSize } from '../../src/domain/imaging/imageInfo';
import { displayRasterSize, PIPELINE_LIMITS } from '../../src/domain/imaging/limits';
import { readHeader } from '../../src/domain/imaging/readHeader';
import type { JobContext } from './context';
import { throwIfAborted } from './context';
import { decodeDisplay } from './decodeDisplay';
import { emitPreview } from './preview';
import { emitThumbnails } from './emitThumbnails';
import type { TileHelper } from '../decoders/types';
import type { HeifJobFile } from './heifDecoder';
import { heifDecoder } from './heifDecoder';
import { spawnHeifHelper } from './heifHelper';

/**
 * HEIC grids above this area decode every other tile row on a second worker, which instantiates
 * this worker's compiled libheif (no compile of its own). Measured on 2 cores, cold, Safari
 * budget: 12 MP iPhone grids give their 960 px thumbnail 120–190 ms sooner (e.g. 1,041 → 845 ms);
 * the 200 MP Samsung file 3.0 → 2.85 s (preview 410 → 231 ms, the helper now waiting for it).
 * Smaller images have too few tiles to pay for a worker's start. px.
 */
const HEIF_HELPER_MIN_PIXELS = 8_000_000;

/**
 * What a job learns as it goes: the info (for error reports), a helper worker it started, the
 * HEIF file it keeps open between preview and decode.
 */
export interface JobState extends HeifJobFile {
  info: ImageInfo | null;
  tileHelper?: TileHelper;
}

function checkFile(ctx: JobContext): void {
  if (ctx.file.size === 0) throw new PipelineError(PipelineErrorKey.empty);
  if (ctx.file.size > ctx.options.maxFileBytes) {
    throw new PipelineError(PipelineErrorKey.fileTooLarge, `${ctx.file.size} bytes`, {
      maxSize: `${Math.round(ctx.options.maxFileBytes / 1024 / 1024)} MB`,
      fileName: ctx.fileName,
    });
  }
}

function checkArea(header: ImageHeader): void {
  if (header.unit !== 'px') return;
  const area = header.width * header.height;
  if (area > PIPELINE_LIMITS.maxDecodedPixels) {
    throw new PipelineError(PipelineErrorKey.tooManyPixels, `${header.width}×${header.height}`, {
      megapixels: Math.round(area / 1e6),
      maxMegapixels: PIPELINE_LIMITS.maxDecodedPixels / 1e6,
    });
  }
}

export async function processJob(ctx: JobContext, state: JobState): Promise<void> {
  checkFile(ctx);
  // libheif's wasm compiles while the header is parsed and the preview read from the file.
  const header = await readHeader(ctx.source, {
    onFormat(format) {
      if (format === 'heic') void heifDecoder();
    },
  });
  throwIfAborted(ctx.signal);
  state.info = describeImage(header);
  checkArea(header);
  // A grid's helper worker loads now but starts decoding once the preview is out (it would
  // compete with it for the cores).
  let previewDone = () => {};
  if (header.format === 'heic' && header.width * header.height > HEIF_HELPER_MIN_PIXELS) {
    const afterPreview = new Promise<void>((resolve) => (previewDone = resolve));
    state.tileHelper = spawnHeifHelper(ctx.file, ctx.signal, afterPreview) ?? undefined;
  }
  if (header.format !== 'pdf' && header.format !== 'ai') {
    ctx.emit({ type: 'info', jobId: ctx.jobId, info: state.info, at: ctx.elapsed() });
    await emitPreview(ctx, header, state);
  }
  previewDone();
  const oriented = orientedSize(header.width, header.height, header.orientation);
  const target = displayRasterSize(oriented, ctx.options.budget);
  const display = await decodeDisplay(ctx, header, target, state);
  throwIfAborted(ctx.signal);
  await emitThumbnails(ctx, display);
  ctx.emit({ type: 'done', jobId: ctx.jobId, info: state.info, at: ctx.elapsed() });
}
