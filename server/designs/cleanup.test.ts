/**
 * A guest session that ends takes its saved designs and cart items with it; a signed-in user's
 * stay when the session that made them ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, purgeExpiredSessions } from '../http/sessionExpiry';
import { cartPayload, exportFiles, savePayload } from '../testing/designClient';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { signIn } from '../testing/uploadClient';
import { purgeOwnerlessDesigns } from './cleanup';

let t: TestApp;
// The app and the exports take more than the default 10 s when the machine is loaded.
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

async function makeWork(client: TestClient) {
  const files = await exportFiles(client);
  await client.postJson('/api/v1/Designer/Design', savePayload(files));
  await client.postJson('/api/v1/Shopping/CartItems', [cartPayload(files)]);
}

describe('purgeOwnerlessDesigns', () => {
  it('deletes the designs and cart items of ended guest sessions only', async () => {
    const guest = await new TestClient(t.app).start();
    await makeWork(guest);
    const user = await new TestClient(t.app).start();
    const userId = await signIn(t.app.db, user, 'cleanup@example.com');
    await makeWork(user);

    // 400 days later: the guest's session and the user's session have both ended.
    const later = Date.now() + 400 * DAY_MS;
    await purgeExpiredSessions(t.app.db, later, {
      guestIdleMs: 30 * DAY_MS,
      maxIdleMs: 365 * DAY_MS,
    });
    expect(await purgeOwnerlessDesigns(t.app.db)).toBe(2);
    for (const table of ['saved_designs', 'cart_items'] as const) {
      const rows = await t.app.db.selectFrom(table).select(['user_id']).execute();
      expect(rows).toEqual([{ user_id: userId }]);
    }
  });
});
