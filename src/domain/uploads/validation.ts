/**
 * What the editor checks before it reads or sends a byte of a chosen file (spec shell §5, canvas
 * §5 and §8): the extension is on the list, the file is not empty and not over the single-file
 * limit, and the caller has room for one more image and its bytes. The server checks the same
 * again (and the true type from the bytes); the keys and message parameters are the server's, so
 * one popup shows either.
 */
import { ACCEPTABLE_FILES, UPLOAD_EXTENSIONS } from './extensions';
import { formatBytes } from './formatBytes';
import type { UploadDetails, UploadErrorParams } from './protocol';
import { UPLOAD_MAX_FILE_BYTES, UploadErrorKey } from './protocol';

export { ACCEPTABLE_FILES, UPLOAD_EXTENSIONS };
export type { UploadExtension } from './extensions';

/** Keys a refused choice is reported with (spec shell §8). */
export type UploadValidationKey =
  | typeof UploadErrorKey.fileTypeInvalid
  | typeof UploadErrorKey.fileSizeInvalid
  | typeof UploadErrorKey.fileCountInvalid
  | typeof UploadErrorKey.fileSizeTotalInvalid
  | typeof UploadErrorKey.emptyFile;

/** A refused choice: the message key and its parameters. */
export interface UploadValidationError {
  key: UploadValidationKey;
  params: UploadErrorParams;
}

/** The file as chosen: its name and size (bytes); a `File` fits. */
export interface UploadCandidate {
  name: string;
  size: number;
}

/** Who uploads, and what the server last said about the caller's limits and use (null: not known yet). */
export interface UploadContext {
  signedIn: boolean;
  details: UploadDetails | null;
}

/** The extension of a file name, lower case, without the dot; null when it has none. */
export function extensionOf(name: string): string | null {
  const match = /\.([^./\\]+)$/.exec(name.trim());
  return match ? match[1]!.toLowerCase() : null;
}

/** Whether a name carries an extension of {@link UPLOAD_EXTENSIONS}. */
export function hasUploadExtension(name: string): boolean {
  const extension = extensionOf(name);
  return extension !== null && (UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
}

/** Largest single file, bytes: 50 MiB, or the server's `fileSize` when lower. */
export function maxUploadFileBytes(details: UploadDetails | null): number {
  return Math.min(UPLOAD_MAX_FILE_BYTES, details?.fileSize ?? UPLOAD_MAX_FILE_BYTES);
}

/**
 * Null when `file` may be uploaded, else why not, checked in this order: extension, empty,
 * single-file size (at most 50 MiB and `details.fileSize`), the caller's image count (guests
 * `logOutCount`, signed-in users `count`, against `usedCount`) and bytes (guests
 * `logOutFileSize`, signed-in users `size`, against `usedSize` plus this file). Without
 * `details` the last two wait for the server.
 */
export function validateUpload(
  file: UploadCandidate,
  context: UploadContext,
): UploadValidationError | null {
  if (!hasUploadExtension(file.name))
    return {
      key: UploadErrorKey.fileTypeInvalid,
      params: { fileName: file.name, acceptableFiles: ACCEPTABLE_FILES },
    };
  if (file.size <= 0) return { key: UploadErrorKey.emptyFile, params: {} };
  const maxFile = maxUploadFileBytes(context.details);
  if (file.size > maxFile)
    return {
      key: UploadErrorKey.fileSizeInvalid,
      params: { fileName: file.name, maxSize: formatBytes(maxFile), maxSizeBytes: maxFile },
    };
  const details = context.details;
  if (!details) return null;
  const maxCount = context.signedIn ? details.count : details.logOutCount;
  if (details.usedCount >= maxCount)
    return { key: UploadErrorKey.fileCountInvalid, params: { maxCount } };
  const maxBytes = context.signedIn ? details.size : details.logOutFileSize;
  if (details.usedSize + file.size > maxBytes)
    return {
      key: UploadErrorKey.fileSizeTotalInvalid,
      params: { maxSize: formatBytes(maxBytes), maxSizeBytes: maxBytes },
    };
  return null;
}
