/** Guest sessions: cookie issued once and reused, only the hash stored, last_seen_at throttled. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { SESSION_COOKIE } from './session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PING = { method: 'GET' as const, url: '/api/v1/System/MaxRequestBodySize' };

function sessionCookie(setCookie: string | string[] | undefined): string | undefined {
  return [setCookie ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

describe('guest session', () => {
  it('issues the cookie once, with its attributes, and reuses it', async () => {
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
    const client = new TestClient(t.app);
    await client.request(PING);
    const token = client.cookies.get(SESSION_COOKIE) ?? '';
    const hash = createHash('sha256').update(token).digest('hex');
    const rows = await t.app.db.selectFrom('sessions').selectAll().where('id', '=', hash).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.user_id).toBeNull();
    const leaked = await t.app.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', token)
      .execute();
    expect(leaked).toHaveLength(0);
  });

  it('gives a new session for an unknown or malformed cookie', async () => {
    for (const value of ['not-a-token', 'A'.repeat(43)]) {
      const r = await t.app.inject({ ...PING, headers: { cookie: `${SESSION_COOKIE}=${value}` } });
      const issued = sessionCookie(r.headers['set-cookie']);
      expect(issued).toBeDefined();
      expect(issued).not.toContain(value);
    }
  });

  it('refreshes last_seen_at at most once a minute', async () => {
    const client = new TestClient(t.app);
    await client.request(PING);
    const id = createHash('sha256')
      .update(client.cookies.get(SESSION_COOKIE) ?? '')
      .digest('hex');
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

  it('replaces a session not seen for a year', async () => {
    const client = new TestClient(t.app);
    await client.request(PING);
    const old = client.cookies.get(SESSION_COOKIE);
    const id = createHash('sha256')
      .update(old ?? '')
      .digest('hex');
    await t.app.db
      .updateTable('sessions')
      .set({ last_seen_at: Date.now() - 366 * 86_400_000 })
      .where('id', '=', id)
      .execute();
    await client.request(PING);
    expect(client.cookies.get(SESSION_COOKIE)).not.toBe(old);
    expect(
      await t.app.db.selectFrom('sessions').select('id').where('id', '=', id).execute(),
    ).toHaveLength(0);
  });

  it('also starts a session on non-API requests', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/designer/runtime-config.json' });
    expect(sessionCookie(r.headers['set-cookie'])).toBeDefined();
  });
});
