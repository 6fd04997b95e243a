/**
 * Receiving chunks (docs/upload-protocol.md): chunks of one file may arrive in any order, each
 * index once; a repeat with the same checksum is answered as if new, with another checksum it
 * is refused. The first request of a file id creates the upload (security token, size and
 * quota checks); chunk 1, whenever it arrives, decides the type from its bytes. When the last
 * missing chunk arrives the file is assembled and verified (completion.ts) — and so is an upload
 * whose every chunk is recorded when its status is asked for, or at start-up (recovery.ts): a
 * kill between the last chunk and the end of assembly never leaves it Incomplete for good.
 * Requests for one file id run one at a time.
 */
import { createHash, randomBytes } from 'node:crypto';
import { formatBytes } from '../../src/domain/uploads/formatBytes';
import type { ChunkAnswer, UploadStatusAnswer } from '../../src/domain/uploads/protocol';
import { UPLOAD_HEADERS, UploadErrorKey } from '../../src/domain/uploads/protocol';
import type { Db } from '../db/database';
import type { BlobStorage } from '../storage/blobStorage';
import { chunkKey, deleteUploadBlobs } from './blobKeys';
import type { ChunkHeaders } from './chunkHeaders';
import { checkChunkConsistency } from './chunkHeaders';
import type { CompletionDeps } from './completion';
import { completeUpload, successOf } from './completion';
import type { UploadConfig } from './config';
import { uploadRefusal } from './errors';
import { isAttached } from './attachments';
import { checkDesignQuota } from './designQuota';
import type { KeyedMutex } from './keyedMutex';
import type { Owner } from './owner';
import { isOwnedBy } from './owner';
import { acceptableFilesOf, acceptedFormatOf, declaresSvgEntities, purposeOf } from './purposes';
import { quotaOf, usageOf } from './quota';
import { pauseAtWindow } from './testPause';
import type { UploadRow } from './uploadRow';

export type { UploadRow } from './uploadRow';

/** What {@link ChunkUploads} needs. */
export interface ChunkUploadsDeps {
  db: Db;
  storage: BlobStorage;
  config: UploadConfig;
  /** Shared with the cleanup, so it never deletes an upload a chunk is being written to. */
  mutex: KeyedMutex;
  /** Whether a non-empty security token is required (reCAPTCHA configured). */
  requireSecurityToken: boolean;
  /** Clock, ms. */
  now: () => number;
}

const H = UPLOAD_HEADERS;

function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The chunk side of the upload service. */
export class ChunkUploads {
  private readonly completion: CompletionDeps;

  constructor(private readonly deps: ChunkUploadsDeps) {
    this.completion = {
      db: deps.db,
      storage: deps.storage,
      now: deps.now,
      remove: (uploadId) => this.remove(uploadId),
      pause: pauseAtWindow(deps.config.testPauseAt),
    };
  }

  /** Receives one chunk; answers 206-style Incomplete or 200-style Success, or throws a refusal. */
  async receive(owner: Owner, h: ChunkHeaders, body: Buffer): Promise<ChunkAnswer> {
    checkChunkConsistency(h, body.length, this.deps.config);
    const digest = sha256(body);
    if (digest !== h.chunkSha256)
      throw uploadRefusal(UploadErrorKey.checksumMismatch, { field: H.chunkSha256 });
    return this.deps.mutex.run(h.fileId, async () => {
      const upload = await this.uploadFor(owner, h);
      const { db } = this.deps;
      const existing = await db
        .selectFrom('upload_chunks')
        .select('sha256')
        .where('upload_id', '=', upload.id)
        .where('idx', '=', h.chunkIndex)
        .executeTakeFirst();
      if (existing && existing.sha256 !== digest)
        throw uploadRefusal(UploadErrorKey.chunkConflict, { field: H.chunkIndex });
      if (upload.status === 'complete') return successOf(upload);
      if (!existing) await this.store(upload, h.chunkIndex, digest, body);
      return completeUpload(this.completion, upload);
    });
  }

