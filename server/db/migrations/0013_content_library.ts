/**
 * The design content (issue #16): element categories and elements (type 0 elements, 1
 * backgrounds — spec shell §7 `GetCategoriesByType?type`), template categories (a category and
 * its subcategories: `parent_id`) and templates, and the local stock-image library. Every content
 * row carries its licence record: the licence, where the item comes from (package or author), the
 * licence's URL, whether commercial printing is allowed and whether a credit is needed. `rating`
 * counts UpdateRating calls and survives reseeding. Builders only: the same schema runs on
 * PostgreSQL (0013_content_library.test.ts compiles it for PostgreSQL).
 */
import type { CreateTableBuilder, Kysely } from 'kysely';

/** The licence record's columns (server/db/contentSchema.ts `LicenceColumns`). */
function withLicence<T extends string>(table: CreateTableBuilder<T>): CreateTableBuilder<T> {
  return table
    .addColumn('licence', 'text', (c) => c.notNull())
    .addColumn('licence_source', 'text', (c) => c.notNull())
    .addColumn('licence_url', 'text', (c) => c.notNull())
    .addColumn('commercial_print', 'integer', (c) => c.notNull())
    .addColumn('credit_required', 'integer', (c) => c.notNull());
}

/** Applies this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('element_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await withLicence(
    db.schema
      .createTable('elements')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) =>
        c.notNull().references('element_categories.id').onDelete('cascade'),
      )
      .addColumn('image_id', 'text', (c) => c.notNull().unique())
      .addColumn('image_path', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('background', 'text')
      .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort_order', 'integer', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('elements_category').on('elements').column('category_id').execute();

  await db.schema
    .createTable('template_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) =>
      c.references('template_categories.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await withLicence(
    db.schema
      .createTable('templates')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('category_id', 'integer', (c) =>
        c.notNull().references('template_categories.id').onDelete('cascade'),
      )
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('product_id', 'integer')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('width_inches', 'double precision', (c) => c.notNull())
      .addColumn('height_inches', 'double precision', (c) => c.notNull())
      .addColumn('preview_path', 'text', (c) => c.notNull())
      .addColumn('design', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort_order', 'integer', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('templates_category').on('templates').column('category_id').execute();

  await withLicence(
    db.schema
      .createTable('stock_images')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('image_path', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort_order', 'integer', (c) => c.notNull()),
  ).execute();
}

/** Reverts this migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_images').execute();
  await db.schema.dropTable('templates').execute();
  await db.schema.dropTable('template_categories').execute();
  await db.schema.dropTable('elements').execute();
  await db.schema.dropTable('element_categories').execute();
}
