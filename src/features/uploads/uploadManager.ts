/**
 * One upload from pick to server (spec canvas §4–§5, issue "Uploads"):
 *
 * 1. the client checks (extension, size, count, bytes) refuse with the spec's popup;
 * 2. the pipeline decodes the file in a worker: its thumbnail shows in the panel and its display
 *    raster (or sanitised SVG) can be placed on the canvas at once;
 * 3. the original goes up in checksummed chunks (resumable) as soon as the pipeline has read its
 *    header, while it decodes; a file the pipeline then refuses ends in its error and its upload
 *    is deleted from the server (nothing is left half-uploaded). Once decoded and complete it is
 *    attached as an image, and images already placed then point at the server's copy;
 * 4. the 240 and 960 thumbnails and the display raster go up as renditions of the image.
 *
 * The original and the state of each step are kept in IndexedDB until the last step ends, so a
 * reload (or a crash) resumes the upload where the server stopped. Files, bitmaps and abort
 * controllers live here, outside the store; the store holds what the panel draws.
 */
import type { ImageInfo } from '../../domain/imaging/imageInfo';
import { isPageFormat } from '../../domain/imaging/formats';
import { displayFileName } from '../../domain/uploads/fileName';
import type { RenditionRole, UploadDetails } from '../../domain/uploads/protocol';
import { RENDITION_ROLES } from '../../domain/uploads/protocol';
import { validateUpload } from '../../domain/uploads/validation';
import { localUploadSrc, uploadedImageSrc } from '../../domain/editor/uploadSources';
import type { ImagePipeline } from '../../imaging';
import { encodeDisplayRendition, ImageProcessingError } from '../../imaging';
import type { PendingUploadRecord, PendingUploadStore } from '../../platform/pendingUploads';
import { registerBitmapSource, registerSvgSource } from '../../canvas';
import type { ChunkedUploadOutcome } from './chunkedUpload';
import { uploadInChunks } from './chunkedUpload';
import type { UploadTransport } from './transport';
import { attachUpload, discardUpload } from './uploadRequests';
import type { UploadItemInfo, UploadsState } from './uploadsSlice';
import { uploadRefused, uploadRemoved, uploadStarted, uploadUpdated } from './uploadsSlice';
import type { NotificationRequest } from '../../domain/notifications';

/** Share of the progress bar the original takes; the renditions fill the rest, %. */
const ORIGINAL_SHARE = 90;
/** Side of the panel preview made from an embedded preview, px. */
const PREVIEW_SIDE = 240;
/** The 240 and 960 thumbnails' roles by long side. */
const THUMBNAIL_ROLES: Record<number, RenditionRole> = { 240: 'thumbnail240', 960: 'thumbnail960' };

export interface UploadManagerDeps {
  dispatch(action: unknown): unknown;
  /** Upload limits and whether the visitor is signed in, as the server last said. */
  account(): { signedIn: boolean; details: UploadDetails | null };
  transport: UploadTransport;
  pipeline(): ImagePipeline;
  store(): Promise<PendingUploadStore>;
  /** Upload `fileId` is server image `imageId`: images placed from it use the server's copy. */
  onAttached(fileId: string, imageId: string, src: string): void;
  /** The server's list changed (an image was made or completed). */
  onListChanged(): void;
  notify(request: NotificationRequest): void;
  /** Whether the screen is wider than 600 px (corruptImage is then a tooltip, not a toast). */
  wideScreen(): boolean;
  randomId(): string;
}

/** What is known of an upload while it runs. */
interface Job {
  record: PendingUploadRecord;
  controller: AbortController;
  info: ImageInfo | null;
  /** Renditions made by the pipeline (thumbnails at once, the display raster when encoded). */
  renditions: Map<RenditionRole, Promise<Blob | null>>;
  /** The original's upload, started once the header is read. */
  original: Promise<ChunkedUploadOutcome> | null;
  /** Stops the original's upload alone (the file failed to decode). */
  originalController: AbortController;
}

function itemInfo(info: ImageInfo): UploadItemInfo {
  return {
    format: info.format,
    pixelWidth: info.pixelWidth,
    pixelHeight: info.pixelHeight,
    megapixels: info.megapixels,
    isVector: info.isVector,
    isPage: isPageFormat(info.format),
    isMoreThan64MP: info.isMoreThan64MP,
  };
}

/** A small JPEG of an embedded preview, for the panel until the real thumbnail arrives. */
async function previewUrl(bitmap: ImageBitmap): Promise<string | null> {
  try {
    const scale = Math.min(1, PREVIEW_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(
      Math.max(1, Math.round(bitmap.width * scale)),
      Math.max(1, Math.round(bitmap.height * scale)),
    );
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return URL.createObjectURL(await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 }));
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}

export class UploadManager {
  private readonly jobs = new Map<string, Job>();

  constructor(private readonly deps: UploadManagerDeps) {}

