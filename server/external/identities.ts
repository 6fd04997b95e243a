/**
 * Which account an external sign-in is: by the identity (issuer and subject) linked before; else
 * by the address, when the provider says it verified it — the identity is then linked. An account
 * found this way whose address was never confirmed is confirmed now and loses its password: that
 * password was set by whoever signed up with the address, not proven to be its owner's (someone
 * could sign up with another's address, wait for them to sign in through Google, then use the
 * password). Anyone else makes a new account through the confirmation step.
 */
import { normaliseEmail } from '../../src/domain/accounts/email';
import type { Db } from '../db/database';
import type { UserRow } from '../accounts/users';
import { findUserByEmail, findUserById } from '../accounts/users';
import type { ExternalClaims } from './oidc';

/** A new external account waiting for its confirmation (kept in a sign-in challenge row). */
export interface PendingExternalSignUp extends ExternalClaims {
  provider: string;
}

/** The account this identity signs into, linking it by verified address; null: a new account. */
export async function matchExternalUser(
  db: Db,
  provider: string,
  claims: ExternalClaims,
  now: number,
): Promise<UserRow | null> {
  const linked = await db
    .selectFrom('external_identities')
    .select('user_id')
    .where('issuer', '=', claims.issuer)
    .where('subject', '=', claims.subject)
    .executeTakeFirst();
  if (linked) return (await findUserById(db, linked.user_id)) ?? null;
  if (!claims.email || !claims.emailVerified) return null;
  const user = await findUserByEmail(db, claims.email);
  if (!user) return null;
  await db.transaction().execute(async (trx) => {
    if (user.email_confirmed_at === null)
      await trx
        .updateTable('users')
        .set({ email_confirmed_at: now, password_hash: null })
        .where('id', '=', user.id)
        .execute();
    await linkIdentity(trx, user.id, provider, claims, now);
  });
  return (await findUserById(db, user.id)) ?? null;
}

async function linkIdentity(
  db: Db,
  userId: number,
  provider: string,
  claims: ExternalClaims,
  now: number,
): Promise<void> {
  await db
    .insertInto('external_identities')
    .values({
      issuer: claims.issuer,
      subject: claims.subject,
      user_id: userId,
      provider,
      email: claims.email === null ? null : normaliseEmail(claims.email),
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .execute();
}

/**
 * Makes the confirmed external account; null when its address has an account meanwhile (the
 * caller answers emailTaken — an unverified address never takes over an account).
 */
export async function createExternalUser(
  db: Db,
  pending: PendingExternalSignUp,
  now: number,
): Promise<UserRow | null> {
  if (!pending.email) return null;
  const email = normaliseEmail(pending.email);
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values({
        email,
        first_name: pending.firstName,
        last_name: pending.lastName,
        phone_number: null,
        password_hash: null,
        roles: '[]',
        created_at: now,
        email_confirmed_at: pending.emailVerified ? now : null,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    await linkIdentity(trx, inserted.id, pending.provider, pending, now);
    return inserted.id;
  });
  return id === null ? null : ((await findUserById(db, id)) ?? null);
}
