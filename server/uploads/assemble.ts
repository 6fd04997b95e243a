/**
 * Assembles an upload's chunks into its file, idempotently and atomically, so that a process
 * killed at any moment leaves something the next attempt finishes (docs/upload-protocol.md §2):
 *
 * 1. An assembled file already stored is checked against the chunk records — each chunk-sized
 *    slice must have its chunk's SHA-256 — and taken as it is ("found assembled": the process
 *    died after the rename, before the database said complete).
 * 2. Otherwise the chunks are appended, in index order, to `uploads/<id>/assembling` (each
 *    checked against its checksum on the way), that file is read back (its size and SHA-256
 *    must be what was written), and only then renamed to `uploads/<id>/file`. A kill mid-way leaves `assembling`, which the
 *    next attempt starts over; `file` is never half-written.
 *
 * A chunk whose stored bytes are missing or no longer match its checksum is reported, so the
 * caller can forget it and ask the client to send it again.
 */
import { createHash } from 'node:crypto';
import type { BlobStorage } from '../storage/blobStorage';
import { assemblingKey, chunkKey, fileKey } from './blobKeys';
import type { PauseAt } from './testPause';

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

/**
 * Whether the stored `key` is exactly the chunks in order: its size is their sum and each slice
 * of a chunk's size has that chunk's SHA-256. Read once, as a stream; answers the whole file's
 * SHA-256 and size, or null (missing, or any difference).
 */
export async function storedMatchesChunks(
  storage: BlobStorage,
  key: string,
  ordered: readonly ChunkRecord[],
): Promise<{ sha256: string; size: number } | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  const whole = createHash('sha256');
  let index = 0;
  let slice = createHash('sha256');
  let inSlice = 0;
  let size = 0;
  let same = true;
  for await (const part of stream) {
    let bytes = part as Buffer;
    whole.update(bytes);
    size += bytes.length;
    while (same && bytes.length > 0) {
      const chunk = ordered[index];
      if (!chunk) {
        same = false; // longer than the chunks
        break;
      }
      const take = Math.min(chunk.size - inSlice, bytes.length);
      slice.update(bytes.subarray(0, take));
      inSlice += take;
      bytes = bytes.subarray(take);
      if (inSlice === chunk.size) {
        if (slice.digest('hex') !== chunk.sha256) same = false;
        index++;
        slice = createHash('sha256');
        inSlice = 0;
      }
    }
  }
  if (!same || index !== ordered.length || inSlice !== 0) return null;
  return { sha256: whole.digest('hex'), size };
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
    hash.update(part as Buffer);
    size += (part as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Makes `uploads/<id>/file` from the chunks (any order in, sorted by index) and verifies it, or
 * finds it made. Each chunk is read once: checked against its checksum, hashed into the file's
 * and appended; then the written file is read back once. A bad chunk stops the writing (the
 * other chunks are still checked, so every bad one is reported at once). `pause` is the
 * test-only crash-window hook (testPause.ts).
 */
export async function assembleUpload(
  storage: BlobStorage,
  uploadId: string,
  chunks: readonly ChunkRecord[],
  pause: PauseAt = async () => {},
): Promise<AssembleResult> {
  const ordered = [...chunks].sort((a, b) => a.idx - b.idx);
  const target = fileKey(uploadId);
  const found = await storedMatchesChunks(storage, target, ordered);
  if (found) return { ok: true, ...found };
  const temp = assemblingKey(uploadId);
  await storage.delete(temp);
  const bad: number[] = [];
  const hash = createHash('sha256');
  let size = 0;
  for (const [n, chunk] of ordered.entries()) {
    const data = await storage.get(chunkKey(uploadId, chunk.idx, chunk.sha256));
    if (!data || data.length !== chunk.size || sha256(data) !== chunk.sha256) {
      bad.push(chunk.idx);
      continue;
    }
    if (bad.length > 0) continue;
    hash.update(data);
    size += data.length;
    await storage.append(temp, data);
    if (n === Math.floor(ordered.length / 2)) await pause('duringAssembly');
  }
  if (bad.length > 0) {
    await storage.delete(temp);
    return { ok: false, badChunks: bad };
  }
  const digest = hash.digest('hex');
  // Each chunk was checked on the way in: the whole file's hash and size tell the read-back.
  const stored = await storedDigest(storage, temp);
  if (!stored || stored.sha256 !== digest || stored.size !== size) {
    await storage.delete(temp);
    throw new Error(`Assembled upload ${uploadId} does not read back identical`);
  }
  await storage.rename(temp, target);
  return { ok: true, size, sha256: digest };
}
