/**
 * One upload from pick to server (spec canvas §4–§5, issue "Uploads"):
 *
 * 1. the client checks (extension, size, count, bytes) refuse with the spec's popup;
 * 2. the pipeline decodes the file in a worker: its thumbnail shows in the panel and its display
 *    raster (or sanitised SVG) can be placed on the canvas at once (decodeUpload.ts);
 * 3. the original goes up in checksummed chunks (resumable) as soon as the pipeline has read its
 *    header, while it decodes; a file the pipeline then refuses ends in its error and its upload
 *    is deleted from the server (nothing is left half-uploaded). Once decoded and complete it is
 *    attached as an image, and images already placed then point at the server's copy
 *    (sendOriginal.ts);
 * 4. the 240 and 960 thumbnails and the display raster go up as renditions of the image
 *    (sendRenditions.ts).
 *
 * The original and the state of each step are kept in IndexedDB until the last step ends, so a
 * reload (or a crash) resumes the upload where the server stopped. Files, bitmaps and abort
 * controllers live here, outside the store; the store holds what the panel draws.
 */
import type { ImageInfo } from '../../domain/imaging/imageInfo';
import { displayFileName } from '../../domain/uploads/fileName';
import { validateUpload } from '../../domain/uploads/validation';
import type { PendingUploadRecord } from '../../platform/pendingUploads';
import { decodeUpload } from './decodeUpload';
import { sendOriginal } from './sendOriginal';
import { sendRenditions } from './sendRenditions';
import type { UploadContext, UploadJob, UploadManagerDeps } from './uploadJob';
import { newUploadJob } from './uploadJob';
import { createUploadContext } from './uploadContext';
import { uploadRefused, uploadRemoved, uploadStarted } from './uploadsSlice';

export type { UploadManagerDeps } from './uploadJob';

export class UploadManager {
  private readonly jobs = new Map<string, UploadJob>();
  private readonly context: UploadContext;

  constructor(private readonly deps: UploadManagerDeps) {
    this.context = createUploadContext(deps);
  }

  /**
   * The user picked, dropped or pasted files: the first is checked and uploaded. Its client
   * file id, or null when there was none or the checks refused it (the refusal popup shows).
   */
  start(files: readonly File[]): string | null {
    const file = files[0];
    if (!file) return null;
    const { signedIn, details } = this.deps.account();
    const refusal = validateUpload(file, { signedIn, details });
    if (refusal) {
      this.deps.dispatch(uploadRefused({ ...refusal, guest: !signedIn }));
      return null;
    }
    const record: PendingUploadRecord = {
      fileId: this.deps.randomId(),
      fileName: displayFileName(file.name, () => this.deps.randomId().slice(0, 8)),
      file,
      signedIn,
      imageId: null,
      renditionFileIds: {},
      renditionsDone: [],
      createdAt: Date.now(),
    };
    void this.run(record, true);
    return record.fileId;
  }

  /** Uploads a reload interrupted: each goes on where the server stopped. */
  async resume(): Promise<void> {
    const store = await this.deps.store();
    for (const record of await store.list().catch(() => [])) {
      if (!this.jobs.has(record.fileId)) void this.run(record, false);
    }
  }

  /**
   * The file of an upload still in progress (the export decodes regions of it where the print
   * needs more pixels than the display raster has), or null once it is done or unknown.
   */
  localOriginal(
    fileId: string,
  ): { file: Blob; fileName: string; format: ImageInfo['format'] } | null {
    const job = this.jobs.get(fileId);
    if (!job?.info) return null;
    return { file: job.record.file, fileName: job.record.fileName, format: job.info.format };
  }

  /** Stops an upload; what was sent is deleted from the server. */
  cancel(fileId: string): void {
    this.jobs.get(fileId)?.controller.abort();
  }

  /** Runs a failed upload again (a network failure): the server keeps what arrived. */
  async retry(fileId: string): Promise<void> {
    const store = await this.deps.store();
    const record = (await store.list()).find((r) => r.fileId === fileId);
    if (record && !this.jobs.has(fileId)) void this.run(record, false);
  }

  /** Forgets a failed upload: its item and its record. */
  async dismiss(fileId: string): Promise<void> {
    this.cancel(fileId);
    this.deps.dispatch(uploadRemoved(fileId));
    await this.context.forget(fileId);
  }

  private async run(record: PendingUploadRecord, fresh: boolean): Promise<void> {
    const job = newUploadJob(record);
    this.jobs.set(record.fileId, job);
    this.deps.dispatch(
      uploadStarted({
        fileId: record.fileId,
        fileName: record.fileName,
        isTemporary: !record.signedIn,
      }),
    );
    try {
      const context = this.context;
      if (fresh) await context.save(record);
      if (!(await decodeUpload(context, job, fresh))) return;
      if (!(await sendOriginal(context, job, fresh))) return;
      if (!(await sendRenditions(context, job))) return;
      context.update(record.fileId, { state: 'done', value: 100 });
      await context.forget(record.fileId);
      this.deps.onListChanged();
    } finally {
      this.jobs.delete(record.fileId);
    }
  }
}
