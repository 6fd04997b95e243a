/**
 * OpenID Connect sign-in against a real provider (oidc-provider) on the loopback link: the app
 * through `inject` on a real SQLite file, the provider over HTTP (discovery, login page, token
 * and userinfo endpoints). New people confirm their account; known ones (by identity, or by an
 * address the provider verified) are signed in with a rotated session. Tampering with the state,
 * the nonce or the PKCE challenge, replaying a code and another provider's answer all fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import type { AccountConfirmationData, ExternalProvider } from '../../src/domain/accounts/external';
import type { AccountDetails, IsAuthenticatedAnswer } from '../../src/domain/accounts/protocol';
import { GOOD_PASSWORD, signedUpUser, signUpBody } from '../testing/accountClient';
import type { LocalOidcProvider } from '../testing/localOidcProvider';
import {
  LOCAL_CLIENT,
  loginAtProvider,
  startLocalOidcProvider,
} from '../testing/localOidcProvider';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { SESSION_COOKIE, sessionIdOf } from '../http/session';

const ORIGIN = 'http://designer.test';
const callbackOf = (name: string) => `${ORIGIN}/api/v1/Account/External/${name}/Callback`;
const FAILED = '/designer/account-confirmation?externalError=externalSignInFailed';

let t: TestApp;
let local: LocalOidcProvider;
let other: LocalOidcProvider;
beforeAll(async () => {
  local = await startLocalOidcProvider([callbackOf('local')]);
  other = await startLocalOidcProvider([callbackOf('other'), callbackOf('local')]);
  const entry = (name: string, issuer: string) => ({
    name,
    displayName: name === 'local' ? 'Local ID' : 'Other ID',
    issuer,
    ...LOCAL_CLIENT,
  });
  t = await createTestApp({
    accounts: { publicOrigin: ORIGIN },
    external: {
      allowHttp: true,
      providers: [
        entry('local', local.issuer),
        entry('other', other.issuer),
        // Nothing listens there: discovery fails.
        entry('down', 'http://127.0.0.1:9'),
      ],
    },
  });
});
afterAll(async () => {
  await t.close();
  await local.close();
  await other.close();
});

let lastOctet = 10;
const fresh = () => new TestClient(t.app, `192.0.2.${lastOctet++}`).start();

/** Starts the flow: the provider's authorization URL. */
async function start(client: TestClient, provider = 'local'): Promise<URL> {
  const r = await client.request({ url: `/api/v1/Account/External/${provider}/Start` });
  expect(r.statusCode).toBe(302);
  return new URL(r.headers.location as string);
}

/** Follows the provider's redirect back into the app (path and query of the callback URL). */
function callback(client: TestClient, callbackUrl: string) {
  const url = new URL(callbackUrl);
  return client.request({ url: url.pathname + url.search });
}

const isAuthenticated = async (client: TestClient) =>
  (await client.getJson<IsAuthenticatedAnswer>('/api/v1/Account/IsAuthenticated')).body
    .isAuthenticated;

