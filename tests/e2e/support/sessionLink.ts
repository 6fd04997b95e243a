/**
 * Signs a browser in as an existing user straight in the e2e server's SQLite file, as the
 * server's sign-in would (tests/e2e/support/accounts.ts makes new users the same way): the
 * context's session becomes a signed-in session of `userId`.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import Database from 'better-sqlite3';

/** Links the context's session to the user `userId` (open the designer first). */
export async function signInAs(context: BrowserContext, userId: number): Promise<void> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const cookie = (await context.cookies()).find((c) => c.name === 'designer_sid');
  if (!cookie) throw new Error('open the designer first: the session cookie is not set');
  const sessionId = createHash('sha256').update(cookie.value).digest('hex');
  const db = new Database(path.join(dir, 'designer.sqlite'));
  try {
    const now = Date.now();
    db.prepare(
      `INSERT INTO sessions (id, created_at, last_seen_at, user_id) VALUES (?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id`,
    ).run(sessionId, now, now, userId);
  } finally {
    db.close();
  }
}
