/**
 * Limits of the chunk endpoint: guest and signed-in quotas, the per-session rate limit, the
 * security token when reCAPTCHA is configured, the optional whole-file checksum, and chunks
 * whose stored bytes were lost.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadErrorBody } from '../../src/domain/uploads/protocol';
import { chunkKey } from '../uploads/blobKeys';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { MIB, sendChunk, sha256, corpusFile, signIn, uploadFile } from '../testing/uploadClient';

const PNG = () => fs.readFileSync(corpusFile('png/palette8.png')); // 91 KB
const HEIC = () => fs.readFileSync(corpusFile('heic/iphone16-grid-irot270-gainmap.heic'));

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function refusal(r: { statusCode: number; json: () => unknown }): UploadErrorBody {
  expect(r.statusCode).toBe(400);
  return r.json() as UploadErrorBody;
}

describe('quotas', () => {
  it('a guest may keep logOutCount files (uploads in progress count)', async () => {
    t = await createTestApp({ uploads: { guest: { maxFiles: 2, maxBytes: 100 * MIB } } });
    const guest = await new TestClient(t.app).start();
    for (let i = 0; i < 2; i++)
      expect((await uploadFile(guest, PNG())).responses[0]!.statusCode).toBe(200);
    const third = await uploadFile(guest, PNG());
    const body = refusal(third.responses[0]!);
    expect(body).toMatchObject({
      result: 'BadRequest',
      errors: { domainValidations: ['uploadFileCountInvalid'] },
      params: { maxCount: 2 },
    });
    // Another guest has its own quota.
    const other = await new TestClient(t.app).start();
    expect((await uploadFile(other, PNG())).responses[0]!.statusCode).toBe(200);
  });

  it('a guest may keep logOutFileSize bytes', async () => {
    t = await createTestApp({ uploads: { guest: { maxFiles: 10, maxBytes: 3 * MIB } } });
    const guest = await new TestClient(t.app).start();
    expect((await uploadFile(guest, HEIC())).responses.at(-1)!.statusCode).toBe(200);
    const body = refusal((await uploadFile(guest, HEIC())).responses[0]!);
    expect(body.errors.domainValidations).toEqual(['uploadFileSizeTotalInvalid']);
    expect(body.params).toEqual({ maxSize: '3 MB', maxSizeBytes: 3 * MIB });
  });

  it('a signed-in user gets the higher limits', async () => {
    t = await createTestApp({
      uploads: {
        guest: { maxFiles: 1, maxBytes: MIB },
        signedIn: { maxFiles: 3, maxBytes: 50 * MIB },
      },
    });
    const user = await new TestClient(t.app).start();
    await signIn(t.app.db, user, 'quota@example.com');
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await uploadFile(user, PNG())).responses[0]!.statusCode);
    expect(codes).toEqual([200, 200, 200, 400]);
    expect((await uploadFile(user, HEIC())).responses.at(-1)!.statusCode).toBe(400);
  });

  it('renditions do not count as files, only as bytes', async () => {
    t = await createTestApp({ uploads: { guest: { maxFiles: 1, maxBytes: 100 * MIB } } });
    const guest = await new TestClient(t.app).start();
    expect((await uploadFile(guest, PNG())).responses[0]!.statusCode).toBe(200);
    const rendition = await uploadFile(guest, PNG(), { purpose: 'rendition' });
    expect(rendition.responses[0]!.statusCode).toBe(200);
  });

  it('a rendition upload must be WebP or PNG', async () => {
    t = await createTestApp();
    const guest = await new TestClient(t.app).start();
    const r = await uploadFile(guest, HEIC(), { purpose: 'rendition' });
    expect(refusal(r.responses[0]!)).toMatchObject({
      errors: { domainValidations: ['uploadFileTypeInvalid'] },
      params: { acceptableFiles: 'webp, png' },
    });
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once the session has spent its burst', async () => {
    t = await createTestApp({ uploads: { rateLimit: { burst: 3, refillPerSecond: 0.01 } } });
    const guest = await new TestClient(t.app).start();
    const data = HEIC();
    const fileId = randomUUID();
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await sendChunk(guest, { fileId, data, index: 1 })).statusCode);
    expect(codes).toEqual([206, 206, 206, 429]);
    const limited = await sendChunk(guest, { fileId, data, index: 2 });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: 429,
      errors: { domainValidations: ['tooManyRequests'] },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Other sessions are not slowed down.
    const other = await new TestClient(t.app).start();
    expect((await uploadFile(other, PNG())).responses[0]!.statusCode).toBe(200);
  });
});

describe('security token', () => {
  it('is required when RECAPTCHA_KEY is configured (any non-empty value)', async () => {
    t = await createTestApp({ envConfigs: { RECAPTCHA_KEY: 'site-key' } });
    const guest = await new TestClient(t.app).start();
    for (const token of [undefined, '  ']) {
      const r = await sendChunk(guest, {
        fileId: randomUUID(),
        data: PNG(),
        index: 1,
        headers: { 'x-upload-security-token': token },
      });
      expect(refusal(r).errors).toMatchObject({
        domainValidations: ['invalidReCaptchaToken'],
        'domainValidations.X-Upload-Security-Token': ['invalidReCaptchaToken'],
      });
    }
    expect((await uploadFile(guest, PNG())).responses[0]!.statusCode).toBe(200);
  });

  it('may be absent when RECAPTCHA_KEY is not configured', async () => {
    t = await createTestApp();
    const guest = await new TestClient(t.app).start();
    const r = await uploadFile(guest, PNG(), { headers: { 'x-upload-security-token': undefined } });
    expect(r.responses[0]!.statusCode).toBe(200);
  });
});

describe('whole-file checksum and lost chunks', () => {
  it('X-Upload-File-Sha256, when sent, must match the assembled file', async () => {
    t = await createTestApp();
    const guest = await new TestClient(t.app).start();
    const data = HEIC();
    const good = await uploadFile(guest, data, {
      headers: { 'x-upload-file-sha256': sha256(data) },
    });
    expect(good.responses.map((r) => r.statusCode)).toEqual([206, 200]);

    const wrong = await uploadFile(guest, data, {
      headers: { 'x-upload-file-sha256': sha256(Buffer.from('other')) },
    });
    expect(wrong.responses[0]!.statusCode).toBe(206);
    expect(refusal(wrong.responses[1]!).errors).toMatchObject({
      domainValidations: ['uploadChecksumMismatch'],
      'domainValidations.X-Upload-File-Sha256': ['uploadChecksumMismatch'],
    });
    // The upload is gone: the client starts again (a new file id or the same one).
    const again = await guest.request({
      method: 'GET',
      url: `/api/v1/FileManagement/ImageChunkedUpload/${wrong.fileId}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it('a chunk whose stored bytes were lost is asked for again', async () => {
    t = await createTestApp();
    const guest = await new TestClient(t.app).start();
    const data = HEIC();
    const fileId = randomUUID();
    await sendChunk(guest, { fileId, data, index: 1 });
    const row = await t.app.db
      .selectFrom('upload_files')
      .select('id')
      .where('file_id', '=', fileId)
      .executeTakeFirstOrThrow();
    await t.app.uploads.storage.delete(chunkKey(row.id, 1, sha256(data.subarray(0, 2 * MIB))));
    const last = await sendChunk(guest, { fileId, data, index: 2 });
    expect(last.statusCode).toBe(206);
    expect(last.json()).toMatchObject({ result: 'Incomplete', received: [2] });
    const resent = await sendChunk(guest, { fileId, data, index: 1 });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ sha256: sha256(data) });
  });
});
