/**
 * Sign-up, e-mail confirmation, resend and the address look-up, through `inject` on a real
 * SQLite file, mail read from the outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { GOOD_PASSWORD, lastMailTo, linkOf, signUpBody } from '../testing/accountClient';
import { listOutbox } from '../mail/outbox';

const SIGN_UP = '/api/v1/Account/SignUp';
const SIGN_IN = '/api/v1/Account/SignIn';
const CONFIRM = '/api/v1/Account/ConfirmEmail';
const RESEND = '/api/v1/Account/ResendConfirmation';
const EXISTS = '/api/v1/Profile/IsUserEmailExists';

let clock = Date.parse('2026-11-26T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    accounts: { emailLookupsPerAddress: 5, publicOrigin: 'https://shop.example.com' },
  });
});
afterAll(() => t.close());

const guest = () => new TestClient(t.app).start();

describe('sign-up', () => {
  it('makes an unconfirmed account and mails a confirmation link to the designer route', async () => {
    const client = await guest();
    const r = await client.postJson(SIGN_UP, signUpBody('  New.User@Example.COM '));
    expect(r).toMatchObject({ status: 200, body: { ok: true } });
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'new.user@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Ann',
      phone_number: '+1 555 0100',
      email_confirmed_at: null,
    });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    const mail = await lastMailTo(t.app.db, 'new.user@example.com');
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.links[0]).toMatch(
      /^https:\/\/shop\.example\.com\/designer\/confirm-email\?email=new\.user%40example\.com&token=[A-Za-z0-9_-]{43}$/,
    );
    expect(mail.text).toContain(mail.links[0]);
    // The token is stored hashed, never as sent.
    const tokens = await t.app.db.selectFrom('account_tokens').select('id').execute();
    expect(tokens.map((x) => x.id)).not.toContain(linkOf(mail).token);
  });

  it('answers a field-keyed list, first field first', async () => {
    const client = await guest();
    const r = await client.postJson<ApiErrorBody>(SIGN_UP, {
      ...signUpBody('not-an-address'),
      lastName: ' ',
      password: 'short',
      phoneNumber: 'call me',
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({
      domainValidations: [
        'invalidEmail',
        'requiredField',
        'passwordTooShort',
        'invalidPhoneNumber',
      ],
      'domainValidations.email': ['invalidEmail'],
      'domainValidations.lastName': ['requiredField'],
      'domainValidations.password': ['passwordTooShort'],
      'domainValidations.phoneNumber': ['invalidPhoneNumber'],
    });
    expect(Object.keys(r.body.errors)[1]).toBe('domainValidations.email');
  });

  it('refuses a common password and a missing field', async () => {
    const client = await guest();
    const common = await client.postJson<ApiErrorBody>(
      SIGN_UP,
      signUpBody('c@example.com', { password: 'Password123' }),
    );
    expect(common.body.errors['domainValidations.password']).toEqual(['passwordTooCommon']);
    const { password: _password, ...missing } = signUpBody('m@example.com');
    const r = await client.postJson<ApiErrorBody>(SIGN_UP, missing);
    expect(r.status).toBe(400);
    expect(r.body.errors['domainValidations.password']).toEqual(['requiredField']);
  });

  it('answers an existing address exactly as a new one, makes no second account, and tells its owner', async () => {
    const client = await guest();
    await client.postJson(SIGN_UP, signUpBody('taken@example.com'));
    const again = await client.postJson(
      SIGN_UP,
      signUpBody('TAKEN@example.com', { firstName: 'Eve' }),
    );
    const fresh = await client.postJson(SIGN_UP, signUpBody('fresh@example.com'));
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    const rows = await t.app.db
      .selectFrom('users')
      .select('first_name')
      .where('email', '=', 'taken@example.com')
      .execute();
    expect(rows).toEqual([{ first_name: 'Ann' }]);
    const mail = await lastMailTo(t.app.db, 'taken@example.com');
    expect(mail.subject).toBe('You already have an account');
    expect(linkOf(mail).path).toBe('/designer/reset-password');
  });

  it('refuses a sign-up without the anti-forgery token and stores nothing', async () => {
    const client = await guest();
    const r = await client.request({
      method: 'POST',
      url: SIGN_UP,
      payload: signUpBody('csrf@example.com'),
      xsrf: false,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      status: 400,
      errors: { domainValidations: ['antiForgeryInvalid'] },
    });
    const row = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'csrf@example.com')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('confirmation', () => {
  it('sign-in answers pleaseConfirmEmail until the link is used; the link works once', async () => {
    const client = await guest();
    await client.postJson(SIGN_UP, signUpBody('confirm@example.com'));
    const before = await client.postJson<ApiErrorBody>(SIGN_IN, {
      username: 'confirm@example.com',
      password: GOOD_PASSWORD,
      reCaptchaToken: '',
    });
    expect(before.status).toBe(400);
    expect(before.body.errors).toMatchObject({ domainValidations: ['pleaseConfirmEmail'] });

    const link = linkOf(await lastMailTo(t.app.db, 'confirm@example.com'));
    expect(link.path).toBe('/designer/confirm-email');
    const used = await client.postJson(CONFIRM, { email: link.email, token: link.token });
    expect(used).toMatchObject({
      status: 200,
      body: { emailConfirmed: true, email: 'confirm@example.com' },
    });
    const reused = await client.postJson<ApiErrorBody>(CONFIRM, {
      email: link.email,
      token: link.token,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.errors['domainValidations.token']).toEqual(['invalidToken']);

    const after = await client.postJson(SIGN_IN, {
      username: 'confirm@example.com',
      password: GOOD_PASSWORD,
    });
    expect(after.status).toBe(200);
  });

  it('an expired link, or one for another address, confirms nothing', async () => {
    const client = await guest();
    await client.postJson(SIGN_UP, signUpBody('late@example.com'));
    const link = linkOf(await lastMailTo(t.app.db, 'late@example.com'));
    const other = await client.postJson(CONFIRM, {
      email: 'confirm@example.com',
      token: link.token,
    });
    expect(other.status).toBe(400);
    clock += 24 * 3_600_000 + 1;
    const late = await client.postJson<ApiErrorBody>(CONFIRM, {
      email: link.email,
      token: link.token,
    });
    expect(late.status).toBe(400);
    expect(late.body.errors['domainValidations.token']).toEqual(['invalidToken']);
  });

  it('resend answers the same for any address and only the newest link works', async () => {
    const client = await guest();
    await client.postJson(SIGN_UP, signUpBody('resend@example.com'));
    const first = linkOf(await lastMailTo(t.app.db, 'resend@example.com'));
    const known = await client.postJson(RESEND, { email: 'Resend@example.com' });
    const unknown = await client.postJson(RESEND, { email: 'nobody@example.com' });
    expect(known).toMatchObject({ status: 200, body: { ok: true } });
    expect(unknown.body).toEqual(known.body);
    expect((await listOutbox(t.app.db)).some((m) => m.to === 'nobody@example.com')).toBe(false);
    const second = linkOf(await lastMailTo(t.app.db, 'resend@example.com'));
    expect(second.token).not.toBe(first.token);
    expect((await client.postJson(CONFIRM, first)).status).toBe(400);
    expect((await client.postJson(CONFIRM, second)).status).toBe(200);
  });

  it('malformed confirmations are 400, never 500', async () => {
    const client = await guest();
    for (const payload of [
      {},
      { email: 'a@example.com' },
      { email: 'a@example.com', token: "' OR 1=1 --" },
      { email: 1, token: 2 },
    ]) {
      const r = await client.postJson(CONFIRM, payload);
      expect(r.status).toBe(400);
    }
  });
});

describe('IsUserEmailExists', () => {
  it('tells whether an address has an account, and is limited per client address', async () => {
    const client = await guest();
    await client.postJson(SIGN_UP, signUpBody('exists@example.com'));
    const looker = new TestClient(t.app, '198.51.100.7');
    expect((await looker.getJson(`${EXISTS}?email=EXISTS%40example.com`)).body).toEqual({
      exists: true,
    });
    expect((await looker.getJson(`${EXISTS}?email=nope%40example.com`)).body).toEqual({
      exists: false,
    });
    expect((await looker.getJson(`${EXISTS}?email=not-an-address`)).body).toEqual({
      exists: false,
    });
    for (let i = 0; i < 2; i++) await looker.getJson(`${EXISTS}?email=x${i}%40example.com`);
    const refused = await looker.getJson(`${EXISTS}?email=exists%40example.com`);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      status: 429,
      errors: { domainValidations: ['tooManyRequests'] },
    });
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    const other = new TestClient(t.app, '198.51.100.8');
    expect((await other.getJson(`${EXISTS}?email=exists%40example.com`)).status).toBe(200);
  });
});
