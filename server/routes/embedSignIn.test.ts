/**
 * Signing in inside a header session (issue 20): the embedded editor with third-party cookies
 * blocked holds its session in the `X-Designer-Session` header, so sign-in and sign-out rotate
 * it by answer headers, not cookies; the old token is refused from then on, the guest's upload
 * is carried into the account and moved by the data sync as on the cookie path, and a resume
 * code minted for the new token finds the signed-in session again. Through `inject` on a real
 * SQLite file.
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsAuthenticatedAnswer } from '../../src/domain/accounts/protocol';
import type { UploadImagesAnswer } from '../../src/domain/uploads/protocol';
import { GOOD_PASSWORD, signedUpUser } from '../testing/accountClient';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { chunkHeaders, corpusFile } from '../testing/uploadClient';
import type { EmbedSessionAnswer } from './embedSession';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

interface HeaderSession {
  token: string;
  xsrf: string;
}

/** A cookie-less request with the header session, as the framed editor sends it. */
function send(method: 'GET' | 'POST', url: string, s: HeaderSession, body?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'x-designer-session': s.token, 'x-xsrf-token': s.xsrf },
    remoteAddress: '198.51.100.77',
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function startHeaderSession(resumeCode?: string): Promise<EmbedSessionAnswer> {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Embed/Session',
    payload: resumeCode ? { resumeCode } : {},
  });
  return r.json<EmbedSessionAnswer>();
}

/** The session the answer's headers hand over (a rotation), or null. */
function rotated(headers: Record<string, unknown>): HeaderSession | null {
  const token = headers['x-designer-session'];
  const xsrf = headers['x-xsrf-token'];
  return typeof token === 'string' && typeof xsrf === 'string' ? { token, xsrf } : null;
}

const isAuthenticated = async (s: HeaderSession) =>
  (await send('GET', 'Account/IsAuthenticated', s)).json<IsAuthenticatedAnswer>().isAuthenticated;

describe('sign-in inside a header session', () => {
  it('rotates the header token by answer headers; the guest upload syncs into the account', async () => {
    const email = 'framed-ann@example.com';
    await signedUpUser(t.app.db, await new TestClient(t.app).start(), email);

    const answer = await startHeaderSession();
    const guest = { token: answer.sessionToken, xsrf: answer.xsrfToken };
    const data = fs.readFileSync(corpusFile('png/palette8.png'));
    const fileId = randomUUID();
    const chunk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/FileManagement/ImageChunkedUpload',
      headers: {
        ...chunkHeaders({ fileId, data, index: 1, fileName: 'logo.png', fileType: 'image/png' }),
        'x-designer-session': guest.token,
        'x-xsrf-token': guest.xsrf,
      },
      payload: data,
    });
    expect(chunk.statusCode).toBe(200);
    const attached = await send(
      'POST',
      `EditorElement/AttachUploadedTemporaryFile/${fileId}?fileName=logo.png`,
      guest,
    );
    const imageId = attached.json<{ id: string }>().id;

    const signIn = await send('POST', 'Account/SignIn', guest, {
      username: email,
      password: GOOD_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['set-cookie']).toBeUndefined();
    const user = rotated(signIn.headers);
    expect(user?.token).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}$/);
    expect(user?.token).not.toBe(guest.token);

    // The guest token names nothing any more; the new one is signed in and sees the upload.
    const old = await send('GET', 'Account/IsAuthenticated', guest);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ errors: { domainValidations: ['embedSessionInvalid'] } });
    expect(await isAuthenticated(user!)).toBe(true);
    const list = (await send('GET', 'Profile/UploadImages', user!)).json<UploadImagesAnswer>();
    expect(list.images.map((i) => [i.id, i.isTemporary])).toEqual([[imageId, true]]);

    // The data sync, as on the cookie path: the upload becomes the account's own.
    const sync = await send('POST', 'Account/SyncUserData', user!, {});
    expect(sync.json()).toMatchObject({ isSyncing: true });
    await t.app.userDataSync.idle();
    const synced = (await send('GET', 'Profile/UploadImages', user!)).json<UploadImagesAnswer>();
    expect(synced.images.map((i) => [i.id, i.isTemporary])).toEqual([[imageId, false]]);

    // A resume code of the new token finds the signed-in session after a reload.
    const code = (await send('POST', 'Embed/ResumeCode', user!)).json<{ resumeCode: string }>();
    const resumed = await startHeaderSession(code.resumeCode);
    expect(resumed).toMatchObject({ resumed: true, sessionToken: user!.token });

    // Sign-out hands a new guest token the same way; the signed-in one is signed in no more.
    const signOut = await send('GET', 'Account/SignOut', user!);
    expect(signOut.headers['set-cookie']).toBeUndefined();
    const next = rotated(signOut.headers);
    expect(next?.token).not.toBe(user!.token);
    expect(await isAuthenticated(next!)).toBe(false);
    expect(await isAuthenticated(user!)).toBe(false);
  });

  it('a cookie session still rotates by cookies, with no session header in the answer', async () => {
    const client = await new TestClient(t.app).start();
    await signedUpUser(t.app.db, client, 'cookie-bob@example.com');
    const r = await client.request({
      method: 'POST',
      url: '/api/v1/Account/SignIn',
      payload: { username: 'cookie-bob@example.com', password: GOOD_PASSWORD },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-designer-session']).toBeUndefined();
    expect(r.cookies.map((c) => (c as { name: string }).name)).toContain('designer_sid');
  });
});