  /**
   * How far the caller's upload of `fileId` is, or null when it has none. An upload whose every
   * chunk is recorded but which is not complete (a kill during its completion) is completed
   * here first: the answer is Success, or Incomplete without the chunks found damaged.
   */
  status(owner: Owner, fileId: string): Promise<UploadStatusAnswer | null> {
    return this.deps.mutex.run(fileId, async () => {
      const found = await this.find(fileId);
      if (!found || !isOwnedBy(found, owner)) return null;
      const done = await completeUpload(this.completion, found);
      const upload =
        done.result === 'Success' ? { ...found, status: 'complete', sha256: done.sha256 } : found;
      const received = await this.receivedOf(upload.id);
      const base = {
        fileId: upload.file_id,
        fileName: upload.file_name,
        totalSize: upload.total_size,
        chunkSize: upload.chunk_size,
        chunkCount: upload.chunk_count,
        received,
      };
      if (upload.status !== 'complete') return { result: 'Incomplete', ...base };
      return { result: 'Success', ...base, size: upload.total_size, sha256: upload.sha256 ?? '' };
    });
  }

  /**
   * Completes the upload of `fileId` if every chunk is recorded (the start-up recovery); true
   * when it is complete afterwards.
   */
  completeRecorded(fileId: string): Promise<boolean> {
    return this.deps.mutex.run(fileId, async () => {
      const upload = await this.find(fileId);
      if (!upload) return false;
      return (await completeUpload(this.completion, upload)).result === 'Success';
    });
  }

  /** The upload of a client file id, any owner. */
  find(fileId: string): Promise<UploadRow | undefined> {
    return this.deps.db
      .selectFrom('upload_files')
      .selectAll()
      .where('file_id', '=', fileId)
      .executeTakeFirst();
  }

  /**
   * The caller drops its upload of `fileId` (a cancel, or a file the editor could not read):
   * deleted at once, not left to the cleanup, and the id refused from then on, so a chunk still
   * on its way cannot start it again. 'deleted' or 'nothing' (no upload yet: the id is refused
   * all the same); 'notYours' for another owner's upload, 'attached' when it already belongs to
   * an image or is a design file (DeleteImage and DELETE DesignFile remove those).
   */
  discard(owner: Owner, fileId: string): Promise<'deleted' | 'nothing' | 'notYours' | 'attached'> {
    return this.deps.mutex.run(fileId, async () => {
      const upload = await this.find(fileId);
      if (upload && !isOwnedBy(upload, owner)) return 'notYours';
      if (upload && (await isAttached(this.deps.db, upload.id))) return 'attached';
      await this.deps.db
        .insertInto('discarded_uploads')
        .values({ file_id: fileId, created_at: this.deps.now() })
        .onConflict((oc) => oc.column('file_id').doNothing())
        .execute();
      if (!upload) return 'nothing';
      await this.remove(upload.id);
      return 'deleted';
    });
  }

