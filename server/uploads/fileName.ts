/**
 * The upload display-name rule of src/domain/uploads/fileName.ts with the server's random source
 * (8 hex characters from node:crypto).
 */
import { randomBytes } from 'node:crypto';
import {
  displayFileName as displayName,
  generatedFileName as generatedName,
} from '../../src/domain/uploads/fileName';

export { contentDisposition, MAX_FILE_NAME_LENGTH } from '../../src/domain/uploads/fileName';

const randomHex = () => randomBytes(4).toString('hex');

/** `upload-<8 hex>` plus the extension, if any. */
export function generatedFileName(extension: string | null, random = randomBytes(4)): string {
  return generatedName(extension, random.toString('hex'));
}

/** The display name of a client-given file name (see the domain rule). */
export function displayFileName(raw: string | null | undefined): string {
  return displayName(raw, randomHex);
}
