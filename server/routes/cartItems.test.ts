/**
 * The cart through `inject` on a real SQLite file: add (an array, all or none), update, list,
 * count, delete, reopen with the calculator; prices recomputed by the server whatever the
 * client says; ownership of items and of file ids; saved designs to the cart; wrongCartItem.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import type {
  CartCalculatorAnswer,
  CartItem,
  CheckMyDesignOptionsAnswer,
  CountAnswer,
} from '../../src/domain/designs/protocol';
import type { ExportedFiles } from '../testing/designClient';
import { cartPayload, exportFiles, savePayload } from '../testing/designClient';
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

const add = (client: TestClient, items: unknown[]) =>
  client.postJson<CartItem[] & ApiErrorBody>('/api/v1/Shopping/CartItems', items);
async function put(client: TestClient, payload: unknown) {
  const r = await client.request({
    method: 'PUT',
    url: '/api/v1/Shopping/CartItem',
    payload: payload as object,
  });
  return { status: r.statusCode, body: r.json<CartItem & ApiErrorBody>() };
}
const count = async (client: TestClient) =>
  (await client.getJson<CountAnswer>('/api/v1/Shopping/CartsQuantity')).body.count;

describe('cart items', () => {
  it('adds items priced by the server, whatever price the client sends', async () => {
    const r = await add(ann, [
      cartPayload(annFiles, { price: 0.01 }),
      cartPayload(annFiles, { quantity: 1, price: 999 }),
    ]);
    expect(r.status).toBe(200);
    // 2 banners: 2 x 46.55 (5 % off) = 93.10; 1 banner 49.00.
    expect(r.body.map((i) => i.price)).toEqual([93.1, 49]);
    expect(r.body[0]).toMatchObject({
      productId: 101,
      productName: 'Vinyl Banner',
      quantity: 2,
      count: 2,
      width: 72,
      height: 36,
      designPng: annFiles.png.path,
      thumbnail: annFiles.thumbnail.path,
      isSavedForLater: false,
    });
    expect(await count(ann)).toBe(2);
    const reopened = await ann.getJson<CartCalculatorAnswer>(
      `/api/v1/Shopping/carts/${r.body[0]!.id}/calculator`,
    );
    expect(reopened.status).toBe(200);
    expect(reopened.body.cartItem.id).toBe(r.body[0]!.id);
    expect(reopened.body.productCalculator.filter.quantity).toBe(2);
  });

  it('adds none of an array when one item is refused', async () => {
    const before = await count(ann);
    const r = await add(ann, [
      cartPayload(annFiles),
      cartPayload(annFiles, { designPng: bobFiles.png.path }),
    ]);
    expect(r.status).toBe(400);
    expect(r.body.errors['domainValidations.designPng']).toEqual(['designFileNotOwned']);
    expect(await count(ann)).toBe(before);
    expect((await add(ann, [])).status).toBe(400);
  });

  it('updates an item in place with a new price; another session gets wrongUser', async () => {
    const [item] = (await add(ann, [cartPayload(annFiles)])).body;
    const updated = await put(ann, cartPayload(annFiles, { id: item!.id, quantity: 1, price: 0 }));
    expect(updated.body).toMatchObject({ id: item!.id, quantity: 1, price: 49 });

    const stolen = await put(bob, cartPayload(bobFiles, { id: item!.id }));
    expect([stolen.status, stolen.body.errors]).toEqual([400, { general: ['wrongUser'] }]);
    const peek = await bob.getJson<ApiErrorBody>(`/api/v1/Shopping/carts/${item!.id}/calculator`);
    expect([peek.status, peek.body.errors]).toEqual([400, { general: ['wrongUser'] }]);
    const del = await bob.request({
      method: 'DELETE',
      url: `/api/v1/Shopping/CartItem/${item!.id}`,
    });
    expect(del.statusCode).toBe(400);
    const list = await bob.getJson<{ count: number; data: CartItem[] }>(
      '/api/v1/Shopping/CartItems',
    );
    expect(list.body.data.map((i) => i.id)).not.toContain(item!.id);

    const before = await count(ann);
    const mine = await ann.request({
      method: 'DELETE',
      url: `/api/v1/Shopping/CartItem/${item!.id}`,
    });
    expect(mine.json()).toEqual({ id: item!.id, deleted: true });
    expect(await count(ann)).toBe(before - 1);
    const gone = await ann.getJson<ApiErrorBody>(`/api/v1/Shopping/carts/${item!.id}/calculator`);
    expect(gone.status).toBe(404);
  });

  it('refuses to reopen the accessory product’s item in the designer (wrongCartItem)', async () => {
    const r = await add(ann, [
      cartPayload(null, { productId: 1386, width: 10, height: 30, quantity: 10 }),
    ]);
    expect(r.status).toBe(200);
    const opened = await ann.getJson<ApiErrorBody>(
      `/api/v1/Shopping/carts/${r.body[0]!.id}/calculator`,
    );
    expect([opened.status, opened.body.errors.domainValidations]).toEqual([400, ['wrongCartItem']]);
  });

  it('links a saved design only when it is the caller’s', async () => {
    const design = await ann.postJson<{ id: string }>(
      '/api/v1/Designer/Design',
      savePayload(annFiles),
    );
    const linked = await add(ann, [cartPayload(annFiles, { designId: design.body.id })]);
    expect(linked.body[0]!.designId).toBe(design.body.id);
    const foreign = await add(bob, [cartPayload(bobFiles, { designId: design.body.id })]);
    expect(foreign.body.errors).toEqual({ general: ['wrongUser'] });
  });
});

describe('saved designs to the cart', () => {
  it('checks a design’s options and adds it, priced now', async () => {
    const design = await ann.postJson<{ id: string }>(
      '/api/v1/Designer/Design',
      savePayload(annFiles, { quantity: 2, price: 1 }),
    );
    const check = await ann.postJson<CheckMyDesignOptionsAnswer>(
      `/api/v2/Shopping/CheckMyDesignOptions/${design.body.id}`,
      {},
    );
    expect(check.body).toMatchObject({ isValid: true, errors: [] });
    expect(check.body.productCalculator?.pricing.totalDiscountedPrice).toBe(93.1);

    const before = await count(ann);
    const added = await ann.postJson<CartItem>(
      `/api/v1/Shopping/AddMyDesignToCart/${design.body.id}`,
      {},
    );
    expect(added.body).toMatchObject({
      designId: design.body.id,
      quantity: 2,
      price: 93.1,
      designPng: annFiles.png.path,
    });
    expect(await count(ann)).toBe(before + 1);

    for (const url of [
      `/api/v2/Shopping/CheckMyDesignOptions/${design.body.id}`,
      `/api/v1/Shopping/AddMyDesignToCart/${design.body.id}`,
    ]) {
      const r = await bob.postJson<ApiErrorBody>(url, {});
      expect([r.status, r.body.errors]).toEqual([400, { general: ['wrongUser'] }]);
    }
  });

  it('says when a saved design no longer prices (a removed option)', async () => {
    const design = await ann.postJson<{ id: string }>(
      '/api/v1/Designer/Design',
      savePayload(annFiles),
    );
    await t.app.db
      .updateTable('saved_designs')
      .set({ accessories: JSON.stringify({ material: ['discontinued'] }) })
      .where('id', '=', design.body.id)
      .execute();
    const check = await ann.postJson<CheckMyDesignOptionsAnswer>(
      `/api/v2/Shopping/CheckMyDesignOptions/${design.body.id}`,
      {},
    );
    expect(check.body).toEqual({
      isValid: false,
      errors: ['optionNotFound'],
      productCalculator: null,
    });
    const added = await ann.postJson<ApiErrorBody>(
      `/api/v1/Shopping/AddMyDesignToCart/${design.body.id}`,
      {},
    );
    expect(added.status).toBe(400);
  });
});
