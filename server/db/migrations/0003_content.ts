/** Website configurations (key -> JSON) and translations (lang, key -> text). */
import type { Kysely } from 'kysely';

/** Applies this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('website_configurations')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('json', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('translations')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translations_pk', ['lang', 'key'])
    .execute();
}

/** Reverts this migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('translations').execute();
  await db.schema.dropTable('website_configurations').execute();
}
