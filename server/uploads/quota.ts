/**
 * Upload limits and usage. An owner's bytes are the sizes of all its uploads (originals,
 * renditions and uploads still in progress, counted at their declared size from the first
 * chunk); its file count is its images plus original-purpose uploads not yet attached. Design
 * files count in neither: they have their own byte quota (designQuota.ts).
 * Guests get `config.guest` (`logOutCount`, `logOutFileSize`), signed-in users `config.signedIn`.
 */
import type { UploadDetails } from '../../src/domain/uploads/protocol';
import type { Db } from '../db/database';
import type { UploadConfig, UploadQuota } from './config';
import type { Owner } from './owner';
import { isSignedIn, ownedBy } from './owner';

/** What an owner uses. */
export interface UploadUsage {
  /** Bytes of all its uploads but design files. */
  bytes: number;
  /** Its images. */
  images: number;
  /** Its original-purpose uploads not attached to an image (in progress or complete). */
  pendingOriginals: number;
}

/** The limits that apply to `owner`. */
export function quotaOf(owner: Owner, config: UploadConfig): UploadQuota {
  return isSignedIn(owner) ? config.signedIn : config.guest;
}

/** What `owner` uses now. */
export async function usageOf(db: Db, owner: Owner): Promise<UploadUsage> {
  const bytes = await db
    .selectFrom('upload_files')
    .where(ownedBy<'upload_files'>(owner))
    .where('purpose', '!=', 'design')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_size'), eb.lit(0)).as('bytes'))
    .executeTakeFirstOrThrow();
  const images = await db
    .selectFrom('uploaded_images')
    .where(ownedBy<'uploaded_images'>(owner))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const pending = await db
    .selectFrom('upload_files')
    .where(ownedBy<'upload_files'>(owner))
    .where('purpose', '=', 'original')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('uploaded_image_files')
            .whereRef('uploaded_image_files.upload_id', '=', 'upload_files.id')
            .select('uploaded_image_files.upload_id'),
        ),
      ),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    bytes: Number(bytes.bytes),
    images: Number(images.n),
    pendingOriginals: Number(pending.n),
  };
}

/** The `detailed` object for `owner`. */
export async function detailsOf(
  db: Db,
  owner: Owner,
  config: UploadConfig,
): Promise<UploadDetails> {
  const usage = await usageOf(db, owner);
  return {
    count: config.signedIn.maxFiles,
    size: config.signedIn.maxBytes,
    fileSize: config.maxFileBytes,
    usedSize: usage.bytes,
    usedCount: usage.images,
    logOutCount: config.guest.maxFiles,
    logOutFileSize: config.guest.maxBytes,
  };
}
