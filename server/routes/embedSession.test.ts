/**
 * Sessions of the embedded editor without third-party cookies (issue 20), through `inject` on a
 * real SQLite file: the session travels in `X-Designer-Session` with its anti-forgery token, no
 * cookie is read or needed, and a single-use resume code finds the same session again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbedSessionAnswer } from './embedSession';
import type { TestApp } from '../testing/testApp';
import { createTestApp } from '../testing/testApp';

let t: TestApp;
let clock = Date.UTC(2026, 10, 26, 12);
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, embedResumeCodeMinutes: 15 });
  // A second language in the catalogue: owner state a session keeps (Languages/set).
  await t.app.db
    .insertInto('translations')
    .values({ lang: 'fr', key: 'appName', text: 'Éditeur' })
    .execute();
});
afterAll(() => t.close());

let octet = 10;
/** A cookie-less request, as a third-party frame with cookies blocked sends it. */
function send(
  method: 'GET' | 'POST',
  url: string,
  options: { session?: EmbedSessionAnswer; xsrf?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (options.session) headers['x-designer-session'] = options.session.sessionToken;
  const xsrf = options.xsrf ?? options.session?.xsrfToken;
  if (xsrf) headers['x-xsrf-token'] = xsrf;
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers,
    remoteAddress: `198.51.100.${octet++}`,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}
const start = async (resumeCode?: string) => {
  const r = await send('POST', 'Embed/Session', { body: resumeCode ? { resumeCode } : {} });
  expect(r.statusCode).toBe(200);
  return r.json<EmbedSessionAnswer>();
};
const language = async (session: EmbedSessionAnswer) =>
  (await send('GET', 'Languages/current', { session })).json<{ code: string }>().code;

describe('POST Embed/Session', () => {
  it('starts a session without any cookie or anti-forgery token, and sets neither', async () => {
    const r = await send('POST', 'Embed/Session', { body: {} });
    expect(r.statusCode).toBe(200);
    const answer = r.json<EmbedSessionAnswer>();
    expect(answer).toMatchObject({ resumed: false, resumeCodeExpiresInSeconds: 900 });
    expect(answer.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}$/);
    expect(answer.resumeCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await send('GET', 'Languages/current', { session: answer });
    expect(session.headers['set-cookie']).toBeUndefined();
  });

  it('keeps owner state for the header session; the token is the anti-forgery proof', async () => {
    const session = await start();
    const set = await send('POST', 'Languages/set', { session, body: { code: 'fr' } });
    expect(set.statusCode).toBe(200);
    expect(await language(session)).toBe('fr');
    expect(await language(await start())).toBe('en');
    const forged = await send('POST', 'Languages/set', {
      session,
      xsrf: (await start()).xsrfToken,
      body: { code: 'en' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ errors: { domainValidations: ['antiForgeryInvalid'] } });
  });

  it('resumes the session once with a code; a used, unknown or expired code starts afresh', async () => {
    const first = await start();
    await send('POST', 'Languages/set', { session: first, body: { code: 'fr' } });
    const again = await start(first.resumeCode);
    expect(again.resumed).toBe(true);
    expect(again.sessionToken).toBe(first.sessionToken);
    expect(again.resumeCode).not.toBe(first.resumeCode);
    expect(await language(again)).toBe('fr');

    const replay = await start(first.resumeCode);
    expect(replay.resumed).toBe(false);
    expect(await language(replay)).toBe('en');

    const unknown = await start('A'.repeat(43));
    expect(unknown.resumed).toBe(false);

    clock += 15 * 60_000;
    const late = await start(again.resumeCode);
    expect(late.resumed).toBe(false);
  });

  it('renews the code for the header session only', async () => {
    const session = await start();
    const renewed = await send('POST', 'Embed/ResumeCode', { session });
    expect(renewed.statusCode).toBe(200);
    const { resumeCode } = renewed.json<{ resumeCode: string }>();
    expect((await start(resumeCode)).sessionToken).toBe(session.sessionToken);
    const cookieless = await send('POST', 'Embed/ResumeCode');
    expect(cookieless.statusCode).toBe(400);
  });

  it.each([
    ['a forged token', 'x'.repeat(43) + '.' + 'y'.repeat(22)],
    ['garbage', '<script>'],
    ['an empty header', ''],
  ])('refuses %s in the session header with embedSessionInvalid, never a 500', async (_, token) => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Languages/current',
      headers: { 'x-designer-session': token },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ errors: { domainValidations: ['embedSessionInvalid'] } });
  });

  it.each([
    [{ resumeCode: 5 }],
    [{ resumeCode: 'short' }],
    [{ resumeCode: 'A'.repeat(43), extra: 1 }],
  ])('refuses a malformed body %j with a 400', async (body) => {
    const r = await send('POST', 'Embed/Session', { body });
    expect(r.statusCode).toBe(400);
  });
});
