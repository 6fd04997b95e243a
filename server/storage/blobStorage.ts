/**
 * Where uploaded bytes live: a flat key → bytes store. Keys are `/`-separated segments of
 * `[A-Za-z0-9_-]` and dots (never a leading dot, so no `.` or `..`), e.g.
 * `uploads/6f1c…/chunks/000001-<sha256>`. A key never contains a client-chosen name.
 *
 * The local-folder implementation is `LocalFolderStorage`; an S3-compatible one can implement
 * the same interface (append = multipart upload or compose, list = ListObjectsV2 by prefix).
 */
import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a stored value, both inclusive (as HTTP ranges count them). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A key → bytes store. Every method rejects keys that are not {@link isStorageKey}. */
export interface BlobStorage {
  /** Writes `data` under `key`, replacing any previous bytes; readers never see half a write. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** Appends `data` to `key` (creating it when missing). */
  append(key: string, data: Uint8Array): Promise<void>;
  /** The whole content, or null when the key is missing. For small blobs (chunks). */
  get(key: string): Promise<Buffer | null>;
  /**
   * A stream of the content, or null when missing. For serving large files. With `range`, only
   * those bytes (clipped to the content): ranged answers and header reads without the whole file.
   */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The size in bytes, or null when missing. */
  size(key: string): Promise<number | null>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every key beginning with `prefix` (a key or a key followed by `/`), sorted. */
  list(prefix: string): Promise<string[]>;
  /**
   * Moves `from` to `to` in one step, replacing `to`: a reader sees the old bytes or the new,
   * never half of them (a local rename; on S3, copy then delete). Rejects when `from` is missing.
   */
  rename(from: string, to: string): Promise<void>;
  /**
   * Removes what interrupted writes left (a put's temporary file, when the process was killed
   * mid-write); returns how many. Only at start-up, when no write is in flight.
   */
  removePartialWrites(): Promise<number>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
/** Longest key, characters. */
const MAX_KEY_LENGTH = 512;

/** Whether `key` is a valid storage key (relative, no `.`/`..`, no empty segment, no NUL). */
export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/** Throws when `key` is not a valid storage key. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
