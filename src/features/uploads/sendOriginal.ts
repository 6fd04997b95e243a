/**
 * Step 3 of an upload (uploadManager.ts): the original goes up in checksummed chunks from the
 * moment the pipeline has read its header, while it decodes; once decoded and complete it is
 * attached as an image with the pixel size the pipeline measured, and images already placed then
 * point at the server's copy.
 */
import { uploadedImageSrc } from '../../domain/editor/uploadSources';
import { choosablePages } from '../../domain/uploads/pages';
import { uploadInChunks } from './chunkedUpload';
import type { UploadContext, UploadJob } from './uploadJob';
import { ORIGINAL_SHARE } from './uploadJob';
import { attachUpload } from './uploadRequests';

/** Starts the original's upload, unless it is running or the image exists. */
export function startOriginal(ctx: UploadContext, job: UploadJob, fresh: boolean): void {
  const { record } = job;
  if (record.imageId || job.original) return;
  job.original = uploadInChunks(record.file, {
    transport: ctx.deps.transport,
    fileId: record.fileId,
    fileName: record.fileName,
    fileType: record.file.type,
    purpose: 'original',
    fresh,
    signal: job.originalController.signal,
    onProgress: (sent, total) =>
      ctx.update(record.fileId, { value: Math.floor((sent / total) * ORIGINAL_SHARE) }),
  });
}

/** The original, then the image; false when it stopped. */
export async function sendOriginal(
  ctx: UploadContext,
  job: UploadJob,
  fresh: boolean,
): Promise<boolean> {
  const { record, controller } = job;
  if (record.imageId) return true;
  startOriginal(ctx, job, fresh);
  const outcome = await job.original!;
  if (outcome.result === 'Canceled') return ctx.canceled(job);
  if (outcome.result !== 'Success') {
    const retryable = outcome.result === 'Incomplete';
    ctx.fail(job, outcome.errorKeys, outcome.params, retryable);
    if (!retryable) await ctx.forget(record.fileId);
    return false;
  }
  const attached = await attachUpload(ctx.deps.transport, {
    fileId: record.fileId,
    signedIn: record.signedIn,
    fileName: record.fileName,
    // Whole pixels of the original (pages: at the pipeline's render DPI); for the DPI check.
    ...(job.info && job.info.pixelWidth >= 1 && job.info.pixelHeight >= 1
      ? {
          pixelWidth: Math.round(job.info.pixelWidth),
          pixelHeight: Math.round(job.info.pixelHeight),
        }
      : {}),
    // A file of several pages offers the same choice from the list after a reload.
    ...(job.info && choosablePages(job.info.format, job.info.pages) > 1
      ? { pages: choosablePages(job.info.format, job.info.pages) }
      : {}),
    signal: controller.signal,
  });
  if (!attached.ok) {
    if (attached.canceled) return ctx.canceled(job);
    const retryable = attached.status === null || attached.status >= 500;
    ctx.fail(job, attached.errorKeys, attached.params, retryable);
    if (!retryable) await ctx.forget(record.fileId);
    return false;
  }
  const { id, isTemporary } = attached.answer;
  record.imageId = id;
  await ctx.save(record);
  ctx.update(record.fileId, { imageId: id, isTemporary, value: ORIGINAL_SHARE });
  ctx.deps.onAttached(record.fileId, id, uploadedImageSrc(id, isTemporary));
  ctx.deps.onListChanged();
  return true;
}
