/**
 * The tour guide (spec shell §3 "Tour guide", §7 `Tourguide/GetPages`,
 * `Tourguide/GetListByPage?pageId`): pages (a key matching the path the guide belongs to) and
 * their ordered steps (the element's CSS selector, a title, an optional picture, rich text).
 * Ids are assigned by the seed (no auto-increment); builders only, so the same DDL runs on
 * PostgreSQL (0017_tour_guide.test.ts compiles it for PostgreSQL).
 */
import type { Kysely } from 'kysely';

/** Applies this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tour_pages')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('tour_steps')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('page_id', 'integer', (c) =>
      c.notNull().references('tour_pages.id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('selector', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_path', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tour_steps_page').on('tour_steps').column('page_id').execute();
}

/** Reverts this migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tour_steps').execute();
  await db.schema.dropTable('tour_pages').execute();
}
