/**
 * Saved designs through `inject` on a real SQLite file: save, list, reopen, rename, delete,
 * count; ownership of the design and of every file id in the payload; prices from the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import type {
  CountAnswer,
  DesignCalculatorAnswer,
  DesignSearchAnswer,
  SavedDesign,
  UserSvgAnswer,
} from '../../src/domain/designs/protocol';
import type { ExportedFiles } from '../testing/designClient';
import { bannerDocument, exportFiles, savePayload } from '../testing/designClient';
import { getDesign } from '../testing/designFileClient';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';

let t: TestApp;
let ann: TestClient;
let bob: TestClient;
let annFiles: ExportedFiles;
let bobFiles: ExportedFiles;

// The app and the exports take more than the default 10 s when the machine is loaded.
beforeAll(async () => {
  t = await createTestApp();
  ann = await new TestClient(t.app).start();
  bob = await new TestClient(t.app).start();
  annFiles = await exportFiles(ann);
  bobFiles = await exportFiles(bob);
}, 60_000);
afterAll(() => t.close());

async function save(client: TestClient, body: unknown) {
  return client.postJson<{ id: string } & ApiErrorBody>('/api/v1/Designer/Design', body);
}
async function send<T>(
  client: TestClient,
  method: 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const r = await client.request({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: r.statusCode, body: r.json<T>() };
}
const search = (client: TestClient, body: unknown = {}) =>
  client.postJson<DesignSearchAnswer>('/api/v1/Designer/Search', body);

describe('saving a design', () => {
  it('stores a guest design priced by the server, reopened editable with its files', async () => {
    const saved = await save(ann, savePayload(annFiles));
    expect(saved.status).toBe(200);
    expect(saved.body.id).toMatch(/^[0-9a-f-]{36}$/);

    const opened = await ann.getJson<DesignCalculatorAnswer>(
      `/api/v1/Designer/${saved.body.id}/calculator`,
    );
    expect(opened.status).toBe(200);
    // The client said 0.01; the banner costs 49.00.
    expect(opened.body.design.price).toBe(49);
    expect(opened.body.productCalculator.pricing.totalDiscountedPrice).toBe(49);
    expect(opened.body.design).toMatchObject({
      name: 'Shop banner',
      description: 'For the front window',
      product: { productId: 101, name: 'Vinyl Banner' },
      width: 72,
      height: 36,
      measurementUnit: 5,
      quantity: 1,
      designPng: annFiles.png.path,
      designSvg: annFiles.svg.path,
      imageId: annFiles.thumbnail.path,
      designDocument: bannerDocument(),
    });
    // The resolved options are what was priced (the defaults here).
    expect(opened.body.design.accessories.material).toEqual(['vinyl-13oz']);
    const svg = await ann.getJson<UserSvgAnswer>(`/api/v1/Designer/GetUserSvg/${saved.body.id}`);
    expect(svg.body).toEqual({
      id: saved.body.id,
      designSvg: annFiles.svg.path,
      backSideDesignSVG: null,
    });
    expect((await getDesign(ann, svg.body.designSvg!)).statusCode).toBe(200);
  });

  it('refuses another session’s file ids, and ids that are not file ids', async () => {
    for (const field of ['designSvg', 'designPng', 'thumbnail', 'backSideDesignPng'] as const) {
      const r = await save(ann, savePayload(annFiles, { [field]: bobFiles.png.path }));
      expect(r.status).toBe(400);
      expect(r.body.errors[`domainValidations.${field}`]).toEqual(['designFileNotOwned']);
    }
    const bare = await save(ann, savePayload(annFiles, { designPng: bobFiles.png.id }));
    expect(bare.body.errors.domainValidations).toEqual(['designFileNotOwned']);
    const junk = await save(ann, savePayload(annFiles, { designSvg: '/etc/passwd' }));
    expect(junk.status).toBe(400);
  });

  it('refuses bad names, sizes, quantities, documents and backgrounds with their keys', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: 'x'.repeat(451) }, 400, 'invalidField'],
      [{ description: 'x'.repeat(451) }, 400, 'invalidField'],
      [{ width: 'wide' }, 400, 'invalidField'],
      [{ width: -4 }, 400, 'sizeOutOfRange'],
      [{ quantity: 0 }, 400, 'quantityInvalid'],
      [{ product: { productId: 999999 } }, 404, 'productNotFound'],
      [{ accessories: { material: ['gold'] } }, 400, 'optionNotFound'],
      [{ designDocument: { format: 'x' } }, 400, 'designDocumentInvalid'],
      [{ backgroundImagePath: 'https://evil.example/a.png' }, 400, 'backgroundImageInvalid'],
      [
        { backgroundImagePath: '/api/v1/system/source?id=someoneElse' },
        400,
        'backgroundImageInvalid',
      ],
    ];
    for (const [extra, status, key] of cases) {
      const r = await save(ann, savePayload(annFiles, extra));
      expect([JSON.stringify(extra), r.status]).toEqual([JSON.stringify(extra), status]);
      expect(Object.values(r.body.errors).flat()).toContain(key);
    }
    const accessory = await save(
      ann,
      savePayload(null, { product: { productId: 1386 }, width: 10, height: 30 }),
    );
    expect(accessory.body.errors.domainValidations).toEqual(['productNotDesignable']);
  });
});

describe('the list, rename, delete and count', () => {
  it('lists the caller’s designs only, paged and by name; counts them', async () => {
    const fresh = await new TestClient(t.app).start();
    const files = await exportFiles(fresh);
    for (const name of ['Spring sale', 'Summer sale', 'Menu 50%_off'])
      expect((await save(fresh, savePayload(files, { name }))).status).toBe(200);
    const all = await search(fresh, { page: { number: 0, size: 2 } });
    expect(all.body.count).toBe(3);
    expect(all.body.data.map((d) => d.name)).toEqual(['Menu 50%_off', 'Summer sale']);
    expect((await search(fresh, { pattern: 'SALE' })).body.count).toBe(2);
    // LIKE wildcards are searched as text.
    expect((await search(fresh, { pattern: '%_' })).body.data.map((d) => d.name)).toEqual([
      'Menu 50%_off',
    ]);
    expect((await fresh.getJson<CountAnswer>('/api/v1/Designer/Quantity')).body).toEqual({
      count: 3,
    });
    // Another session sees none of them.
    const other = await new TestClient(t.app).start();
    expect((await search(other)).body).toEqual({ count: 0, data: [] });
    expect((await other.getJson<CountAnswer>('/api/v1/Designer/Quantity')).body.count).toBe(0);
  });

  it('renames, updates in place and deletes; another session gets wrongUser, unknown 404', async () => {
    const { body } = await save(ann, savePayload(annFiles, { name: 'Before' }));
    const id = body.id;
    const renamed = await send<SavedDesign>(ann, 'PATCH', '/api/v1/Designer/Update', {
      id,
      name: 'After',
    });
    expect(renamed.body).toMatchObject({ id, name: 'After', description: 'For the front window' });

    const updated = await send<SavedDesign>(
      ann,
      'PUT',
      '/api/v1/Designer/Design',
      savePayload(annFiles, { id, name: 'After', quantity: 2, price: 1 }),
    );
    expect(updated.body).toMatchObject({ id, quantity: 2, price: 93.1 });

    for (const [method, url, payload] of [
      ['PATCH', '/api/v1/Designer/Update', { id, name: 'Mine now' }],
      ['PUT', '/api/v1/Designer/Design', savePayload(bobFiles, { id })],
      ['DELETE', `/api/v1/Designer/Delete?id=${id}`, undefined],
    ] as const) {
      const r = await send<ApiErrorBody>(bob, method, url, payload);
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual({ general: ['wrongUser'] });
    }
    for (const url of [`/api/v1/Designer/${id}/calculator`, `/api/v1/Designer/GetUserSvg/${id}`]) {
      const r = await bob.getJson<ApiErrorBody>(url);
      expect([r.status, r.body.errors]).toEqual([400, { general: ['wrongUser'] }]);
    }
    const before = (await ann.getJson<CountAnswer>('/api/v1/Designer/Quantity')).body.count;
    const deleted = await send(ann, 'DELETE', `/api/v1/Designer/Delete?id=${id}`);
    expect(deleted.body).toEqual({ id, deleted: true });
    expect((await ann.getJson<CountAnswer>('/api/v1/Designer/Quantity')).body.count).toBe(
      before - 1,
    );
    const gone = await ann.getJson<ApiErrorBody>(`/api/v1/Designer/${id}/calculator`);
    expect([gone.status, gone.body.errors]).toEqual([404, { general: ['resourceNotFound'] }]);
  });

  it('needs the anti-forgery token to save', async () => {
    const r = await ann.request({
      method: 'POST',
      url: '/api/v1/Designer/Design',
      payload: savePayload(annFiles),
      xsrf: false,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json<ApiErrorBody>().errors.domainValidations).toEqual(['antiForgeryInvalid']);
  });
});
