/**
 * The product catalogue: products, their listed sizes, accessories and accessory options, and
 * product images. Ids are explicit (the seed owns them) so re-seeding updates rows in place.
 */
import type { Kysely } from 'kysely';

/** Applies this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_custom_sized', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_designable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('measurement_unit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('quantity_step', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('quantities', 'text')
    .addColumn('size_limits', 'text', (c) => c.notNull())
    .addColumn('base_price', 'text', (c) => c.notNull())
    .addColumn('discount_tiers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('export_dpi', 'integer', (c) => c.notNull())
    .addColumn('label_background', 'text')
    .addColumn('label_content', 'text')
    .addColumn('legacy_url', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('product_sizes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('width', 'real', (c) => c.notNull())
    .addColumn('height', 'real', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_orientation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_sizes_product')
    .on('product_sizes')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('accessories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_multiple', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_material', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('accessories_product_key', ['product_id', 'key'])
    .execute();

  await db.schema
    .createTable('accessory_options')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('accessory_id', 'integer', (c) =>
      c.notNull().references('accessories.id').onDelete('cascade'),
    )
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_path', 'text')
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('configuration', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('background_image_path', 'text')
    .addColumn('is_roll_pack', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('accessory_options_accessory_key', ['accessory_id', 'key'])
    .execute();

  await db.schema
    .createTable('product_images')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('size_id', 'integer', (c) => c.references('product_sizes.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_images_product')
    .on('product_images')
    .column('product_id')
    .execute();
}

/** Reverts this migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'product_images',
    'accessory_options',
    'accessories',
    'product_sizes',
    'products',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
