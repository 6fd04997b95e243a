/**
 * What the account routes share: the database, the session keys (rotation), the settings, the
 * mailer and the clock; and the helpers that count attempts (429 with Retry-After beyond a
 * limit) and send the link mails.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError, ApiErrorKey } from '../../src/domain/apiErrors';
import type { IsCommonPassword } from '../../src/domain/accounts/passwordPolicy';
import type { Db } from '../db/database';
import { addressKey } from '../http/clientAddress';
import { HttpError } from '../http/httpError';
import { accountLink, createPasswordMail, resetPasswordMail } from '../mail/accountMails';
import type { MailMessage, Mailer } from '../mail/transport';
import type { AttemptLimit } from './attempts';
import { countAttempt } from './attempts';
import type { AccountConfig } from './config';
import type { HumanVerifier } from './humanVerification';
import { HOUR_MS, MINUTE_MS } from './config';
import type { SessionKeys } from './sessionRotation';
import type { TokenPurpose } from './tokens';
import { issueToken } from './tokens';
import type { UserRow } from './users';

/** The account routes' shared parts. */
export interface AccountContext {
  db: Db;
  keys: SessionKeys;
  config: AccountConfig;
  mailer: Mailer;
  now: () => number;
  isCommonPassword: IsCommonPassword;
  /** reCAPTCHA's token check on SignUp and SignIn; null when no secret is configured. */
  verifier: HumanVerifier | null;
}

/** Counts an attempt; over the limit, sets Retry-After (s) and throws 429 tooManyRequests. */
export async function countOrRefuse(
  ctx: AccountContext,
  reply: FastifyReply,
  counter: AttemptLimit,
): Promise<void> {
  const result = await countAttempt(ctx.db, counter, ctx.now());
  if (result.ok) return;
  void reply.header('retry-after', String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))));
  throw new HttpError(429, apiError(429, [ApiErrorKey.tooManyRequests]));
}

/** The client address's key in counter names (IPv4, or an IPv6 /64). */
export const clientKey = (request: FastifyRequest) => addressKey(request.ip);

/** Sign-in attempts for an address typed (account or not). */
export function signInAccountCounter(ctx: AccountContext, email: string): AttemptLimit {
  const { signInAttemptsPerAccount: limit, signInWindowMs: windowMs } = ctx.config;
  return { name: `signIn:account:${email}`, limit, windowMs };
}

/** Sign-in attempts from a client address. */
export function signInAddressCounter(ctx: AccountContext, request: FastifyRequest): AttemptLimit {
  const { signInAttemptsPerAddress: limit, signInWindowMs: windowMs } = ctx.config;
  return { name: `signIn:address:${clientKey(request)}`, limit, windowMs };
}

/** Mails asked for from a client address (sign-up, resend, forgot password…): 429 beyond. */
export function mailAddressCounter(ctx: AccountContext, request: FastifyRequest): AttemptLimit {
  return {
    name: `mail:address:${clientKey(request)}`,
    limit: ctx.config.mailsPerAddressPerHour,
    windowMs: HOUR_MS,
  };
}

/**
 * Queues `message` unless the account was sent {@link AccountConfig.mailsPerAccountPerHour} of
 * this kind within the hour: then nothing is sent, silently (the answer is the same, so it tells
 * nothing; an inbox cannot be flooded through one account).
 */
export async function mailAccount(
  ctx: AccountContext,
  user: UserRow,
  kind: string,
  message: MailMessage,
): Promise<void> {
  const counter = {
    name: `mail:account:${kind}:${user.id}`,
    limit: ctx.config.mailsPerAccountPerHour,
    windowMs: HOUR_MS,
  };
  const allowed = await countAttempt(ctx.db, counter, ctx.now());
  if (allowed.ok) await ctx.mailer.queue(message);
}

/** Issues a token and mails its link to `email`. */
export async function mailLink(
  ctx: AccountContext,
  user: UserRow,
  purpose: TokenPurpose,
  email: string,
  make: (link: string) => MailMessage,
): Promise<void> {
  const lifetimeMs =
    purpose === 'confirmEmail' ? ctx.config.emailConfirmationTokenMs : ctx.config.passwordTokenMs;
  const token = await issueToken(ctx.db, {
    userId: user.id,
    purpose,
    email,
    lifetimeMs,
    now: ctx.now(),
  });
  const link = accountLink(ctx.config.publicOrigin, purpose, email, token);
  await mailAccount(ctx, user, purpose, make(link));
}

/**
 * A way back into an account: a reset link when it has a password, a create-password link when
 * it has none (made through a social sign-in). `make` words the reset mail (default: reset).
 */
export async function mailPasswordLink(
  ctx: AccountContext,
  user: UserRow,
  make: (to: string, link: string, minutes: number) => MailMessage = resetPasswordMail,
): Promise<void> {
  const minutes = Math.round(ctx.config.passwordTokenMs / MINUTE_MS);
  if (user.password_hash === null) {
    await mailLink(ctx, user, 'createPassword', user.email, (link) =>
      createPasswordMail(user.email, link, minutes),
    );
    return;
  }
  await mailLink(ctx, user, 'resetPassword', user.email, (link) => make(user.email, link, minutes));
}
