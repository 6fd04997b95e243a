/**
 * Sign-in, sign-out and the session's state through `inject` on a real SQLite file: session
 * rotation (no fixation), the guest's work carried into the account, HttpOnly cookies, the
 * attempt limits (429 with Retry-After), and answers that do not tell whether an address exists.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import type { AccountDetails } from '../../src/domain/accounts/protocol';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { GOOD_PASSWORD, signedUpUser } from '../testing/accountClient';
import { corpusFile, uploadFile } from '../testing/uploadClient';
import { SESSION_COOKIE, SESSION_MAX_AGE_S, sessionIdOf } from '../http/session';
import { DAY_MS, purgeExpiredSessions } from '../http/sessionExpiry';

const SIGN_IN = '/api/v1/Account/SignIn';
const SIGN_OUT = '/api/v1/Account/SignOut';
const IS_AUTH = '/api/v1/Account/IsAuthenticated';
const DETAILS = '/api/v1/Account/Details';

let clock = Date.parse('2026-11-26T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    accounts: { signInAttemptsPerAccount: 3, signInAttemptsPerAddress: 8 },
  });
});
afterAll(() => t.close());

/** A client from its own address (the address limit is per address). */
let lastOctet = 10;
const fresh = () => new TestClient(t.app, `192.0.2.${lastOctet++}`).start();

const signIn = (client: TestClient, username: string, password: string) =>
  client.postJson<AccountDetails & ApiErrorBody>(SIGN_IN, {
    username,
    password,
    reCaptchaToken: '',
  });

