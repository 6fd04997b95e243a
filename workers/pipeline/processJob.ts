/**
 * One file through the pipeline: checks, header, info, embedded preview, display raster,
 * thumbnails. The format's codec (codecs/worker/registry.ts) does what differs per format.
 * Typed failures (PipelineError) reach the caller, which reports them.
 */
import { describeImage } from '../../src/domain/imaging/describe';
import { PipelineError, PipelineErrorKey } from '../../src/domain/imaging/errors';
import type { ImageHeader } from '../../src/domain/imaging/imageInfo';
import { orientedSize } from '../../src/domain/imaging/imageInfo';
import { displayRasterSize, PIPELINE_LIMITS } from '../../src/domain/imaging/limits';
import { readHeader } from '../../codecs/readHeader';
import { codecFor } from '../../codecs/worker/registry';
import type { JobContext, JobState } from './context';
import { throwIfAborted } from './context';
import { emitPreview } from './preview';
import { emitThumbnails } from './emitThumbnails';

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
  // A codec may start loading its decoder while the header is parsed (HEIC: libheif's wasm).
  const first = await readHeader(ctx.source, {
    onFormat: (format) => codecFor(format).warmUp?.(),
  });
  throwIfAborted(ctx.signal);
  const codec = codecFor(first.format);
  // Another page of a file of several pictures (HEIF): its own header from here on.
  const page = ctx.options.page ?? 0;
  const header =
    page > 0 && codec.selectPage ? await codec.selectPage(ctx.source, first, page) : first;
  state.info = describeImage(header);
  checkArea(header);
  // Work that must wait for the preview (it would compete with it for the cores) starts then.
  let previewDone = () => {};
  const afterPreview = new Promise<void>((resolve) => (previewDone = resolve));
  codec.beforePreview?.(ctx, header, state, afterPreview);
  if (!codec.infoFromDisplay) {
    ctx.emit({ type: 'info', jobId: ctx.jobId, info: state.info, at: ctx.elapsed() });
    await emitPreview(ctx, header, state, codec);
  }
  previewDone();
  const oriented = orientedSize(header.width, header.height, header.orientation);
  const target = displayRasterSize(oriented, ctx.options.budget);
  const display = await codec.display(ctx, header, target, state);
  throwIfAborted(ctx.signal);
  await emitThumbnails(ctx, display);
  ctx.emit({ type: 'done', jobId: ctx.jobId, info: state.info, at: ctx.elapsed() });
}
