/**
 * The byte quota of design files (designConfig.ts): an owner's design bytes are the declared
 * sizes of all its design-purpose uploads — attached as design files, complete, or still in
 * progress — checked when an upload starts, so parallel exports cannot pass the limit. Guests
 * get `guestMaxBytes`, signed-in users `userMaxBytes`.
 */
import { formatBytes } from '../../src/domain/uploads/formatBytes';
import { UploadErrorKey } from '../../src/domain/uploads/protocol';
import type { Db } from '../db/database';
import type { UploadConfig } from './config';
import { uploadRefusal } from './errors';
import type { Owner } from './owner';
import { isSignedIn, ownedBy } from './owner';

/** The design bytes `owner` may keep. */
export function designQuotaOf(owner: Owner, config: UploadConfig): number {
  return isSignedIn(owner) ? config.design.userMaxBytes : config.design.guestMaxBytes;
}

/** The design bytes `owner` keeps now (uploads in progress included). */
export async function designBytesOf(db: Db, owner: Owner): Promise<number> {
  const row = await db
    .selectFrom('upload_files')
    .where(ownedBy<'upload_files'>(owner))
    .where('purpose', '=', 'design')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_size'), eb.lit(0)).as('bytes'))
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/**
 * Throws `designFileSizeTotalInvalid` (params maxSize, maxSizeBytes) when `addedBytes` more
 * would pass the owner's design quota.
 */
export async function checkDesignQuota(
  db: Db,
  owner: Owner,
  config: UploadConfig,
  addedBytes: number,
): Promise<void> {
  const maxBytes = designQuotaOf(owner, config);
  if ((await designBytesOf(db, owner)) + addedBytes <= maxBytes) return;
  throw uploadRefusal(UploadErrorKey.designFileSizeTotalInvalid, {
    params: { maxSize: formatBytes(maxBytes), maxSizeBytes: maxBytes },
  });
}
