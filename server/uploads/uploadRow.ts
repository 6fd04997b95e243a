/** An upload's row, as selected (its own file: the upload's parts share it without a cycle). */
import type { Selectable } from 'kysely';
import type { UploadFilesTable } from '../db/schema';

/** An upload row. */
export type UploadRow = Selectable<UploadFilesTable>;
