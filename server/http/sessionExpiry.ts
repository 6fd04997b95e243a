/**
 * When sessions end. A guest session not seen for `guestIdleMs` (GUEST_SESSION_IDLE_DAYS,
 * default 30 days) ends, and any session (a signed-in one too) not seen for the cookie's
 * lifetime (365 days). Deleting a row sets `session_id` to null on what it owned; the upload
 * cleanup (server/uploads/cleanup.ts), which runs right after, then deletes a guest's uploads,
 * images and design files with their stored bytes, since no user owns them. A signed-in user's
 * rows keep their `user_id` and stay.
 */
import type { Db } from '../db/database';

/** Default idle time after which a guest session ends, days. */
export const DEFAULT_GUEST_SESSION_IDLE_DAYS = 30;
/** One day, ms. */
export const DAY_MS = 86_400_000;

/** How long sessions live without being seen, ms. */
export interface SessionLifetimes {
  /** Guest sessions. */
  guestIdleMs: number;
  /** Every session (the cookie's lifetime). */
  maxIdleMs: number;
}

/** Whether a session last seen at `lastSeenAt` has ended at `now` (ms). */
export function sessionEnded(
  row: { user_id: number | null; last_seen_at: number },
  now: number,
  lifetimes: SessionLifetimes,
): boolean {
  const idle = now - row.last_seen_at;
  return idle >= lifetimes.maxIdleMs || (row.user_id === null && idle >= lifetimes.guestIdleMs);
}

/**
 * Deletes the sessions that have ended at `now` (ms); returns how many. A guest session that a
 * signed-in session carries (`carried_from`: signed in from it, its data not moved yet) is kept
 * while that session lives.
 */
export async function purgeExpiredSessions(
  db: Db,
  now: number,
  lifetimes: SessionLifetimes,
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('last_seen_at', '<=', now - lifetimes.maxIdleMs),
        eb.and([
          eb('user_id', 'is', null),
          eb('last_seen_at', '<=', now - lifetimes.guestIdleMs),
          eb(
            'id',
            'not in',
            eb
              .selectFrom('sessions as carrier')
              .select('carrier.carried_from')
              .where('carrier.carried_from', 'is not', null)
              .$narrowType<{ carried_from: string }>(),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
