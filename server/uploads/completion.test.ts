/**
 * The states a kill can leave an upload's completion in (completion.ts, assemble.ts,
 * recovery.ts), made exactly — the stored bytes and rows as they are at that moment — on a real
 * SQLite file and storage folder, then asked through the protocol (`inject`): the status request
 * completes the upload (Success, byte-identical), and so does a restart (a new app on the same
 * folder) before any request, which also removes what the kill left half-written.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadStatusAnswer } from '../../src/domain/uploads/protocol';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { CHUNK_URL, corpusFile, sendChunk, sha256 } from '../testing/uploadClient';
import { assemblingKey, chunkKey, fileKey } from './blobKeys';

/** 345 KiB in 64 KiB chunks: 6 chunks. */
const JPEG = fs.readFileSync(corpusFile('jpeg/exif-orientation-6-landscape.jpg'));
const CHUNK = 64 * 1024;
const COUNT = Math.ceil(JPEG.length / CHUNK);
const sliceOf = (index: number) => JPEG.subarray((index - 1) * CHUNK, index * CHUNK);

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

async function open(dataDir?: string) {
  const t = await createTestApp(dataDir ? { dataDir } : {});
  apps.push(t);
  return t;
}

/**
 * Every chunk recorded, nothing assembled — where a kill right after the last chunk leaves an
 * upload: chunks 1…n−1 sent, chunk n's bytes stored and its row written as the server does.
 */
async function recordedNotAssembled(t: TestApp, client: TestClient) {
  const fileId = randomUUID();
  for (let index = 1; index < COUNT; index++) {
    const r = await sendChunk(client, { fileId, data: JPEG, index, chunkSize: CHUNK });
    expect(r.statusCode).toBe(206);
  }
  const { id } = await t.app.db
    .selectFrom('upload_files')
    .select('id')
    .where('file_id', '=', fileId)
    .executeTakeFirstOrThrow();
  const last = sliceOf(COUNT);
  await t.app.uploads.storage.put(chunkKey(id, COUNT, sha256(last)), last);
  await t.app.db
    .insertInto('upload_chunks')
    .values({ upload_id: id, idx: COUNT, size: last.length, sha256: sha256(last) })
    .execute();
  return { fileId, uploadId: id };
}

async function status(client: TestClient, fileId: string) {
  const r = await client.request({ method: 'GET', url: `${CHUNK_URL}/${fileId}` });
  return { code: r.statusCode, body: r.json<UploadStatusAnswer>() };
}

async function storedKeys(t: TestApp, uploadId: string) {
  return t.app.uploads.storage.list(`uploads/${uploadId}/`);
}

const SUCCESS = { result: 'Success', sha256: sha256(JPEG), size: JPEG.length };

describe('the status request completes an upload a kill interrupted', () => {
  it('every chunk recorded, nothing assembled: Success, byte-identical, chunks gone', async () => {
    const t = await open();
    const client = await new TestClient(t.app).start();
    const { fileId, uploadId } = await recordedNotAssembled(t, client);
    const answer = await status(client, fileId);
    expect(answer).toMatchObject({ code: 200, body: SUCCESS });
    expect(answer.body.received).toHaveLength(COUNT);
    expect(await t.app.uploads.storage.get(fileKey(uploadId))).toEqual(JPEG);
    expect(await storedKeys(t, uploadId)).toEqual([fileKey(uploadId)]);
  });

  it('half an assembling file: started over, Success', async () => {
    const t = await open();
    const client = await new TestClient(t.app).start();
    const { fileId, uploadId } = await recordedNotAssembled(t, client);
    await t.app.uploads.storage.put(assemblingKey(uploadId), JPEG.subarray(0, 2 * CHUNK + 7));
    expect(await status(client, fileId)).toMatchObject({ code: 200, body: SUCCESS });
    expect(await storedKeys(t, uploadId)).toEqual([fileKey(uploadId)]);
    expect(await t.app.uploads.storage.get(fileKey(uploadId))).toEqual(JPEG);
  });

  it('the file in place, the database not told, the chunks gone: found assembled', async () => {
    const t = await open();
    const client = await new TestClient(t.app).start();
    const { fileId, uploadId } = await recordedNotAssembled(t, client);
    await t.app.uploads.storage.put(fileKey(uploadId), JPEG);
    for (const key of await storedKeys(t, uploadId))
      if (key.includes('/chunks/')) await t.app.uploads.storage.delete(key);
    expect(await status(client, fileId)).toMatchObject({ code: 200, body: SUCCESS });
  });

  it('a damaged file in place is not taken: assembled again from the chunks', async () => {
    const t = await open();
    const client = await new TestClient(t.app).start();
    const { fileId, uploadId } = await recordedNotAssembled(t, client);
    const damaged = Buffer.from(JPEG);
    damaged[CHUNK + 3] = 255 - damaged[CHUNK + 3]!;
    await t.app.uploads.storage.put(fileKey(uploadId), damaged);
    expect(await status(client, fileId)).toMatchObject({ code: 200, body: SUCCESS });
    expect(await t.app.uploads.storage.get(fileKey(uploadId))).toEqual(JPEG);
  });

  it('a chunk whose bytes were lost is asked for again; sending it completes the upload', async () => {
    const t = await open();
    const client = await new TestClient(t.app).start();
    const { fileId, uploadId } = await recordedNotAssembled(t, client);
    await t.app.uploads.storage.delete(chunkKey(uploadId, 2, sha256(sliceOf(2))));
    const asked = await status(client, fileId);
    expect(asked.body).toMatchObject({ result: 'Incomplete', chunkCount: COUNT });
    expect(asked.body.received).toEqual([1, 3, 4, 5, 6]);
    const r = await sendChunk(client, { fileId, data: JPEG, index: 2, chunkSize: CHUNK });
    expect(r.statusCode).toBe(200);
    expect(await status(client, fileId)).toMatchObject({ code: 200, body: SUCCESS });
  });
});

describe('the start-up recovery', () => {
  it('completes recorded uploads and removes what kills left, before any request', async () => {
    const first = await open();
    const client = await new TestClient(first.app).start();
    const recorded = await recordedNotAssembled(first, client);
    // Complete, but killed before its chunks' bytes were deleted: one is planted back.
    const done = await recordedNotAssembled(first, client);
    expect(await status(client, done.fileId)).toMatchObject({ body: SUCCESS });
    const leftover = chunkKey(done.uploadId, 1, sha256(sliceOf(1)));
    await first.app.uploads.storage.put(leftover, sliceOf(1));
    const storage = path.join(first.dataDir, 'storage');
    const partial = path.join(storage, 'uploads', recorded.uploadId, 'chunks', 'x.1a2b3c.tmp');
    fs.writeFileSync(partial, sliceOf(1).subarray(0, 100));
    await first.app.close();
    apps.splice(apps.indexOf(first), 1);

    const second = await open(first.dataDir);
    const row = await second.app.db
      .selectFrom('upload_files')
      .select(['status', 'sha256'])
      .where('id', '=', recorded.uploadId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'complete', sha256: sha256(JPEG) });
    expect(fs.existsSync(partial)).toBe(false);
    expect(await second.app.uploads.storage.get(leftover)).toBeNull();
    expect(await storedKeys(second, recorded.uploadId)).toEqual([fileKey(recorded.uploadId)]);
    const again = new TestClient(second.app);
    for (const [name, value] of client.cookies) again.cookies.set(name, value);
    expect(await status(again, recorded.fileId)).toMatchObject({ code: 200, body: SUCCESS });
  });
});
