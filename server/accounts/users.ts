/** Account rows: look-ups by the normal form of the address, and what the API answers about one. */
import type { Selectable } from 'kysely';
import type { AccountDetails } from '../../src/domain/accounts/protocol';
import { normaliseEmail } from '../../src/domain/accounts/email';
import { parseRoles } from '../../src/domain/accounts/roles';
import type { Db } from '../db/database';
import type { UsersTable } from '../db/schema';
import type { RequestSession } from '../http/session';

/** A users row. */
export type UserRow = Selectable<UsersTable>;

/** The account of an address (any spelling: it is normalised here), if any. */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

/** The account with this id, if any. */
export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Whether the guest session a signed-in session was signed in from left anything the account's
 * data sync will move (uploaded images or design files).
 */
export async function hasSyncData(db: Db, session: RequestSession): Promise<boolean> {
  const guest = session.carriedFrom;
  if (guest === null) return false;
  for (const table of ['uploaded_images', 'design_files'] as const) {
    const row = await db
      .selectFrom(table)
      .select('session_id')
      .where('session_id', '=', guest)
      .where('user_id', 'is', null)
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** What the API answers about the signed-in account. */
export async function accountDetails(
  db: Db,
  user: UserRow,
  session: RequestSession,
): Promise<AccountDetails> {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    phoneNumber: user.phone_number,
    roles: parseRoles(user.roles),
    hasSyncData: await hasSyncData(db, session),
    pendingEmail: user.pending_email,
  };
}
