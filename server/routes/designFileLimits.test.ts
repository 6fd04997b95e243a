/**
 * Limits of design files, apart from the image library's: a 60 MiB print PNG goes up where an
 * image of that size is refused; design files have their own per-file limit and byte quota
 * and count in neither the library's count nor its bytes; they are never listed among the
 * uploads; abandoned design uploads and design files whose owner is gone are cleaned.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadErrorBody, UploadImagesAnswer } from '../../src/domain/uploads/protocol';
import { DEFAULT_DESIGN_FILE_CONFIG } from '../uploads/designConfig';
import { attachDesign, getDesign, storeDesign, uploadDesign } from '../testing/designFileClient';
import { pngBytes, svgBytes } from '../testing/designFileBytes';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { CHUNK_URL, MIB, sendChunk, sha256, signIn, uploadFile } from '../testing/uploadClient';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const T0 = Date.UTC(2025, 0, 1);
const TTL = 60_000;
const SMALL_PNG = pngBytes({ width: 960, height: 480, totalBytes: 2 * MIB });

function refusal(r: { statusCode: number; json: () => unknown }): UploadErrorBody {
  expect(r.statusCode).toBe(400);
  return r.json() as UploadErrorBody;
}

async function uploadsList(client: TestClient): Promise<UploadImagesAnswer> {
  return (await client.getJson<UploadImagesAnswer>('/api/v1/Profile/UploadImages')).body;
}

describe('design file size', () => {
  it('a 60 MiB print PNG goes up in 2 MiB chunks where an image of that size is refused', async () => {
    t = await createTestApp();
    const client = await new TestClient(t.app).start();
    const print = pngBytes({ width: 7200, height: 14400, dpi: 300, totalBytes: 60 * MIB });

    const asImage = await sendChunk(client, { fileId: randomUUID(), data: print, index: 1 });
    expect(refusal(asImage)).toMatchObject({
      errors: { domainValidations: ['uploadFileSizeInvalid'] },
      params: { maxSize: '50 MB', maxSizeBytes: 50 * MIB },
    });

    const { fileId, responses, last } = await uploadDesign(client, print);
    expect(responses).toHaveLength(30);
    expect(responses.slice(0, -1).every((r) => r.statusCode === 206)).toBe(true);
    expect(last.json()).toEqual({
      result: 'Success',
      fileId,
      size: print.length,
      sha256: sha256(print),
    });
    const attached = await attachDesign(client, fileId, 'png');
    expect(attached.body).toMatchObject({ kind: 'png', width: 7200, height: 14400, dpi: 300 });
    const served = await getDesign(client, attached.body.path);
    expect(served.headers['content-length']).toBe(String(print.length));
    expect(sha256(served.rawPayload)).toBe(sha256(print));
  }, 60_000); // 60 MiB through 30 chunks and the PNG check: seconds on a loaded machine

  it('refuses a design file over DESIGN_FILE_MAX_BYTES, naming that limit', async () => {
    t = await createTestApp({
      uploads: { design: { ...DEFAULT_DESIGN_FILE_CONFIG, maxFileBytes: 3 * MIB } },
    });
    const client = await new TestClient(t.app).start();
    const { last } = await uploadDesign(
      client,
      pngBytes({ width: 10, height: 10, totalBytes: 4 * MIB }),
    );
    expect(refusal(last)).toMatchObject({
      errors: {
        domainValidations: ['uploadFileSizeInvalid'],
        'domainValidations.X-Upload-Total-Size': ['uploadFileSizeInvalid'],
      },
      params: { maxSize: '3 MB', maxSizeBytes: 3 * MIB },
    });
  });
});

describe('design quota', () => {
  it.each([
    ['a guest', false, { guestMaxBytes: 5 * MIB }],
    ['a signed-in user', true, { userMaxBytes: 5 * MIB, guestMaxBytes: 0 }],
  ])('%s keeps its design bytes (uploads in progress count)', async (_who, signedIn, quota) => {
    t = await createTestApp({ uploads: { design: { ...DEFAULT_DESIGN_FILE_CONFIG, ...quota } } });
    const client = await new TestClient(t.app).start();
    if (signedIn) await signIn(t.app.db, client, 'quota@example.com');
    await storeDesign(client, SMALL_PNG, 'png'); // 2 MiB attached
    await sendChunk(client, { fileId: randomUUID(), data: SMALL_PNG, index: 1, purpose: 'design' }); // 2 MiB in progress
    const over = await uploadDesign(client, SMALL_PNG);
    expect(refusal(over.last)).toMatchObject({
      result: 'BadRequest',
      errors: { domainValidations: ['designFileSizeTotalInvalid'] },
      params: { maxSize: '5 MB', maxSizeBytes: 5 * MIB },
    });
    const fits = await uploadDesign(client, pngBytes({ width: 1, height: 1, totalBytes: MIB }));
    expect(fits.last.statusCode).toBe(200);
  });

  it('design files count in neither the library count nor its bytes, and are never listed', async () => {
    t = await createTestApp({
      uploads: {
        guest: { maxFiles: 1, maxBytes: MIB },
        design: { ...DEFAULT_DESIGN_FILE_CONFIG, guestMaxBytes: 10 * MIB },
      },
    });
    const client = await new TestClient(t.app).start();
    for (let i = 0; i < 3; i++) await storeDesign(client, SMALL_PNG, 'png');
    await storeDesign(client, svgBytes('width="1in" height="1in"'), 'svg');
    const list = await uploadsList(client);
    expect(list.images).toEqual([]);
    expect(list.detailed).toMatchObject({ usedCount: 0, usedSize: 0 });
    // The library's one image and its bytes are still free.
    const image = await uploadFile(client, pngBytes({ width: 10, height: 10 }), {
      fileName: 'a.png',
    });
    expect(image.responses[0]!.statusCode).toBe(200);
    // And a full library does not stop a design.
    expect((await uploadDesign(client, SMALL_PNG)).last.statusCode).toBe(200);
  });
});

describe('design file cleanup', () => {
  it('removes abandoned design uploads after the configured time, never design files', async () => {
    let clock = T0;
    t = await createTestApp({
      now: () => clock,
      uploads: { abandonedAfterMs: TTL, cleanupIntervalMs: 0 },
    });
    const client = await new TestClient(t.app).start();
    const abandoned = await uploadDesign(client, SMALL_PNG); // complete, never attached
    const partial = randomUUID();
    await sendChunk(client, {
      fileId: partial,
      data: SMALL_PNG,
      index: 1,
      chunkSize: MIB,
      purpose: 'design',
    });
    const kept = await storeDesign(client, SMALL_PNG, 'png');

    clock = T0 + TTL + 1;
    expect(await t.app.uploads.cleanup()).toEqual({
      uploads: 2,
      images: 0,
      designFiles: 0,
      folders: 0,
    });
    for (const fileId of [abandoned.fileId, partial])
      expect(
        (await client.request({ method: 'GET', url: `${CHUNK_URL}/${fileId}` })).statusCode,
      ).toBe(404);
    expect((await getDesign(client, kept.path)).statusCode).toBe(200);
    expect((await t.app.uploads.cleanup(T0 + 1000 * TTL)).uploads).toBe(0);
    expect((await getDesign(client, kept.path)).statusCode).toBe(200);
  });

  it('removes the design files of an expired guest session at once, with their bytes', async () => {
    t = await createTestApp({ uploads: { cleanupIntervalMs: 0 } });
    const client = await new TestClient(t.app).start();
    const stored = await storeDesign(client, SMALL_PNG, 'png');
    await t.app.db.deleteFrom('sessions').execute(); // what purgeExpiredSessions does after 365 days
    expect(await t.app.uploads.cleanup()).toEqual({
      uploads: 0,
      images: 0,
      designFiles: 1,
      folders: 0,
    });
    expect(await t.app.db.selectFrom('design_files').selectAll().execute()).toEqual([]);
    expect(await t.app.db.selectFrom('upload_files').selectAll().execute()).toEqual([]);
    expect(await t.app.uploads.storage.list('uploads/')).toEqual([]);
    expect(stored.id).toBeTruthy();
  });
});
