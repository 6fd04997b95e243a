/**
 * The pixel size of an uploaded image's original (after orientation), as the editor's pipeline
 * measured it, so the editor can check the DPI of an image placed from the list without
 * fetching the original. Null for images attached without it.
 */
import type { Kysely } from 'kysely';

/** Applies this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploaded_images').addColumn('pixel_width', 'integer').execute();
  await db.schema.alterTable('uploaded_images').addColumn('pixel_height', 'integer').execute();
}
