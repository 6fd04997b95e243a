/**
 * Removes what nobody will finish or see again: uploads that belong to no image and are no
 * design file, once their last chunk is older than `abandonedAfterMs` (in progress or complete,
 * design-purpose uploads included); uploads, images and design files whose owner is gone (the
 * guest session expired or the user was deleted); and stored folders with no upload row (left
 * by a crash). Runs at start and every `cleanupIntervalMs`; the clock is passed
 * in. Each upload is deleted under its file id's lock, and re-checked there, so a chunk arriving
 * at that moment is never lost half-way.
 */
import type { Db } from '../db/database';
import type { BlobStorage } from '../storage/blobStorage';
import { notAttached } from './attachments';
import { UPLOADS_PREFIX, uploadIdOfKey } from './blobKeys';
import type { ChunkUploads } from './chunkUploads';
import type { UploadConfig } from './config';
import type { DesignFiles } from './designFiles';
import type { ImageLibrary } from './imageLibrary';
import type { KeyedMutex } from './keyedMutex';

/** What {@link cleanupUploads} needs. */
export interface CleanupDeps {
  db: Db;
  storage: BlobStorage;
  config: UploadConfig;
  chunks: ChunkUploads;
  images: ImageLibrary;
  designs: DesignFiles;
  mutex: KeyedMutex;
}

/** What one run removed. */
export interface CleanupReport {
  uploads: number;
  images: number;
  /** Design files whose owner is gone. */
  designFiles: number;
  /** Stored upload folders without a row. */
  folders: number;
}

/** Unattached uploads that are stale at `now` or have lost their owner. */
function removableUploads(db: Db, staleBefore: number) {
  return db
    .selectFrom('upload_files')
    .select(['id', 'file_id'])
    .where((eb) =>
      eb.and([
        eb.or([
          eb('updated_at', '<', staleBefore),
          eb.and([eb('session_id', 'is', null), eb('user_id', 'is', null)]),
        ]),
        notAttached(eb),
      ]),
    );
}

/** One cleanup run at time `now` (ms). */
export async function cleanupUploads(deps: CleanupDeps, now: number): Promise<CleanupReport> {
  const { db, storage } = deps;
  const report: CleanupReport = { uploads: 0, images: 0, designFiles: 0, folders: 0 };

  const orphanImages = await db
    .selectFrom('uploaded_images')
    .select('id')
    .where('session_id', 'is', null)
    .where('user_id', 'is', null)
    .execute();
  for (const image of orphanImages) {
    await deps.images.deleteImage(image.id);
    report.images++;
  }

  report.designFiles = await deps.designs.deleteOrphans();

  const staleBefore = now - deps.config.abandonedAfterMs;
  for (const candidate of await removableUploads(db, staleBefore).execute()) {
    const removed = await deps.mutex.run(candidate.file_id, async () => {
      const still = await removableUploads(db, staleBefore)
        .where('id', '=', candidate.id)
        .executeTakeFirst();
      if (!still) return false;
      await deps.chunks.remove(candidate.id);
      return true;
    });
    if (removed) report.uploads++;
  }

  const storedIds = new Set<string>();
  for (const key of await storage.list(UPLOADS_PREFIX)) {
    const id = uploadIdOfKey(key);
    if (id) storedIds.add(id);
  }
  for (const id of storedIds) {
    const row = await db
      .selectFrom('upload_files')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (row) continue;
    for (const key of await storage.list(`${UPLOADS_PREFIX}${id}/`)) await storage.delete(key);
    report.folders++;
  }
  await deps.chunks.forgetDiscarded(staleBefore);
  return report;
}
