/**
 * Guest work moved into the account (Account/SyncUserData) on a real SQLite file: everything
 * moves once, uploads within the account's quota (2 images here) become permanent and the rest
 * stay temporary and are reported; running it again moves nothing twice; a run cut mid-way (a
 * step that throws, as a kill would) leaves `isSyncing` true and finishes when run again at
 * start, with nothing lost or duplicated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import type { AccountDetails, IsAuthenticatedAnswer } from '../../src/domain/accounts/protocol';
import type { CountAnswer, DesignSearchAnswer } from '../../src/domain/designs/protocol';
import { signedUpUser } from '../testing/accountClient';
import { guestThenSignIn, sessionOf } from '../testing/guestWork';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { UserDataSync } from './userDataSync';
import type { SyncResult } from './moveGuestWork';

let t: TestApp;
// The app and the exports take more than the default 10 s when the machine is loaded.
beforeAll(async () => {
  t = await createTestApp({ uploads: { signedIn: { maxFiles: 2, maxBytes: 1 << 30 } } });
}, 60_000);
afterAll(() => t.close());

const sync = (client: TestClient) =>
  client.postJson<{ isSyncing: boolean; jobId: string | null } & ApiErrorBody>(
    '/api/v1/Account/SyncUserData',
    {},
  );

async function jobResult(jobId: string): Promise<{ status: string; result: SyncResult | null }> {
  const row = await t.app.db
    .selectFrom('sync_jobs')
    .select(['status', 'result'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  return { status: row.status, result: row.result ? (JSON.parse(row.result) as SyncResult) : null };
}

async function ownersOf(userId: number, guestSessionId: string) {
  const db = t.app.db;
  const count = async (table: 'saved_designs' | 'cart_items' | 'design_files') =>
    (
      await db
        .selectFrom(table)
        .select('user_id')
        .where('session_id', '=', guestSessionId)
        .execute()
    ).map((r) => r.user_id);
  const images = await db
    .selectFrom('uploaded_images')
    .select(['user_id', 'is_temporary'])
    .where('session_id', '=', guestSessionId)
    .orderBy('created_at')
    .execute();
  return {
    designs: await count('saved_designs'),
    cartItems: await count('cart_items'),
    designFiles: await count('design_files'),
    images: images.map((i) => [i.user_id === userId, i.is_temporary]),
  };
}

describe('Account/SyncUserData', () => {
  it('moves the guest’s designs, cart, design files and uploads within the quota, once', async () => {
    const client = await new TestClient(t.app).start();
    const work = await guestThenSignIn(t.app.db, client, 'sync-ann@example.com', 3);
    expect((await client.getJson<AccountDetails>('/api/v1/Account/Details')).body.hasSyncData).toBe(
      true,
    );

    const started = await sync(client);
    expect(started.status).toBe(200);
    expect(started.body.isSyncing).toBe(true);
    await t.app.userDataSync.idle();
    expect(
      (await client.getJson<IsAuthenticatedAnswer>('/api/v1/Account/IsAuthenticated')).body,
    ).toEqual({
      isAuthenticated: true,
      isSyncing: false,
    });
    expect(await jobResult(started.body.jobId!)).toEqual({
      status: 'finished',
      result: {
        designFiles: 3,
        designs: 1,
        cartItems: 1,
        uploads: 2,
        uploadsKeptTemporary: 1,
        errors: ['syncUploadsOverQuota'],
      },
    });
    expect(await ownersOf(work.userId, work.guestSessionId)).toEqual({
      designs: [work.userId],
      cartItems: [work.userId],
      designFiles: [work.userId, work.userId, work.userId],
      images: [
        [true, 0],
        [true, 0],
        [false, 1],
      ],
    });

    // Again: nothing moves twice; the design and the cart item exist once.
    const again = await sync(client);
    await t.app.userDataSync.idle();
    expect((await jobResult(again.body.jobId!)).result).toMatchObject({
      designs: 0,
      cartItems: 0,
      designFiles: 0,
      uploads: 0,
      uploadsKeptTemporary: 1,
    });

    // The account's other devices (no guest session carried) see the moved work.
    const laptop = await new TestClient(t.app).start();
    await laptop.postJson('/api/v1/Account/SignIn', {
      username: 'sync-ann@example.com',
      password: 'violet-harbour-1987!',
      reCaptchaToken: '',
    });
    const designs = await laptop.postJson<DesignSearchAnswer>('/api/v1/Designer/Search', {});
    expect(designs.body.data.map((d) => d.id)).toEqual([work.designId]);
    expect((await laptop.getJson<CountAnswer>('/api/v1/Shopping/CartsQuantity')).body.count).toBe(
      1,
    );
  });

  it('answers nothing to move without a guest session, and 401 to guests', async () => {
    const client = await new TestClient(t.app).start();
    await signedUpUser(t.app.db, client, 'sync-nobody@example.com');
    expect((await sync(client)).body).toEqual({ isSyncing: false, jobId: null });
    const guest = await new TestClient(t.app).start();
    const r = await sync(guest);
    expect([r.status, r.body.errors]).toEqual([401, { general: ['sessionExpired'] }]);
  });

  it('resumes a run a kill cut short, losing and duplicating nothing', async () => {
    const client = await new TestClient(t.app).start();
    const work = await guestThenSignIn(t.app.db, client, 'sync-bob@example.com', 1);
    const deps = { db: t.app.db, uploads: t.app.uploads.config, now: Date.now, log: t.app.log };
    const killed = new UserDataSync({
      ...deps,
      afterStep: (step) => {
        if (step === 'designs') throw new Error('killed');
      },
    });
    const started = await killed.start(work.userId, sessionOf(client), work.guestSessionId);
    await killed.idle();
    expect((await jobResult(started.jobId!)).status).toBe('running');
    const halfway = await ownersOf(work.userId, work.guestSessionId);
    expect([halfway.designs, halfway.cartItems]).toEqual([[work.userId], [null]]);
    expect(
      (await client.getJson<IsAuthenticatedAnswer>('/api/v1/Account/IsAuthenticated')).body
        .isSyncing,
    ).toBe(true);

    // The next start runs it again.
    const restarted = new UserDataSync(deps);
    expect(await restarted.resumeInterrupted()).toBe(1);
    await restarted.idle();
    const done = await jobResult(started.jobId!);
    expect(done.status).toBe('finished');
    expect(done.result).toMatchObject({ designFiles: 0, designs: 0, cartItems: 1, uploads: 1 });
    expect(await ownersOf(work.userId, work.guestSessionId)).toEqual({
      designs: [work.userId],
      cartItems: [work.userId],
      designFiles: [work.userId, work.userId, work.userId],
      images: [[true, 0]],
    });
    const rows = await t.app.db
      .selectFrom('saved_designs')
      .select('id')
      .where('user_id', '=', work.userId)
      .execute();
    expect(rows.map((r) => r.id)).toEqual([work.designId]);
    expect(
      (await client.getJson<IsAuthenticatedAnswer>('/api/v1/Account/IsAuthenticated')).body
        .isSyncing,
    ).toBe(false);
  });
});
