/**
 * Design files (docs/upload-protocol.md §7): a complete design-purpose upload recorded as the
 * print PNG, the SVG or a design thumbnail of an export, measured from its header, served to
 * its owner only and deleted by it. The bytes stay where the upload assembled them; the row
 * holds the kind, type, size and owner (a user, or for guests a session, as for images).
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { PipelineError } from '../../src/domain/imaging/errors';
import type { DesignFileAnswer, DesignFileKind } from '../../src/domain/uploads/designFiles';
import { DESIGN_FILE_FORMATS, designFilePath } from '../../src/domain/uploads/designFiles';
import { UploadErrorKey } from '../../src/domain/uploads/protocol';
import type { UploadErrorParams } from '../../src/domain/uploads/protocol';
import type { Db } from '../db/database';
import type { DesignFilesTable } from '../db/schema';
import { HttpError } from '../http/httpError';
import type { BlobStorage } from '../storage/blobStorage';
import { fileKey } from './blobKeys';
import type { ChunkUploads, UploadRow } from './chunkUploads';
import { measureDesignFile } from './designFileMeasure';
import { uploadRefusal } from './errors';
import { mimeTypeOf } from './formats';
import type { KeyedMutex } from './keyedMutex';
import type { Owner } from './owner';
import { isOwnedBy, ownedBy } from './owner';
import { acceptableFilesOf } from './purposes';
import { storageByteSource } from './storageByteSource';

/** A design file row. */
export type DesignFileRow = Selectable<DesignFilesTable>;

/** What {@link DesignFiles} needs. */
export interface DesignFilesDeps {
  db: Db;
  storage: BlobStorage;
  chunks: ChunkUploads;
  /** The per-file-id lock shared with the chunks and the cleanup. */
  mutex: KeyedMutex;
  /** Clock, ms since the epoch. */
  now: () => number;
}

/** A design file to serve. */
export interface DesignFileToServe {
  key: string;
  mimeType: string;
  /** Bytes. */
  bytes: number;
  sha256: string;
  /** `design-<kind>.<extension>`, for Content-Disposition. */
  fileName: string;
}

/** Bytes of a design file id (22 characters of base64url). */
const ID_BYTES = 16;

/** The design-file side of the upload service. */
export class DesignFiles {
  constructor(private readonly deps: DesignFilesDeps) {}

  /**
   * Records the caller's complete design-purpose upload of `fileId` as a design file of `kind`.
   * Attaching the same file as the same kind again answers the same design file (a retried
   * request); as another kind, it is refused (`uploadFileIdInvalid`).
   */
  attach(owner: Owner, fileId: string, kind: DesignFileKind): Promise<DesignFileAnswer> {
    return this.deps.mutex.run(fileId, async () => {
      const upload = await this.attachable(owner, fileId);
      const existing = await this.deps.db
        .selectFrom('design_files')
        .selectAll()
        .where('upload_id', '=', upload.id)
        .executeTakeFirst();
      if (existing) {
        if (existing.kind !== kind)
          throw uploadRefusal(UploadErrorKey.fileIdInvalid, { field: 'fileId' });
        return answerOf(existing, upload.file_id);
      }
      if (!DESIGN_FILE_FORMATS[kind].some((f) => f === upload.format)) {
        throw uploadRefusal(UploadErrorKey.designFileKindInvalid, {
          field: 'kind',
          params: { kind, acceptableFiles: DESIGN_FILE_FORMATS[kind].join(', ') },
        });
      }
      const key = fileKey(upload.id);
      const measure = await this.measure(upload, key);
      const row: DesignFileRow = {
        id: randomBytes(ID_BYTES).toString('base64url'),
        upload_id: upload.id,
        session_id: owner.sessionId,
        user_id: owner.userId,
        kind,
        mime_type: mimeTypeOf(upload.format),
        bytes: upload.total_size,
        width: measure.width,
        height: measure.height,
        dpi: measure.dpi,
        sha256: upload.sha256 ?? '',
        storage_key: key,
        created_at: this.deps.now(),
      };
      await this.deps.db.transaction().execute(async (trx) => {
        await trx.insertInto('design_files').values(row).execute();
        await trx
          .updateTable('upload_files')
          .set({ session_id: owner.sessionId, user_id: owner.userId })
          .where('id', '=', upload.id)
          .execute();
      });
      return answerOf(row, upload.file_id);
    });
  }

