/**
 * Uploaded images: attaching a complete upload as an image's original (creating the image) or
 * as one of its renditions (240 and 960 thumbnails, display raster), listing, deleting and
 * finding the file `system/source` serves. One image row holds its original and renditions.
 */
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { RenditionRole, UploadedImageView } from '../../src/domain/uploads/protocol';
import { UploadErrorKey } from '../../src/domain/uploads/protocol';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from '../http/httpError';
import type { BlobStorage } from '../storage/blobStorage';
import { fileKey } from './blobKeys';
import type { ChunkUploads, UploadRow } from './chunkUploads';
import type { UploadConfig } from './config';
import { uploadRefusal } from './errors';
import { displayFileName } from './fileName';
import { mimeTypeOf, RENDITION_FORMATS } from './formats';
import type { SourceFile, SourceSize } from './imageFiles';
import { filesOf, SOURCE_FALLBACKS, viewOf } from './imageFiles';
import type { KeyedMutex } from './keyedMutex';
import type { Owner } from './owner';
import { isOwnedBy, ownedBy } from './owner';
import { quotaOf } from './quota';

/**
 * Runs `work` in a transaction; a foreign-key failure (the image was deleted meanwhile by
 * another request) is a 404, not a 500.
 */
async function inTransaction(db: Db, work: (trx: Transaction<Database>) => Promise<void>) {
  try {
    await db.transaction().execute(work);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY')
      throw HttpError.notFound();
    throw error;
  }
}

/** What {@link ImageLibrary} needs. */
export interface ImageLibraryDeps {
  db: Db;
  storage: BlobStorage;
  config: UploadConfig;
  chunks: ChunkUploads;
  mutex: KeyedMutex;
  now: () => number;
}

/** The image side of the upload service. */
export class ImageLibrary {
  constructor(private readonly deps: ImageLibraryDeps) {}

