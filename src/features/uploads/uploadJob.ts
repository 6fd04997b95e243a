/**
 * One upload while it runs, and what its steps (decodeUpload, sendOriginal, sendRenditions) use
 * of the upload manager that runs them.
 */
import type { ImageInfo } from '../../domain/imaging/imageInfo';
import type { NotificationRequest } from '../../domain/notifications';
import type { RenditionRole, UploadDetails } from '../../domain/uploads/protocol';
import type { ImagePipeline } from '../../imaging';
import type { PendingUploadRecord, PendingUploadStore } from '../../platform/pendingUploads';
import type { ChunkedUploadOutcome } from './chunkedUpload';
import type { UploadTransport } from './transport';
import type { UploadItem } from './uploadsSlice';

/** Share of the progress bar the original takes; the renditions fill the rest, %. */
export const ORIGINAL_SHARE = 90;

/** What the upload manager is given by the page (UploadsProvider). */
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
export interface UploadJob {
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

/** A new job for `record`; aborting its controller stops the original's upload too. */
export function newUploadJob(record: PendingUploadRecord): UploadJob {
  const controller = new AbortController();
  const originalController = new AbortController();
  controller.signal.addEventListener('abort', () => originalController.abort(), { once: true });
  return {
    record,
    controller,
    info: null,
    renditions: new Map(),
    original: null,
    originalController,
  };
}

/** What the steps of an upload use of the manager: its dependencies and the item's bookkeeping. */
export interface UploadContext {
  readonly deps: UploadManagerDeps;
  /** Patches the item the panel draws. */
  update(fileId: string, patch: Partial<UploadItem>): void;
  /** Keeps the record for a reload's resume. */
  save(record: PendingUploadRecord): Promise<void>;
  /** Drops the record: nothing is left to resume. */
  forget(fileId: string): Promise<void>;
  /** The upload failed: its item says why, and the spec's toasts show. */
  fail(
    job: UploadJob,
    keys: string[],
    params: Record<string, string | number> | undefined,
    retryable: boolean,
  ): void;
  /** The user canceled: the item goes, and what was sent is deleted from the server. */
  canceled(job: UploadJob): Promise<false>;
  /** Stops and deletes what was sent of a file that will not become an image. */
  dropSent(job: UploadJob): Promise<void>;
}
