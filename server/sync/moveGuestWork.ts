/**
 * Moving a guest's work into the account it signed in to (issue 18 "Guest work carried into the
 * account"; `Account/SyncUserData`). Ownership changes in place — rows are never copied — so a
 * move can neither duplicate nor lose anything, and each step is idempotent: it moves the
 * guest's rows that have no user yet, and a row once moved has one. A kill between two steps or
 * two images leaves every row either the guest's or the account's; running the move again
 * finishes the rest (server/sync/userDataSync.ts reruns an interrupted job at start).
 *
 * Steps, in order: design files (and their design-purpose uploads), saved designs, cart items,
 * then the uploaded images one by one, oldest first, each with the uploads holding its original
 * and renditions, in one transaction: the image becomes permanent (`is_temporary` 0) when the
 * account's upload quota (count and bytes, server/uploads/quota.ts) still has room for it; else
 * it stays a temporary image of the guest session (still visible to the account through
 * `carried_from`) and the result reports `syncUploadsOverQuota`.
 */
import type { Db } from '../db/database';
import type { UploadConfig } from '../uploads/config';
import { usageOf } from '../uploads/quota';

/** Error keys a sync reports (translated). */
export const SyncErrorKey = {
  /** Some uploads did not fit in the account's quota and stayed temporary. */
  uploadsOverQuota: 'syncUploadsOverQuota',
  /** The move failed for a reason of the server's (logged); running it again resumes. */
  failed: 'syncFailed',
} as const;

/** What one run moved (counts of rows) and the error keys it met. */
export interface SyncResult {
  designFiles: number;
  designs: number;
  cartItems: number;
  /** Images made permanent in the account. */
  uploads: number;
  /** Images left temporary: over the account's quota. */
  uploadsKeptTemporary: number;
  errors: string[];
}

/** The steps, named for tests that interrupt a run between two of them. */
export type SyncStep = 'designFiles' | 'designs' | 'cartItems' | 'upload';

/** Who moves what. */
export interface GuestWork {
  userId: number;
  /** The signed-in session (its own guest rows count in its usage). */
  sessionId: string;
  guestSessionId: string;
}

/** Called after each step (and after each image); throwing there simulates a kill. */
export type AfterStep = (step: SyncStep) => void | Promise<void>;

const noop: AfterStep = () => undefined;

/** Moves the rows of one owned table from the guest to the user; the count moved. */
async function moveRows(
  db: Db,
  table: 'design_files' | 'saved_designs' | 'cart_items',
  work: GuestWork,
): Promise<number> {
  const result = await db
    .updateTable(table)
    .set({ user_id: work.userId })
    .where('session_id', '=', work.guestSessionId)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Moves the guest's design files and the uploads holding their bytes, in one transaction. */
async function moveDesignFiles(db: Db, work: GuestWork): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('upload_files')
      .set({ user_id: work.userId })
      .where('session_id', '=', work.guestSessionId)
      .where('user_id', 'is', null)
      .where('purpose', '=', 'design')
      .execute();
    return moveRows(trx, 'design_files', work);
  });
}

/** Makes one guest image permanent in the account if it fits; whether it moved. */
async function moveImage(
  db: Db,
  config: UploadConfig,
  work: GuestWork,
  imageId: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const image = await trx
      .selectFrom('uploaded_images')
      .select('id')
      .where('id', '=', imageId)
      .where('user_id', 'is', null)
      .executeTakeFirst();
    if (!image) return false;
    const uploadIds = (
      await trx
        .selectFrom('uploaded_image_files')
        .select('upload_id')
        .where('image_id', '=', imageId)
        .execute()
    ).map((r) => r.upload_id);
    const bytes =
      uploadIds.length === 0
        ? 0
        : Number(
            (
              await trx
                .selectFrom('upload_files')
                .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_size'), eb.lit(0)).as('b'))
                .where('id', 'in', uploadIds)
                .executeTakeFirstOrThrow()
            ).b,
          );
    const usage = await usageOf(trx, { sessionId: work.sessionId, userId: work.userId });
    const quota = config.signedIn;
    if (usage.images + 1 > quota.maxFiles || usage.bytes + bytes > quota.maxBytes) return false;
    await trx
      .updateTable('uploaded_images')
      .set({ user_id: work.userId, is_temporary: 0 })
      .where('id', '=', imageId)
      .execute();
    if (uploadIds.length > 0)
      await trx
        .updateTable('upload_files')
        .set({ user_id: work.userId })
        .where('id', 'in', uploadIds)
        .execute();
    return true;
  });
}

/** Moves everything the guest session left into the account; see the file comment. */
export async function moveGuestWork(
  db: Db,
  config: UploadConfig,
  work: GuestWork,
  afterStep: AfterStep = noop,
): Promise<SyncResult> {
  const result: SyncResult = {
    designFiles: 0,
    designs: 0,
    cartItems: 0,
    uploads: 0,
    uploadsKeptTemporary: 0,
    errors: [],
  };
  result.designFiles = await moveDesignFiles(db, work);
  await afterStep('designFiles');
  result.designs = await moveRows(db, 'saved_designs', work);
  await afterStep('designs');
  result.cartItems = await moveRows(db, 'cart_items', work);
  await afterStep('cartItems');
  const images = await db
    .selectFrom('uploaded_images')
    .select('id')
    .where('session_id', '=', work.guestSessionId)
    .where('user_id', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const { id } of images) {
    if (await moveImage(db, config, work, id)) result.uploads += 1;
    else result.uploadsKeptTemporary += 1;
    await afterStep('upload');
  }
  if (result.uploadsKeptTemporary > 0) result.errors.push(SyncErrorKey.uploadsOverQuota);
  return result;
}
