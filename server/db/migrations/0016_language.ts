/**
 * The language a visitor chose (`POST Languages/set`, spec shell §7): kept on the session (a
 * guest's, or a signed-in one's) and on the account, so a later session of the account starts
 * in it. A short BCP 47 tag (`en`, `pt-BR`) or null. Builders only: the same DDL runs on
 * PostgreSQL (0016_language.test.ts compiles it for PostgreSQL).
 */
import type { Kysely } from 'kysely';

/** Longest tag kept: the route's pattern allows 3 + 1 + 8 characters. */
const TAG = 'varchar(16)';

/** Applies this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('language', TAG).execute();
  await db.schema.alterTable('users').addColumn('language', TAG).execute();
}

/** Reverts this migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
  await db.schema.alterTable('sessions').dropColumn('language').execute();
}
