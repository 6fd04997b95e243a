/**
 * Saved designs and cart items whose owner is gone: a guest session that ended (idle for
 * GUEST_SESSION_IDLE_DAYS, server/http/sessionExpiry.ts) leaves its rows with neither a session
 * nor a user (SET NULL), which nobody can reach any more; they are deleted with the session, at
 * start and on each cleanup run. Their design files go with the upload cleanup.
 */
import type { Db } from '../db/database';

/** Deletes ownerless saved designs and cart items; how many rows went. */
export async function purgeOwnerlessDesigns(db: Db): Promise<number> {
  let removed = 0;
  for (const table of ['cart_items', 'saved_designs'] as const) {
    const result = await db
      .deleteFrom(table)
      .where('session_id', 'is', null)
      .where('user_id', 'is', null)
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}
