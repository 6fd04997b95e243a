/**
 * Accounts (issue 18): what sign-up, e-mail confirmation, sign-in and passwords need.
 *
 * - `users.email_confirmed_at` (ms; null until the address is confirmed: sign-in answers
 *   pleaseConfirmEmail) and `users.pending_email` (a new address waiting for its confirmation).
 *   `users.email` holds the normal form (trimmed, lower-cased: src/domain/accounts/email.ts).
 * - `account_tokens`: confirmation, reset and create-password links. Only the token's SHA-256
 *   is stored (`id`); each is single-use (`used_at`) and expires (`expires_at`); it names the
 *   address it was sent to, so a link for an old or pending address cannot confirm another.
 * - `attempt_counters`: fixed-window counters (sign-in attempts per account and per client
 *   address, address look-ups, mails asked for); `key` is the SHA-256 of the counter's name,
 *   so no address is kept in clear.
 * - `mail_outbox`: mails kept in the database when no SMTP server is configured
 *   (/dev/outbox).
 * - `sessions.rotated_at`: set when sign-in replaced a guest session by a new one (its cookie no
 *   longer works, its row stays for what the guest owns); `sessions.carried_from`: the guest
 *   session whose uploads and designs a signed-in session took over by reference.
 *
 * Times are ms since the epoch in BIGINT (a millisecond clock passes INTEGER's 32 bits on
 * PostgreSQL; SQLite stores both alike).
 */
import type { Kysely } from 'kysely';

/** Applies this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_confirmed_at', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('pending_email', 'varchar(254)').execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('account_tokens_user')
    .on('account_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
  await db.schema
    .createIndex('account_tokens_expires_at')
    .on('account_tokens')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('attempt_counters')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('window_started_at', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('attempt_counters_window')
    .on('attempt_counters')
    .column('window_started_at')
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('links', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('sessions').addColumn('rotated_at', 'bigint').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('carried_from', 'varchar(64)', (c) =>
      c.references('sessions.id').onDelete('set null'),
    )
    .execute();
}

/** Reverts this migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('carried_from').execute();
  await db.schema.alterTable('sessions').dropColumn('rotated_at').execute();
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('attempt_counters').execute();
  await db.schema.dropTable('account_tokens').execute();
  await db.schema.alterTable('users').dropColumn('pending_email').execute();
  await db.schema.alterTable('users').dropColumn('email_confirmed_at').execute();
}
