/**
 * Attach, renditions, system/source, Profile/UploadImages and DeleteImage, with ownership:
 * guests see only their session's images, signed-in users their own.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import type { AttachAnswer, UploadImagesAnswer } from '../../src/domain/uploads/protocol';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { linkSession, sha256, corpusFile, signIn, uploadFile } from '../testing/uploadClient';

const read = (relative: string) => fs.readFileSync(corpusFile(relative));
const HEIC = read('heic/iphone16-grid-irot270-gainmap.heic');
const THUMB_240 = read('webp/lossy-vp8.webp');
const THUMB_960 = read('webp/lossless-alpha-vp8l.webp');
const DISPLAY = read('png/rgba8-alpha-phys-72dpi.png');

const ATTACH = '/api/v1/EditorElement/AttachUploadedFile';
const ATTACH_TEMP = '/api/v1/EditorElement/AttachUploadedTemporaryFile';
const LIST = '/api/v1/Profile/UploadImages';
const DELETE = '/api/v1/EditorElement/DeleteImage';
const SOURCE = '/api/v1/system/source';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function guest(): Promise<TestClient> {
  return new TestClient(t.app).start();
}

async function user(email: string): Promise<{ client: TestClient; userId: number }> {
  const client = await guest();
  return { client, userId: await signIn(t.app.db, client, email) };
}

async function post(client: TestClient, url: string) {
  const r = await client.request({ method: 'POST', url });
  return { status: r.statusCode, body: r.json<AttachAnswer & ApiErrorBody>() };
}

/** Uploads `data` and attaches it as a new image. */
async function uploadImage(client: TestClient, data = HEIC, temporary = true, name = 'photo.heic') {
  const { fileId } = await uploadFile(client, data, { fileName: name });
  const url = `${temporary ? ATTACH_TEMP : ATTACH}/${fileId}?fileName=${encodeURIComponent(name)}`;
  const r = await post(client, url);
  expect(r.status).toBe(200);
  return { fileId, image: r.body };
}

/** Uploads a rendition and attaches it to `imageId`. */
async function attachRendition(client: TestClient, imageId: string, role: string, data: Buffer) {
  const { fileId } = await uploadFile(client, data, {
    purpose: 'rendition',
    fileType: 'image/webp',
  });
  return post(client, `${ATTACH_TEMP}/${fileId}?rendition=${role}&imageId=${imageId}`);
}

function source(client: TestClient, id: string, size: number, extra = '') {
  return client.request({ method: 'GET', url: `${SOURCE}?id=${id}&size=${size}${extra}` });
}

