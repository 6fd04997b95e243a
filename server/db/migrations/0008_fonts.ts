/**
 * The font catalogue (issue #14): categories, families (with their licence, the unicode range of
 * each subset their files cover, and their usage rating) and
 * variants (a weight and style each, with the URLs of its woff2 files as JSON). The seed owns
 * every row but `font_families.rating`, which counts IncFontFamilyRating calls and survives
 * reseeding. Builders only: the same schema runs on PostgreSQL.
 */
import type { Kysely } from 'kysely';

/** Applies this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('font_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('font_families')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('font_categories.id').onDelete('cascade'),
    )
    .addColumn('licence', 'text', (c) => c.notNull())
    .addColumn('package', 'text', (c) => c.notNull())
    .addColumn('unicode_ranges', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('font_families_category')
    .on('font_families')
    .column('category_id')
    .execute();
  await db.schema
    .createIndex('font_families_rating')
    .on('font_families')
    .column('rating')
    .execute();

  await db.schema
    .createTable('font_variants')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('family_id', 'integer', (c) =>
      c.notNull().references('font_families.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('style', 'text', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('files', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('font_variants_family')
    .on('font_variants')
    .column('family_id')
    .execute();
}

/** Reverts this migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('font_variants').execute();
  await db.schema.dropTable('font_families').execute();
  await db.schema.dropTable('font_categories').execute();
}
