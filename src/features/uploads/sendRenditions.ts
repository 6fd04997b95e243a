/**
 * Step 4 of an upload (uploadManager.ts): the 240 and 960 thumbnails and the display raster the
 * pipeline made go up, each attached to the image as a rendition. Each one done is recorded, so
 * a resumed upload sends only the rest.
 */
import { RENDITION_ROLES } from '../../domain/uploads/protocol';
import { uploadInChunks } from './chunkedUpload';
import type { UploadContext, UploadJob } from './uploadJob';
import { ORIGINAL_SHARE } from './uploadJob';
import { attachUpload } from './uploadRequests';

/** The renditions the pipeline made, each attached to the image; false when it stopped. */
export async function sendRenditions(ctx: UploadContext, job: UploadJob): Promise<boolean> {
  const { record, controller } = job;
  const imageId = record.imageId;
  if (!imageId) return false;
  const roles = RENDITION_ROLES.filter((r) => !record.renditionsDone.includes(r));
  for (const [n, role] of roles.entries()) {
    const blob = await job.renditions.get(role);
    if (!blob) continue; // an SVG has no display raster; a failed encode leaves the original
    const fresh = !record.renditionFileIds[role];
    const fileId = (record.renditionFileIds[role] ??= ctx.deps.randomId());
    await ctx.save(record);
    const base = ORIGINAL_SHARE + ((100 - ORIGINAL_SHARE) * n) / roles.length;
    const outcome = await uploadInChunks(blob, {
      transport: ctx.deps.transport,
      fileId,
      fileName: `${role}.${blob.type === 'image/png' ? 'png' : 'webp'}`,
      fileType: blob.type,
      purpose: 'rendition',
      fresh,
      signal: controller.signal,
      onProgress: (sent, total) =>
        ctx.update(record.fileId, {
          value: Math.floor(base + ((100 - ORIGINAL_SHARE) * sent) / total / roles.length),
        }),
    });
    if (outcome.result === 'Canceled') return ctx.canceled(job);
    if (outcome.result !== 'Success') {
      ctx.fail(job, outcome.errorKeys, outcome.params, outcome.result === 'Incomplete');
      return false;
    }
    const attached = await attachUpload(ctx.deps.transport, {
      fileId,
      signedIn: record.signedIn,
      rendition: role,
      imageId,
      signal: controller.signal,
    });
    if (!attached.ok) {
      if (attached.canceled) return ctx.canceled(job);
      ctx.fail(job, attached.errorKeys, attached.params, attached.status === null);
      return false;
    }
    record.renditionsDone.push(role);
    await ctx.save(record);
  }
  return true;
}
