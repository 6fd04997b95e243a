/**
 * Builds the account routes' context (server/accounts/context.ts): the mail transport — SMTP
 * when configured, else the outbox — and the settings; and the periodic purge of expired links
 * and ended attempt windows.
 */
import type { Db } from '../db/database';
import type { CookiePolicy } from '../http/cookiePolicy';
import { outboxTransport } from '../mail/outbox';
import type { SmtpConfig } from '../mail/smtp';
import { smtpTransport } from '../mail/smtp';
import type { MailLog } from '../mail/transport';
import { Mailer } from '../mail/transport';
import { purgeAttemptCounters } from './attempts';
import { isCommonPassword } from './commonPasswords';
import type { AccountConfig } from './config';
import { HOUR_MS } from './config';
import type { AccountContext } from './context';
import { humanVerifier } from './humanVerification';
import { purgeExpiredTokens } from './tokens';

/** What {@link createAccountContext} needs. */
export interface AccountSetup {
  db: Db;
  secret: string;
  cookies: CookiePolicy;
  now: () => number;
  config: AccountConfig;
  /** Null: mail goes to the outbox. */
  smtp: SmtpConfig | null;
  log: MailLog;
}

/** The account routes' context. */
export function createAccountContext(setup: AccountSetup): AccountContext {
  const { db, now } = setup;
  const transport = setup.smtp ? smtpTransport(setup.smtp) : outboxTransport(db, now);
  return {
    db,
    keys: { db, secret: setup.secret, cookies: setup.cookies, now },
    config: setup.config,
    mailer: new Mailer(transport, setup.log),
    now,
    isCommonPassword,
    verifier: humanVerifier(setup.config.humanVerification),
  };
}

/** Deletes links expired a day ago and counters whose window has ended (at `now`, ms). */
export async function purgeAccountLeftovers(ctx: AccountContext, now: number): Promise<void> {
  await purgeExpiredTokens(ctx.db, now - 24 * HOUR_MS);
  await purgeAttemptCounters(ctx.db, now - Math.max(ctx.config.signInWindowMs, HOUR_MS));
}
