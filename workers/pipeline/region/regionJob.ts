/**
 * One region request in the pipeline worker: the request and file are checked (typed errors,
 * nothing allocated for a bad request), the header is read once per file (kept), and the format's
 * codec (codecs/worker/registry.ts) decodes the region. The answer is posted as `regionDone` (bitmap transferred) or `error`.
 */
import {
  PipelineError,
  PipelineErrorKey,
  isRequestFailure,
  toFailure,
} from '../../../src/domain/imaging/errors';
import { PIPELINE_LIMITS } from '../../../src/domain/imaging/limits';
import { checkRegionOutput } from '../../../src/domain/imaging/region';
import { readHeader } from '../../../codecs/readHeader';
import type { WorkerRequest } from '../protocol';
import { blobSource } from '../blobSource';
import type { Emit } from '../context';
import { codecFor } from '../../../codecs/worker/registry';
import type { RegionResult } from './regionContext';
import type { StructureCache } from './structureCache';

export type RegionMessage = Extract<WorkerRequest, { type: 'region' }>;

function checkFile(message: RegionMessage): void {
  const { file, options } = message;
  if (file.size === 0) throw new PipelineError(PipelineErrorKey.empty);
  if (file.size > options.maxFileBytes) {
    throw new PipelineError(PipelineErrorKey.fileTooLarge, `${file.size} bytes`, {
      maxSize: `${Math.round(options.maxFileBytes / 1024 / 1024)} MB`,
      fileName: message.fileName,
    });
  }
}

/** Set once a decoder starts: a failure before that leaves the worker as it was. */
interface Stage {
  decoding: boolean;
}

async function decodeRegion(
  message: RegionMessage,
  cache: StructureCache,
  signal: AbortSignal,
  stage: Stage,
): Promise<RegionResult> {
  checkRegionOutput(message.request.output, message.options.budget);
  checkFile(message);
  const lease = cache.lease(message.fileKey);
  try {
    const source = await lease.part('source', async () => blobSource(message.file));
    const first = await lease.part('header', () =>
      readHeader(source, { maxPixels: PIPELINE_LIMITS.maxDecodedPixels }),
    );
    const codec = codecFor(first.format);
    // Another page of a file of several pictures (HEIF): its own header, kept like the first.
    const page = message.request.page ?? 0;
    const selectPage = codec.selectPage;
    const header =
      page > 0 && selectPage
        ? await lease.part(`header-page-${page}`, () => selectPage(source, first, page))
        : first;
    stage.decoding = true;
    return await codec.region(header, {
      file: message.file,
      source,
      request: message.request,
      budget: message.options.budget,
      signal,
      lease,
    });
  } finally {
    lease.release();
  }
}

/** Runs one region request and posts its answer. */
export async function runRegionJob(
  message: RegionMessage,
  cache: StructureCache,
  post: Emit,
): Promise<void> {
  const started = performance.now();
  // Aborting terminates the worker; the signal only serves steps that check it between pieces.
  const signal = new AbortController().signal;
  const stage: Stage = { decoding: false };
  try {
    const { bitmap, heldPixels, route } = await decodeRegion(message, cache, signal, stage);
    post(
      {
        type: 'regionDone',
        jobId: message.jobId,
        bitmap,
        width: bitmap.width,
        height: bitmap.height,
        heldPixels,
        route,
        at: performance.now() - started,
      },
      [bitmap],
    );
  } catch (error) {
    const failure = toFailure(error);
    // A decoder that failed may have left the kept structure unusable (libheif aborts).
    const intact = !stage.decoding || isRequestFailure(failure);
    if (!intact) cache.drop(message.fileKey);
    post({
      type: 'error',
      jobId: message.jobId,
      failure,
      info: null,
      at: performance.now() - started,
      intact,
    });
  }
}