  /**
   * Creates an image from the caller's complete original-purpose upload. Attaching the same
   * file again answers the same image (a retried request).
   */
  attachOriginal(
    owner: Owner,
    fileId: string,
    options: {
      fileName?: string;
      temporary: boolean;
      /** The original's pixel size after orientation, as the editor measured it. */
      pixelSize?: { width: number; height: number };
      /** Pages of the original a shopper may choose from (a PDF's, TIFF's, HEIF's), as counted. */
      pages?: number;
    },
  ): Promise<UploadedImageView> {
    return this.deps.mutex.run(fileId, async () => {
      const upload = await this.attachable(owner, fileId, 'original');
      const { db } = this.deps;
      const attached = await this.attachmentOf(upload.id);
      if (attached) {
        if (attached.role !== 'original')
          throw uploadRefusal(UploadErrorKey.fileIdInvalid, { field: 'fileId' });
        return this.view(attached.image_id);
      }
      const quota = quotaOf(owner, this.deps.config);
      const images = await db
        .selectFrom('uploaded_images')
        .where(ownedBy<'uploaded_images'>(owner))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(images.n) >= quota.maxFiles)
        throw uploadRefusal(UploadErrorKey.fileCountInvalid, {
          params: { maxCount: quota.maxFiles },
        });
      const id = randomBytes(16).toString('base64url');
      const imageOwner = {
        session_id: owner.sessionId,
        user_id: options.temporary ? null : owner.userId,
      };
      const name = options.fileName ? displayFileName(options.fileName) : upload.file_name;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('uploaded_images')
          .values({
            id,
            ...imageOwner,
            is_temporary: options.temporary ? 1 : 0,
            file_name: name,
            created_at: this.deps.now(),
            pixel_width: options.pixelSize?.width ?? null,
            pixel_height: options.pixelSize?.height ?? null,
            pages: options.pages ?? null,
          })
          .execute();
        await trx
          .insertInto('uploaded_image_files')
          .values({ image_id: id, role: 'original', upload_id: upload.id })
          .execute();
        await trx.updateTable('upload_files').set(imageOwner).where('id', '=', upload.id).execute();
      });
      return this.view(id);
    });
  }

  /** Attaches the caller's complete rendition-purpose upload to its image, replacing any previous one of that role. */
  attachRendition(
    owner: Owner,
    fileId: string,
    imageId: string,
    role: RenditionRole,
  ): Promise<UploadedImageView> {
    return this.deps.mutex.run(fileId, async () => {
      const { db } = this.deps;
      const image = await this.ownedImage(owner, imageId);
      if (!image) throw HttpError.notFound();
      const upload = await this.attachable(owner, fileId, 'rendition');
      if (!RENDITION_FORMATS.some((f) => f === upload.format))
        throw uploadRefusal(UploadErrorKey.fileTypeInvalid, {
          params: { fileName: upload.file_name, acceptableFiles: 'webp, png' },
        });
      const attached = await this.attachmentOf(upload.id);
      if (attached) {
        if (attached.image_id === imageId && attached.role === role) return this.view(imageId);
        throw uploadRefusal(UploadErrorKey.fileIdInvalid, { field: 'fileId' });
      }
      const previous = await db
        .selectFrom('uploaded_image_files')
        .select('upload_id')
        .where('image_id', '=', imageId)
        .where('role', '=', role)
        .executeTakeFirst();
      await inTransaction(db, async (trx) => {
        await trx
          .deleteFrom('uploaded_image_files')
          .where('image_id', '=', imageId)
          .where('role', '=', role)
          .execute();
        await trx
          .insertInto('uploaded_image_files')
          .values({ image_id: imageId, role, upload_id: upload.id })
          .execute();
        await trx
          .updateTable('upload_files')
          .set({ session_id: image.session_id, user_id: image.user_id })
          .where('id', '=', upload.id)
          .execute();
      });
      if (previous) await this.deps.chunks.remove(previous.upload_id);
      return this.view(imageId);
    });
  }

  /** The caller's images, newest first. */
  async list(owner: Owner): Promise<UploadedImageView[]> {
    const images = await this.deps.db
      .selectFrom('uploaded_images')
      .selectAll()
      .where(ownedBy<'uploaded_images'>(owner))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    const files = await filesOf(
      this.deps.db,
      images.map((i) => i.id),
    );
    return images.flatMap((image) => {
      const view = viewOf(
        image,
        files.filter((f) => f.image_id === image.id),
      );
      return view ? [view] : [];
    });
  }

  /** Deletes the caller's image, its files and their rows; false when it has no such image. */
  async remove(owner: Owner, imageId: string): Promise<boolean> {
    const image = await this.ownedImage(owner, imageId);
    if (!image) return false;
    await this.deleteImage(imageId);
    return true;
  }

  /** Deletes an image (any owner), its files and their rows. */
  async deleteImage(imageId: string): Promise<void> {
    const files = await filesOf(this.deps.db, [imageId]);
    await this.deps.db.deleteFrom('uploaded_images').where('id', '=', imageId).execute();
    for (const f of files) await this.deps.chunks.remove(f.upload_id);
  }

  /** The file `system/source` serves for the caller's image at `size`, or null. */
  async source(owner: Owner, imageId: string, size: SourceSize): Promise<SourceFile | null> {
    const image = await this.ownedImage(owner, imageId);
    if (!image) return null;
    const files = await filesOf(this.deps.db, [imageId]);
    for (const role of SOURCE_FALLBACKS[size]) {
      const file = files.find((f) => f.role === role);
      if (!file) continue;
      return {
        key: fileKey(file.upload_id),
        role,
        mimeType: mimeTypeOf(file.format),
        size: file.total_size,
        sha256: file.sha256 ?? '',
        fileName: image.file_name,
      };
    }
    return null;
  }

  /** One image as the API shows it (it must exist). */
  /** The image an upload is attached to, and as what; undefined when it is not attached. */
  private attachmentOf(uploadId: string) {
    return this.deps.db
      .selectFrom('uploaded_image_files')
      .select(['image_id', 'role'])
      .where('upload_id', '=', uploadId)
      .executeTakeFirst();
  }

  async view(imageId: string): Promise<UploadedImageView> {
    const image = await this.deps.db
      .selectFrom('uploaded_images')
      .selectAll()
      .where('id', '=', imageId)
      .executeTakeFirst();
    const view = image ? viewOf(image, await filesOf(this.deps.db, [imageId])) : null;
    if (!view) throw HttpError.notFound();
    return view;
  }

  private ownedImage(owner: Owner, imageId: string) {
    return this.deps.db
      .selectFrom('uploaded_images')
      .selectAll()
      .where('id', '=', imageId)
      .where(ownedBy<'uploaded_images'>(owner))
      .executeTakeFirst();
  }

  /** The caller's complete upload of `fileId` with the given purpose, else a refusal. */
  private async attachable(
    owner: Owner,
    fileId: string,
    purpose: 'original' | 'rendition',
  ): Promise<UploadRow> {
    const upload = await this.deps.chunks.find(fileId);
    if (!upload || !isOwnedBy(upload, owner)) throw HttpError.notFound();
    if (upload.status !== 'complete')
      throw uploadRefusal(UploadErrorKey.incomplete, { field: 'fileId' });
    if (upload.purpose !== purpose)
      throw uploadRefusal(UploadErrorKey.purposeInvalid, { field: 'fileId' });
    return upload;
  }
}
