/**
 * Sessions on demand: the cookie is issued once and reused, a row is written only when a route
 * stores owner state (never for cookieless pings, the catalogue, translations or static files),
 * only the token's hash is stored, last_seen_at is throttled, ended sessions are replaced.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/testApp';
import { createTestApp, tempDir, TestClient } from '../testing/testApp';
import { corpusFile, uploadFile } from '../testing/uploadClient';
import { SESSION_COOKIE } from './session';

const PNG = fs.readFileSync(corpusFile('png/palette8.png'));
const PING = { method: 'GET' as const, url: '/api/v1/System/MaxRequestBodySize' };
const LIST = '/api/v1/Profile/UploadImages';
const ATTACH_TEMP = '/api/v1/EditorElement/AttachUploadedTemporaryFile';

let t: TestApp;
beforeAll(async () => {
  // A built app to serve, so static files are real answers (200), not 404s.
  const dist = tempDir('designer-dist-');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Designer</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  // Many requests from one address: the per-address limits are server/http/addressLimits.test.ts's.
  t = await createTestApp({ distDir: dist, addressLimits: { requestBurst: 100_000 } });
});
afterAll(() => t.close());

function sessionCookie(setCookie: string | string[] | undefined): string | undefined {
  return [setCookie ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

async function sessionRows(): Promise<number> {
  const rows = await t.app.db.selectFrom('sessions').select('id').execute();
  return rows.length;
}

const idOf = (token: string | undefined) =>
  createHash('sha256')
    .update(token ?? '')
    .digest('hex');

/** A client whose session has stored something (an upload), so its row exists. */
async function storingClient(): Promise<TestClient> {
  const client = await new TestClient(t.app).start();
  const { responses } = await uploadFile(client, PNG, { fileName: 'a.png' });
  expect(responses.at(-1)?.statusCode).toBe(200);
  return client;
}

describe('sessions only when needed', () => {
  it('1,000 cookieless requests to System/MaxRequestBodySize add no session row', async () => {
    const before = await sessionRows();
    for (let i = 0; i < 1000; i++) {
      const r = await t.app.inject(PING);
      expect(r.statusCode).toBe(200);
    }
    expect(await sessionRows()).toBe(before);
  });

  it('static files, translations, products and the runtime config add no row', async () => {
    const before = await sessionRows();
    for (const url of [
      '/designer/',
      '/designer/assets/index-abc123.js',
      '/designer/runtime-config.json',
      '/images/products/101/main.svg',
      '/api/v1/Translations/en',
    ]) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
    }
    // The editor's catalogue calls, with its cookies and anti-forgery header.
    const client = await new TestClient(t.app).start();
    expect((await client.postJson('/api/v1/Product/Personalized', {})).status).toBe(200);
    expect((await client.postJson('/api/v1/Product/calculator', { productId: 101 })).status).toBe(
      200,
    );
    expect(await sessionRows()).toBe(before);
  });

  it('a guest who only looks gets the cookies, no row, and an empty library', async () => {
    const client = await new TestClient(t.app).start();
    expect(client.cookies.get(SESSION_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(client.cookies.get('XSRF-TOKEN')).toBeDefined();
    const list = await client.getJson<{ images: unknown[]; signedIn: boolean }>(LIST);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ images: [], signedIn: false });
    const rows = await t.app.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', idOf(client.cookies.get(SESSION_COOKIE)))
      .execute();
    expect(rows).toEqual([]);
  });

  it('a request that stores something gets its row, and the cookie works after', async () => {
    const client = await new TestClient(t.app).start();
    const token = client.cookies.get(SESSION_COOKIE);
    const { fileId, responses } = await uploadFile(client, PNG, { fileName: 'kept.png' });
    expect(responses.map((r) => r.statusCode)).toEqual([200]);
    // The cookie is the one it had: no new cookie, so no request in flight is left stale.
    expect(client.cookies.get(SESSION_COOKIE)).toBe(token);
    const row = await t.app.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', idOf(token))
      .executeTakeFirst();
    expect(row?.user_id).toBeNull();

    const attached = await client.request({ method: 'POST', url: `${ATTACH_TEMP}/${fileId}` });
    expect(attached.statusCode).toBe(200);
    const list = await client.getJson<{ images: { fileName: string }[] }>(LIST);
    expect(list.body.images.map((i) => i.fileName)).toEqual(['kept.png']);
    // Another client does not see it.
    const other = await new TestClient(t.app).start();
    expect((await other.getJson<{ images: unknown[] }>(LIST)).body.images).toEqual([]);
  });

  it('a refused request (no anti-forgery header) stores no row', async () => {
    const client = await new TestClient(t.app).start();
    const before = await sessionRows();
    const r = await client.request({
      method: 'POST',
      url: `${ATTACH_TEMP}/0123456789abcdef0123456789abcdef`,
      xsrf: false,
    });
    expect(r.statusCode).toBe(400);
    expect(await sessionRows()).toBe(before);
  });
});

