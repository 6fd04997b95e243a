/**
 * POST/GET FileManagement/ImageChunkedUpload through `inject`, on a real SQLite file and a
 * temporary storage folder, with real files from tests/corpus split into 2 MiB chunks.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChunkAnswer,
  UploadErrorBody,
  UploadStatusAnswer,
} from '../../src/domain/uploads/protocol';
import { fileKey } from '../uploads/blobKeys';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import {
  CHUNK_URL,
  chunkHeaders,
  MIB,
  sendChunk,
  sha256,
  corpusFile,
  uploadFile,
} from '../testing/uploadClient';

const HEIC = 'heic/iphone16-grid-irot270-gainmap.heic'; // 3.1 MB: two 2 MiB chunks
const PDF = 'pdf/vector-cmyk-illustrator-cs6.pdf'; // 0.5 MB: one chunk

let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  // Room for every upload of this file in one guest session (quotas: uploadQuota.test.ts).
  t = await createTestApp({ uploads: { guest: { maxFiles: 1000, maxBytes: 1024 * MIB } } });
  client = await new TestClient(t.app).start();
});
afterAll(() => t.close());

const read = (relative: string) => fs.readFileSync(corpusFile(relative));

async function storedFile(fileId: string): Promise<Buffer | null> {
  const row = await t.app.db
    .selectFrom('upload_files')
    .select('id')
    .where('file_id', '=', fileId)
    .executeTakeFirst();
  return row ? t.app.uploads.storage.get(fileKey(row.id)) : null;
}

async function status(c: TestClient, fileId: string) {
  const r = await c.request({ method: 'GET', url: `${CHUNK_URL}/${fileId}` });
  return { code: r.statusCode, body: r.json<UploadStatusAnswer>() };
}

/** A refusal: 400 BadRequest with `key` under domainValidations (and `.field` when given). */
function expectRefusal(
  r: { statusCode: number; json: () => unknown },
  key: string,
  field?: string,
) {
  const body = r.json() as UploadErrorBody;
  expect(r.statusCode).toBe(400);
  expect(body).toMatchObject({ status: 400, result: 'BadRequest' });
  expect(body.errors.domainValidations).toContain(key);
  if (field) expect(body.errors[`domainValidations.${field}`]).toEqual([key]);
  return body;
}

