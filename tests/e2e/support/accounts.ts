/**
 * Signing a browser in as a user, straight in the e2e server's SQLite file (sign-in itself is
 * another issue): a user row is written and the browser's session is linked to it, as the
 * server's sign-in will do.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import Database from 'better-sqlite3';

function database() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return new Database(path.join(dir, 'designer.sqlite'));
}

/** Makes the context's guest session a signed-in session of a new user; returns the user id. */
export async function signInAsNewUser(context: BrowserContext, email: string): Promise<number> {
  const cookie = (await context.cookies()).find((c) => c.name === 'designer_sid');
  if (!cookie) throw new Error('open the designer first: the session cookie is not set');
  const sessionId = createHash('sha256').update(cookie.value).digest('hex');
  const db = database();
  try {
    const user = db
      .prepare(
        `INSERT INTO users (email, first_name, last_name, phone_number, password_hash, roles, created_at)
         VALUES (?, '', '', NULL, NULL, '[]', ?) RETURNING id`,
      )
      .get(email, Date.now()) as { id: number };
    // A guest's row exists only once it stored something: written here when missing.
    const now = Date.now();
    db.prepare(
      `INSERT INTO sessions (id, created_at, last_seen_at, user_id) VALUES (?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id`,
    ).run(sessionId, now, now, user.id);
    return user.id;
  } finally {
    db.close();
  }
}

/** Rows of the uploads table for a client file id (to prove nothing was stored). */
export function uploadRowsOf(fileId: string): number {
  const db = database();
  try {
    return (
      db.prepare('SELECT COUNT(*) AS n FROM upload_files WHERE file_id = ?').get(fileId) as {
        n: number;
      }
    ).n;
  } finally {
    db.close();
  }
}
