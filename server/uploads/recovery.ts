/**
 * The start-up recovery of uploads a killed process left behind (an out-of-memory kill, a power
 * loss): run before the server listens, when nothing is in flight.
 *
 * - Temporary files of interrupted writes (a chunk's `*.tmp`) are removed.
 * - Every upload whose chunks are all recorded but which is not complete is completed
 *   (completion.ts), so its status answers Success without the client doing anything.
 * - What a completion killed half-way left is removed: an `assembling` file, and the chunks'
 *   bytes of an upload already complete.
 */
import type { Db } from '../db/database';
import type { BlobStorage } from '../storage/blobStorage';
import { UPLOADS_PREFIX, uploadIdOfKey } from './blobKeys';
import type { ChunkUploads } from './chunkUploads';

/** What {@link recoverUploads} needs. */
export interface RecoveryDeps {
  db: Db;
  storage: BlobStorage;
  chunks: ChunkUploads;
}

/** What one recovery did. */
export interface RecoveryReport {
  /** Temporary files of interrupted writes removed. */
  partialWrites: number;
  /** Uploads with every chunk that are now complete. */
  completed: number;
  /** Uploads with every chunk that could not be completed (a damaged chunk asked for again, a refused file). */
  notCompleted: number;
  /** Stored keys left by an interrupted completion, removed. */
  leftovers: number;
}

/** Uploads not complete whose every chunk is recorded. */
function uploadsWithEveryChunk(db: Db) {
  return db
    .selectFrom('upload_files as f')
    .innerJoin('upload_chunks as c', 'c.upload_id', 'f.id')
    .select(['f.file_id'])
    .where('f.status', '!=', 'complete')
    .groupBy(['f.id', 'f.file_id', 'f.chunk_count'])
    .having((eb) => eb(eb.fn.countAll(), '=', eb.ref('f.chunk_count')))
    .execute();
}

/** Removes `assembling` files, and chunk bytes of complete uploads; returns how many. */
async function removeLeftovers(db: Db, storage: BlobStorage): Promise<number> {
  const chunkKeys = new Map<string, string[]>();
  let removed = 0;
  for (const key of await storage.list(UPLOADS_PREFIX)) {
    const id = uploadIdOfKey(key);
    if (!id) continue;
    if (key.endsWith('/assembling')) {
      await storage.delete(key);
      removed++;
    } else if (key.includes('/chunks/')) chunkKeys.set(id, [...(chunkKeys.get(id) ?? []), key]);
  }
  if (chunkKeys.size === 0) return removed;
  const complete = await db
    .selectFrom('upload_files')
    .select('id')
    .where('status', '=', 'complete')
    .where('id', 'in', [...chunkKeys.keys()])
    .execute();
  for (const { id } of complete) {
    for (const key of chunkKeys.get(id) ?? []) await storage.delete(key);
    removed += chunkKeys.get(id)?.length ?? 0;
  }
  return removed;
}

/** One recovery run (at start-up only). */
export async function recoverUploads(deps: RecoveryDeps): Promise<RecoveryReport> {
  const { db, storage, chunks } = deps;
  const report: RecoveryReport = { partialWrites: 0, completed: 0, notCompleted: 0, leftovers: 0 };
  report.partialWrites = await storage.removePartialWrites();
  for (const { file_id } of await uploadsWithEveryChunk(db)) {
    // One upload that cannot be completed (a refusal, a disk error) must not stop the server.
    const complete = await chunks.completeRecorded(file_id).catch(() => false);
    if (complete) report.completed++;
    else report.notCompleted++;
  }
  report.leftovers = await removeLeftovers(db, storage);
  return report;
}
