/**
 * Fixed-window attempt counters in the database (`attempt_counters`): sign-in attempts per
 * account and per client address, e-mail look-ups, mails asked for. An attempt is counted
 * before the work it guards (one atomic upsert), so parallel requests cannot all slip under the
 * limit while the first is still hashing. Counters are kept by the SHA-256 of their name, so no
 * address typed by anyone is stored in clear. Kept in the database, they hold across restarts
 * and across server processes sharing it.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';

/** A counter: its name, how many attempts a window allows, and the window, ms. */
export interface AttemptLimit {
  name: string;
  limit: number;
  windowMs: number;
}

/** The outcome of {@link countAttempt}: allowed, or refused with the wait until the window ends. */
export type AttemptResult = { ok: true } | { ok: false; retryAfterMs: number };

const keyOf = (name: string) => createHash('sha256').update(name).digest('hex');

/** Counts one attempt of `counter` at `now` (ms); refused once the window's count passes the limit. */
export async function countAttempt(
  db: Db,
  counter: AttemptLimit,
  now: number,
): Promise<AttemptResult> {
  const windowStart = now - counter.windowMs;
  const row = await db
    .insertInto('attempt_counters')
    .values({ key: keyOf(counter.name), window_started_at: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('attempt_counters.window_started_at', '<=', windowStart)
          .then(1)
          .else(eb('attempt_counters.count', '+', 1))
          .end(),
        window_started_at: eb
          .case()
          .when('attempt_counters.window_started_at', '<=', windowStart)
          .then(now)
          .else(eb.ref('attempt_counters.window_started_at'))
          .end(),
      })),
    )
    .returning(['count', 'window_started_at'])
    .executeTakeFirstOrThrow();
  if (row.count <= counter.limit) return { ok: true };
  return { ok: false, retryAfterMs: Math.max(1, row.window_started_at + counter.windowMs - now) };
}

/** Forgets a counter (a successful sign-in clears its account's count). */
export async function resetAttempts(db: Db, name: string): Promise<void> {
  await db.deleteFrom('attempt_counters').where('key', '=', keyOf(name)).execute();
}

/** Deletes counters whose window ended before `before` (ms); returns how many. */
export async function purgeAttemptCounters(db: Db, before: number): Promise<number> {
  const result = await db
    .deleteFrom('attempt_counters')
    .where('window_started_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
