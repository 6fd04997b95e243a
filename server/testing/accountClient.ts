/**
 * Test helpers for the account calls: a sign-up payload, the outbox's newest mail to an address
 * and its link's token, and a whole "sign up, confirm from the outbox, sign in" walk.
 */
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import type { AccountDetails } from '../../src/domain/accounts/protocol';
import type { Db } from '../db/database';
import type { OutboxMail } from '../mail/outbox';
import { listOutbox } from '../mail/outbox';
import type { TestClient } from './testApp';

/** A password the policy accepts. */
export const GOOD_PASSWORD = 'violet-harbour-1987!';

/** A valid sign-up body for `email`. */
export function signUpBody(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    firstName: 'Ann',
    lastName: 'Smith',
    password: GOOD_PASSWORD,
    phoneNumber: '+1 555 0100',
    reCaptchaToken: '',
    ...extra,
  };
}

/** The newest outbox mail to `to` (throws when there is none). */
export async function lastMailTo(db: Db, to: string): Promise<OutboxMail> {
  const mail = (await listOutbox(db)).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to} in the outbox`);
  return mail;
}

/** The `email` and `token` of a mail's first link, and the link's path. */
export function linkOf(mail: OutboxMail): { path: string; email: string; token: string } {
  const url = new URL(mail.links[0] ?? '');
  return {
    path: url.pathname,
    email: url.searchParams.get('email') ?? '',
    token: url.searchParams.get('token') ?? '',
  };
}

/** Signs up, confirms from the outbox and signs in; the client ends signed in. */
export async function signedUpUser(
  db: Db,
  client: TestClient,
  email: string,
  password = GOOD_PASSWORD,
): Promise<AccountDetails> {
  const up = await client.postJson('/api/v1/Account/SignUp', signUpBody(email, { password }));
  if (up.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(up.body)}`);
  const { email: linkEmail, token } = linkOf(await lastMailTo(db, email.trim().toLowerCase()));
  const confirmed = await client.postJson('/api/v1/Account/ConfirmEmail', {
    email: linkEmail,
    token,
  });
  if (confirmed.status !== 200)
    throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  const signIn = await client.postJson<AccountDetails & ApiErrorBody>('/api/v1/Account/SignIn', {
    username: email,
    password,
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signIn.body)}`);
  return signIn.body;
}
