/** Details, profile and address changes of the signed-in account, through `inject`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import type { AccountDetails } from '../../src/domain/accounts/protocol';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { GOOD_PASSWORD, lastMailTo, linkOf, signedUpUser } from '../testing/accountClient';

const DETAILS = '/api/v1/Account/Details';
const PROFILE = '/api/v1/Account/Profile';
const EMAIL = '/api/v1/Account/Email';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let octet = 10;
const fresh = () => new TestClient(t.app, `192.0.2.${octet++}`).start();

describe('details and profile', () => {
  it('a guest gets 401 sessionExpired', async () => {
    const guest = await fresh();
    const r = await guest.getJson(DETAILS);
    expect(r).toMatchObject({
      status: 401,
      body: { status: 401, errors: { general: ['sessionExpired'] } },
    });
    const p = await guest.request({
      method: 'PATCH',
      url: PROFILE,
      payload: { firstName: 'A', lastName: 'B' },
    });
    expect(p.statusCode).toBe(401);
  });

  it('answers the details, Admin included in the roles', async () => {
    const client = await fresh();
    const me = await signedUpUser(t.app.db, client, 'admin@example.com');
    await t.app.db
      .updateTable('users')
      .set({ roles: '["Admin"]' })
      .where('id', '=', me.userId)
      .execute();
    const r = await client.getJson<AccountDetails>(DETAILS);
    expect(r.body).toMatchObject({
      userId: me.userId,
      email: 'admin@example.com',
      roles: ['Admin'],
    });
  });

  it('changes the profile; refusals are field-keyed', async () => {
    const client = await fresh();
    await signedUpUser(t.app.db, client, 'profile@example.com');
    const patch = (payload: object) => client.request({ method: 'PATCH', url: PROFILE, payload });
    const ok = await patch({ firstName: ' Zoë ', lastName: "O'Brien", phoneNumber: '' });
    expect(ok.json<AccountDetails>()).toMatchObject({
      firstName: 'Zoë',
      lastName: "O'Brien",
      phoneNumber: null,
    });
    const bad = await patch({ firstName: '', lastName: 'x'.repeat(101), phoneNumber: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiErrorBody>().errors).toMatchObject({
      'domainValidations.firstName': ['requiredField'],
      'domainValidations.lastName': ['nameTooLong'],
      'domainValidations.phoneNumber': ['invalidPhoneNumber'],
    });
  });
});

describe('e-mail change', () => {
  it('waits for the new address’s confirmation, with the current password', async () => {
    const client = await fresh();
    await signedUpUser(t.app.db, client, 'old@example.com');
    const put = (payload: object) => client.request({ method: 'PUT', url: EMAIL, payload });
    const wrong = await put({ email: 'new@example.com', password: 'wrong-password' });
    expect(wrong.json<ApiErrorBody>().errors['domainValidations.password']).toEqual([
      'currentPasswordInvalid',
    ]);
    const r = await put({ email: ' New@Example.com', password: GOOD_PASSWORD });
    expect(r.json<AccountDetails>()).toMatchObject({
      email: 'old@example.com',
      pendingEmail: 'new@example.com',
    });
    const link = linkOf(await lastMailTo(t.app.db, 'new@example.com'));
    expect((await client.postJson('/api/v1/Account/ConfirmEmail', link)).status).toBe(200);
    expect((await client.getJson<AccountDetails>(DETAILS)).body).toMatchObject({
      email: 'new@example.com',
      pendingEmail: null,
    });
    const signIn = await (
      await fresh()
    ).postJson('/api/v1/Account/SignIn', { username: 'new@example.com', password: GOOD_PASSWORD });
    expect(signIn.status).toBe(200);
  });

  it('an address another account uses: the same answer, its owner told, never confirmed', async () => {
    await signedUpUser(t.app.db, await fresh(), 'owner@example.com');
    const client = await fresh();
    await signedUpUser(t.app.db, client, 'mover@example.com');
    const r = await client.request({
      method: 'PUT',
      url: EMAIL,
      payload: { email: 'owner@example.com', password: GOOD_PASSWORD },
    });
    expect(r.json<AccountDetails>()).toMatchObject({
      email: 'mover@example.com',
      pendingEmail: 'owner@example.com',
    });
    const mail = await lastMailTo(t.app.db, 'owner@example.com');
    expect(mail.subject).toBe('This address already has an account');
    expect(mail.links).toEqual([]);
  });
});
