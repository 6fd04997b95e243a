/** Anti-forgery: XSRF-TOKEN cookie bound to the session; unsafe /api calls must echo it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { XSRF_COOKIE } from './antiForgery';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionSecret: 'test-secret' });
});
afterAll(() => t.close());

const CALC = {
  method: 'POST' as const,
  url: '/api/v1/Product/calculator',
  payload: { productId: 101 },
};
const REFUSED = { status: 400, errors: { domainValidations: ['antiForgeryInvalid'] } };

describe('anti-forgery', () => {
  it('sets a readable XSRF-TOKEN cookie, once', async () => {
    const client = new TestClient(t.app);
    const first = await client.request({ method: 'GET', url: '/api/v1/System/MaxRequestBodySize' });
    const header = [first.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith(`${XSRF_COOKIE}=`));
    expect(header).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43};/);
    expect(header).not.toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    const second = await client.request({
      method: 'GET',
      url: '/api/v1/System/MaxRequestBodySize',
    });
    expect(second.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an unsafe call without the header', async () => {
    const client = await new TestClient(t.app).start();
    const r = await client.request({ ...CALC, xsrf: false });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual(REFUSED);
  });

  it('refuses a wrong header, including another session’s token', async () => {
    const client = await new TestClient(t.app).start();
    const other = await new TestClient(t.app).start();
    for (const token of ['wrong', other.cookies.get(XSRF_COOKIE) ?? '', '']) {
      const r = await client.request({ ...CALC, headers: { 'x-xsrf-token': token } });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual(REFUSED);
    }
  });

  it('refuses a first contact that has no session yet', async () => {
    const r = await t.app.inject({ ...CALC, headers: { 'x-xsrf-token': 'anything' } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual(REFUSED);
    // The answer carries the cookies to retry with.
    expect(r.cookies.map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'designer_sid']);
  });

  it('accepts the right header', async () => {
    const client = await new TestClient(t.app).start();
    const r = await client.request(CALC);
    expect(r.statusCode).toBe(200);
  });

  it('re-issues a stale cookie', async () => {
    const client = await new TestClient(t.app).start();
    const good = client.cookies.get(XSRF_COOKIE);
    client.cookies.set(XSRF_COOKIE, 'stale');
    await client.request({ method: 'GET', url: '/api/v1/System/MaxRequestBodySize' });
    expect(client.cookies.get(XSRF_COOKIE)).toBe(good);
  });

  it('does not ask safe methods for the header', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/v1/Translations/en' });
    expect(r.statusCode).toBe(200);
  });
});
