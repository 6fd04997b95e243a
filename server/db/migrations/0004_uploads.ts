/**
 * Uploads (docs/upload-protocol.md): chunked uploads in progress or complete (`upload_files`,
 * one per client file id) with their received chunks, and the uploaded images the editor
 * places (`uploaded_images`), each with its original and renditions (`uploaded_image_files`).
 * An owner is a user (signed in) or, for guests, a session; when either is deleted the rows
 * lose it (SET NULL) and the upload cleanup deletes them and their stored bytes.
 */
import type { Kysely } from 'kysely';

/** Applies this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('file_id', 'text', (c) => c.notNull().unique())
    .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('declared_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('total_size', 'integer', (c) => c.notNull())
    .addColumn('chunk_size', 'integer', (c) => c.notNull())
    .addColumn('chunk_count', 'integer', (c) => c.notNull())
    .addColumn('expected_sha256', 'text')
    .addColumn('format', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('upload_files_updated_at')
    .on('upload_files')
    .column('updated_at')
    .execute();
  await db.schema
    .createIndex('upload_files_session')
    .on('upload_files')
    .column('session_id')
    .execute();
  await db.schema.createIndex('upload_files_user').on('upload_files').column('user_id').execute();

  await db.schema
    .createTable('upload_chunks')
    .addColumn('upload_id', 'text', (c) =>
      c.notNull().references('upload_files.id').onDelete('cascade'),
    )
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_chunks_pk', ['upload_id', 'idx'])
    .execute();

  await db.schema
    .createTable('uploaded_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('is_temporary', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('uploaded_images_session')
    .on('uploaded_images')
    .column('session_id')
    .execute();
  await db.schema
    .createIndex('uploaded_images_user')
    .on('uploaded_images')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('uploaded_image_files')
    .addColumn('image_id', 'text', (c) =>
      c.notNull().references('uploaded_images.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('upload_id', 'text', (c) =>
      c.notNull().unique().references('upload_files.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('uploaded_image_files_pk', ['image_id', 'role'])
    .execute();
}

/** Reverts this migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploaded_image_files').execute();
  await db.schema.dropTable('uploaded_images').execute();
  await db.schema.dropTable('upload_chunks').execute();
  await db.schema.dropTable('upload_files').execute();
}
