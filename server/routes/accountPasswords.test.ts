/**
 * Forgotten, reset, created and changed passwords through `inject`: the same answer for any
 * address, links single-use and expiring, sessions ended after a reset or change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { GOOD_PASSWORD, lastMailTo, linkOf, signedUpUser } from '../testing/accountClient';
import { listOutbox } from '../mail/outbox';

const FORGOT = '/api/v1/Account/ForgotPassword';
const CREATE = '/api/v1/account/createPassword';
const RESET = '/api/v1/account/resetPassword';
const CREATE_CONFIRM = '/api/v1/account/createPasswordConfirm';
const SIGN_IN = '/api/v1/Account/SignIn';
const DETAILS = '/api/v1/Account/Details';
const NEW_PASSWORD = 'amber-lantern-2031?';

let clock = Date.parse('2026-11-26T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, accounts: { mailsPerAddressPerHour: 12 } });
});
afterAll(() => t.close());

let octet = 10;
const fresh = () => new TestClient(t.app, `192.0.2.${octet++}`).start();

describe('forgot password', () => {
  it('answers the same whether or not the address has an account, and mails only an account', async () => {
    await signedUpUser(t.app.db, await fresh(), 'forgot@example.com');
    const client = await fresh();
    const known = await client.postJson(FORGOT, { email: ' Forgot@Example.com' });
    const unknown = await client.postJson(FORGOT, { email: 'no-account@example.com' });
    expect(known).toMatchObject({ status: 200, body: { ok: true } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const mails = await listOutbox(t.app.db);
    expect(mails.some((m) => m.to === 'no-account@example.com')).toBe(false);
    const mail = await lastMailTo(t.app.db, 'forgot@example.com');
    expect(mail.subject).toBe('Reset your password');
    expect(linkOf(mail).path).toBe('/designer/reset-password');
  });

  it('resets once from the link; the old password and sessions stop working; the link cannot be reused', async () => {
    const device = await fresh();
    await signedUpUser(t.app.db, device, 'reset@example.com');
    const client = await fresh();
    await client.postJson(FORGOT, { email: 'reset@example.com' });
    const link = linkOf(await lastMailTo(t.app.db, 'reset@example.com'));
    const body = {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      email: link.email,
      token: link.token,
    };

    const weak = await client.postJson<ApiErrorBody>(RESET, {
      ...body,
      password: 'qwerty123',
      confirmPassword: 'nope',
    });
    expect(weak.body.errors).toMatchObject({
      'domainValidations.password': ['passwordTooCommon'],
      'domainValidations.confirmPassword': ['passwordsDoNotMatch'],
    });
    // A refused password did not use the link up.
    expect((await client.postJson(RESET, body)).status).toBe(200);
    const reused = await client.postJson<ApiErrorBody>(RESET, body);
    expect(reused.status).toBe(400);
    expect(reused.body.errors['domainValidations.token']).toEqual(['invalidToken']);

    expect((await device.getJson(DETAILS)).status).toBe(401);
    expect(
      (await client.postJson(SIGN_IN, { username: 'reset@example.com', password: GOOD_PASSWORD }))
        .status,
    ).toBe(400);
    expect(
      (await client.postJson(SIGN_IN, { username: 'reset@example.com', password: NEW_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('an expired link resets nothing', async () => {
    await signedUpUser(t.app.db, await fresh(), 'expire@example.com');
    const client = await fresh();
    await client.postJson(FORGOT, { email: 'expire@example.com' });
    const link = linkOf(await lastMailTo(t.app.db, 'expire@example.com'));
    clock += 60 * 60_000;
    const r = await client.postJson(RESET, {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      ...link,
    });
    expect(r.status).toBe(400);
  });

  it('counts mail requests per client address (429 beyond)', async () => {
    const client = new TestClient(t.app, '198.51.100.200');
    await client.start();
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++)
      statuses.push((await client.postJson(FORGOT, { email: `x${i}@example.com` })).status);
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
  });
});

describe('create password', () => {
  it('gives a password to an account without one; a reset link cannot be used here', async () => {
    const now = clock;
    await t.app.db
      .insertInto('users')
      .values({
        email: 'social@example.com',
        first_name: 'So',
        last_name: 'Cial',
        phone_number: null,
        password_hash: null,
        roles: '[]',
        created_at: now,
        email_confirmed_at: now,
      })
      .execute();
    const client = await fresh();
    // No password: sign-in refuses alike (and spends a hash's time).
    expect(
      (await client.postJson(SIGN_IN, { username: 'social@example.com', password: NEW_PASSWORD }))
        .status,
    ).toBe(400);
    await client.postJson(CREATE, { email: 'social@example.com' });
    const mail = await lastMailTo(t.app.db, 'social@example.com');
    expect(mail.subject).toBe('Create a password');
    const link = linkOf(mail);
    expect(link.path).toBe('/designer/create-password');
    const body = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...link };
    expect((await client.postJson(RESET, body)).status).toBe(400);
    expect((await client.postJson(CREATE_CONFIRM, body)).status).toBe(200);
    expect((await client.postJson(CREATE_CONFIRM, body)).status).toBe(400);
    expect(
      (await client.postJson(SIGN_IN, { username: 'social@example.com', password: NEW_PASSWORD }))
        .status,
    ).toBe(200);
  });
});

describe('change password', () => {
  it('needs a session, the current password and a good new one; other sessions end', async () => {
    const guest = await fresh();
    const change = (c: TestClient, body: object) =>
      c.request({ method: 'PUT', url: '/api/v1/Account/Password', payload: body });
    expect(
      (await change(guest, { currentPassword: 'a', password: 'b', confirmPassword: 'b' }))
        .statusCode,
    ).toBe(401);

    const other = await fresh();
    await signedUpUser(t.app.db, other, 'change@example.com');
    const client = await fresh();
    await client.postJson(SIGN_IN, { username: 'change@example.com', password: GOOD_PASSWORD });
    const wrong = await change(client, {
      currentPassword: 'wrong-password',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>().errors['domainValidations.currentPassword']).toEqual([
      'currentPasswordInvalid',
    ]);
    const weak = await change(client, {
      currentPassword: GOOD_PASSWORD,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(weak.json<ApiErrorBody>().errors['domainValidations.password']).toEqual([
      'passwordTooShort',
    ]);
    const ok = await change(client, {
      currentPassword: GOOD_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect((await client.getJson(DETAILS)).status).toBe(200);
    expect((await other.getJson(DETAILS)).status).toBe(401);
  });
});
