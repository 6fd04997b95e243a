/**
 * What every step of an upload does besides its own work: patch the item the panel draws, keep
 * or drop the record a reload resumes from, report a failure, and clean up after a cancel or a
 * refused file (what was sent is deleted from the server).
 */
import type { PendingUploadRecord } from '../../platform/pendingUploads';
import type { UploadContext, UploadJob, UploadManagerDeps } from './uploadJob';
import { discardUpload } from './uploadRequests';
import type { UploadItem } from './uploadsSlice';
import { uploadRemoved, uploadUpdated } from './uploadsSlice';

export function createUploadContext(deps: UploadManagerDeps): UploadContext {
  const update = (fileId: string, patch: Partial<UploadItem>) => {
    deps.dispatch(uploadUpdated({ fileId, ...patch }));
  };
  const forget = async (fileId: string) => {
    await (await deps.store()).remove(fileId).catch(() => undefined);
  };
  const dropSent = async (job: UploadJob) => {
    job.originalController.abort();
    await job.original;
    const { record } = job;
    const sent = [
      ...(record.imageId ? [] : [record.fileId]),
      ...Object.entries(record.renditionFileIds)
        .filter(([role]) => !record.renditionsDone.includes(role))
        .map(([, fileId]) => fileId),
    ];
    await Promise.all(sent.map((fileId) => discardUpload(deps.transport, fileId)));
  };

  return {
    deps,
    update,
    forget,
    dropSent,

    async save(record: PendingUploadRecord) {
      // A full or blocked storage only costs the reload resume; the upload goes on.
      await (await deps.store()).put(record).catch(() => undefined);
    },

    fail(job, keys, params, retryable) {
      const key = keys[0] ?? 'file-upload-something-went-wrong';
      update(job.record.fileId, {
        state: 'error',
        errorKey: key,
        errorParams: params ?? null,
        retryable,
      });
      // Spec canvas §8: each message an uploadFailed toast that stays; corruptImage on screens
      // wider than 600 px is a tooltip on the item instead.
      const shown = keys.filter((k) => !(k === 'corruptImage' && deps.wideScreen()));
      if (shown.length > 0)
        deps.notify({
          kind: 'error',
          titleKey: 'uploadFailed',
          messageKeys: shown,
          params: { fileName: job.record.fileName, ...params },
          timerMs: null,
        });
    },

    async canceled(job) {
      deps.dispatch(uploadRemoved(job.record.fileId));
      await forget(job.record.fileId);
      await dropSent(job);
      return false;
    },
  };
}
