/**
 * Design files through the real endpoints on a real SQLite file: each kind attaches with its
 * measured size and DPI, types and purposes that do not fit are refused, the bytes are served
 * (sandboxed, ranged, revalidated) to their owner only, and the owner deletes them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignFileKind } from '../../src/domain/uploads/designFiles';
import { designFilePath } from '../../src/domain/uploads/designFiles';
import type { UploadErrorBody } from '../../src/domain/uploads/protocol';
import {
  attachDesign,
  DELETE_DESIGN_URL,
  getDesign,
  storeDesign,
  uploadDesign,
} from '../testing/designFileClient';
import { pngBytes, svgBytes, webpBytes } from '../testing/designFileBytes';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { CHUNK_URL, linkSession, MIB, sha256, signIn, uploadFile } from '../testing/uploadClient';
import { DESIGN_FILE_CONTENT_SECURITY_POLICY } from './designFiles';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const guest = () => new TestClient(t.app).start();

const PRINT_PNG = pngBytes({ width: 7200, height: 3600, dpi: 300, totalBytes: 5 * MIB });
const SVG = svgBytes('width="75in" height="37.5in" viewBox="0 0 7200 3600"');
const WEBP_240 = webpBytes(240, 120);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.from('JFIF\0'), 1, 1, 0, 0]);

describe('AttachDesignFile', () => {
  it.each<[string, Buffer, DesignFileKind, object]>([
    [
      'a print PNG (pHYs 300 DPI)',
      PRINT_PNG,
      'png',
      { mimeType: 'image/png', width: 7200, height: 3600, dpi: 300 },
    ],
    [
      'a PNG without pHYs',
      pngBytes({ width: 1200, height: 600 }),
      'png',
      { width: 1200, height: 600, dpi: null },
    ],
    [
      'an SVG sized in inches (CSS px)',
      SVG,
      'svg',
      { mimeType: 'image/svg+xml', width: 7200, height: 3600, dpi: null },
    ],
    ['an SVG sized by its viewBox', svgBytes('viewBox="0 0 300 200"'), 'svg', { width: 300 }],
    ['an SVG without a size', svgBytes(''), 'svg', { width: null, height: null, dpi: null }],
    [
      'a WebP 240 thumbnail',
      WEBP_240,
      'thumbnail240',
      { mimeType: 'image/webp', width: 240, height: 120, dpi: null },
    ],
    [
      'a PNG 960 thumbnail (72 DPI)',
      pngBytes({ width: 960, height: 480, dpi: 72 }),
      'thumbnail960',
      { mimeType: 'image/png', width: 960, height: 480, dpi: 72 },
    ],
  ])('records %s', async (_name, data, kind, expected) => {
    const client = await guest();
    const { fileId, last } = await uploadDesign(client, data);
    expect(last.json()).toMatchObject({ result: 'Success', size: data.length });
    const r = await attachDesign(client, fileId, kind);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      fileId,
      kind,
      bytes: data.length,
      sha256: sha256(data),
      path: designFilePath(r.body.id),
      ...expected,
    });
    expect(r.body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(r.body.path).toBe(`/api/v1/system/designFile?id=${r.body.id}`);
    expect(Number.isNaN(Date.parse(r.body.createdAt))).toBe(false);
  });

  it('answers the same design file to a retried attach; another kind is refused', async () => {
    const client = await guest();
    const { fileId } = await uploadDesign(client, pngBytes({ width: 960, height: 480 }));
    const first = await attachDesign(client, fileId, 'thumbnail960');
    const again = await attachDesign(client, fileId, 'thumbnail960');
    expect(again).toEqual(first);
    const other = await attachDesign(client, fileId, 'png');
    expect(other.status).toBe(400);
    expect(other.body.errors.domainValidations).toEqual(['uploadFileIdInvalid']);
  });

  it.each<[string, Buffer, DesignFileKind, string]>([
    ['an SVG as the print PNG', SVG, 'png', 'png'],
    ['a PNG as the SVG', PRINT_PNG, 'svg', 'svg'],
    ['a WebP as the print PNG', WEBP_240, 'png', 'png'],
    ['an SVG as a thumbnail', SVG, 'thumbnail240', 'webp, png'],
  ])('refuses %s (designFileKindInvalid)', async (_name, data, kind, acceptableFiles) => {
    const client = await guest();
    const { fileId } = await uploadDesign(client, data);
    const r = await attachDesign(client, fileId, kind);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      errors: {
        domainValidations: ['designFileKindInvalid'],
        'domainValidations.kind': ['designFileKindInvalid'],
      },
      params: { kind, acceptableFiles },
    });
  });

  it.each<[string, Buffer]>([
    ['a JPEG', JPEG],
    ['an HTML page holding an inline SVG', Buffer.from('<html><body><svg></svg></body></html>')],
    ['text', Buffer.from('just text, no markup at all')],
  ])('refuses a design upload of %s at chunk 1', async (_name, data) => {
    const client = await guest();
    const { last } = await uploadDesign(client, data);
    expect(last.statusCode).toBe(400);
    expect(last.json<UploadErrorBody>()).toMatchObject({
      result: 'BadRequest',
      errors: { domainValidations: ['uploadFileTypeInvalid'] },
      params: { acceptableFiles: 'png, svg, webp' },
    });
  });

  it('keeps an SVG with script as sent (it is only ever served sandboxed)', async () => {
    const client = await guest();
    const active = svgBytes(
      'width="10" height="10" onload="alert(1)"',
      '<script>alert(2)</script>',
    );
    const stored = await storeDesign(client, active, 'svg');
    const served = await getDesign(client, stored.path);
    expect(served.rawPayload.equals(active)).toBe(true);
  });

  it('refuses uploads of another purpose, incomplete ones, unknown ids and bad queries', async () => {
    const client = await guest();
    const image = await uploadFile(client, pngBytes({ width: 10, height: 10 }), {
      fileName: 'photo.png',
    });
    const asDesign = await attachDesign(client, image.fileId, 'png');
    expect([asDesign.status, asDesign.body.errors.domainValidations]).toEqual([
      400,
      ['uploadPurposeInvalid'],
    ]);
    const design = await uploadDesign(client, pngBytes({ width: 10, height: 10 }));
    const asImage = await client.request({
      method: 'POST',
      url: `/api/v1/EditorElement/AttachUploadedTemporaryFile/${design.fileId}`,
    });
    expect([asImage.statusCode, asImage.json().errors.domainValidations]).toEqual([
      400,
      ['uploadPurposeInvalid'],
    ]);

    const partial = randomUUID();
    await uploadFile(client, PRINT_PNG, { purpose: 'design', fileId: partial, order: [1] });
    const incomplete = await attachDesign(client, partial, 'png');
    expect([incomplete.status, incomplete.body.errors.domainValidations]).toEqual([
      400,
      ['uploadIncomplete'],
    ]);

    expect((await attachDesign(client, randomUUID(), 'png')).status).toBe(404);
    for (const kind of ['', 'jpeg', 'PNG'])
      expect((await attachDesign(client, design.fileId, kind)).status, kind).toBe(400);
    const noXsrf = await client.request({
      method: 'POST',
      url: `/api/v1/EditorElement/AttachDesignFile/${design.fileId}?kind=png`,
      xsrf: false,
    });
    expect(noXsrf.statusCode).toBe(400);
  });
});

describe('GET system/designFile', () => {
  it('serves an SVG sandboxed, nosniff, private, with its ETag', async () => {
    const client = await guest();
    const stored = await storeDesign(client, SVG, 'svg');
    const r = await getDesign(client, stored.path);
    expect(r.statusCode).toBe(200);
    expect(r.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'content-length': String(SVG.length),
      'content-security-policy': DESIGN_FILE_CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
      'accept-ranges': 'bytes',
      etag: `"${sha256(SVG)}"`,
      'content-disposition': 'inline; filename="design-svg.svg"',
    });
    expect(DESIGN_FILE_CONTENT_SECURITY_POLICY).toMatch(/^sandbox; default-src 'none'; /);
    expect(r.rawPayload.equals(SVG)).toBe(true);
    const cached = await getDesign(client, stored.path, { 'if-none-match': `"${sha256(SVG)}"` });
    expect([cached.statusCode, cached.rawPayload.length]).toEqual([304, 0]);
  });

  it.each<[string, Record<string, string>, number, [number, number] | null, string | undefined]>([
    ['the first KB', { range: 'bytes=0-1023' }, 206, [0, 1023], 'bytes 0-1023/5242880'],
    ['the last 100 bytes', { range: 'bytes=-100' }, 206, [5 * MIB - 100, 5 * MIB - 1], undefined],
    ['from 4 MiB on', { range: 'bytes=4194304-' }, 206, [4 * MIB, 5 * MIB - 1], undefined],
    ['past the end', { range: 'bytes=5242880-' }, 416, null, 'bytes */5242880'],
    [
      'several ranges (the whole file)',
      { range: 'bytes=0-1,4-5' },
      200,
      [0, 5 * MIB - 1],
      undefined,
    ],
    [
      'a range of another version',
      { range: 'bytes=0-9', 'if-range': '"x"' },
      200,
      [0, 5 * MIB - 1],
      undefined,
    ],
  ])('serves %s of a print PNG', async (_name, headers, status, bytes, contentRange) => {
    const client = await guest();
    const stored = await storeDesign(client, PRINT_PNG, 'png');
    const r = await getDesign(client, stored.path, headers);
    expect(r.statusCode).toBe(status);
    if (contentRange) expect(r.headers['content-range']).toBe(contentRange);
    if (bytes) {
      const expected = PRINT_PNG.subarray(bytes[0], bytes[1] + 1);
      expect(r.headers['content-length']).toBe(String(expected.length));
      expect(r.rawPayload.equals(expected)).toBe(true);
    }
  });

  it('answers HEAD with the headers only', async () => {
    const client = await guest();
    const stored = await storeDesign(client, PRINT_PNG, 'png');
    const r = await getDesign(client, stored.path, {}, 'HEAD');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-length']).toBe(String(PRINT_PNG.length));
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.rawPayload.length).toBe(0);
  });

  it('refuses malformed ids (400) and unknown ones (404)', async () => {
    const client = await guest();
    expect((await getDesign(client, '/api/v1/system/designFile?id=a/b')).statusCode).toBe(400);
    expect((await getDesign(client, '/api/v1/system/designFile')).statusCode).toBe(400);
    expect((await getDesign(client, designFilePath('unknown'))).statusCode).toBe(404);
  });
});