describe('the protocol with real files', () => {
  it('HEIC in 2 MiB chunks: 206 then 200, stored byte-identical', async () => {
    const data = read(HEIC);
    const { fileId, responses } = await uploadFile(client, data, { fileName: 'IMG_0001.HEIC' });
    expect(responses.map((r) => r.statusCode)).toEqual([206, 200]);
    expect(responses[0]!.json()).toEqual({
      result: 'Incomplete',
      fileId,
      received: [1],
      chunkCount: 2,
    });
    expect(responses[1]!.json()).toEqual({
      result: 'Success',
      fileId,
      size: data.length,
      sha256: sha256(data),
    });
    expect((await storedFile(fileId))?.equals(data)).toBe(true);
    const row = await t.app.db
      .selectFrom('upload_files')
      .selectAll()
      .where('file_id', '=', fileId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ format: 'heic', status: 'complete', file_name: 'IMG_0001.HEIC' });
    // Only the assembled file is left: the chunks were removed.
    expect(await t.app.uploads.storage.list(`uploads/${row.id}/`)).toEqual([
      `uploads/${row.id}/file`,
    ]);
  });

  it('PDF in one chunk: 200 at once', async () => {
    const data = read(PDF);
    const { fileId, responses } = await uploadFile(client, data, { fileType: 'application/pdf' });
    expect(responses[0]!.statusCode).toBe(200);
    expect(responses[0]!.json<ChunkAnswer>()).toMatchObject({ result: 'Success', fileId });
    expect((await storedFile(fileId))?.equals(data)).toBe(true);
  });

  it('resumes: GET tells which chunks arrived; the rest completes the file', async () => {
    const data = read(HEIC);
    const fileId = randomUUID();
    const chunkSize = MIB; // 4 chunks of 1 MiB (any size up to 2 MiB is allowed)
    for (const index of [1, 3])
      expect((await sendChunk(client, { fileId, data, index, chunkSize })).statusCode).toBe(206);
    expect(await status(client, fileId)).toEqual({
      code: 200,
      body: {
        result: 'Incomplete',
        fileId,
        fileName: 'photo.heic',
        totalSize: data.length,
        chunkSize,
        chunkCount: 3,
        received: [1, 3],
      },
    });
    const last = await sendChunk(client, { fileId, data, index: 2, chunkSize });
    expect(last.statusCode).toBe(200);
    const done = await status(client, fileId);
    expect(done.body).toMatchObject({
      result: 'Success',
      received: [1, 2, 3],
      size: data.length,
      sha256: sha256(data),
    });
    expect((await storedFile(fileId))?.equals(data)).toBe(true);
  });

  it('accepts chunks in any order (chunk 1 last decides the type then)', async () => {
    const data = read(HEIC);
    const { fileId, responses } = await uploadFile(client, data, {
      chunkSize: MIB,
      order: [3, 2, 1],
    });
    expect(responses.map((r) => r.statusCode)).toEqual([206, 206, 200]);
    expect(responses[1]!.json<ChunkAnswer>()).toMatchObject({ received: [2, 3] });
    expect((await storedFile(fileId))?.equals(data)).toBe(true);
  });

  it('a repeated chunk with the same bytes is idempotent, before and after completion', async () => {
    const data = read(HEIC);
    const fileId = randomUUID();
    const first = await sendChunk(client, { fileId, data, index: 1 });
    const again = await sendChunk(client, { fileId, data, index: 1 });
    expect([first.statusCode, again.statusCode]).toEqual([206, 206]);
    expect(again.json()).toEqual(first.json());
    const done = await sendChunk(client, { fileId, data, index: 2 });
    const repeat = await sendChunk(client, { fileId, data, index: 2 });
    expect([done.statusCode, repeat.statusCode]).toEqual([200, 200]);
    expect(repeat.json()).toEqual(done.json());
    expect((await sendChunk(client, { fileId, data, index: 1 })).statusCode).toBe(200);
  });

  it('a repeated chunk with other bytes is refused (uploadChunkConflict)', async () => {
    const data = read(HEIC);
    const fileId = randomUUID();
    await sendChunk(client, { fileId, data, index: 1 });
    await sendChunk(client, { fileId, data, index: 2 });
    const other = Buffer.from(data);
    other[data.length - 1] = (other[data.length - 1] ?? 0) ^ 0xff;
    const r = await sendChunk(client, { fileId, data: other, index: 2 });
    expectRefusal(r, 'uploadChunkConflict', 'X-Upload-Chunk-Index');
    expect((await storedFile(fileId))?.equals(data)).toBe(true);
  });
});

