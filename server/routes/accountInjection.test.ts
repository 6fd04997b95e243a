/**
 * SQL injection and hostile text in every text field of every account call (README, Security
 * notes): each answer is a 2xx or a 4xx in the API's shape — never a 500 —, no one is signed in
 * by it, nothing is dropped, and text that is a valid name is stored verbatim (queries bind
 * values; nothing is spliced into SQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '../../src/domain/apiErrors';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { GOOD_PASSWORD, signedUpUser, signUpBody } from '../testing/accountClient';

const HOSTILE = [
  "' OR '1'='1",
  "admin@example.com' --",
  '"; DROP TABLE users; --',
  "x'); DELETE FROM sessions; --",
  '1 UNION SELECT password_hash FROM users',
  '\u0000\u0001\u001f',
  '\ud83d', // a lone surrogate
  'a'.repeat(1000),
];

/** Every account call with text fields: method, path, a valid body, and its text fields. */
const CALLS: { method: 'POST' | 'PUT' | 'PATCH'; url: string; body: Record<string, string> }[] = [
  { method: 'POST', url: '/api/v1/Account/SignUp', body: signUpBody('inj-new@example.com') },
  {
    method: 'POST',
    url: '/api/v1/Account/SignIn',
    body: { username: 'victim@example.com', password: 'not-the-password', reCaptchaToken: '' },
  },
  { method: 'POST', url: '/api/v1/Account/ForgotPassword', body: { email: 'victim@example.com' } },
  { method: 'POST', url: '/api/v1/account/createPassword', body: { email: 'victim@example.com' } },
  {
    method: 'POST',
    url: '/api/v1/Account/ResendConfirmation',
    body: { email: 'victim@example.com' },
  },
  {
    method: 'POST',
    url: '/api/v1/Account/ConfirmEmail',
    body: { email: 'victim@example.com', token: 'A'.repeat(43) },
  },
  {
    method: 'POST',
    url: '/api/v1/account/resetPassword',
    body: {
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      email: 'victim@example.com',
      token: 'A'.repeat(43),
    },
  },
  {
    method: 'POST',
    url: '/api/v1/account/createPasswordConfirm',
    body: {
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      email: 'victim@example.com',
      token: 'A'.repeat(43),
    },
  },
  {
    method: 'PATCH',
    url: '/api/v1/Account/Profile',
    body: { firstName: 'Ann', lastName: 'Smith', phoneNumber: '' },
  },
  {
    method: 'PUT',
    url: '/api/v1/Account/Email',
    body: { email: 'moved@example.com', password: 'wrong-password' },
  },
  {
    method: 'PUT',
    url: '/api/v1/Account/Password',
    body: {
      currentPassword: 'wrong-password',
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    },
  },
];

let t: TestApp;
let attacker: TestClient;
beforeAll(async () => {
  t = await createTestApp({
    accounts: {
      signInAttemptsPerAccount: 10_000,
      signInAttemptsPerAddress: 10_000,
      mailsPerAddressPerHour: 10_000,
      emailLookupsPerAddress: 10_000,
    },
  });
  await signedUpUser(t.app.db, await new TestClient(t.app).start(), 'victim@example.com');
  attacker = await new TestClient(t.app, '203.0.113.66').start();
  await signedUpUser(t.app.db, attacker, 'attacker@example.com');
});
afterAll(() => t.close());

describe('hostile text in every field', () => {
  // About 270 requests, a third of them hashing a password (scrypt, ~100 ms each).
  it(
    'never answers 500, signs no one in as the victim, and drops nothing',
    { timeout: 90_000 },
    async () => {
      const users = await t.app.db.selectFrom('users').select('id').execute();
      const statuses = new Set<number>();
      for (const call of CALLS) {
        for (const field of Object.keys(call.body)) {
          for (const value of HOSTILE) {
            const r = await attacker.request({
              method: call.method,
              url: call.url,
              payload: { ...call.body, [field]: value },
            });
            statuses.add(r.statusCode);
            expect(r.statusCode, `${call.url} ${field}=${JSON.stringify(value)}`).toBeLessThan(500);
            if (r.statusCode >= 400) expect(isApiErrorBody(r.json())).toBe(true);
            if (call.url.endsWith('SignIn')) expect(r.statusCode).not.toBe(200);
          }
        }
      }
      // A lone surrogate cannot be URI-encoded: its UTF-8 bytes (invalid UTF-8) are sent instead.
      const query = (v: string) => (v === '\ud83d' ? '%ED%A0%BD' : encodeURIComponent(v));
      for (const value of HOSTILE) {
        const r = await attacker.request({
          method: 'GET',
          url: `/api/v1/Profile/IsUserEmailExists?email=${query(value)}`,
        });
        expect(r.statusCode).toBeLessThan(500);
      }
      expect(statuses.has(500)).toBe(false);
      const after = await t.app.db.selectFrom('users').select('id').execute();
      expect(after.length).toBeGreaterThanOrEqual(users.length);
      expect(await t.app.db.selectFrom('sessions').select('id').execute()).not.toHaveLength(0);
      const me = await attacker.getJson<{ email: string }>('/api/v1/Account/Details');
      expect(me.body.email).toBe('attacker@example.com');
    },
  );

  it('stores a name that looks like SQL verbatim', async () => {
    const name = "Robert'); DROP TABLE users;--";
    const r = await attacker.request({
      method: 'PATCH',
      url: '/api/v1/Account/Profile',
      payload: { firstName: name, lastName: "O'Neil", phoneNumber: '' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ firstName: name, lastName: "O'Neil" });
    expect(await t.app.db.selectFrom('users').select('id').execute()).not.toHaveLength(0);
  });
});