describe('ownership', () => {
  it('another guest gets 404 for the file, its upload and its deletion, never 403', async () => {
    const owner = await guest();
    const { fileId } = await uploadDesign(owner, SVG);
    const stranger = await guest();
    expect((await attachDesign(stranger, fileId, 'svg')).status).toBe(404);
    const stored = await attachDesign(owner, fileId, 'svg');
    const served = await getDesign(stranger, stored.body.path);
    expect(served.statusCode).toBe(404);
    expect(served.json()).toEqual({ status: 404, errors: { general: ['resourceNotFound'] } });
    const deleted = await stranger.request({
      method: 'DELETE',
      url: `${DELETE_DESIGN_URL}/${stored.body.id}`,
    });
    expect(deleted.statusCode).toBe(404);
    expect((await getDesign(owner, stored.body.path)).statusCode).toBe(200);
  });

  it('a signed-in user reaches its design files from every session, and only its own', async () => {
    const laptop = await guest();
    const userId = await signIn(t.app.db, laptop, 'designs@example.com');
    const stored = await storeDesign(laptop, PRINT_PNG, 'png');
    const phone = await guest();
    await linkSession(t.app.db, phone, userId);
    expect((await getDesign(phone, stored.path)).statusCode).toBe(200);
    const someoneElse = await guest();
    await signIn(t.app.db, someoneElse, 'other@example.com');
    expect((await getDesign(someoneElse, stored.path)).statusCode).toBe(404);
  });
});