describe('refusals', () => {
  it('a chunk whose bytes do not match X-Upload-Chunk-Sha256', async () => {
    const data = read(PDF);
    const fileId = randomUUID();
    const r = await sendChunk(client, {
      fileId,
      data,
      index: 1,
      headers: { 'x-upload-chunk-sha256': sha256(Buffer.from('something else')) },
    });
    expectRefusal(r, 'uploadChecksumMismatch', 'X-Upload-Chunk-Sha256');
    expect((await status(client, fileId)).code).toBe(404);
  });

  it.each([
    ['chunk count ≠ ⌈total / chunk size⌉', { 'x-upload-chunk-count': '3' }, 'X-Upload-Chunk-Count'],
    ['index 0', { 'x-upload-chunk-index': '0' }, 'X-Upload-Chunk-Index'],
    ['index above the count', { 'x-upload-chunk-index': '3' }, 'X-Upload-Chunk-Index'],
    ['chunk size above 2 MiB', { 'x-upload-chunk-size': String(3 * MIB) }, 'X-Upload-Chunk-Size'],
    ['chunk size 0', { 'x-upload-chunk-size': '0' }, 'X-Upload-Chunk-Size'],
  ])('inconsistent headers: %s', async (_name, headers, field) => {
    const data = read(HEIC);
    const r = await sendChunk(client, { fileId: randomUUID(), data, index: 1, headers });
    expectRefusal(r, 'uploadChunkInvalid', field);
  });

  it('a body shorter than the chunk it claims to be', async () => {
    const data = read(HEIC);
    const body = data.subarray(0, 1000);
    const r = await sendChunk(client, {
      fileId: randomUUID(),
      data,
      index: 1,
      body,
      headers: { 'x-upload-chunk-sha256': sha256(body) },
    });
    expectRefusal(r, 'uploadChunkInvalid', 'body');
  });

  it('a body over the 2 MiB chunk limit (never read whole)', async () => {
    const body = Buffer.alloc(2 * MIB + 1);
    const r = await sendChunk(client, {
      fileId: randomUUID(),
      data: body,
      index: 1,
      body,
      chunkSize: 2 * MIB,
    });
    expectRefusal(r, 'uploadChunkInvalid', 'body');
  });

  it('headers that change after the first chunk', async () => {
    const data = read(HEIC);
    const fileId = randomUUID();
    await sendChunk(client, { fileId, data, index: 1 });
    const longer = Buffer.concat([data, Buffer.alloc(10)]);
    const r = await sendChunk(client, { fileId, data: longer, index: 2 });
    expectRefusal(r, 'uploadChunkInvalid', 'X-Upload-Total-Size');
  });

  it('missing and malformed headers, each named', async () => {
    const data = read(PDF);
    const r = await sendChunk(client, {
      fileId: randomUUID(),
      data,
      index: 1,
      headers: {
        'x-upload-total-size': undefined,
        'x-upload-chunk-index': '1e3',
        'x-upload-chunk-sha256': 'not-hex',
        'x-upload-purpose': 'everything',
      },
    });
    const body = expectRefusal(r, 'requiredField', 'X-Upload-Total-Size');
    expect(body.errors['domainValidations.X-Upload-Chunk-Index']).toEqual(['invalidField']);
    expect(body.errors['domainValidations.X-Upload-Chunk-Sha256']).toEqual(['invalidField']);
    expect(body.errors['domainValidations.X-Upload-Purpose']).toEqual(['invalidField']);
  });

  it.each(['../../etc/passwd', 'short', 'a b c d e f g h', 'x'.repeat(65)])(
    'a malformed file id %j',
    async (fileId) => {
      const r = await sendChunk(client, { fileId, data: read(PDF), index: 1 });
      expectRefusal(r, 'uploadFileIdInvalid', 'X-Upload-File-Id');
    },
  );

  it('a body that is not application/octet-stream', async () => {
    const r = await client.request({
      method: 'POST',
      url: CHUNK_URL,
      headers: {
        ...chunkHeaders({ fileId: randomUUID(), data: Buffer.from('{}'), index: 1 }),
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expectRefusal(r, 'unsupportedMediaType');
    const xml = await client.request({
      method: 'POST',
      url: CHUNK_URL,
      headers: {
        ...chunkHeaders({ fileId: randomUUID(), data: Buffer.from('<a/>'), index: 1 }),
        'content-type': 'application/xml',
      },
      payload: '<a/>',
    });
    expectRefusal(xml, 'unsupportedMediaType');
  });

  it('more than 50 MB declared: uploadFileSizeInvalid with its parameters', async () => {
    const chunk = Buffer.alloc(2 * MIB);
    const r = await client.request({
      method: 'POST',
      url: CHUNK_URL,
      headers: {
        ...chunkHeaders({ fileId: randomUUID(), data: chunk, index: 1, fileName: 'huge.tif' }),
        'x-upload-total-size': String(60 * MIB),
        'x-upload-chunk-count': '30',
      },
      payload: chunk,
    });
    const body = expectRefusal(r, 'uploadFileSizeInvalid', 'X-Upload-Total-Size');
    expect(body.params).toEqual({
      fileName: 'huge.tif',
      maxSize: '50 MB',
      maxSizeBytes: 52_428_800,
    });
  });

  it('a text file named .png: uploadFileTypeInvalid, and nothing kept', async () => {
    const data = Buffer.from('This is plain text, not a PNG image at all.\n'.repeat(3));
    const { fileId, responses } = await uploadFile(client, data, {
      fileName: 'logo.png',
      fileType: 'image/png',
    });
    const body = expectRefusal(responses[0]!, 'uploadFileTypeInvalid');
    expect(body.params).toMatchObject({ fileName: 'logo.png' });
    expect(String(body.params?.acceptableFiles)).toContain('heic');
    expect((await status(client, fileId)).code).toBe(404);
  });

  it('an HTML page with an inline SVG, named photo.png: uploadFileTypeInvalid', async () => {
    const html =
      '<!DOCTYPE html>\n<html><body><svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100"/></svg></body></html>\n';
    for (const purpose of ['original', 'design'] as const) {
      const { fileId, responses } = await uploadFile(client, Buffer.from(html), {
        fileName: 'photo.png',
        fileType: 'image/png',
        purpose,
      });
      const body = expectRefusal(responses[0]!, 'uploadFileTypeInvalid');
      expect(body.params).toMatchObject({ fileName: 'photo.png' });
      expect((await status(client, fileId)).code).toBe(404);
    }
  });

  it('an SVG whose DOCTYPE declares entities (billion laughs): svgEntityDeclarations', async () => {
    const lol = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE svg [',
      '  <!ENTITY lol "lol">',
      '  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">',
      '  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">',
      ']>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><text>&lol3;</text></svg>',
    ].join('\n');
    for (const purpose of ['original', 'design'] as const) {
      const { fileId, responses } = await uploadFile(client, Buffer.from(lol), {
        fileName: 'lol.svg',
        fileType: 'image/svg+xml',
        purpose,
      });
      const body = expectRefusal(responses[0]!, 'svgEntityDeclarations');
      expect(body.params).toMatchObject({ fileName: 'lol.svg' });
      expect((await status(client, fileId)).code).toBe(404);
    }
  });

  it('a wrong type found when chunk 1 arrives last deletes the chunks already stored', async () => {
    const data = Buffer.alloc(3 * MIB, 0x41); // "AAAA…": no known signature
    const { fileId, responses } = await uploadFile(client, data, {
      chunkSize: MIB,
      order: [2, 3, 1],
    });
    expect(responses.map((r) => r.statusCode)).toEqual([206, 206, 400]);
    expect((await status(client, fileId)).code).toBe(404);
    const rows = await t.app.db.selectFrom('upload_files').select('id').execute();
    for (const key of await t.app.uploads.storage.list('uploads/')) {
      expect(rows.map((r) => r.id)).toContain(key.split('/')[1]);
    }
  });

  it('anti-forgery header required', async () => {
    const r = await client.request({
      method: 'POST',
      url: CHUNK_URL,
      headers: chunkHeaders({ fileId: randomUUID(), data: read(PDF), index: 1 }),
      payload: read(PDF),
      xsrf: false,
    });
    expectRefusal(r, 'antiForgeryInvalid');
  });
});

describe('tests/corpus/bad: the server checks the signature only', () => {
  /** Refused by type or accepted as bytes (decoding, and refusing bombs, is the browser's job). */
  const EXPECTED: Record<string, number | string> = {
    'pdf-renamed.jpg': 200, // stored as the PDF it is
    'png-65536x65536-1bit-bomb.png': 200,
    'png-bomb-30000x30000-1bit.png': 200,
    'psd-absurd-width-2147483647.psd': 200,
    'text-renamed.png': 'uploadFileTypeInvalid',
    'truncated-half.jpg': 200,
    'truncated-mid-idat.png': 200,
    'zero-byte.jpg': 'emptyFile',
  };
  const files = fs.readdirSync(corpusFile('bad')).filter((n) => !n.startsWith('.'));

  it.each(files)('%s', async (name) => {
    const data = read(`bad/${name}`);
    const { fileId, responses } = await uploadFile(client, data, { fileName: name });
    const last = responses.at(-1) ?? (await sendChunk(client, { fileId, data, index: 1 }));
    const expected = EXPECTED[name];
    if (typeof expected === 'string') expectRefusal(last, expected);
    else if (expected === 200) {
      expect(last.statusCode).toBe(200);
      expect((await storedFile(fileId))?.equals(data)).toBe(true);
    } else expect([200, 400]).toContain(last.statusCode); // a file added later: never a 500
  });

  it('the renamed PDF is recorded as a PDF', async () => {
    const { fileId } = await uploadFile(client, read('bad/pdf-renamed.jpg'), {
      fileName: 'pdf-renamed.jpg',
      fileType: 'image/jpeg',
    });
    const row = await t.app.db
      .selectFrom('upload_files')
      .select(['format', 'declared_type'])
      .where('file_id', '=', fileId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ format: 'pdf', declared_type: 'image/jpeg' });
  });
});

describe('names and ids', () => {
  it.each([
    ['../../../../etc/passwd.png', 'passwd.png'],
    ['/absolute/logo.png', 'logo.png'],
    ['..\\..\\windows\\logo.png', 'logo.png'],
    ['logo\u0000.png', 'logo.png'],
    ['ロゴ.png', /^upload-[0-9a-f]{8}\.png$/],
  ])('the name %j is kept only as a display name (%s)', async (name, expected) => {
    const data = read('png/palette8.png');
    const { fileId, responses } = await uploadFile(client, data, { fileName: name });
    expect(responses[0]!.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('upload_files')
      .select(['id', 'file_name'])
      .where('file_id', '=', fileId)
      .executeTakeFirstOrThrow();
    if (typeof expected === 'string') expect(row.file_name).toBe(expected);
    else expect(row.file_name).toMatch(expected);
    expect(await t.app.uploads.storage.list(`uploads/${row.id}/`)).toEqual([
      `uploads/${row.id}/file`,
    ]);
    for (const key of await t.app.uploads.storage.list(''))
      expect(key).toMatch(/^uploads\/[0-9a-f]{32}\/(file|chunks\/\d{6}-[0-9a-f]{64})$/);
  });

  it("another session's file id is refused and its upload left alone", async () => {
    const data = read(HEIC);
    const fileId = randomUUID();
    expect((await sendChunk(client, { fileId, data, index: 1 })).statusCode).toBe(206);
    const other = await new TestClient(t.app).start();
    const r = await sendChunk(other, { fileId, data, index: 2 });
    expectRefusal(r, 'uploadFileIdInvalid', 'X-Upload-File-Id');
    expect((await status(other, fileId)).code).toBe(404);
    expect((await status(client, fileId)).body.received).toEqual([1]);
    expect((await sendChunk(client, { fileId, data, index: 2 })).statusCode).toBe(200);
  });

  it('GET of an unknown or malformed file id', async () => {
    expect((await status(client, randomUUID())).code).toBe(404);
    expect((await status(client, 'bad id!')).code).toBe(400);
  });
});

describe('DELETE: a client drops its upload', () => {
  const remove = (c: TestClient, fileId: string) =>
    c.request({ method: 'DELETE', url: `${CHUNK_URL}/${fileId}` });

  it('an upload in progress is deleted at once, bytes and all; then it is unknown', async () => {
    const data = read(HEIC);
    const fileId = randomUUID();
    expect((await sendChunk(client, { fileId, data, index: 1 })).statusCode).toBe(206);
    const row = await t.app.db
      .selectFrom('upload_files')
      .select('id')
      .where('file_id', '=', fileId)
      .executeTakeFirstOrThrow();
    expect((await remove(client, fileId)).json()).toEqual({ fileId, deleted: true });
    expect((await status(client, fileId)).code).toBe(404);
    expect(await t.app.uploads.storage.list(`uploads/${row.id}/`)).toEqual([]);
    expect((await remove(client, fileId)).json()).toEqual({ fileId, deleted: false });
    // A chunk still on its way when the client gave up cannot start the upload again.
    expectRefusal(await sendChunk(client, { fileId, data, index: 2 }), 'uploadFileIdInvalid');
    expect((await status(client, fileId)).code).toBe(404);
  });

  it('an id dropped before its first chunk arrived is refused when that chunk comes', async () => {
    const data = read(PDF);
    const fileId = randomUUID();
    expect((await remove(client, fileId)).json()).toEqual({ fileId, deleted: false });
    expectRefusal(await sendChunk(client, { fileId, data, index: 1 }), 'uploadFileIdInvalid');
    const rows = await t.app.db
      .selectFrom('upload_files')
      .select('id')
      .where('file_id', '=', fileId)
      .execute();
    expect(rows).toEqual([]);
  });

  it("someone else's upload, an attached one and a malformed id are refused", async () => {
    const data = read(PDF);
    const fileId = randomUUID();
    expect((await sendChunk(client, { fileId, data, index: 1 })).statusCode).toBe(200);
    const other = await new TestClient(t.app).start();
    expect((await remove(other, fileId)).statusCode).toBe(404);
    const attach = await client.request({
      method: 'POST',
      url: `/api/v1/EditorElement/AttachUploadedTemporaryFile/${fileId}`,
    });
    expect(attach.statusCode).toBe(200);
    expect((await remove(client, fileId)).statusCode).toBe(400);
    expect((await status(client, fileId)).body.result).toBe('Success');
    expect((await remove(client, 'bad id!')).statusCode).toBe(400);
    const noToken = await client.request({
      method: 'DELETE',
      url: `${CHUNK_URL}/${randomUUID()}`,
      xsrf: false,
    });
    expect(noToken.statusCode).toBe(400);
  });
});