  /** Forgets dropped ids older than `before` (ms since the epoch); returns how many. */
  async forgetDiscarded(before: number): Promise<number> {
    const result = await this.deps.db
      .deleteFrom('discarded_uploads')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Deletes an upload: its stored bytes, then its row (and chunk rows). */
  async remove(uploadId: string): Promise<void> {
    await deleteUploadBlobs(this.deps.storage, uploadId);
    await this.deps.db.deleteFrom('upload_files').where('id', '=', uploadId).execute();
  }

  /** The caller's upload of this file id (created when new), checked against the headers. */
  private async uploadFor(owner: Owner, h: ChunkHeaders): Promise<UploadRow> {
    const upload = await this.find(h.fileId);
    if (!upload) {
      const dropped = await this.deps.db
        .selectFrom('discarded_uploads')
        .select('file_id')
        .where('file_id', '=', h.fileId)
        .executeTakeFirst();
      if (dropped) throw uploadRefusal(UploadErrorKey.fileIdInvalid, { field: H.fileId });
      return this.create(owner, h);
    }
    // Another session's or user's file id: refused as an unusable id (400, not 403: the
    // editor sends every 403 to the forbidden page, and a 400 stops the upload at once).
    if (!isOwnedBy(upload, owner))
      throw uploadRefusal(UploadErrorKey.fileIdInvalid, { field: H.fileId });
    const differs = (field: string) => uploadRefusal(UploadErrorKey.chunkInvalid, { field });
    if (upload.total_size !== h.totalSize) throw differs(H.totalSize);
    if (upload.chunk_size !== h.chunkSize) throw differs(H.chunkSize);
    if (upload.chunk_count !== h.chunkCount) throw differs(H.chunkCount);
    if (upload.purpose !== h.purpose) throw differs(H.purpose);
    if (h.fileSha256 && upload.expected_sha256 && h.fileSha256 !== upload.expected_sha256)
      throw differs(H.fileSha256);
    if (h.fileSha256 && !upload.expected_sha256 && upload.status !== 'complete') {
      await this.deps.db
        .updateTable('upload_files')
        .set({ expected_sha256: h.fileSha256 })
        .where('id', '=', upload.id)
        .execute();
      return { ...upload, expected_sha256: h.fileSha256 };
    }
    return upload;
  }

  /** A new upload: security token, quota, then the row. */
  private async create(owner: Owner, h: ChunkHeaders): Promise<UploadRow> {
    const { db, config } = this.deps;
    if (this.deps.requireSecurityToken && !h.securityToken)
      throw uploadRefusal(UploadErrorKey.securityTokenInvalid, { field: H.securityToken });
    if (h.purpose === 'design') await checkDesignQuota(db, owner, config, h.totalSize);
    else await this.checkLibraryQuota(owner, h);
    const at = this.deps.now();
    const row: UploadRow = {
      id: randomBytes(16).toString('hex'),
      file_id: h.fileId,
      session_id: owner.sessionId,
      user_id: owner.userId,
      purpose: h.purpose,
      file_name: h.fileName,
      declared_type: h.fileType,
      total_size: h.totalSize,
      chunk_size: h.chunkSize,
      chunk_count: h.chunkCount,
      expected_sha256: h.fileSha256,
      format: null,
      status: 'incomplete',
      sha256: null,
      created_at: at,
      updated_at: at,
    };
    await db.insertInto('upload_files').values(row).execute();
    return row;
  }

  /** The image library's limits: its count (originals) and bytes (originals and renditions). */
  private async checkLibraryQuota(owner: Owner, h: ChunkHeaders): Promise<void> {
    const quota = quotaOf(owner, this.deps.config);
    const usage = await usageOf(this.deps.db, owner);
    if (h.purpose === 'original' && usage.images + usage.pendingOriginals >= quota.maxFiles) {
      throw uploadRefusal(UploadErrorKey.fileCountInvalid, {
        params: { maxCount: quota.maxFiles },
      });
    }
    if (usage.bytes + h.totalSize > quota.maxBytes) {
      throw uploadRefusal(UploadErrorKey.fileSizeTotalInvalid, {
        params: { maxSize: formatBytes(quota.maxBytes), maxSizeBytes: quota.maxBytes },
      });
    }
  }

  /** Stores a new chunk; chunk 1 first decides the type (a refused type deletes the upload). */
  private async store(upload: UploadRow, index: number, digest: string, body: Buffer) {
    const { db, storage } = this.deps;
    let format = upload.format;
    if (index === 1) {
      const purpose = purposeOf(upload);
      const detected = acceptedFormatOf(purpose, body);
      if (detected === null) {
        await this.remove(upload.id);
        throw uploadRefusal(UploadErrorKey.fileTypeInvalid, {
          params: { fileName: upload.file_name, acceptableFiles: acceptableFilesOf(purpose) },
        });
      }
      if (declaresSvgEntities(detected, body)) {
        await this.remove(upload.id);
        throw uploadRefusal(UploadErrorKey.svgEntityDeclarations, {
          params: { fileName: upload.file_name },
        });
      }
      format = detected;
    }
    await storage.put(chunkKey(upload.id, index, digest), body);
    await db
      .insertInto('upload_chunks')
      .values({ upload_id: upload.id, idx: index, size: body.length, sha256: digest })
      .execute();
    await db
      .updateTable('upload_files')
      .set({ format, updated_at: this.deps.now() })
      .where('id', '=', upload.id)
      .execute();
    upload.format = format;
  }

  private async receivedOf(uploadId: string): Promise<number[]> {
    const rows = await this.deps.db
      .selectFrom('upload_chunks')
      .select('idx')
      .where('upload_id', '=', uploadId)
      .orderBy('idx')
      .execute();
    return rows.map((r) => r.idx);
  }
}