  /** The user picked, dropped or pasted files: the first is checked and uploaded. */
  start(files: readonly File[]): void {
    const file = files[0];
    if (!file) return;
    const { signedIn, details } = this.deps.account();
    const refusal = validateUpload(file, { signedIn, details });
    if (refusal) {
      this.deps.dispatch(uploadRefused({ ...refusal, guest: !signedIn }));
      return;
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
    await (await this.deps.store()).remove(fileId).catch(() => undefined);
  }

  private update(fileId: string, patch: Partial<UploadsState['items'][number]>): void {
    this.deps.dispatch(uploadUpdated({ fileId, ...patch }));
  }

  private async save(record: PendingUploadRecord): Promise<void> {
    // A full or blocked storage only costs the reload resume; the upload goes on.
    await (await this.deps.store()).put(record).catch(() => undefined);
  }

  private async forget(fileId: string): Promise<void> {
    await (await this.deps.store()).remove(fileId).catch(() => undefined);
  }

  private fail(
    job: Job,
    keys: string[],
    params: Record<string, string | number> | undefined,
    retryable: boolean,
  ) {
    const key = keys[0] ?? 'file-upload-something-went-wrong';
    this.update(job.record.fileId, {
      state: 'error',
      errorKey: key,
      errorParams: params ?? null,
      retryable,
    });
    // Spec canvas §8: each message an uploadFailed toast that stays; corruptImage on screens
    // wider than 600 px is a tooltip on the item instead.
    const shown = keys.filter((k) => !(k === 'corruptImage' && this.deps.wideScreen()));
    if (shown.length > 0)
      this.deps.notify({
        kind: 'error',
        titleKey: 'uploadFailed',
        messageKeys: shown,
        params: { fileName: job.record.fileName, ...params },
        timerMs: null,
      });
  }

  private async run(record: PendingUploadRecord, fresh: boolean): Promise<void> {
    const controller = new AbortController();
    const originalController = new AbortController();
    controller.signal.addEventListener('abort', () => originalController.abort(), { once: true });
    const job: Job = {
      record,
      controller,
      info: null,
      renditions: new Map(),
      original: null,
      originalController,
    };
    this.jobs.set(record.fileId, job);
    this.deps.dispatch(
      uploadStarted({
        fileId: record.fileId,
        fileName: record.fileName,
        isTemporary: !record.signedIn,
      }),
    );
    try {
      if (fresh) await this.save(record);
      if (!(await this.decode(job, fresh))) return;
      if (!(await this.sendOriginal(job, fresh))) return;
      if (!(await this.sendRenditions(job))) return;
      this.update(record.fileId, { state: 'done', value: 100 });
      await this.forget(record.fileId);
      this.deps.onListChanged();
    } finally {
      this.jobs.delete(record.fileId);
    }
  }

  /** Step 3 starts: the original goes up while the file decodes. */
  private startOriginal(job: Job, fresh: boolean): void {
    const { record } = job;
    if (record.imageId || job.original) return;
    job.original = uploadInChunks(record.file, {
      transport: this.deps.transport,
      fileId: record.fileId,
      fileName: record.fileName,
      fileType: record.file.type,
      purpose: 'original',
      fresh,
      signal: job.originalController.signal,
      onProgress: (sent, total) =>
        this.update(record.fileId, { value: Math.floor((sent / total) * ORIGINAL_SHARE) }),
    });
  }

  /** Stops and deletes what was sent of a file that will not become an image. */
  private async dropSent(job: Job): Promise<void> {
    job.originalController.abort();
    await job.original;
    const { record } = job;
    const sent = [
      ...(record.imageId ? [] : [record.fileId]),
      ...Object.entries(record.renditionFileIds)
        .filter(([role]) => !record.renditionsDone.includes(role))
        .map(([, fileId]) => fileId),
    ];
    await Promise.all(sent.map((fileId) => discardUpload(this.deps.transport, fileId)));
  }

  /** Step 2: decode in the pipeline; false when the file failed or the user canceled. */
  private async decode(job: Job, fresh: boolean): Promise<boolean> {
    const { record, controller } = job;
    const fileId = record.fileId;
    const src = localUploadSrc(fileId);
    let thumbnailShown = false;
    try {
      const result = await this.deps.pipeline().process(record.file, record.fileName, {
        signal: controller.signal,
        onProgress: (event) => {
          switch (event.type) {
            case 'info':
              job.info = event.info;
              this.update(fileId, { info: itemInfo(event.info) });
              this.startOriginal(job, fresh);
              break;
            case 'preview':
              if (thumbnailShown) event.bitmap.close();
              else
                void previewUrl(event.bitmap).then((url) => {
                  if (url && !thumbnailShown) this.update(fileId, { previewSrc: url });
                });
              break;
            case 'display': {
              // The display rendition is encoded from a copy; the raster itself goes to the
              // canvas once copied (the canvas takes it over, which detaches it).
              const { bitmap } = event;
              const copy = createImageBitmap(bitmap);
              job.renditions.set(
                'display',
                copy.then(encodeDisplayRendition).catch(() => null),
              );
              void copy
                .catch(() => null)
                .then(() => {
                  registerBitmapSource(src, bitmap);
                  this.update(fileId, { placeable: true });
                });
              break;
            }
            case 'svg':
              void registerSvgSource(src, event.svg).then(
                () => this.update(fileId, { placeable: true }),
                () => undefined,
              );
              break;
            case 'thumbnail': {
              const role = THUMBNAIL_ROLES[event.thumbnail.side];
              if (role) job.renditions.set(role, Promise.resolve(event.thumbnail.blob));
              if (event.thumbnail.side === 240) {
                thumbnailShown = true;
                this.update(fileId, { previewSrc: URL.createObjectURL(event.thumbnail.blob) });
              }
              break;
            }
          }
        },
      });
      job.info = result.info;
      this.update(fileId, { info: itemInfo(result.info) });
      return true;
    } catch (error) {
      if (controller.signal.aborted) return this.canceled(job);
      const failure = error instanceof ImageProcessingError ? error.failure : null;
      this.fail(job, [failure?.key ?? 'corruptImage'], failure?.params, false);
      await this.dropSent(job);
      await this.forget(fileId);
      return false;
    }
  }

  /** Step 3: the original, then the image; false when it stopped. */
  private async sendOriginal(job: Job, fresh: boolean): Promise<boolean> {
    const { record, controller } = job;
    if (record.imageId) return true;
    this.startOriginal(job, fresh);
    const outcome = await job.original!;
    if (outcome.result === 'Canceled') return this.canceled(job);
    if (outcome.result !== 'Success') {
      const retryable = outcome.result === 'Incomplete';
      this.fail(job, outcome.errorKeys, outcome.params, retryable);
      if (!retryable) await this.forget(record.fileId);
      return false;
    }
    const attached = await attachUpload(this.deps.transport, {
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
      signal: controller.signal,
    });
    if (!attached.ok) {
      if (attached.canceled) return this.canceled(job);
      const retryable = attached.status === null || attached.status >= 500;
      this.fail(job, attached.errorKeys, attached.params, retryable);
      if (!retryable) await this.forget(record.fileId);
      return false;
    }
    const { id, isTemporary } = attached.answer;
    record.imageId = id;
    await this.save(record);
    this.update(record.fileId, { imageId: id, isTemporary, value: ORIGINAL_SHARE });
    this.deps.onAttached(record.fileId, id, uploadedImageSrc(id, isTemporary));
    this.deps.onListChanged();
    return true;
  }

  /** Step 4: the renditions the pipeline made, each attached to the image. */
  private async sendRenditions(job: Job): Promise<boolean> {
    const { record, controller } = job;
    const imageId = record.imageId;
    if (!imageId) return false;
    const roles = RENDITION_ROLES.filter((r) => !record.renditionsDone.includes(r));
    for (const [n, role] of roles.entries()) {
      const blob = await job.renditions.get(role);
      if (!blob) continue; // an SVG has no display raster; a failed encode leaves the original
      const fresh = !record.renditionFileIds[role];
      const fileId = (record.renditionFileIds[role] ??= this.deps.randomId());
      await this.save(record);
      const base = ORIGINAL_SHARE + ((100 - ORIGINAL_SHARE) * n) / roles.length;
      const outcome = await uploadInChunks(blob, {
        transport: this.deps.transport,
        fileId,
        fileName: `${role}.${blob.type === 'image/png' ? 'png' : 'webp'}`,
        fileType: blob.type,
        purpose: 'rendition',
        fresh,
        signal: controller.signal,
        onProgress: (sent, total) =>
          this.update(record.fileId, {
            value: Math.floor(base + ((100 - ORIGINAL_SHARE) * sent) / total / roles.length),
          }),
      });
      if (outcome.result === 'Canceled') return this.canceled(job);
      if (outcome.result !== 'Success') {
        this.fail(job, outcome.errorKeys, outcome.params, outcome.result === 'Incomplete');
        return false;
      }
      const attached = await attachUpload(this.deps.transport, {
        fileId,
        signedIn: record.signedIn,
        rendition: role,
        imageId,
        signal: controller.signal,
      });
      if (!attached.ok) {
        if (attached.canceled) return this.canceled(job);
        this.fail(job, attached.errorKeys, attached.params, attached.status === null);
        return false;
      }
      record.renditionsDone.push(role);
      await this.save(record);
    }
    return true;
  }

  /** The user canceled: the item goes, and what was sent is deleted from the server. */
  private async canceled(job: Job): Promise<false> {
    this.deps.dispatch(uploadRemoved(job.record.fileId));
    await this.forget(job.record.fileId);
    await this.dropSent(job);
    return false;
  }
}
