/**
 * Completing an upload once every chunk is recorded, in an order that survives a kill at any
 * point (docs/upload-protocol.md §2, "After a crash"):
 *
 * 1. assemble (assemble.ts: written aside, verified, renamed into place — or found in place);
 * 2. record the upload complete in the database, with the file's SHA-256;
 * 3. delete the chunks' bytes (their rows stay, to answer repeats).
 *
 * Until 2 commits the chunks' bytes are all stored, so a later attempt (the next chunk or status
 * request, or the start-up recovery) runs 1 again and gets the same file; after 2 the upload is
 * complete whatever happened to 3 (the start-up recovery deletes chunk bytes left behind). The
 * caller holds the file id's lock.
 */
import type { ChunkAnswer } from '../../src/domain/uploads/protocol';
import { UPLOAD_HEADERS, UploadErrorKey } from '../../src/domain/uploads/protocol';
import type { Db } from '../db/database';
import type { BlobStorage } from '../storage/blobStorage';
import { assembleUpload } from './assemble';
import { chunkKey } from './blobKeys';
import type { UploadRow } from './uploadRow';
import { uploadRefusal } from './errors';
import type { PauseAt } from './testPause';

/** What {@link completeUpload} needs. */
export interface CompletionDeps {
  db: Db;
  storage: BlobStorage;
  /** Deletes an upload whole (its bytes, then its rows). */
  remove(uploadId: string): Promise<void>;
  /** Clock, ms. */
  now: () => number;
  /** TEST ONLY: the crash-window hook (testPause.ts). */
  pause: PauseAt;
}

/** The 206 answer: the indexes recorded so far. */
export function incompleteOf(upload: UploadRow, chunks: readonly { idx: number }[]): ChunkAnswer {
  return {
    result: 'Incomplete',
    fileId: upload.file_id,
    received: chunks.map((c) => c.idx),
    chunkCount: upload.chunk_count,
  };
}

/** The 200 answer of a complete upload. */
export function successOf(upload: UploadRow): ChunkAnswer {
  return {
    result: 'Success',
    fileId: upload.file_id,
    size: upload.total_size,
    sha256: upload.sha256 ?? '',
  };
}

/**
 * Incomplete with the indexes received, or — once all are in — the assembled file, recorded
 * complete. Damaged or lost chunk bytes are forgotten (the client sends them again); a file that
 * differs from the client's declared SHA-256 deletes the upload and is refused.
 */
export async function completeUpload(
  deps: CompletionDeps,
  upload: UploadRow,
): Promise<ChunkAnswer> {
  const { db, storage, pause } = deps;
  if (upload.status === 'complete') return successOf(upload);
  const chunks = await db
    .selectFrom('upload_chunks')
    .select(['idx', 'sha256', 'size'])
    .where('upload_id', '=', upload.id)
    .orderBy('idx')
    .execute();
  if (chunks.length < upload.chunk_count) return incompleteOf(upload, chunks);
  await pause('beforeAssembly');
  const assembled = await assembleUpload(storage, upload.id, chunks, pause);
  if (!assembled.ok) {
    await db
      .deleteFrom('upload_chunks')
      .where('upload_id', '=', upload.id)
      .where('idx', 'in', assembled.badChunks)
      .execute();
    return incompleteOf(
      upload,
      chunks.filter((c) => !assembled.badChunks.includes(c.idx)),
    );
  }
  if (upload.expected_sha256 && upload.expected_sha256 !== assembled.sha256) {
    await deps.remove(upload.id);
    throw uploadRefusal(UploadErrorKey.checksumMismatch, { field: UPLOAD_HEADERS.fileSha256 });
  }
  await pause('beforeRecord');
  await db
    .updateTable('upload_files')
    .set({ status: 'complete', sha256: assembled.sha256, updated_at: deps.now() })
    .where('id', '=', upload.id)
    .execute();
  await pause('beforeChunkDelete');
  for (const c of chunks) await storage.delete(chunkKey(upload.id, c.idx, c.sha256));
  return successOf({ ...upload, status: 'complete', sha256: assembled.sha256 });
}
