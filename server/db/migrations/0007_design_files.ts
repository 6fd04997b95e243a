/**
 * Design files (docs/upload-protocol.md §7): what the export made — per side the print PNG, the
 * SVG and the 240 and 960 design thumbnails — uploaded in chunks with `X-Upload-Purpose: design`
 * and recorded by `AttachDesignFile`. The bytes stay where the upload assembled them
 * (`storage_key`); the row ties them to their upload (deleted with it) and to an owner, a user
 * or for guests a session, like uploads (SET NULL when either goes; the cleanup then deletes
 * them). Width and height are pixels for PNG and WebP and CSS px for SVG (so REAL); dpi is
 * from the PNG's pHYs.
 */
import type { Kysely } from 'kysely';

/** Applies this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('design_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('upload_id', 'text', (c) =>
      c.notNull().unique().references('upload_files.id').onDelete('cascade'),
    )
    .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'real')
    .addColumn('height', 'real')
    .addColumn('dpi', 'real')
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('design_files_session')
    .on('design_files')
    .column('session_id')
    .execute();
  await db.schema.createIndex('design_files_user').on('design_files').column('user_id').execute();
}

/** Reverts this migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('design_files').execute();
}