  /** The caller's design file `id` to serve, or null (unknown, or someone else's). */
  async find(owner: Owner, id: string): Promise<DesignFileToServe | null> {
    const row = await this.owned(owner, id);
    if (!row) return null;
    return {
      key: row.storage_key,
      mimeType: row.mime_type,
      bytes: row.bytes,
      sha256: row.sha256,
      fileName: `design-${row.kind}.${extensionOf(row.mime_type)}`,
    };
  }

  /** Deletes the caller's design file and its bytes; false when it has no such file. */
  async remove(owner: Owner, id: string): Promise<boolean> {
    const row = await this.owned(owner, id);
    if (!row) return false;
    const upload = await this.deps.db
      .selectFrom('upload_files')
      .select('file_id')
      .where('id', '=', row.upload_id)
      .executeTakeFirst();
    const removeIt = () => this.delete(row);
    await (upload ? this.deps.mutex.run(upload.file_id, removeIt) : removeIt());
    return true;
  }

  /** Deletes every design file whose owner is gone (session expired, user deleted); how many. */
  async deleteOrphans(): Promise<number> {
    const orphans = await this.deps.db
      .selectFrom('design_files')
      .selectAll()
      .where('session_id', 'is', null)
      .where('user_id', 'is', null)
      .execute();
    for (const row of orphans) await this.delete(row);
    return orphans.length;
  }

  /** The row, then the upload and its stored bytes. */
  private async delete(row: DesignFileRow): Promise<void> {
    await this.deps.db.deleteFrom('design_files').where('id', '=', row.id).execute();
    await this.deps.chunks.remove(row.upload_id);
  }

  private owned(owner: Owner, id: string): Promise<DesignFileRow | undefined> {
    return this.deps.db
      .selectFrom('design_files')
      .selectAll()
      .where('id', '=', id)
      .where(ownedBy<'design_files'>(owner))
      .executeTakeFirst();
  }

  /** The caller's complete design-purpose upload of `fileId`, else a refusal (404 when not its). */
  private async attachable(owner: Owner, fileId: string): Promise<UploadRow> {
    const upload = await this.deps.chunks.find(fileId);
    if (!upload || !isOwnedBy(upload, owner)) throw HttpError.notFound();
    if (upload.status !== 'complete')
      throw uploadRefusal(UploadErrorKey.incomplete, { field: 'fileId' });
    if (upload.purpose !== 'design')
      throw uploadRefusal(UploadErrorKey.purposeInvalid, { field: 'fileId' });
    return upload;
  }

  /**
   * Width, height and DPI from the stored file's header. A header the parsers refuse is a 400:
   * for an SVG, `uploadFileTypeInvalid` (its root is not `<svg>`, or it is not XML); for a
   * raster, the pipeline's key (`corruptImage`).
   */
  private async measure(upload: UploadRow, key: string) {
    try {
      return await measureDesignFile(storageByteSource(this.deps.storage, key, upload.total_size));
    } catch (error) {
      if (!(error instanceof PipelineError)) throw error;
      const fileName = upload.file_name;
      if (upload.format === 'svg') {
        throw uploadRefusal(UploadErrorKey.fileTypeInvalid, {
          field: 'fileId',
          params: { fileName, acceptableFiles: acceptableFilesOf('design') },
        });
      }
      // The failure's own params fill its message (imageTooLarge's megapixels…); the list of
      // acceptable files is the design purpose's, not the image library's.
      const params: UploadErrorParams = { ...error.failure.params, fileName };
      if (error.failure.key === UploadErrorKey.fileTypeInvalid)
        params.acceptableFiles = acceptableFilesOf('design');
      throw uploadRefusal(error.failure.key, { field: 'fileId', params });
    }
  }
}

/** `png`, `svg` or `webp` from the MIME type. */
function extensionOf(mimeType: string): string {
  return (mimeType.split('/')[1] ?? 'bin').replace(/\+xml$/, '');
}

function answerOf(row: DesignFileRow, fileId: string): DesignFileAnswer {
  return {
    id: row.id,
    fileId,
    kind: row.kind as DesignFileKind,
    mimeType: row.mime_type,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    dpi: row.dpi,
    sha256: row.sha256,
    createdAt: new Date(row.created_at).toISOString(),
    path: designFilePath(row.id),
  };
}