describe('sign-in', () => {
  it('answers the details in a new session with new HttpOnly cookies', async () => {
    const owner = await fresh();
    await signedUpUser(t.app.db, owner, 'rotate@example.com');
    const client = await fresh();
    const before = client.cookies.get(SESSION_COOKIE)!;
    const xsrfBefore = client.cookies.get('XSRF-TOKEN');
    const r = await signIn(client, ' Rotate@Example.com', GOOD_PASSWORD);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      email: 'rotate@example.com',
      firstName: 'Ann',
      lastName: 'Smith',
      roles: [],
      hasSyncData: false,
      pendingEmail: null,
    });
    const cookie = r.response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.value).not.toBe(before);
    expect(cookie.httpOnly).toBe(true);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(xsrfBefore);
    expect((await client.getJson(IS_AUTH)).body).toEqual({
      isAuthenticated: true,
      isSyncing: false,
    });
    expect((await client.getJson(DETAILS)).status).toBe(200);
  });

  it('a session id known before sign-in (fixation) is worth nothing after', async () => {
    const victim = await fresh();
    await signedUpUser(t.app.db, await fresh(), 'victim@example.com');
    const planted = victim.cookies.get(SESSION_COOKIE)!;
    // The guest stored something, so its row exists (the strongest case).
    await uploadFile(victim, fs.readFileSync(corpusFile('png/rgba8-alpha-phys-72dpi.png')), {
      fileName: 'a.png',
      fileType: 'image/png',
    });
    expect((await signIn(victim, 'victim@example.com', GOOD_PASSWORD)).status).toBe(200);
    const attacker = new TestClient(t.app, '203.0.113.9');
    attacker.cookies.set(SESSION_COOKIE, planted);
    expect((await attacker.getJson(IS_AUTH)).body).toEqual({
      isAuthenticated: false,
      isSyncing: false,
    });
    expect((await attacker.getJson(DETAILS)).status).toBe(401);
    expect(attacker.cookies.get(SESSION_COOKIE)).not.toBe(planted);
  });

  it('carries the guest’s uploads into the account by reference', async () => {
    const client = await fresh();
    await signedUpUser(t.app.db, await fresh(), 'carry@example.com');
    const png = fs.readFileSync(corpusFile('png/rgba8-alpha-phys-72dpi.png'));
    const { fileId } = await uploadFile(client, png, {
      fileName: 'logo.png',
      fileType: 'image/png',
    });
    const attached = await client.request({
      method: 'POST',
      url: `/api/v1/EditorElement/AttachUploadedTemporaryFile/${fileId}?fileName=logo.png`,
    });
    expect(attached.statusCode).toBe(200);
    const guestId = sessionIdOf(client.cookies.get(SESSION_COOKIE)!);

    const r = await signIn(client, 'carry@example.com', GOOD_PASSWORD);
    expect(r.body.hasSyncData).toBe(true);
    const list = await client.getJson<{ images: { fileName: string }[]; signedIn: boolean }>(
      '/api/v1/Profile/UploadImages',
    );
    expect(list.body.signedIn).toBe(true);
    expect(list.body.images.map((i) => i.fileName)).toEqual(['logo.png']);
    const rows = await t.app.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', guestId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.rotated_at).not.toBeNull();
    const current = sessionIdOf(client.cookies.get(SESSION_COOKIE)!);
    const row = await t.app.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', current)
      .executeTakeFirstOrThrow();
    expect(row.carried_from).toBe(guestId);
  });

  it('answers an unknown address and a wrong password alike', async () => {
    await signedUpUser(t.app.db, await fresh(), 'alike@example.com');
    const wrong = await signIn(await fresh(), 'alike@example.com', 'not-the-password');
    const unknown = await signIn(await fresh(), 'nobody-here@example.com', 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.errors).toEqual({
      domainValidations: ['invalidUsernameOrPassword'],
      'domainValidations.password': ['invalidUsernameOrPassword'],
    });
  });

  it('limits attempts per address typed: 429 with Retry-After, then the window passes', async () => {
    await signedUpUser(t.app.db, await fresh(), 'brute@example.com');
    for (let i = 0; i < 3; i++)
      expect((await signIn(await fresh(), 'brute@example.com', `guess-${i}-xyz`)).status).toBe(400);
    // Even the right password waits: the count is of attempts, made before the check.
    const refused = await signIn(await fresh(), 'BRUTE@example.com', GOOD_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      status: 429,
      errors: { domainValidations: ['tooManyRequests'] },
    });
    expect(Number(refused.response.headers['retry-after'])).toBe(15 * 60);
    // An unknown address is limited the same way (the 429 tells nothing).
    for (let i = 0; i < 3; i++) await signIn(await fresh(), 'ghost@example.com', `guess-${i}-xyz`);
    expect((await signIn(await fresh(), 'ghost@example.com', 'x-guess-xyz')).status).toBe(429);
    clock += 15 * 60_000;
    expect((await signIn(await fresh(), 'brute@example.com', GOOD_PASSWORD)).status).toBe(200);
  });

  it('limits attempts per client address across accounts (password spraying)', async () => {
    const sprayer = new TestClient(t.app, '198.51.100.66');
    await sprayer.start();
    const answers: number[] = [];
    for (let i = 0; i < 9; i++)
      answers.push((await signIn(sprayer, `spray${i}@example.com`, 'Summer2026!')).status);
    expect(answers).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429]);
    expect((await signIn(await fresh(), 'spray0@example.com', 'Summer2026!')).status).toBe(400);
  });

  it('parallel guesses cannot slip under the limit', async () => {
    await signedUpUser(t.app.db, await fresh(), 'parallel@example.com');
    const clients = await Promise.all(Array.from({ length: 8 }, () => fresh()));
    const statuses = await Promise.all(
      clients.map((c, i) =>
        signIn(c, 'parallel@example.com', `guess-${i}-abc`).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('refuses sign-in without the anti-forgery token', async () => {
    const client = await fresh();
    const r = await client.request({
      method: 'POST',
      url: SIGN_IN,
      payload: { username: 'rotate@example.com', password: GOOD_PASSWORD },
      xsrf: false,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      status: 400,
      errors: { domainValidations: ['antiForgeryInvalid'] },
    });
  });

  it('malformed bodies are 400, never 500', async () => {
    const client = await fresh();
    for (const payload of [
      {},
      { username: 'a' },
      { username: 1, password: 2 },
      { username: 'a', password: 'x'.repeat(1001) },
      [],
    ]) {
      const r = await client.postJson(SIGN_IN, payload);
      expect(r.status).toBe(400);
    }
  });
});

describe('sign-out', () => {
  it('ends the signed-in session and starts a guest one', async () => {
    const client = await fresh();
    await signedUpUser(t.app.db, client, 'out@example.com');
    const signedIn = client.cookies.get(SESSION_COOKIE)!;
    const r = await client.getJson(SIGN_OUT);
    expect(r.body).toEqual({ isAuthenticated: false, isSyncing: false });
    expect(client.cookies.get(SESSION_COOKIE)).not.toBe(signedIn);
    expect((await client.getJson(IS_AUTH)).body).toEqual({
      isAuthenticated: false,
      isSyncing: false,
    });
    const row = await t.app.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', sessionIdOf(signedIn))
      .executeTakeFirst();
    expect(row).toBeUndefined();
    // The old cookie, replayed, is a guest.
    const replay = new TestClient(t.app);
    replay.cookies.set(SESSION_COOKIE, signedIn);
    expect((await replay.getJson(DETAILS)).status).toBe(401);
  });

  it('leaves a guest’s session as it is', async () => {
    const client = await fresh();
    const before = client.cookies.get(SESSION_COOKIE);
    await client.getJson(SIGN_OUT);
    expect(client.cookies.get(SESSION_COOKIE)).toBe(before);
  });
});

describe('a carried guest session', () => {
  it('outlives its 30 idle days while a signed-in session carries it, then ends', async () => {
    const client = await fresh();
    await signedUpUser(t.app.db, await fresh(), 'kept@example.com');
    const png = fs.readFileSync(corpusFile('png/rgba8-alpha-phys-72dpi.png'));
    await uploadFile(client, png, { fileName: 'kept.png', fileType: 'image/png' });
    const guestId = sessionIdOf(client.cookies.get(SESSION_COOKIE)!);
    expect((await signIn(client, 'kept@example.com', GOOD_PASSWORD)).status).toBe(200);
    const lifetimes = { guestIdleMs: 30 * DAY_MS, maxIdleMs: SESSION_MAX_AGE_S * 1000 };
    const guestRow = () =>
      t.app.db.selectFrom('sessions').select('id').where('id', '=', guestId).executeTakeFirst();

    await purgeExpiredSessions(t.app.db, clock + 31 * DAY_MS, lifetimes);
    expect(await guestRow()).toBeDefined();
    await client.getJson(SIGN_OUT);
    await purgeExpiredSessions(t.app.db, clock + 31 * DAY_MS, lifetimes);
    expect(await guestRow()).toBeUndefined();
  });
});