describe('the session cookie', () => {
  it('is issued once, with its attributes, and reused', async () => {
    const client = new TestClient(t.app);
    const first = await client.request(PING);
    const header = sessionCookie(first.headers['set-cookie']);
    expect(header).toMatch(/^designer_sid=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain('Max-Age=31536000');

    const second = await client.request(PING);
    expect(sessionCookie(second.headers['set-cookie'])).toBeUndefined();
    const third = await client.request({ method: 'GET', url: '/api/v1/Translations/en' });
    expect(sessionCookie(third.headers['set-cookie'])).toBeUndefined();
  });

  it('for cross-site embedding: SameSite=None, Secure and Partitioned, on both cookies', async () => {
    const embedded = await createTestApp({ cookieCrossSite: true });
    try {
      const r = await new TestClient(embedded.app).request(PING);
      const cookies = [r.headers['set-cookie'] ?? []].flat();
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) {
        expect(cookie).toContain('SameSite=None');
        expect(cookie).toContain('Secure');
        expect(cookie).toContain('Partitioned');
      }
    } finally {
      await embedded.close();
    }
  });

  it('stores only the SHA-256 of the token', async () => {
    const client = await storingClient();
    const token = client.cookies.get(SESSION_COOKIE) ?? '';
    const rows = await t.app.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', idOf(token))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.user_id).toBeNull();
    const leaked = await t.app.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', token)
      .execute();
    expect(leaked).toHaveLength(0);
  });

  it('replaces a malformed cookie, and keeps a well-formed one without a row', async () => {
    const r = await t.app.inject({ ...PING, headers: { cookie: `${SESSION_COOKIE}=not-a-token` } });
    const issued = sessionCookie(r.headers['set-cookie']);
    expect(issued).toBeDefined();
    expect(issued).not.toContain('not-a-token');

    const key = 'A'.repeat(43);
    const kept = await t.app.inject({ ...PING, headers: { cookie: `${SESSION_COOKIE}=${key}` } });
    expect(sessionCookie(kept.headers['set-cookie'])).toBeUndefined();
    expect(
      await t.app.db.selectFrom('sessions').select('id').where('id', '=', idOf(key)).execute(),
    ).toEqual([]);
  });

  it('refreshes last_seen_at at most once a minute', async () => {
    const client = await storingClient();
    const id = idOf(client.cookies.get(SESSION_COOKIE));
    const lastSeen = async () =>
      (
        await t.app.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).last_seen_at;

    // Seen 30 s ago: untouched.
    const recent = Date.now() - 30_000;
    await t.app.db
      .updateTable('sessions')
      .set({ last_seen_at: recent })
      .where('id', '=', id)
      .execute();
    await client.request(PING);
    expect(await lastSeen()).toBe(recent);

    // Seen 2 min ago: refreshed, and the cookie's lifetime with it.
    await t.app.db
      .updateTable('sessions')
      .set({ last_seen_at: Date.now() - 120_000 })
      .where('id', '=', id)
      .execute();
    const r = await client.request(PING);
    expect(await lastSeen()).toBeGreaterThan(Date.now() - 5_000);
    expect(sessionCookie(r.headers['set-cookie'])).toContain(client.cookies.get(SESSION_COOKIE));
  });

  it('replaces a session that has ended, and deletes its row', async () => {
    const client = await storingClient();
    const old = client.cookies.get(SESSION_COOKIE);
    // A guest unseen for 31 days (GUEST_SESSION_IDLE_DAYS 30), not yet purged.
    await t.app.db
      .updateTable('sessions')
      .set({ last_seen_at: Date.now() - 31 * 86_400_000 })
      .where('id', '=', idOf(old))
      .execute();
    await client.request(PING);
    expect(client.cookies.get(SESSION_COOKIE)).not.toBe(old);
    expect(
      await t.app.db.selectFrom('sessions').select('id').where('id', '=', idOf(old)).execute(),
    ).toHaveLength(0);
  });

  it('is also given on non-API requests', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/designer/runtime-config.json' });
    expect(sessionCookie(r.headers['set-cookie'])).toBeDefined();
  });
});