describe('DELETE EditorElement/DesignFile', () => {
  it('deletes the file, its upload and its stored bytes', async () => {
    const client = await guest();
    const stored = await storeDesign(client, PRINT_PNG, 'png');
    // An attached design file's upload cannot be dropped on its own.
    const drop = await client.request({ method: 'DELETE', url: `${CHUNK_URL}/${stored.fileId}` });
    expect([drop.statusCode, drop.json().errors.domainValidations]).toEqual([
      400,
      ['uploadFileIdInvalid'],
    ]);
    const upload = await t.app.db
      .selectFrom('upload_files')
      .select('id')
      .where('file_id', '=', stored.fileId)
      .executeTakeFirstOrThrow();
    const r = await client.request({ method: 'DELETE', url: `${DELETE_DESIGN_URL}/${stored.id}` });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ id: stored.id, deleted: true });
    expect((await getDesign(client, stored.path)).statusCode).toBe(404);
    expect(await t.app.uploads.storage.list(`uploads/${upload.id}/`)).toEqual([]);
    const again = await client.request({
      method: 'DELETE',
      url: `${DELETE_DESIGN_URL}/${stored.id}`,
    });
    expect(again.statusCode).toBe(404);
    const noXsrf = await client.request({
      method: 'DELETE',
      url: `${DELETE_DESIGN_URL}/${stored.id}`,
      xsrf: false,
    });
    expect(noXsrf.statusCode).toBe(400);
  });
});
