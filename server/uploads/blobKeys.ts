/**
 * Storage keys of uploads (server-made ids only, never a client's name or file id):
 * `uploads/<upload id>/chunks/<index, 6 digits>-<chunk sha256>` while chunks arrive, then
 * `uploads/<upload id>/file` for the assembled file, written as `uploads/<upload id>/assembling`
 * and renamed once verified (assemble.ts).
 */
import type { BlobStorage } from '../storage/blobStorage';

/** Folder of everything an upload stores. */
export const UPLOADS_PREFIX = 'uploads/';

/** The key prefix of one upload. */
export function uploadPrefix(uploadId: string): string {
  return `${UPLOADS_PREFIX}${uploadId}/`;
}

/** The key of a received chunk (its checksum in the key: two different bodies never share one). */
export function chunkKey(uploadId: string, index: number, sha256: string): string {
  return `${uploadPrefix(uploadId)}chunks/${String(index).padStart(6, '0')}-${sha256}`;
}

/** The key of the assembled file. */
export function fileKey(uploadId: string): string {
  return `${uploadPrefix(uploadId)}file`;
}

/** The key the assembled file is written to before it is verified and renamed to {@link fileKey}. */
export function assemblingKey(uploadId: string): string {
  return `${uploadPrefix(uploadId)}assembling`;
}

/** Deletes every stored key of an upload. */
export async function deleteUploadBlobs(storage: BlobStorage, uploadId: string): Promise<void> {
  for (const key of await storage.list(uploadPrefix(uploadId))) await storage.delete(key);
}

/** The upload id of a storage key under `uploads/`, or null. */
export function uploadIdOfKey(key: string): string | null {
  if (!key.startsWith(UPLOADS_PREFIX)) return null;
  return key.slice(UPLOADS_PREFIX.length).split('/')[0] ?? null;
}
