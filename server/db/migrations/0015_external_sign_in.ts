/**
 * OpenID Connect sign-in and passkeys (issue 18):
 *
 * - `external_identities`: an account's identity at an OpenID provider, by the issuer and the
 *   provider's subject (`sub`), the stable key of a person there (an address can change).
 * - `passkeys`: WebAuthn credentials, by their credential id (base64url); the COSE public key
 *   (base64url), the signature counter, the transports the browser named, a display name.
 * - `sign_in_challenges`: what a sign-in in progress must find again, bound to the session that
 *   began it and used once: the OpenID `state` (its SHA-256 is the id; the row holds the nonce
 *   and the PKCE verifier), a WebAuthn challenge, or a new external account waiting for its
 *   confirmation. Deleted when used, or after `expires_at`.
 *
 * Text ids (no autoincrement) and times in BIGINT ms: the same DDL runs on PostgreSQL
 * (0015_external_sign_in.test.ts compiles it).
 */
import type { Kysely } from 'kysely';

/** Applies this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('external_identities')
    .addColumn('issuer', 'varchar(500)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(64)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('external_identities_pk', ['issuer', 'subject'])
    .execute();
  await db.schema
    .createIndex('external_identities_user')
    .on('external_identities')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'varchar(1400)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'text', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(64)', (c) =>
      c.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_challenges_session')
    .on('sign_in_challenges')
    .columns(['session_id', 'purpose'])
    .execute();
  await db.schema
    .createIndex('sign_in_challenges_expires_at')
    .on('sign_in_challenges')
    .column('expires_at')
    .execute();
}

/** Reverts this migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
  await db.schema.dropTable('external_identities').execute();
}
