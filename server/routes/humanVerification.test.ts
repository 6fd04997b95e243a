/**
 * Human verification on SignUp and SignIn (server/accounts/humanVerification.ts) through
 * `inject` on a real SQLite file, against a local fake of the provider's verify endpoint that
 * this test starts (the real one is on the internet): the token, the secret and the client's
 * address reach it; a refused, missing or unverifiable token answers 400
 * `invalidReCaptchaToken`, never a 500; a verified one goes through.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { GOOD_PASSWORD, lastMailTo, linkOf, signUpBody } from '../testing/accountClient';
import { humanVerificationFromEnv } from '../accounts/humanVerification';

const SECRET = 'test-secret';
/** The form bodies the fake provider received. */
const received: URLSearchParams[] = [];
const provider = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    received.push(form);
    const success = form.get('secret') === SECRET && form.get('response') === 'human-token';
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }));
  });
});

let t: TestApp;
let down: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const port = (provider.address() as AddressInfo).port;
  const verify = (url: string) => ({
    humanVerification: { secret: SECRET, verifyUrl: url, timeoutMs: 2000 },
  });
  t = await createTestApp({ accounts: verify(`http://127.0.0.1:${port}/siteverify`) });
  // A provider that is not there (a closed port): the token cannot be verified.
  down = await createTestApp({ accounts: verify('http://127.0.0.1:9/siteverify') });
});
afterAll(async () => {
  await t.close();
  await down.close();
  await new Promise((resolve) => provider.close(resolve));
});

let octet = 10;
let lastAddress = '';
const client = (app: TestApp) => {
  lastAddress = `192.0.2.${octet++}`;
  return new TestClient(app.app, lastAddress).start();
};
const refusal = {
  status: 400,
  errors: {
    domainValidations: ['invalidReCaptchaToken'],
    'domainValidations.reCaptchaToken': ['invalidReCaptchaToken'],
  },
};

describe('with a reCAPTCHA secret', () => {
  it('refuses a sign-up without a token or with one the provider refuses', async () => {
    const c = await client(t);
    const none = await c.postJson('/api/v1/Account/SignUp', signUpBody('bot1@example.com'));
    expect(none.status).toBe(400);
    expect(none.body).toEqual(refusal);
    const before = received.length;
    const bad = await c.postJson(
      '/api/v1/Account/SignUp',
      signUpBody('bot1@example.com', { reCaptchaToken: 'robot' }),
    );
    expect(bad.body).toEqual(refusal);
    // The provider was asked with our secret, the token and the client's address.
    const form = received[before]!;
    expect(form.get('secret')).toBe(SECRET);
    expect(form.get('response')).toBe('robot');
    expect(form.get('remoteip')).toBe(lastAddress);
    await expect(lastMailTo(t.app.db, 'bot1@example.com')).rejects.toThrow(/no mail/);
  });

  it('lets a verified person sign up, confirm and sign in; a bot cannot sign in', async () => {
    const c = await client(t);
    const email = 'person@example.com';
    const up = await c.postJson(
      '/api/v1/Account/SignUp',
      signUpBody(email, { reCaptchaToken: 'human-token' }),
    );
    expect(up.status).toBe(200);
    const { token } = linkOf(await lastMailTo(t.app.db, email));
    expect((await c.postJson('/api/v1/Account/ConfirmEmail', { email, token })).status).toBe(200);
    const creds = { username: email, password: GOOD_PASSWORD };
    const bot = await c.postJson<ApiErrorBody>('/api/v1/Account/SignIn', {
      ...creds,
      reCaptchaToken: 'robot',
    });
    expect(bot.body).toEqual(refusal);
    const ok = await c.postJson('/api/v1/Account/SignIn', {
      ...creds,
      reCaptchaToken: 'human-token',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ email });
  });

  it('refuses (400, never 500) when the provider cannot be reached', async () => {
    const c = await client(down);
    const r = await c.postJson('/api/v1/Account/SignIn', {
      username: 'x@example.com',
      password: GOOD_PASSWORD,
      reCaptchaToken: 'human-token',
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual(refusal);
  });
});

describe('configuration', () => {
  it('is off without a secret and refuses a verify URL that is not http(s)', () => {
    expect(humanVerificationFromEnv({}).secret).toBeNull();
    expect(humanVerificationFromEnv({ RECAPTCHA_SECRET: ' s ' }).secret).toBe('s');
    expect(() => humanVerificationFromEnv({ RECAPTCHA_VERIFY_URL: 'file:///etc/passwd' })).toThrow(
      /RECAPTCHA_VERIFY_URL/,
    );
  });
});
