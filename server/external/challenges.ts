/**
 * Sign-in steps in progress (table `sign_in_challenges`): stored server-side, bound to the
 * session that began them, used once. `take` deletes the row in the statement that reads it
 * (DELETE … RETURNING, SQLite and PostgreSQL alike), so two requests presenting one state or
 * challenge cannot both pass; a row of another session, another purpose or past its expiry is
 * not found.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** What a challenge row is for. */
export type ChallengePurpose =
  'oidc' | 'passkeyRegistration' | 'passkeyAuthentication' | 'externalSignUp';

/** SHA-256 (hex) of a secret handed to the browser: the row never holds it in clear. */
export const challengeId = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** 32 random bytes, base64url. */
export const randomSecret = () => randomBytes(32).toString('base64url');

/** Stores `data` under `secret` for `sessionId`; `single` ends the session's earlier ones. */
export async function putChallenge(
  db: Db,
  entry: {
    secret: string;
    sessionId: string;
    purpose: ChallengePurpose;
    data: unknown;
    now: number;
    lifetimeMs: number;
    single?: boolean;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (entry.single)
      await trx
        .deleteFrom('sign_in_challenges')
        .where('session_id', '=', entry.sessionId)
        .where('purpose', '=', entry.purpose)
        .execute();
    await trx
      .insertInto('sign_in_challenges')
      .values({
        id: challengeId(entry.secret),
        session_id: entry.sessionId,
        purpose: entry.purpose,
        data: JSON.stringify(entry.data),
        created_at: entry.now,
        expires_at: entry.now + entry.lifetimeMs,
      })
      .execute();
  });
}

/** Takes (deletes and returns) the challenge `secret` of this session and purpose, if live. */
export async function takeChallenge<T>(
  db: Db,
  secret: string,
  sessionId: string,
  purpose: ChallengePurpose,
  now: number,
): Promise<T | null> {
  const row = await db
    .deleteFrom('sign_in_challenges')
    .where('id', '=', challengeId(secret))
    .where('session_id', '=', sessionId)
    .where('purpose', '=', purpose)
    .returning(['data', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return null;
  return JSON.parse(row.data) as T;
}

/** Takes the session's newest live challenge of `purpose` (one kept per session). */
export async function takeSessionChallenge<T>(
  db: Db,
  sessionId: string,
  purpose: ChallengePurpose,
  now: number,
): Promise<T | null> {
  const row = await peekSessionChallenge<{ id: string }>(db, sessionId, purpose, now, true);
  if (!row) return null;
  const taken = await db
    .deleteFrom('sign_in_challenges')
    .where('id', '=', row.id)
    .returning(['data'])
    .executeTakeFirst();
  return taken ? (JSON.parse(taken.data) as T) : null;
}

/** The session's newest live challenge of `purpose`, left in place (`withId`: its row id too). */
export async function peekSessionChallenge<T>(
  db: Db,
  sessionId: string,
  purpose: ChallengePurpose,
  now: number,
  withId = false,
): Promise<T | null> {
  const row = await db
    .selectFrom('sign_in_challenges')
    .select(['id', 'data'])
    .where('session_id', '=', sessionId)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return (withId ? { id: row.id } : JSON.parse(row.data)) as T;
}

/** Deletes challenges expired before `now`. */
export async function purgeChallenges(db: Db, now: number): Promise<void> {
  await db.deleteFrom('sign_in_challenges').where('expires_at', '<=', now).execute();
}
