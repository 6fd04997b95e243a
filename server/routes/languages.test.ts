/**
 * The language list and the current language through `inject` on a real SQLite file loaded
 * with the shipped catalogue (English and Spanish).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { signedUpUser } from '../testing/accountClient';
import type { CurrentLanguageAnswer, LanguageListItem } from './languages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionSecret: 'languages-secret' });
});
afterAll(() => t.close());

let octet = 10;
const fresh = () => new TestClient(t.app, `192.0.2.${octet++}`).start();

describe('Languages/list', () => {
  it('lists the shipped languages, named in themselves, English first', async () => {
    const r = await (
      await fresh()
    ).getJson<{ languages: LanguageListItem[] }>('/api/v1/Languages/list');
    expect(r.status).toBe(200);
    expect(r.body.languages).toEqual([
      { code: 'en', name: 'English' },
      { code: 'es', name: 'Español' },
    ]);
  });
});

describe('Languages/current', () => {
  it('says whether the language was chosen or is the default', async () => {
    const guest = await fresh();
    const before = await guest.getJson<CurrentLanguageAnswer>('/api/v1/Languages/current');
    expect(before.body).toEqual({ code: 'en', chosen: false });
    await guest.postJson('/api/v1/Languages/set', { code: 'es' });
    const after = await guest.getJson<CurrentLanguageAnswer>('/api/v1/Languages/current');
    expect(after.body).toEqual({ code: 'es', chosen: true });
  });

  it("answers a signed-in user's account choice as chosen", async () => {
    const c = await fresh();
    await signedUpUser(t.app.db, c, 'lang-list@example.com');
    await c.postJson('/api/v1/Languages/set', { code: 'es' });
    const r = await c.getJson<CurrentLanguageAnswer>('/api/v1/Languages/current');
    expect(r.body).toEqual({ code: 'es', chosen: true });
  });

  it('serves the Spanish catalogue for es', async () => {
    const r = await (await fresh()).getJson<Record<string, string>>('/api/v1/Translations/es');
    expect(r.body.addToCart).toBe('Añadir al carrito');
    expect(r.body.languageNotSupported).toBe('Este idioma no está disponible.');
  });
});
