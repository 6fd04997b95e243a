/**
 * The embedded editor's resume codes (issue 20; server/embed/resumeCodes.ts). Builders only:
 * the same DDL runs on PostgreSQL (0018_embed_resume_codes.test.ts compiles it for it). Ids are
 * text (SHA-256 hex), times integers of ms.
 */
import type { Kysely } from 'kysely';

/** Applies this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('embed_resume_codes')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('sealed_token', 'varchar(512)', (c) => c.notNull())
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('embed_resume_codes_expires')
    .on('embed_resume_codes')
    .column('expires_at')
    .execute();
}

/** Reverts this migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('embed_resume_codes').execute();
}
