/**
 * Test helpers for the upload protocol: files of the test corpus, a chunk sender that behaves like
 * the editor (2 MiB chunks, every header, SHA-256 of each chunk), and signing a test client's
 * session in as a user written straight into the database.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { UploadPurpose } from '../../src/domain/uploads/protocol';
import type { Db } from '../db/database';
import { SESSION_COOKIE, sessionIdOf } from '../http/session';
import type { TestClient } from './testApp';

/** The test corpus, tests/corpus (read-only real files, in the repository). */
export const CORPUS_DIR = path.resolve(import.meta.dirname, '..', '..', 'tests', 'corpus');

/** A corpus file's absolute path from its path under tests/corpus; throws when it is missing. */
export function corpusFile(relative: string): string {
  const file = path.join(CORPUS_DIR, relative);
  if (!existsSync(file))
    throw new Error(`test corpus file missing: tests/corpus/${relative} (it is in the repository)`);
  return file;
}

export const CHUNK_URL = '/api/v1/FileManagement/ImageChunkedUpload';
export const MIB = 1024 * 1024;

/** SHA-256 (hex). */
export function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** What one chunk request sends. */
export interface ChunkRequest {
  fileId: string;
  /** The whole file. */
  data: Buffer;
  /** 1-based. */
  index: number;
  chunkSize?: number;
  fileName?: string;
  fileType?: string;
  purpose?: UploadPurpose;
  /** Replaces or (with undefined) removes headers. */
  headers?: Record<string, string | undefined>;
  /** Sends this body instead of the chunk's bytes. */
  body?: Buffer;
}

/** The chunk count of a file. */
export function chunkCountOf(data: Buffer, chunkSize = 2 * MIB): number {
  return Math.ceil(data.length / chunkSize);
}

/** The headers the editor sends for chunk `index` of `data`. */
export function chunkHeaders(r: ChunkRequest): Record<string, string> {
  const chunkSize = r.chunkSize ?? 2 * MIB;
  const bytes = r.data.subarray((r.index - 1) * chunkSize, r.index * chunkSize);
  const headers: Record<string, string | undefined> = {
    'content-type': 'application/octet-stream',
    'x-upload-total-size': String(r.data.length),
    'x-upload-chunk-size': String(chunkSize),
    'x-upload-chunk-index': String(r.index),
    'x-upload-chunk-count': String(chunkCountOf(r.data, chunkSize)),
    'x-upload-file-name': encodeURIComponent(r.fileName ?? 'photo.heic'),
    'x-upload-file-id': r.fileId,
    'x-upload-file-type': r.fileType ?? 'image/heic',
    'x-upload-security-token': 'test-token',
    'x-upload-chunk-sha256': sha256(bytes),
    ...(r.purpose ? { 'x-upload-purpose': r.purpose } : {}),
    ...r.headers,
  };
  return Object.fromEntries(
    Object.entries(headers).filter((e): e is [string, string] => e[1] !== undefined),
  );
}

/** Sends one chunk. */
export function sendChunk(client: TestClient, r: ChunkRequest): Promise<LightMyRequestResponse> {
  const chunkSize = r.chunkSize ?? 2 * MIB;
  const body = r.body ?? r.data.subarray((r.index - 1) * chunkSize, r.index * chunkSize);
  return client.request({
    method: 'POST',
    url: CHUNK_URL,
    headers: chunkHeaders(r),
    payload: body,
  });
}

/** Uploads a whole file, chunk by chunk in `order` (default 1…n); returns every answer. */
export async function uploadFile(
  client: TestClient,
  data: Buffer,
  options: Partial<Omit<ChunkRequest, 'data' | 'index'>> & { order?: number[] } = {},
): Promise<{ fileId: string; responses: LightMyRequestResponse[] }> {
  const fileId = options.fileId ?? randomUUID();
  const count = chunkCountOf(data, options.chunkSize);
  const order = options.order ?? Array.from({ length: count }, (_, i) => i + 1);
  const responses: LightMyRequestResponse[] = [];
  for (const index of order) {
    responses.push(await sendChunk(client, { ...options, fileId, data, index }));
  }
  return { fileId, responses };
}

/** Links the client's session to a new user row (sign-in does not exist yet); returns the user id. */
export async function signIn(db: Db, client: TestClient, email: string): Promise<number> {
  const token = client.cookies.get(SESSION_COOKIE);
  if (!token) throw new Error('start the client first');
  const user = await db
    .insertInto('users')
    .values({
      email,
      first_name: '',
      last_name: '',
      phone_number: null,
      password_hash: null,
      roles: '[]',
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await linkSession(db, client, user.id);
  return user.id;
}

/**
 * Links the client's session to an existing user (a second device of the same account), writing
 * its row when it has none yet, as sign-in will (a guest's row exists only once it stored
 * something).
 */
export async function linkSession(db: Db, client: TestClient, userId: number): Promise<void> {
  const token = client.cookies.get(SESSION_COOKIE);
  if (!token) throw new Error('start the client first');
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({ id: sessionIdOf(token), created_at: now, last_seen_at: now, user_id: userId })
    .onConflict((oc) => oc.column('id').doUpdateSet({ user_id: userId }))
    .execute();
}