describe('OpenID Connect sign-in', () => {
  it('lists the configured providers for the buttons', async () => {
    const client = await fresh();
    const { body } = await client.getJson<ExternalProvider[]>('/api/v1/Account/ExternalProviders');
    expect(body.map((p) => [p.name, p.displayName, p.startUrl])).toEqual([
      ['local', 'Local ID', '/api/v1/Account/External/local/Start'],
      ['other', 'Other ID', '/api/v1/Account/External/other/Start'],
      ['down', 'Other ID', '/api/v1/Account/External/down/Start'],
    ]);
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce', async () => {
    const url = await start(await fresh());
    expect(url.origin).toBe(local.issuer);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(LOCAL_CLIENT.clientId);
    expect(q.get('redirect_uri')).toBe(callbackOf('local'));
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(q.get('scope')).toBe('openid email profile');
  });

  it('has a new person confirm the account, then signs them in with a rotated session', async () => {
    const client = await fresh();
    const back = await loginAtProvider((await start(client)).href, 'grace');
    const r = await callback(client, back);
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/designer/account-confirmation');
    expect(await isAuthenticated(client)).toBe(false);
    const pending = await client.getJson<AccountConfirmationData>('/api/v1/Account/ExternalSignUp');
    expect(pending.body).toEqual({
      email: 'grace@example.test',
      socialType: 'local',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const before = client.cookies.get(SESSION_COOKIE);
    const confirmed = await client.postJson<AccountDetails>(
      '/api/v1/Account/ExternalSignUpConfirm',
      {},
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ email: 'grace@example.test', firstName: 'Grace' });
    expect(client.cookies.get(SESSION_COOKIE)).not.toBe(before);
    expect(await isAuthenticated(client)).toBe(true);
    // Used once.
    const again = await client.postJson<ApiErrorBody>('/api/v1/Account/ExternalSignUpConfirm', {});
    expect(again.status).toBe(400);
    expect(again.body.errors.general).toEqual(['externalSignUpExpired']);

    // Next time the identity is known: straight in, redirected to /.
    const later = await fresh();
    const r2 = await callback(later, await loginAtProvider((await start(later)).href, 'grace'));
    expect(r2.headers.location).toBe('/');
    expect(await isAuthenticated(later)).toBe(true);
    const details = await later.getJson<AccountDetails>('/api/v1/Account/Details');
    expect(details.body.userId).toBe(confirmed.body.userId);
  });

  it('refuses the confirmation without the anti-forgery token, and with nothing pending', async () => {
    const client = await fresh();
    await callback(client, await loginAtProvider((await start(client)).href, 'csrf-victim'));
    const forged = await client.request({
      method: 'POST',
      url: '/api/v1/Account/ExternalSignUpConfirm',
      xsrf: false,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<ApiErrorBody>().errors.domainValidations).toEqual(['antiForgeryInvalid']);
    const stranger = await fresh();
    const r = await stranger.postJson<ApiErrorBody>('/api/v1/Account/ExternalSignUpConfirm', {});
    expect(r.body.errors.general).toEqual(['externalSignUpExpired']);
    const none = await stranger.getJson<ApiErrorBody>('/api/v1/Account/ExternalSignUp');
    expect(none.status).toBe(404);
  });

  it('signs an account in by the address the provider verified, and links the identity', async () => {
    const owner = await fresh();
    const account = await signedUpUser(t.app.db, owner, 'ada@example.test');
    const client = await fresh();
    const r = await callback(client, await loginAtProvider((await start(client)).href, 'ada'));
    expect(r.headers.location).toBe('/');
    const details = await client.getJson<AccountDetails>('/api/v1/Account/Details');
    expect(details.body.userId).toBe(account.userId);
    const linked = await t.app.db
      .selectFrom('external_identities')
      .selectAll()
      .where('user_id', '=', account.userId)
      .execute();
    expect(linked).toHaveLength(1);
    expect(linked[0]).toMatchObject({ issuer: local.issuer, subject: 'ada', provider: 'local' });
  });

  it('confirms an unconfirmed account it links, and drops the password nobody proved', async () => {
    const squatter = await fresh();
    await squatter.postJson('/api/v1/Account/SignUp', signUpBody('lin@example.test'));
    const client = await fresh();
    await callback(client, await loginAtProvider((await start(client)).href, 'lin'));
    expect(await isAuthenticated(client)).toBe(true);
    const r = await squatter.postJson<ApiErrorBody>('/api/v1/Account/SignIn', {
      username: 'lin@example.test',
      password: GOOD_PASSWORD,
    });
    expect(r.status).toBe(400);
    expect(r.body.errors.domainValidations).toEqual(['invalidUsernameOrPassword']);
  });

  it('never links by an address the provider did not verify', async () => {
    const owner = await fresh();
    await signedUpUser(t.app.db, owner, 'unverified@example.test');
    const client = await fresh();
    const r = await callback(
      client,
      await loginAtProvider((await start(client)).href, 'unverified'),
    );
    expect(r.headers.location).toBe('/designer/account-confirmation');
    const confirm = await client.postJson<ApiErrorBody>(
      '/api/v1/Account/ExternalSignUpConfirm',
      {},
    );
    expect(confirm.status).toBe(400);
    expect(confirm.body.errors['domainValidations.email']).toEqual(['emailTaken']);
    expect(await isAuthenticated(client)).toBe(false);
  });

  it('needs an address to make an account', async () => {
    const client = await fresh();
    const r = await callback(client, await loginAtProvider((await start(client)).href, 'no-email'));
    expect(r.headers.location).toBe(
      '/designer/account-confirmation?externalError=externalEmailMissing',
    );
  });
});

describe('OpenID Connect refusals', () => {
  it('refuses a wrong state, and a state begun in another session', async () => {
    const client = await fresh();
    const back = new URL(await loginAtProvider((await start(client)).href, 'mallory'));
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'x'.repeat(43));
    expect((await callback(client, tampered.href)).headers.location).toBe(FAILED);
    // The victim's callback URL followed in another browser (login CSRF): the state is not its.
    const attacker = await fresh();
    expect((await callback(attacker, back.href)).headers.location).toBe(FAILED);
    expect(await isAuthenticated(attacker)).toBe(false);
    expect(await isAuthenticated(client)).toBe(false);
  });

  it('refuses a replayed code, with its own state or a new one', async () => {
    const client = await fresh();
    const back = await loginAtProvider((await start(client)).href, 'replay');
    expect((await callback(client, back)).headers.location).toBe('/designer/account-confirmation');
    expect((await callback(client, back)).headers.location).toBe(FAILED);
    // The old code under a fresh state: the provider refuses the used code.
    const fresh2 = await fresh();
    const state = (await start(fresh2)).searchParams.get('state')!;
    const replay = new URL(back);
    replay.searchParams.set('state', state);
    expect((await callback(fresh2, replay.href)).headers.location).toBe(FAILED);
    expect(await isAuthenticated(fresh2)).toBe(false);
  });

  it('refuses an id token whose nonce is not the one stored', async () => {
    const client = await fresh();
    const url = await start(client);
    url.searchParams.set('nonce', 'n'.repeat(43));
    const back = await loginAtProvider(url.href, 'nonce-victim');
    expect((await callback(client, back)).headers.location).toBe(FAILED);
    expect(await isAuthenticated(client)).toBe(false);
  });

  it('refuses a code whose PKCE challenge was swapped', async () => {
    const client = await fresh();
    const url = await start(client);
    url.searchParams.set('code_challenge', 'c'.repeat(43));
    const back = await loginAtProvider(url.href, 'pkce-victim');
    expect((await callback(client, back)).headers.location).toBe(FAILED);
  });

  it('refuses an answer from another issuer, and an unknown provider', async () => {
    const client = await fresh();
    const url = await start(client, 'local');
    // The same request sent to another provider: its code and issuer come back to local's flow.
    const mixed = new URL(url.pathname + url.search, other.issuer);
    const back = await loginAtProvider(mixed.href, 'mixup');
    expect((await callback(client, back)).headers.location).toBe(FAILED);
    const unknown = await client.request({ url: '/api/v1/Account/External/nope/Start' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>().errors.general).toEqual(['externalProviderUnknown']);
    // A state begun for one provider arriving at another's callback.
    const started = await start(client, 'other');
    const cross = await client.request({
      url: `/api/v1/Account/External/local/Callback?code=x&state=${started.searchParams.get('state')}`,
    });
    expect(cross.headers.location).toBe(FAILED);
  });

  it('keeps one flow per session: a newer start ends the older one', async () => {
    const client = await fresh();
    const first = await start(client);
    await start(client);
    const back = await loginAtProvider(first.href, 'two-tabs');
    expect((await callback(client, back)).headers.location).toBe(FAILED);
    for (let i = 0; i < 5; i++) await start(client);
    const rows = await t.app.db
      .selectFrom('sign_in_challenges')
      .select('id')
      .where('session_id', '=', sessionIdOf(client.cookies.get(SESSION_COOKIE)!))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('sends the browser back with a message when the provider is unreachable', async () => {
    const client = await fresh();
    const r = await client.request({ url: '/api/v1/Account/External/down/Start' });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe(FAILED);
  });

  it('answers malformed callbacks with the error redirect, never a 500', async () => {
    const client = await fresh();
    for (const query of ['', '?state=', '?code=%00&state=%FF', `?state=${'s'.repeat(2000)}`]) {
      const r = await client.request({ url: `/api/v1/Account/External/local/Callback${query}` });
      expect(r.statusCode).toBeLessThan(500);
    }
  });
});
