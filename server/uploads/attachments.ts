/**
 * Whether an upload is in use: attached to an image (original or rendition, table
 * `uploaded_image_files`) or recorded as a design file (`design_files`). An upload in use is
 * never dropped by its client's DELETE nor removed by the cleanup of abandoned uploads; it goes
 * with its image or design file.
 */
import type { ExpressionBuilder, ExpressionWrapper, SqlBool } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/** Whether the upload `uploadId` belongs to an image or a design file. */
export async function isAttached(db: Db, uploadId: string): Promise<boolean> {
  const image = await db
    .selectFrom('uploaded_image_files')
    .select('upload_id')
    .where('upload_id', '=', uploadId)
    .executeTakeFirst();
  if (image) return true;
  const design = await db
    .selectFrom('design_files')
    .select('upload_id')
    .where('upload_id', '=', uploadId)
    .executeTakeFirst();
  return design !== undefined;
}

/** SQL filter on `upload_files`: the upload belongs to no image and is no design file. */
export function notAttached(
  eb: ExpressionBuilder<Database, 'upload_files'>,
): ExpressionWrapper<Database, 'upload_files', SqlBool> {
  return eb.and([
    eb.not(
      eb.exists(
        eb
          .selectFrom('uploaded_image_files')
          .whereRef('uploaded_image_files.upload_id', '=', 'upload_files.id')
          .select('uploaded_image_files.upload_id'),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('design_files')
          .whereRef('design_files.upload_id', '=', 'upload_files.id')
          .select('design_files.upload_id'),
      ),
    ),
  ]);
}
