/**
 * Resume codes of the embedded editor's sessions (issue 20). In a storefront's iframe the
 * editor's session travels in a header (no third-party cookie needed); its token stays in the
 * frame. To find the same session after a reload, the storefront's page keeps a code instead:
 * 32 random bytes, single-use, valid `EMBED_RESUME_CODE_MINUTES` (default 15), renewed by the
 * editor while it is open. The database keeps the code's SHA-256 and the token sealed with
 * AES-256-GCM under a key derived from the session secret, so neither a leaked database nor a
 * leaked code that was already used gives the session away.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** A code's default life, minutes (the editor renews it every third of that). */
export const RESUME_CODE_MINUTES = 15;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');
const keyOf = (secret: string) => createHmac('sha256', secret).update('embed-resume-seal').digest();

/** Seals a token: iv.ciphertext.tag, base64url. */
export function sealToken(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

/** The sealed token, or null when it was not sealed under this secret. */
export function unsealToken(secret: string, sealed: string): string | null {
  const [iv, body, tag] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export interface ResumeCodes {
  /** A new code for the session of `token` (expired codes are deleted on the way). */
  mint(token: string, sessionId: string): Promise<string>;
  /** The token a live, unused code resumes — the code is used up — or null. */
  redeem(code: string): Promise<string | null>;
}

export function resumeCodes(options: {
  db: Db;
  secret: string;
  lifetimeMs: number;
  now?: () => number;
}): ResumeCodes {
  const { db, secret, lifetimeMs } = options;
  const now = options.now ?? Date.now;
  return {
    async mint(token, sessionId) {
      const at = now();
      await db.deleteFrom('embed_resume_codes').where('expires_at', '<=', at).execute();
      const code = randomBytes(32).toString('base64url');
      await db
        .insertInto('embed_resume_codes')
        .values({
          id: hashOf(code),
          sealed_token: sealToken(secret, token),
          session_id: sessionId,
          created_at: at,
          expires_at: at + lifetimeMs,
          used_at: null,
        })
        .execute();
      return code;
    },
    async redeem(code) {
      const at = now();
      const id = hashOf(code);
      // One statement decides: of two redeemers at once, one updates the row, the other none.
      const used = await db
        .updateTable('embed_resume_codes')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      if (used.numUpdatedRows !== 1n) return null;
      const row = await db
        .selectFrom('embed_resume_codes')
        .select('sealed_token')
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? unsealToken(secret, row.sealed_token) : null;
    },
  };
}
