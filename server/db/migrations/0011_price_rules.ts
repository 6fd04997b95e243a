/**
 * Price and option rules in tables, editable without code (issue 17), replacing the JSON price
 * columns of 0002 (products.base_price, products.discount_tiers, accessory_options.price):
 * - `price_rules`: what selecting an option charges per piece, in whole cents — the material's
 *   rate per square foot with a minimum per piece, or a surcharge per piece, per square foot,
 *   per grommet, per hole, per linear foot of hem, per extra printed side, or a percent (basis
 *   points) of the base price (kinds and units: src/domain/priceRules.ts);
 * - `quantity_tiers`: from `min_quantity` pieces, `basis_points` hundredths of a percent off;
 * - `option_incompatibilities`: two options of a product (of two accessories) that cannot be
 *   ordered together, with the reason the compatibility notice gives.
 * Builders only, integer money: the same schema runs on PostgreSQL. The seed writes the rows
 * at start, so the dropped JSON columns need no data migration.
 */
import type { Kysely } from 'kysely';

/** Applies this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('price_rules')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('option_id', 'integer', (c) =>
      c.notNull().references('accessory_options.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('basis_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('price_rules_option').on('price_rules').column('option_id').execute();

  await db.schema
    .createTable('quantity_tiers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('min_quantity', 'integer', (c) => c.notNull())
    .addColumn('basis_points', 'integer', (c) => c.notNull())
    .addUniqueConstraint('quantity_tiers_product_count', ['product_id', 'min_quantity'])
    .execute();

  await db.schema
    .createTable('option_incompatibilities')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('option_id', 'integer', (c) =>
      c.notNull().references('accessory_options.id').onDelete('cascade'),
    )
    .addColumn('other_option_id', 'integer', (c) =>
      c.notNull().references('accessory_options.id').onDelete('cascade'),
    )
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('option_incompatibilities_pair', ['option_id', 'other_option_id'])
    .execute();
  await db.schema
    .createIndex('option_incompatibilities_product')
    .on('option_incompatibilities')
    .column('product_id')
    .execute();

  await db.schema.alterTable('products').dropColumn('base_price').execute();
  await db.schema.alterTable('products').dropColumn('discount_tiers').execute();
  await db.schema.alterTable('accessory_options').dropColumn('price').execute();
}

/** Reverts this migration (the JSON columns come back empty; re-seed to fill them). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('base_price', 'text', (c) =>
      c.notNull().defaultTo('{"kind":"item","pricePerItem":0}'),
    )
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('discount_tiers', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('accessory_options')
    .addColumn('price', 'text', (c) => c.notNull().defaultTo('{"kind":"none"}'))
    .execute();
  for (const table of ['option_incompatibilities', 'quantity_tiers', 'price_rules']) {
    await db.schema.dropTable(table).execute();
  }
}
