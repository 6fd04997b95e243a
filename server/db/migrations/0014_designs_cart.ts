/**
 * Saved designs, the cart and the guest-data sync (issue 19).
 *
 * - `saved_designs` and `cart_items` are owned like uploads: a user (`user_id`) or, for a
 *   guest, a session (`session_id`, `user_id` null); SET NULL when either goes (a row with
 *   neither owner is unreachable and removed with its guest by server/designs/cleanup).
 *   Sizes are inches (`double precision`), prices integer US cents computed by the server's
 *   calculator, the selected options (`accessories`), `used_objects` and the design
 *   `document` JSON text; the design files are `design_files` ids (SET NULL if one goes).
 *   `cart_items.design_id` links the saved design an item was made from.
 * - `sync_jobs`: one row per `Account/SyncUserData` run — the guest session whose work moves
 *   into the account, `running` until every step is done, then `finished` with its counts and
 *   errors; a `running` row left by a kill is run again at start (the moves are idempotent).
 *
 * Ids are server-made text (random), times ms since the epoch in BIGINT; builders only, so the
 * same DDL runs on PostgreSQL (0014_designs_cart.test.ts).
 */
import type { CreateTableBuilder, Kysely } from 'kysely';

/** The owner, size, options, price and files both tables share. */
function designColumns<T extends string>(table: CreateTableBuilder<T>): CreateTableBuilder<T> {
  const file = (name: string) => (t: CreateTableBuilder<T>) =>
    t.addColumn(name, 'varchar(64)', (c) => c.references('design_files.id').onDelete('set null'));
  let t = table
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(64)', (c) => c.references('sessions.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('width', 'double precision', (c) => c.notNull())
    .addColumn('height', 'double precision', (c) => c.notNull())
    .addColumn('measurement_unit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('accessories', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'bigint', (c) => c.notNull())
    .addColumn('used_objects', 'text', (c) => c.notNull())
    .addColumn('background_image_path', 'text')
    .addColumn('document', 'text');
  for (const name of [
    'design_svg',
    'design_png',
    'back_side_design_svg',
    'back_side_design_png',
    'thumbnail',
    'back_side_thumbnail',
  ])
    t = file(name)(t);
  return t
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull());
}

/** Applies this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await designColumns(
    db.schema
      .createTable('saved_designs')
      .addColumn('name', 'varchar(450)', (c) => c.notNull())
      .addColumn('description', 'varchar(450)', (c) => c.notNull()),
  ).execute();
  await designColumns(
    db.schema
      .createTable('cart_items')
      .addColumn('design_id', 'varchar(64)', (c) =>
        c.references('saved_designs.id').onDelete('set null'),
      )
      .addColumn('back_side_design_id', 'varchar(64)')
      .addColumn('is_saved_for_later', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  for (const table of ['saved_designs', 'cart_items']) {
    await db.schema.createIndex(`${table}_session`).on(table).column('session_id').execute();
    await db.schema.createIndex(`${table}_user`).on(table).column('user_id').execute();
  }

  await db.schema
    .createTable('sync_jobs')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('guest_session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('delivered_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('sync_jobs_user')
    .on('sync_jobs')
    .columns(['user_id', 'status'])
    .execute();
  await db.schema.createIndex('sync_jobs_session').on('sync_jobs').column('session_id').execute();
}

/** Reverts this migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sync_jobs').execute();
  await db.schema.dropTable('cart_items').execute();
  await db.schema.dropTable('saved_designs').execute();
}
