/**
 * Assembles an upload's chunks into its file, in index order, then reads the stored file back
 * and checks its size and SHA-256: what is stored is byte-identical to what the client sent.
 * A chunk whose stored bytes are missing or no longer match its checksum is reported, so the
 * caller can forget it and ask the client to send it again.
 */
import { createHash } from 'node:crypto';
import type { BlobStorage } from '../storage/blobStorage';
import { chunkKey, fileKey } from './blobKeys';

/** A received chunk, as recorded. */
export interface ChunkRecord {
  idx: number;
  sha256: string;
  size: number;
}

/** The outcome of {@link assembleUpload}. */
export type AssembleResult =
  { ok: true; size: number; sha256: string } | { ok: false; badChunks: number[] };

function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** SHA-256 (hex) and size of a stored key, read as a stream. */
async function storedDigest(
  storage: BlobStorage,
  key: string,
): Promise<{ sha256: string; size: number } | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  const hash = createHash('sha256');
  let size = 0;
  for await (const part of stream) {
    const bytes = part as Buffer;
    hash.update(bytes);
    size += bytes.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Writes `uploads/<id>/file` from the chunks (sorted by index) and verifies it. Each chunk is
 * read once: checked against its checksum, hashed into the file's and appended; then the file is
 * read back once. A bad chunk stops the writing (the other chunks are still checked, so every
 * bad one is reported at once).
 */
export async function assembleUpload(
  storage: BlobStorage,
  uploadId: string,
  chunks: readonly ChunkRecord[],
): Promise<AssembleResult> {
  const ordered = [...chunks].sort((a, b) => a.idx - b.idx);
  const target = fileKey(uploadId);
  await storage.delete(target);
  const bad: number[] = [];
  const hash = createHash('sha256');
  let size = 0;
  for (const chunk of ordered) {
    const data = await storage.get(chunkKey(uploadId, chunk.idx, chunk.sha256));
    if (!data || data.length !== chunk.size || sha256(data) !== chunk.sha256) {
      bad.push(chunk.idx);
      continue;
    }
    if (bad.length > 0) continue;
    hash.update(data);
    size += data.length;
    await storage.append(target, data);
  }
  if (bad.length > 0) {
    await storage.delete(target);
    return { ok: false, badChunks: bad };
  }
  const digest = hash.digest('hex');
  const stored = await storedDigest(storage, target);
  if (!stored || stored.sha256 !== digest || stored.size !== size) {
    await storage.delete(target);
    throw new Error(`Assembled upload ${uploadId} does not read back identical`);
  }
  return { ok: true, size, sha256: digest };
}
