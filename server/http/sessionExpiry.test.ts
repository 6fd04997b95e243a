/**
 * Idle guest sessions end (GUEST_SESSION_IDLE_DAYS) with everything they stored: images with
 * their renditions' bytes, uploads in progress, design files. Signed-in users' sessions and data
 * stay. Through the real app: its periodic maintenance and its start-up run, on a real SQLite
 * file and storage folder, with an injected clock.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { pngBytes } from '../testing/designFileBytes';
import { storeDesign } from '../testing/designFileClient';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { corpusFile, signIn, uploadFile } from '../testing/uploadClient';
import { sessionIdOf, SESSION_COOKIE } from './session';

const PNG = fs.readFileSync(corpusFile('png/palette8.png'));
const HEIC = fs.readFileSync(corpusFile('heic/iphone8plus-grid-irot270-exif6-arrow.heic'));
const PRINT = pngBytes({ width: 1200, height: 600, dpi: 150, totalBytes: 40_000 });
const T0 = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;
const ATTACH_TEMP = '/api/v1/EditorElement/AttachUploadedTemporaryFile';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

/** What one client stored: an attached image, an upload left half-way and a design file. */
async function storeEverything(client: TestClient): Promise<void> {
  const { fileId } = await uploadFile(client, PNG, { fileName: 'logo.png' });
  const attached = await client.request({ method: 'POST', url: `${ATTACH_TEMP}/${fileId}` });
  expect(attached.statusCode).toBe(200);
  // Chunk 1 of 2 only (a 512 KiB chunk size): in progress.
  const half = await uploadFile(client, HEIC, { chunkSize: 512 * 1024, order: [1] });
  expect(half.responses[0]?.statusCode).toBe(206);
  await storeDesign(client, PRINT, 'png');
}

/** Stored upload ids (and so folders) of the session of `client`, and whether its row exists. */
async function holdings(t: TestApp, client: TestClient) {
  const id = sessionIdOf(client.cookies.get(SESSION_COOKIE) ?? '');
  const row = await t.app.db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  const uploads = await t.app.db
    .selectFrom('upload_files')
    .select('id')
    .where('session_id', '=', id)
    .execute();
  const images = await t.app.db
    .selectFrom('uploaded_images')
    .select('id')
    .where('session_id', '=', id)
    .execute();
  return { row: row !== undefined, uploads: uploads.map((u) => u.id), images: images.length };
}

async function storedFolders(t: TestApp, uploadIds: string[]): Promise<string[]> {
  const keys: string[] = [];
  for (const id of uploadIds) keys.push(...(await t.app.uploads.storage.list(`uploads/${id}/`)));
  return keys;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check()) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('idle guest sessions', () => {
  it('end after 30 idle days with their files; active guests and users keep theirs', async () => {
    let clock = T0;
    // Abandoned uploads kept a year: here only the sessions' end deletes.
    const t = await createTestApp({
      now: () => clock,
      uploads: { cleanupIntervalMs: 20, abandonedAfterMs: 365 * DAY },
    });
    apps.push(t);
    const idle = await new TestClient(t.app).start();
    const active = await new TestClient(t.app).start();
    const member = await new TestClient(t.app).start();
    await signIn(t.app.db, member, 'member@example.com');
    for (const c of [idle, active, member]) await storeEverything(c);
    const idleBefore = await holdings(t, idle);
    expect(idleBefore).toMatchObject({ row: true, images: 1 });
    expect(idleBefore.uploads).toHaveLength(3);
    expect(await storedFolders(t, idleBefore.uploads)).not.toEqual([]);
    const memberBefore = await holdings(t, member);

    clock = T0 + 2 * DAY;
    await active.request({ method: 'GET', url: '/api/v1/System/MaxRequestBodySize' });
    clock = T0 + 30 * DAY + 1;
    await until(async () => !(await holdings(t, idle)).row);
    await until(async () => (await storedFolders(t, idleBefore.uploads)).length === 0);

    expect(await holdings(t, idle)).toEqual({ row: false, uploads: [], images: 0 });
    expect(await storedFolders(t, idleBefore.uploads)).toEqual([]);
    expect(
      await t.app.db
        .selectFrom('upload_files')
        .select('id')
        .where('id', 'in', idleBefore.uploads)
        .execute(),
    ).toEqual([]);
    const activeAfter = await holdings(t, active);
    expect(activeAfter).toMatchObject({ row: true, images: 1 });
    expect(activeAfter.uploads).toHaveLength(3);
    // The user's session was idle as long; its row, images, uploads and bytes stay.
    expect(await holdings(t, member)).toEqual(memberBefore);
    expect(await storedFolders(t, memberBefore.uploads)).not.toEqual([]);
    const designs = await t.app.db.selectFrom('design_files').select('user_id').execute();
    expect(designs.map((d) => (d.user_id === null ? 'guest' : 'user')).sort()).toEqual([
      'guest',
      'user',
    ]);

    // The guest who comes back starts over with an empty library.
    const list = await idle.getJson<{ images: unknown[] }>('/api/v1/Profile/UploadImages');
    expect(list.body.images).toEqual([]);
  });

  it('end at start-up too, after GUEST_SESSION_IDLE_DAYS', async () => {
    let clock = T0;
    const first = await createTestApp({ now: () => clock, guestSessionIdleDays: 7 });
    const guest = await new TestClient(first.app).start();
    await storeEverything(guest);
    const before = await holdings(first, guest);
    await first.app.close(); // keep the data dir for the next start

    clock = T0 + 7 * DAY - 60_000;
    const second = await createTestApp({
      dataDir: first.dataDir,
      now: () => clock,
      guestSessionIdleDays: 7,
    });
    expect((await holdings(second, guest)).row).toBe(true);
    await second.app.close();

    clock = T0 + 7 * DAY;
    const third = await createTestApp({
      dataDir: first.dataDir,
      now: () => clock,
      guestSessionIdleDays: 7,
    });
    apps.push(third);
    expect(await holdings(third, guest)).toEqual({ row: false, uploads: [], images: 0 });
    expect(await storedFolders(third, before.uploads)).toEqual([]);
  });
});
