/**
 * Passkeys through `inject` on a real SQLite file, with a software authenticator: a signed-in
 * account adds, lists and removes passkeys; anyone signs in with one (a rotated session). The
 * challenge is the server's, bound to the session and used once: a replayed response, another
 * session's challenge, another origin, a removed passkey and another account's id all fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import type { PasskeySummary } from '../../src/domain/accounts/external';
import type { AccountDetails } from '../../src/domain/accounts/protocol';
import { signedUpUser } from '../testing/accountClient';
import { SoftAuthenticator } from '../testing/softAuthenticator';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { SESSION_COOKIE } from '../http/session';

const ORIGIN = 'http://localhost:8324';
const P = '/api/v1/Account/Passkeys';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ accounts: { publicOrigin: ORIGIN } });
});
afterAll(() => t.close());

let lastOctet = 10;
const fresh = () => new TestClient(t.app, `192.0.2.${lastOctet++}`).start();

/** A signed-in account with one passkey on `authenticator`. */
async function accountWithPasskey(email: string, authenticator: SoftAuthenticator) {
  const client = await fresh();
  const account = await signedUpUser(t.app.db, client, email);
  const options = await client.postJson<Parameters<SoftAuthenticator['create']>[0]>(
    `${P}/RegistrationOptions`,
    {},
  );
  expect(options.status).toBe(200);
  const added = await client.postJson<PasskeySummary[]>(`${P}/Register`, {
    response: authenticator.create(options.body),
    name: 'My laptop',
  });
  expect(added.status).toBe(200);
  return { client, account, list: added.body };
}

async function signInWith(client: TestClient, authenticator: SoftAuthenticator, index = 0) {
  const options = await client.postJson<{ challenge: string; rpId: string }>(
    `${P}/AuthenticationOptions`,
    {},
  );
  const response = authenticator.get(options.body, index);
  return {
    response,
    answer: await client.postJson<AccountDetails & ApiErrorBody>(`${P}/SignIn`, { response }),
  };
}

describe('passkeys', () => {
  it('registration options name the relying party of PUBLIC_ORIGIN and need a signed-in user', async () => {
    const guest = await fresh();
    const refused = await guest.postJson<ApiErrorBody>(`${P}/RegistrationOptions`, {});
    expect(refused.status).toBe(401);
    const client = await fresh();
    await signedUpUser(t.app.db, client, 'rp@example.com');
    const options = await client.postJson<{ rp: { id: string }; challenge: string }>(
      `${P}/RegistrationOptions`,
      {},
    );
    expect(options.body.rp.id).toBe('localhost');
    expect(options.body.challenge).toMatch(/^[\w-]{43}$/);
  });

  it('adds, lists and removes a passkey, and signs in with it in a rotated session', async () => {
    const key = new SoftAuthenticator(ORIGIN);
    const { client, account, list } = await accountWithPasskey('pk@example.com', key);
    expect(list).toMatchObject([{ name: 'My laptop', lastUsedAt: null }]);
    const listed = await client.getJson<PasskeySummary[]>(P);
    expect(listed.body).toEqual(list);

    const browser = await fresh();
    const before = browser.cookies.get(SESSION_COOKIE);
    const { answer } = await signInWith(browser, key);
    expect(answer.status).toBe(200);
    expect(answer.body.userId).toBe(account.userId);
    expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(before);
    const after = await browser.getJson<PasskeySummary[]>(P);
    expect(after.body[0]!.lastUsedAt).not.toBeNull();

    const removed = await client.request({ method: 'DELETE', url: `${P}/${list[0]!.id}` });
    expect(removed.json()).toEqual([]);
    const stranger = await fresh();
    const refused = await signInWith(stranger, key);
    expect(refused.answer.status).toBe(400);
    expect(refused.answer.body.errors.general).toEqual(['passkeyFailed']);
  });

  it('refuses a replayed sign-in response: the challenge is used once', async () => {
    const key = new SoftAuthenticator(ORIGIN);
    await accountWithPasskey('replay-pk@example.com', key);
    const browser = await fresh();
    const { response, answer } = await signInWith(browser, key);
    expect(answer.status).toBe(200);
    const attacker = await fresh();
    await attacker.postJson(`${P}/AuthenticationOptions`, {});
    const replay = await attacker.postJson<ApiErrorBody>(`${P}/SignIn`, { response });
    expect(replay.status).toBe(400);
    // Replayed in the same session right after: its challenge is gone too.
    const again = await browser.postJson<ApiErrorBody>(`${P}/SignIn`, { response });
    expect(again.status).toBe(400);
  });

  it('refuses a response for another session’s challenge or another origin', async () => {
    const key = new SoftAuthenticator(ORIGIN);
    await accountWithPasskey('origin-pk@example.com', key);
    const victim = await fresh();
    const options = await victim.postJson<{ challenge: string }>(`${P}/AuthenticationOptions`, {});
    const attacker = await fresh();
    await attacker.postJson(`${P}/AuthenticationOptions`, {});
    const stolen = await attacker.postJson(`${P}/SignIn`, { response: key.get(options.body) });
    expect(stolen.status).toBe(400);
    const phishing = new SoftAuthenticator('http://evil.example');
    phishing.credentials.push(...key.credentials);
    const elsewhere = await signInWith(await fresh(), phishing);
    expect(elsewhere.answer.status).toBe(400);
  });

  it('refuses a registration replayed or without its challenge', async () => {
    const key = new SoftAuthenticator(ORIGIN);
    const client = await fresh();
    await signedUpUser(t.app.db, client, 'reg-replay@example.com');
    const options = await client.postJson<Parameters<SoftAuthenticator['create']>[0]>(
      `${P}/RegistrationOptions`,
      {},
    );
    const response = key.create(options.body);
    expect((await client.postJson(`${P}/Register`, { response })).status).toBe(200);
    const replay = await client.postJson<ApiErrorBody>(`${P}/Register`, { response });
    expect(replay.status).toBe(400);
    expect(replay.body.errors.general).toEqual(['passkeyFailed']);
  });

  it('removes only the owner’s passkeys', async () => {
    const { list } = await accountWithPasskey(
      'owner-pk@example.com',
      new SoftAuthenticator(ORIGIN),
    );
    const other = await fresh();
    await signedUpUser(t.app.db, other, 'other-pk@example.com');
    const r = await other.request({ method: 'DELETE', url: `${P}/${list[0]!.id}` });
    expect(r.statusCode).toBe(404);
    expect(r.json<ApiErrorBody>().errors.general).toEqual(['passkeyNotFound']);
    const guest = await fresh();
    expect((await guest.request({ method: 'DELETE', url: `${P}/${list[0]!.id}` })).statusCode).toBe(
      401,
    );
  });

  it('answers malformed responses with 400, never 500', async () => {
    const client = await fresh();
    await client.postJson(`${P}/AuthenticationOptions`, {});
    for (const response of [
      null,
      'x',
      { id: 'a', rawId: 'a', type: 'public-key', response: {} },
      { id: 'a'.repeat(2000), rawId: 'a', type: 'public-key', response: {} },
      { id: "' OR 1=1 --", rawId: 'x', type: 'public-key', response: { clientDataJSON: '%%' } },
    ]) {
      const r = await client.postJson(`${P}/SignIn`, { response });
      expect(r.status).toBe(400);
    }
  });
});
