/** The HMAC secret of the anti-forgery token: from the environment, else generated once and stored. */
import { randomBytes } from 'node:crypto';
import type { Db } from './database';

const SETTING_KEY = 'sessionSecret';

/**
 * The configured secret, or the one stored in settings (created on first start: 32 random
 * bytes, base64url). Insert-or-ignore then read, so two processes starting together agree.
 */
export async function sessionSecret(db: Db, configured: string | null): Promise<string> {
  if (configured !== null && configured !== '') return configured;
  const generated = randomBytes(32).toString('base64url');
  await db
    .insertInto('settings')
    .values({ key: SETTING_KEY, value: generated })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', SETTING_KEY)
    .executeTakeFirstOrThrow();
  return row.value;
}
