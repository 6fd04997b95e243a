/**
 * The shopping-cart page through `inject` on a real SQLite file: the caller's items only, with
 * thumbnail, size, options, quantity, price, edit link and remove button, the total, its CSP;
 * every value escaped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../src/domain/designs/protocol';
import { cartPayload, exportFiles } from '../testing/designClient';
import type { ExportedFiles } from '../testing/designClient';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { cartPageHtml } from './cartPageHtml';
import { CART_PAGE_CONTENT_SECURITY_POLICY } from './cartPageRoute';

let t: TestApp;
let ann: TestClient;
let files: ExportedFiles;
let items: CartItem[];

// The app and the exports take more than the default 10 s when the machine is loaded.
beforeAll(async () => {
  t = await createTestApp();
  ann = await new TestClient(t.app).start();
  files = await exportFiles(ann);
  const r = await ann.postJson<CartItem[]>('/api/v1/Shopping/CartItems', [
    cartPayload(files, { accessories: { grommets: ['four-corners'] } }),
    cartPayload(null, { productId: 1386, width: 10, height: 30, quantity: 10 }),
  ]);
  items = r.body;
}, 60_000);
afterAll(() => t.close());

describe('the shopping-cart page', () => {
  it('lists the caller’s items with what was ordered, the total and its policy', async () => {
    expect(items.map((i) => i.price)).toEqual([expect.any(Number), expect.any(Number)]);
    const r = await ann.request({ method: 'GET', url: '/shopping-cart/' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.headers['content-security-policy']).toBe(CART_PAGE_CONTENT_SECURITY_POLICY);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    const html = r.body;
    const [banner, stakes] = items;
    expect(html).toContain(`<img src="${files.thumbnail.path}"`);
    expect(html).toContain('<dt>Size</dt><dd>6 × 3 ft</dd>');
    expect(html).toContain('<dt>Grommets</dt><dd>Four corners</dd>');
    expect(html).toContain('<dt>Quantity</dt><dd>2</dd>');
    expect(html).toContain(`<a href="/designer/?cId=${banner!.id}">Edit</a>`);
    // The accessory product cannot be reopened in the designer: no edit link.
    expect(html).not.toContain(`cId=${stakes!.id}`);
    expect(html).toContain(`data-remove="${stakes!.id}"`);
    const total = `$${(banner!.price + stakes!.price).toFixed(2)}`;
    expect(html).toContain(`<span data-total>${total}</span>`);
    expect(html).toContain('<script src="/shopping-cart/cart.js" defer></script>');
    expect(html).not.toMatch(/<script>/);
  });

  it('shows another session an empty cart; serves the path without its slash and the script', async () => {
    const other = await new TestClient(t.app).start();
    const r = await other.request({ method: 'GET', url: '/shopping-cart' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('Your cart is empty.');
    expect(r.body).not.toContain(items[0]!.id);
    const script = await other.request({ method: 'GET', url: '/shopping-cart/cart.js' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("'X-XSRF-TOKEN': token()");
  });

  it('speaks the visitor’s language: its words, names and the failed-remove message', async () => {
    const set = await ann.postJson('/api/v1/Languages/set', { code: 'es' });
    expect(set.status).toBe(200);
    try {
      const html = (await ann.request({ method: 'GET', url: '/shopping-cart/' })).body;
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('<title>Carrito de compra</title>');
      expect(html).toContain('<span>2 artículos</span>');
      expect(html).toContain('<dt>Tamaño</dt><dd>6 × 3 ft</dd>');
      expect(html).toContain('<dt>Cantidad</dt><dd>2</dd>');
      expect(html).toContain(`<a href="/designer/?cId=${items[0]!.id}">Editar</a>`);
      expect(html).toContain('>Eliminar</button>');
      expect(html).toContain('<span>Total</span>');
      expect(html).toContain(
        'data-message="Tu carrito ha cambiado. Actualiza la página para verlo como está ahora."',
      );
      // No English word of the page is left.
      for (const english of ['Shopping cart', 'Back to the designer', '>Remove<', '>Edit<'])
        expect(html).not.toContain(english);
    } finally {
      await ann.postJson('/api/v1/Languages/set', { code: 'en' });
    }
    const english = (await ann.request({ method: 'GET', url: '/shopping-cart/' })).body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(
      'data-message="Your cart changed. Refresh the page to see it as it is now."',
    );
  });

  it('escapes every value it prints', () => {
    const item = {
      ...items[0]!,
      id: '"><script>x</script>',
      productName: '<img src=x onerror=alert(1)>',
    };
    const html = cartPageHtml([{ item, options: ['Colour: <b>red</b>'], editable: true }], '/s.js');
    expect(html).not.toContain('<script>x');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>red');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});
