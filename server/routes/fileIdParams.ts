/** The `:fileId` route parameter of the upload routes, as a JSON schema (an upload's client id). */
import { FILE_ID_PATTERN } from '../../src/domain/uploads/protocol';

export const FILE_ID_PARAMS = {
  type: 'object',
  required: ['fileId'],
  properties: { fileId: { type: 'string', pattern: FILE_ID_PATTERN.source } },
} as const;
