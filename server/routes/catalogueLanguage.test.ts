/**
 * Catalogue names in the visitor's language (server/catalogue/localise.ts) through `inject` on a
 * real SQLite file loaded with the shipped translations: after `Languages/set es` the product
 * list, the calculator (accessories, options, price lines, the compatibility notice), cart items
 * and saved designs name the catalogue in Spanish; prices, ids and keys stay the same; what the
 * shopper typed stays as typed; English and an unknown language get the catalogue's English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem, DesignSearchAnswer } from '../../src/domain/designs/protocol';
import type { PersonalizedResult, ProductCalculator } from '../../src/domain/product';
import { cartPayload, savePayload } from '../testing/designClient';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionSecret: 'catalogue-language-secret' });
});
afterAll(() => t.close());

let octet = 10;
const fresh = () => new TestClient(t.app, `192.0.2.${octet++}`).start();

async function speaking(code: string): Promise<TestClient> {
  const c = await fresh();
  await c.postJson('/api/v1/Languages/set', { code });
  return c;
}

const productNames = async (c: TestClient) => {
  const r = await c.postJson<PersonalizedResult>('/api/v1/Product/Personalized', {
    page: { number: 0, size: 50 },
  });
  return [...r.body.frequentlyUsed, ...r.body.other].map((p) => p.name);
};

/** Adhesive vinyl printed on both sides (a conflict the server resolves with a notice), bungees. */
const conflicting = (c: TestClient) =>
  c.postJson<ProductCalculator>('/api/v1/Product/calculator', {
    productId: 101,
    selectedOptionKeys: {
      material: ['adhesive-vinyl'],
      'print-sides': ['double'],
      extras: ['bungee-cords'],
    },
    changedAccessory: 'material',
  });

describe('catalogue names follow the language', () => {
  it('lists products in Spanish after Languages/set es, in English otherwise', async () => {
    expect(await productNames(await speaking('es'))).toContain('Lona de vinilo');
    const english = await productNames(await fresh());
    expect(english).toContain('Vinyl Banner');
    expect(english).not.toContain('Lona de vinilo');
  });

  it('answers the calculator in Spanish with the same keys, ids and prices', async () => {
    const es = (await conflicting(await speaking('es'))).body;
    const en = (await conflicting(await fresh())).body;
    expect(es.name).toBe('Lona de vinilo');
    const material = es.accessories.find((a) => a.key === 'material');
    expect(material?.name).toBe('Material');
    expect(material?.options.find((o) => o.key === 'adhesive-vinyl')?.name).toBe('Vinilo adhesivo');
    expect(es.accessories.find((a) => a.key === 'grommets')?.name).toBe('Ojales');
    // Price lines: the option's name, the words and the price as Spanish writes them.
    const label = (c: ProductCalculator, key: string) =>
      c.pricing.breakdown.find((l) => l.key === key)?.label;
    expect(label(es, 'option:extras:bungee-cords')).toBe(
      'Pulpos elásticos con bola (4 uds.): 1 unidad × 6,00\u00a0US$',
    );
    expect(label(en, 'option:extras:bungee-cords')).toBe('Ball bungees (4 pcs): 1 piece × $6.00');
    // The server's sentence, wholly Spanish, with the Spanish names and reason inside it.
    expect(es.notice.message).toBe(
      'Vinilo adhesivo no se puede combinar con Doble cara, diseños distintos (Caras impresas): ' +
        'el vinilo adhesivo lleva un soporte en el dorso y se imprime solo por una cara. ' +
        'Vinilo adhesivo no se puede combinar con Cada 2-3 pies (Ojales): el vinilo adhesivo se ' +
        'pega en plano, no se cuelga, así que no lleva ojales. Vinilo adhesivo no se puede ' +
        'combinar con Dobladillo soldado (Dobladillo): el vinilo adhesivo se aplica en plano y no ' +
        'admite dobladillo. Se ha cambiado Caras impresas a Una cara, Ojales a Sin ojales y ' +
        'Dobladillo a Sin dobladillo.',
    );
    expect(en.notice.message).toContain('cannot be combined with');
    // Only texts differ: the selection, keys, ids and every price are the English answer's.
    const shape = (c: ProductCalculator) => ({
      filter: c.filter,
      pricing: { ...c.pricing, breakdown: c.pricing.breakdown.map((l) => [l.key, l.amount]) },
      options: c.accessories.flatMap((a) => a.options.map((o) => [a.key, o.key, o.id, o.price])),
    });
    expect(shape(es)).toEqual(shape(en));
    expect(en.accessories.find((a) => a.key === 'grommets')?.name).toBe('Grommets');
  });

  it('names a product-specific accessory by its own translation', async () => {
    const r = await (
      await speaking('es')
    ).postJson<ProductCalculator>('/api/v1/Product/calculator', { productId: 105 });
    expect(r.body.accessories.find((a) => a.key === 'material')?.name).toBe('Grosor');
  });

  it('names cart items and saved designs in Spanish, keeping the typed design name', async () => {
    const c = await speaking('es');
    const added = await c.postJson<CartItem[]>('/api/v1/Shopping/CartItems', [cartPayload(null)]);
    expect(added.status).toBe(200);
    expect(added.body[0]?.productName).toBe('Lona de vinilo');
    const listed = await c.getJson<{ data: CartItem[] }>('/api/v1/Shopping/CartItems');
    expect(listed.body.data.map((i) => i.productName)).toEqual(['Lona de vinilo']);
    await c.postJson('/api/v1/Designer/Design', savePayload(null, { name: 'Vinyl Banner sale' }));
    const designs = await c.postJson<DesignSearchAnswer>('/api/v1/Designer/Search', {});
    expect(designs.body.data.map((d) => [d.name, d.product.name])).toEqual([
      ['Vinyl Banner sale', 'Lona de vinilo'],
    ]);
    // Stored in the catalogue's English: another language reads its own names.
    await c.postJson('/api/v1/Languages/set', { code: 'en' });
    const again = await c.getJson<{ data: CartItem[] }>('/api/v1/Shopping/CartItems');
    expect(again.body.data.map((i) => i.productName)).toEqual(['Vinyl Banner']);
  });

  it('answers English for a language without catalogue texts', async () => {
    const c = await speaking('es');
    // A language the session kept that has since lost its texts.
    await t.app.db
      .updateTable('sessions')
      .set({ language: 'fr' })
      .where('language', '=', 'es')
      .execute();
    expect(await productNames(c)).toContain('Vinyl Banner');
    expect((await conflicting(c)).body.name).toBe('Vinyl Banner');
  });
});
