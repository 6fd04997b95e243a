/**
 * The pages a shopper may choose from in an uploaded image's original (issue 15 item 12: a PDF's
 * or AI's pages, a TIFF's directories, a HEIF's top-level images), as the editor's pipeline
 * counted them, so an image placed from the list offers the same page choice after a reload.
 * Null for images attached without it (one page).
 */
import type { Kysely } from 'kysely';

/** Applies this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploaded_images').addColumn('pages', 'integer').execute();
}
