/**
 * File ids a client dropped (DELETE FileManagement/ImageChunkedUpload/{fileId}). A chunk request
 * already on its way when the client gave up can reach the server after the delete; the id
 * stays refused so that chunk cannot start the upload again. Cleaned with abandoned uploads.
 */
import type { Kysely } from 'kysely';

/** Applies this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('discarded_uploads')
    .addColumn('file_id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
}
