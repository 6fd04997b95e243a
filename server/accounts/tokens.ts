/**
 * Links sent by mail: e-mail confirmation, password reset and create-password. A token is 32
 * random bytes (base64url) sent in the link; the database keeps only its SHA-256, so a leaked
 * database confirms nothing. A token works once (`used_at`, set by the same statement that
 * checks it), only before it expires, only for its purpose and for the address it was sent to.
 * Issuing a token ends the account's earlier unused ones of the same purpose: only the newest
 * link works.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** What a token is for. */
export type TokenPurpose = 'confirmEmail' | 'resetPassword' | 'createPassword';

const idOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token's shape: 43 base64url characters (checked before any look-up). */
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** Issues a token for `userId`, sent to `email` (normal form); returns the token for the link. */
export async function issueToken(
  db: Db,
  issue: { userId: number; purpose: TokenPurpose; email: string; lifetimeMs: number; now: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('account_tokens')
      .set({ used_at: issue.now })
      .where('user_id', '=', issue.userId)
      .where('purpose', '=', issue.purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('account_tokens')
      .values({
        id: idOf(token),
        user_id: issue.userId,
        purpose: issue.purpose,
        email: issue.email,
        created_at: issue.now,
        expires_at: issue.now + issue.lifetimeMs,
      })
      .execute();
  });
  return token;
}

/**
 * Uses a token: the user it was issued to, or null when it is unknown, of another purpose or
 * address, used or expired. Two requests with one token: one wins.
 */
export async function consumeToken(
  db: Db,
  use: { token: string; purpose: TokenPurpose; email: string; now: number },
): Promise<number | null> {
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: use.now })
    .where('id', '=', idOf(use.token))
    .where('purpose', '=', use.purpose)
    .where('email', '=', use.email)
    .where('used_at', 'is', null)
    .where('expires_at', '>', use.now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Deletes tokens that expired before `before` (ms). */
export async function purgeExpiredTokens(db: Db, before: number): Promise<void> {
  await db.deleteFrom('account_tokens').where('expires_at', '<', before).execute();
}