describe('attach', () => {
  it('a guest attaches a temporary image', async () => {
    const client = await guest();
    const { fileId, image } = await uploadImage(client, HEIC, true, 'Mein Foto – 1.heic');
    expect(image).toMatchObject({
      id: image.imageId,
      fileId,
      fileName: 'Mein Foto 1.heic',
      originalMIMEType: 'image/heic',
      mimeType: 'image/heic',
      isTemporary: true,
      size: HEIC.length,
      sha256: sha256(HEIC),
      renditions: [],
      preview: `/api/v1/system/source?id=${image.id}&size=0&isTemporary=true`,
      pixelWidth: null,
      pixelHeight: null,
      pages: 1,
    });
    expect(image.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(image.detailed).toEqual({
      count: 500,
      size: 2048 * 1024 * 1024,
      fileSize: 50 * 1024 * 1024,
      usedSize: HEIC.length,
      usedCount: 1,
      logOutCount: 10,
      logOutFileSize: 200 * 1024 * 1024,
    });
  });

  it('keeps the pixel size the editor measured, both sides or neither', async () => {
    const client = await guest();
    const { fileId } = await uploadFile(client, HEIC, { fileName: 'p.heic' });
    for (const query of [
      'pixelWidth=4284',
      'pixelHeight=5712',
      'pixelWidth=0&pixelHeight=5',
      'pixelWidth=1.5&pixelHeight=2',
      'pixelWidth=1000000&pixelHeight=2',
    ]) {
      expect((await post(client, `${ATTACH_TEMP}/${fileId}?${query}`)).status, query).toBe(400);
    }
    const r = await post(client, `${ATTACH_TEMP}/${fileId}?pixelWidth=4284&pixelHeight=5712`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect([r.body.pixelWidth, r.body.pixelHeight]).toEqual([4284, 5712]);
    const list = await client.getJson<UploadImagesAnswer>(LIST);
    expect(list.body.images[0]).toMatchObject({ pixelWidth: 4284, pixelHeight: 5712 });
  });

  it('keeps the pages the editor counted (issue 15 item 12), 1 to 10,000', async () => {
    const client = await guest();
    const { fileId } = await uploadFile(client, HEIC, { fileName: 'two.heic' });
    for (const query of ['pages=0', 'pages=1.5', 'pages=10001', 'pages=-2', 'pages=two']) {
      expect((await post(client, `${ATTACH_TEMP}/${fileId}?${query}`)).status, query).toBe(400);
    }
    const r = await post(client, `${ATTACH_TEMP}/${fileId}?pages=2`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.pages).toBe(2);
    // After a reload the list still says 2 pages, so the same choice is offered.
    const list = await client.getJson<UploadImagesAnswer>(LIST);
    expect(list.body.images[0]).toMatchObject({ fileName: 'two.heic', pages: 2 });
  });

  it('attaching the same file again answers the same image', async () => {
    const client = await guest();
    const { fileId, image } = await uploadImage(client);
    const again = await post(client, `${ATTACH_TEMP}/${fileId}`);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(image.id);
  });

  it('AttachUploadedFile needs a signed-in user (401 for guests)', async () => {
    const client = await guest();
    const { fileId } = await uploadFile(client, HEIC);
    const r = await post(client, `${ATTACH}/${fileId}`);
    expect(r.status).toBe(401);
    expect(r.body.errors).toEqual({ general: ['sessionExpired'] });
  });

  it('a signed-in user attaches a permanent image', async () => {
    const { client } = await user('attach@example.com');
    const { image } = await uploadImage(client, HEIC, false);
    expect(image).toMatchObject({ isTemporary: false });
    expect(image.preview).toBe(`/api/v1/system/source?id=${image.id}&size=0`);
  });

  it('refuses incomplete uploads, unknown ids, the wrong purpose and bad queries', async () => {
    const client = await guest();
    const partial = await uploadFile(client, HEIC, { order: [1] });
    expect((await post(client, `${ATTACH_TEMP}/${partial.fileId}`)).body.errors).toMatchObject({
      domainValidations: ['uploadIncomplete'],
    });
    expect((await post(client, `${ATTACH_TEMP}/00000000-0000-0000-0000-000000000000`)).status).toBe(
      404,
    );
    const rendition = await uploadFile(client, THUMB_240, { purpose: 'rendition' });
    expect((await post(client, `${ATTACH_TEMP}/${rendition.fileId}`)).body.errors).toMatchObject({
      domainValidations: ['uploadPurposeInvalid'],
    });
    const { fileId, image } = await uploadImage(client);
    const asRendition = await post(
      client,
      `${ATTACH_TEMP}/${fileId}?rendition=display&imageId=${image.id}`,
    );
    expect(asRendition.body.errors).toMatchObject({ domainValidations: ['uploadPurposeInvalid'] });
    for (const query of ['?rendition=display', '?imageId=abc', '?rendition=huge&imageId=abc']) {
      expect((await post(client, `${ATTACH_TEMP}/${rendition.fileId}${query}`)).status).toBe(400);
    }
    expect((await post(client, `${ATTACH_TEMP}/..%2F..%2Fetc`)).status).toBe(400);
  });

  it('needs the anti-forgery header', async () => {
    const client = await guest();
    const { fileId } = await uploadFile(client, HEIC);
    const r = await client.request({
      method: 'POST',
      url: `${ATTACH_TEMP}/${fileId}`,
      xsrf: false,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json<ApiErrorBody>().errors.domainValidations).toEqual(['antiForgeryInvalid']);
  });
});

describe('renditions and system/source', () => {
  it('serves the thumbnail, display raster and original, falling back while renditions are missing', async () => {
    const client = await guest();
    const { image } = await uploadImage(client);
    // No renditions yet: every size falls back to the original.
    const early = await source(client, image.id, 0, '&isTemporary=true');
    expect(early.statusCode).toBe(200);
    expect(early.headers['content-type']).toBe('image/heic');

    expect((await attachRendition(client, image.id, 'thumbnail240', THUMB_240)).status).toBe(200);
    expect((await attachRendition(client, image.id, 'thumbnail960', THUMB_960)).status).toBe(200);
    const withDisplay = await attachRendition(client, image.id, 'display', DISPLAY);
    expect(withDisplay.body).toMatchObject({
      id: image.id,
      originalMIMEType: 'image/heic',
      mimeType: 'image/png',
      renditions: ['thumbnail240', 'thumbnail960', 'display'],
    });

    const cases: [number, Buffer, string, string][] = [
      [0, THUMB_240, 'image/webp', 'inline'],
      [3, THUMB_960, 'image/webp', 'inline'],
      [1, DISPLAY, 'image/png', 'inline'],
      [2, HEIC, 'image/heic', 'attachment'],
    ];
    for (const [size, bytes, type, disposition] of cases) {
      const r = await source(client, image.id, size);
      expect(r.statusCode, `size ${size}`).toBe(200);
      expect(r.rawPayload.equals(bytes), `size ${size}`).toBe(true);
      expect(r.headers['content-type']).toBe(type);
      expect(r.headers['content-length']).toBe(String(bytes.length));
      expect(r.headers['content-disposition']).toBe(`${disposition}; filename="photo.heic"`);
      expect(r.headers['cache-control']).toBe('private, no-cache');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['content-security-policy']).toContain('sandbox');
      expect(r.headers.etag).toBe(`"${sha256(bytes)}"`);
    }
    // Size 1 is the default.
    expect(
      (await client.request({ method: 'GET', url: `${SOURCE}?id=${image.id}` })).rawPayload.equals(
        DISPLAY,
      ),
    ).toBe(true);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const client = await guest();
    const { image } = await uploadImage(client);
    const r = await client.request({
      method: 'GET',
      url: `${SOURCE}?id=${image.id}&size=2`,
      headers: { 'if-none-match': `"${sha256(HEIC)}"` },
    });
    expect(r.statusCode).toBe(304);
    expect(r.rawPayload.length).toBe(0);
  });

  it('replacing a rendition deletes the previous file', async () => {
    const client = await guest();
    const { image } = await uploadImage(client);
    await attachRendition(client, image.id, 'thumbnail240', THUMB_240);
    const before = await t.app.uploads.storage.list('uploads/');
    await attachRendition(client, image.id, 'thumbnail240', THUMB_960);
    const after = await t.app.uploads.storage.list('uploads/');
    expect(after.length).toBe(before.length);
    expect((await source(client, image.id, 0)).rawPayload.equals(THUMB_960)).toBe(true);
  });

  it.each([
    ['no id', ''],
    ['a bad size', '?id=abc&size=9'],
    ['a bad id', '?id=../../etc/passwd&size=0'],
    ['a bad isTemporary', '?id=abc&isTemporary=maybe'],
  ])('400 for %s', async (_name, query) => {
    const client = await guest();
    expect((await client.request({ method: 'GET', url: `${SOURCE}${query}` })).statusCode).toBe(
      400,
    );
  });
});

describe('an uploaded SVG is shown from its sanitised copy', () => {
  /** What an outside client may send: script, an event attribute, external references. */
  const HOSTILE = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
      'width="200" height="100" onload="alert(1)"><script>alert(2)</script>' +
      '<image href="https://tracker.example/pixel.png" width="10" height="10"/>' +
      '<use xlink:href="https://tracker.example/sprite.svg#a"/>' +
      '<rect width="200" height="100" fill="#3a7" style="fill:url(https://tracker.example/p)"/>' +
      '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://tracker.example/"/></foreignObject>' +
      '</svg>',
  );

  it.each([0, 1, 3])(
    'size %i: the sanitised SVG, inline, without script or external reference',
    async (size) => {
      const client = await guest();
      const { image } = await uploadImage(client, HOSTILE, true, 'logo.svg');
      expect(image.originalMIMEType).toBe('image/svg+xml');
      const r = await source(client, image.id, size);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(r.headers['content-disposition']).toMatch(/^inline/);
      expect(r.body).toContain('<rect');
      for (const bad of ['<script', 'onload', 'tracker.example', 'foreignObject', 'iframe'])
        expect(r.body).not.toContain(bad);
      // Revalidation by its own ETag: the copy is kept, not made again for a 304.
      const again = await client.request({
        method: 'GET',
        url: `${SOURCE}?id=${image.id}&size=${size}`,
        headers: { 'if-none-match': String(r.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    },
  );

  it('size 2 is the original as sent, as an attachment', async () => {
    const client = await guest();
    const { image } = await uploadImage(client, HOSTILE, true, 'logo.svg');
    const r = await source(client, image.id, 2);
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.equals(HOSTILE)).toBe(true);
    expect(r.headers['content-disposition']).toMatch(/^attachment/);
  });
});

describe('ownership', () => {
  it("a guest never reaches another session's image", async () => {
    const owner = await guest();
    const { fileId, image } = await uploadImage(owner);
    const stranger = await guest();
    expect((await source(stranger, image.id, 0)).statusCode).toBe(404);
    expect((await source(stranger, image.id, 2)).statusCode).toBe(404);
    expect((await post(stranger, `${ATTACH_TEMP}/${fileId}`)).status).toBe(404);
    const other = await uploadFile(stranger, THUMB_240, { purpose: 'rendition' });
    const hijack = await post(
      stranger,
      `${ATTACH_TEMP}/${other.fileId}?rendition=thumbnail240&imageId=${image.id}`,
    );
    expect(hijack.status).toBe(404);
    const del = await stranger.request({ method: 'DELETE', url: `${DELETE}?imageId=${image.id}` });
    expect(del.statusCode).toBe(404);
    expect((await stranger.getJson<UploadImagesAnswer>(LIST)).body.images).toEqual([]);
    expect((await source(owner, image.id, 2)).statusCode).toBe(200);
  });

  it('a signed-in user sees its images from every session, and only its own', async () => {
    const first = await user('owner@example.com');
    const { image } = await uploadImage(first.client, HEIC, false);
    const secondSession = await guest();
    await linkSession(t.app.db, secondSession, first.userId);
    const list = await secondSession.getJson<UploadImagesAnswer>(LIST);
    expect(list.body.images.map((i) => i.id)).toEqual([image.id]);
    expect((await source(secondSession, image.id, 2)).statusCode).toBe(200);

    const someoneElse = await user('else@example.com');
    expect((await source(someoneElse.client, image.id, 0)).statusCode).toBe(404);
    expect((await someoneElse.client.getJson<UploadImagesAnswer>(LIST)).body.images).toEqual([]);
  });

  it('a guest who signs in keeps the temporary images of its session', async () => {
    const client = await guest();
    const { image } = await uploadImage(client);
    await signIn(t.app.db, client, 'later@example.com');
    const list = await client.getJson<UploadImagesAnswer>(LIST);
    expect(list.body.images.map((i) => [i.id, i.isTemporary])).toEqual([[image.id, true]]);
  });
});

describe('list and delete', () => {
  it('lists the caller’s images newest first with the details', async () => {
    const client = await guest();
    const a = await uploadImage(client, HEIC, true, 'first.heic');
    const b = await uploadImage(client, DISPLAY, true, 'second.png');
    const { status, body } = await client.getJson<UploadImagesAnswer>(LIST);
    expect(status).toBe(200);
    expect(body.images.map((i) => i.fileName)).toEqual(['second.png', 'first.heic']);
    expect(body.images.map((i) => i.id).sort()).toEqual([a.image.id, b.image.id].sort());
    expect(body.detailed).toMatchObject({ usedCount: 2, usedSize: HEIC.length + DISPLAY.length });
    expect(body.signedIn).toBe(false);
    const { client: member } = await user('lister@example.com');
    expect((await member.getJson<UploadImagesAnswer>(LIST)).body.signedIn).toBe(true);
  });

  it('deletes the image, its renditions and their stored files', async () => {
    const client = await guest();
    const { image } = await uploadImage(client);
    await attachRendition(client, image.id, 'thumbnail240', THUMB_240);
    const ids = await t.app.db
      .selectFrom('uploaded_image_files')
      .select('upload_id')
      .where('image_id', '=', image.id)
      .execute();
    expect(ids).toHaveLength(2);
    const r = await client.request({ method: 'DELETE', url: `${DELETE}?imageId=${image.id}` });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ imageId: image.id, detailed: { usedCount: 0, usedSize: 0 } });
    for (const { upload_id } of ids)
      expect(await t.app.uploads.storage.list(`uploads/${upload_id}/`)).toEqual([]);
    expect(
      await t.app.db
        .selectFrom('upload_files')
        .select('id')
        .where(
          'id',
          'in',
          ids.map((i) => i.upload_id),
        )
        .execute(),
    ).toEqual([]);
    expect((await source(client, image.id, 0)).statusCode).toBe(404);
    const again = await client.request({ method: 'DELETE', url: `${DELETE}?imageId=${image.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('DeleteImage needs an imageId and the anti-forgery header', async () => {
    const client = await guest();
    expect((await client.request({ method: 'DELETE', url: DELETE })).statusCode).toBe(400);
    const { image } = await uploadImage(client);
    const r = await client.request({
      method: 'DELETE',
      url: `${DELETE}?imageId=${image.id}`,
      xsrf: false,
    });
    expect(r.statusCode).toBe(400);
    expect((await source(client, image.id, 0)).statusCode).toBe(200);
  });
});
