/**
 * The small account calls through `inject` on a real SQLite file: `Languages/set` remembered
 * for the session and the account, `Shopping/HasOrder`, `Account/GenerateVisitorToken`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { GOOD_PASSWORD, signedUpUser } from '../testing/accountClient';
import { verifyVisitorToken, VISITOR_TOKEN_LIFETIME_MS } from '../accounts/visitorToken';
import type { VisitorTokenAnswer } from './accountVisitorToken';

const NOW = Date.parse('2026-11-26T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, sessionSecret: 'small-calls-secret' });
  // A language the shipped catalogue (English, Spanish) does not have.
  await t.app.db
    .insertInto('translations')
    .values({ lang: 'fr', key: 'appName', text: 'Éditeur' })
    .execute();
});
afterAll(() => t.close());

let octet = 10;
const fresh = () => new TestClient(t.app, `192.0.2.${octet++}`).start();
const current = async (c: TestClient) =>
  (await c.getJson<{ code: string }>('/api/v1/Languages/current')).body.code;

describe('Languages/set', () => {
  it("keeps a guest's choice for the session only", async () => {
    const guest = await fresh();
    expect(await current(guest)).toBe('en');
    const r = await guest.postJson('/api/v1/Languages/set', { code: 'FR' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ code: 'fr' });
    expect(await current(guest)).toBe('fr');
    expect(await current(await fresh())).toBe('en');
  });

  it("keeps a signed-in user's choice for the account's next session", async () => {
    const c = await fresh();
    await signedUpUser(t.app.db, c, 'lang@example.com');
    await c.postJson('/api/v1/Languages/set', { code: 'fr' });
    const other = await fresh();
    const signIn = await other.postJson('/api/v1/Account/SignIn', {
      username: 'lang@example.com',
      password: GOOD_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    expect(await current(other)).toBe('fr');
  });

  it('refuses a language without translations and text that is no language tag', async () => {
    const c = await fresh();
    const unknown = await c.postJson<ApiErrorBody>('/api/v1/Languages/set', { code: 'de' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors['domainValidations.code']).toEqual(['languageNotSupported']);
    for (const code of ["fr' OR '1'='1", '', 'x'.repeat(300), 7]) {
      const bad = await c.postJson('/api/v1/Languages/set', { code });
      expect(bad.status).toBe(400);
    }
    expect(await current(c)).toBe('en');
  });
});

describe('Shopping/HasOrder', () => {
  it('answers false for guests and users while no orders exist', async () => {
    const guest = await fresh();
    expect((await guest.getJson('/api/v1/Shopping/HasOrder')).body).toEqual({ hasOrder: false });
    const user = await fresh();
    await signedUpUser(t.app.db, user, 'orders@example.com');
    expect((await user.getJson('/api/v1/Shopping/HasOrder')).body).toEqual({ hasOrder: false });
  });
});

describe('Account/GenerateVisitorToken', () => {
  const path = (id: number | string) => `/api/v1/Account/GenerateVisitorToken?userId=${id}`;

  it("gives a user a token for their own account that the chat's check accepts", async () => {
    const c = await fresh();
    const me = await signedUpUser(t.app.db, c, 'chat@example.com');
    const r = await c.postJson<VisitorTokenAnswer>(path(me.userId), {});
    expect(r.status).toBe(200);
    expect(r.body.expiresAt).toBe(NOW + VISITOR_TOKEN_LIFETIME_MS);
    expect(verifyVisitorToken('small-calls-secret', r.body.token, NOW)).toBe(me.userId);
    // Altered, under another key, or expired: refused.
    const altered = r.body.token.replace(`v1.${me.userId}.`, `v1.${me.userId + 1}.`);
    expect(verifyVisitorToken('small-calls-secret', altered, NOW)).toBeNull();
    expect(verifyVisitorToken('other-secret', r.body.token, NOW)).toBeNull();
    expect(verifyVisitorToken('small-calls-secret', r.body.token, r.body.expiresAt)).toBeNull();
  });

  it("refuses a guest (401), another user's id (403) and bad ids (400)", async () => {
    const guest = await fresh();
    expect((await guest.postJson(path(1), {})).status).toBe(401);
    const c = await fresh();
    const me = await signedUpUser(t.app.db, c, 'nosy@example.com');
    const other = await c.postJson<ApiErrorBody>(path(me.userId === 1 ? 2 : 1), {});
    expect(other.status).toBe(403);
    expect(other.body.errors.general).toEqual(['adminOnly']);
    for (const id of ['0', '-1', 'abc', "1' OR 1=1", '1'.repeat(40)])
      expect((await c.postJson(path(encodeURIComponent(id)), {})).status).toBe(400);
  });

  it('lets an Admin ask for any existing account (404 for none)', async () => {
    const c = await fresh();
    const admin = await signedUpUser(t.app.db, c, 'desk@example.com');
    await t.app.db
      .updateTable('users')
      .set({ roles: '["Admin"]' })
      .where('id', '=', admin.userId)
      .execute();
    const customer = await signedUpUser(t.app.db, await fresh(), 'customer@example.com');
    const r = await c.postJson<VisitorTokenAnswer>(path(customer.userId), {});
    expect(r.status).toBe(200);
    expect(verifyVisitorToken('small-calls-secret', r.body.token, NOW)).toBe(customer.userId);
    expect((await c.postJson(path(999_999), {})).status).toBe(404);
  });
});
