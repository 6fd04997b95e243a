/**
 * Cleanup of abandoned uploads with an injected clock: unattached uploads go once their last
 * chunk is older than abandonedAfterMs, attached ones stay; images whose owner is gone and
 * stored folders without a row go at once; the run at start and the periodic run both happen.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { CHUNK_URL, MIB, sendChunk, corpusFile, uploadFile } from '../testing/uploadClient';
import { fileKey } from './blobKeys';

const HEIC = () => fs.readFileSync(corpusFile('heic/iphone16-grid-irot270-gainmap.heic'));
const PNG = () => fs.readFileSync(corpusFile('png/palette8.png'));
const TTL = 60_000;
const T0 = Date.UTC(2025, 0, 1);

async function uploadIdOf(t: TestApp, fileId: string): Promise<string | undefined> {
  const row = await t.app.db
    .selectFrom('upload_files')
    .select('id')
    .where('file_id', '=', fileId)
    .executeTakeFirst();
  return row?.id;
}

async function attachedImage(t: TestApp, client: TestClient): Promise<string> {
  const { fileId } = await uploadFile(client, PNG(), { fileName: 'kept.png' });
  const r = await client.request({
    method: 'POST',
    url: `/api/v1/EditorElement/AttachUploadedTemporaryFile/${fileId}`,
  });
  expect(r.statusCode).toBe(200);
  return r.json<{ id: string }>().id;
}

describe('upload cleanup', () => {
  it('removes abandoned uploads after the configured time, never attached ones', async () => {
    let clock = T0;
    const t = await createTestApp({
      now: () => clock,
      uploads: { abandonedAfterMs: TTL, cleanupIntervalMs: 0 },
    });
    try {
      const client = await new TestClient(t.app).start();
      const data = HEIC();
      const slow = randomUUID(); // 3 chunks of 1 MiB: 1 at T0, 3 at T0 + 50 s
      await sendChunk(client, { fileId: slow, data, index: 1, chunkSize: MIB });
      const unattached = await uploadFile(client, PNG());
      const imageId = await attachedImage(t, client);
      const orphanFolder = `uploads/${'f'.repeat(32)}/file`;
      await t.app.uploads.storage.put(orphanFolder, Buffer.from('left by a crash'));

      clock = T0 + 50_000;
      await sendChunk(client, { fileId: slow, data, index: 3, chunkSize: MIB });
      expect(await t.app.uploads.cleanup(T0 + TTL - 1)).toEqual({
        uploads: 0,
        images: 0,
        designFiles: 0,
        folders: 1,
      });
      expect(await t.app.uploads.storage.get(orphanFolder)).toBeNull();

      const unattachedId = await uploadIdOf(t, unattached.fileId);
      expect(await t.app.uploads.cleanup(T0 + TTL + 1)).toEqual({
        uploads: 1,
        images: 0,
        designFiles: 0,
        folders: 0,
      });
      expect(await uploadIdOf(t, unattached.fileId)).toBeUndefined();
      expect(await t.app.uploads.storage.list(`uploads/${unattachedId}/`)).toEqual([]);
      const status = await client.request({ method: 'GET', url: `${CHUNK_URL}/${slow}` });
      expect(status.json()).toMatchObject({ result: 'Incomplete', received: [1, 3] });

      expect((await t.app.uploads.cleanup(T0 + 50_000 + TTL + 1)).uploads).toBe(1);
      expect(
        (await client.request({ method: 'GET', url: `${CHUNK_URL}/${slow}` })).statusCode,
      ).toBe(404);
      // The attached image is untouched, however old.
      expect((await t.app.uploads.cleanup(T0 + 1000 * TTL)).uploads).toBe(0);
      const source = await client.request({
        method: 'GET',
        url: `/api/v1/system/source?id=${imageId}&size=2`,
      });
      expect(source.rawPayload.equals(PNG())).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('forgets dropped file ids after the configured time (the id may then be used again)', async () => {
    const clock = T0;
    const t = await createTestApp({
      now: () => clock,
      uploads: { abandonedAfterMs: TTL, cleanupIntervalMs: 0 },
    });
    try {
      const client = await new TestClient(t.app).start();
      const fileId = randomUUID();
      await client.request({ method: 'DELETE', url: `${CHUNK_URL}/${fileId}` });
      const dropped = () =>
        t.app.db
          .selectFrom('discarded_uploads')
          .select('file_id')
          .where('file_id', '=', fileId)
          .execute();
      await t.app.uploads.cleanup(T0 + TTL - 1);
      expect(await dropped()).toHaveLength(1);
      await t.app.uploads.cleanup(T0 + TTL + 1);
      expect(await dropped()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('removes the images of an expired guest session at once', async () => {
    let clock = T0;
    const t = await createTestApp({ now: () => clock, uploads: { cleanupIntervalMs: 0 } });
    try {
      const client = await new TestClient(t.app).start();
      const imageId = await attachedImage(t, client);
      const files = await t.app.db
        .selectFrom('uploaded_image_files')
        .select('upload_id')
        .where('image_id', '=', imageId)
        .execute();
      await t.app.db.deleteFrom('sessions').execute(); // what purgeExpiredSessions does after 365 days
      clock += 1;
      expect(await t.app.uploads.cleanup()).toEqual({
        uploads: 0,
        images: 1,
        designFiles: 0,
        folders: 0,
      });
      for (const f of files)
        expect(await t.app.uploads.storage.get(fileKey(f.upload_id))).toBeNull();
      expect(await t.app.db.selectFrom('uploaded_images').selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('runs at start and on its interval', async () => {
    let clock = T0;
    const first = await createTestApp({
      now: () => clock,
      uploads: { abandonedAfterMs: TTL, cleanupIntervalMs: 0 },
    });
    const client = await new TestClient(first.app).start();
    const atStart = await uploadFile(client, PNG());
    await first.app.close(); // keep the data dir for the next start

    clock = T0 + TTL + 1;
    const second = await createTestApp({
      dataDir: first.dataDir,
      now: () => clock,
      uploads: { abandonedAfterMs: TTL, cleanupIntervalMs: 20 },
    });
    try {
      expect(await uploadIdOf(second, atStart.fileId)).toBeUndefined();
      const client2 = await new TestClient(second.app).start();
      const later = await uploadFile(client2, PNG());
      expect(await uploadIdOf(second, later.fileId)).toBeDefined();
      clock += TTL + 1;
      const deadline = Date.now() + 5000;
      while ((await uploadIdOf(second, later.fileId)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await uploadIdOf(second, later.fileId)).toBeUndefined();
    } finally {
      await second.close();
    }
  });
});
