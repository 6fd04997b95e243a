/**
 * Account settings from the environment (README, Configuration):
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | PUBLIC_ORIGIN | http://localhost:8080 | origin the links in mails point at (never the request's Host header) |
 * | EMAIL_CONFIRMATION_TOKEN_HOURS | 24 | life of a confirmation link (sign-up, new address) |
 * | PASSWORD_TOKEN_MINUTES | 60 | life of a reset or create-password link |
 * | SIGN_IN_ATTEMPTS_PER_ACCOUNT | 10 | sign-in attempts per address typed (account or not) per window |
 * | SIGN_IN_ATTEMPTS_PER_ADDRESS | 100 | sign-in attempts per client address per window |
 * | SIGN_IN_WINDOW_MINUTES | 15 | the window of the two counts above and of the look-ups |
 * | EMAIL_LOOKUPS_PER_ADDRESS | 30 | `Profile/IsUserEmailExists` calls per client address per window |
 * | ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR | 20 | mails (confirmation, reset…) a client address may ask for per hour |
 * | RECAPTCHA_SECRET, RECAPTCHA_VERIFY_URL, RECAPTCHA_TIMEOUT_MS | unset | see ./humanVerification.ts |
 */
import type { Env } from '../uploads/envInteger';
import { envInteger } from '../uploads/envInteger';
import type { HumanVerificationConfig } from './humanVerification';
import { DEFAULT_HUMAN_VERIFICATION, humanVerificationFromEnv } from './humanVerification';

/** Minute and hour, ms. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;

/** The account settings. */
export interface AccountConfig {
  /** Scheme, host and port of the designer as mail readers reach it, without a trailing slash. */
  publicOrigin: string;
  /** ms. */
  emailConfirmationTokenMs: number;
  /** ms. */
  passwordTokenMs: number;
  signInAttemptsPerAccount: number;
  signInAttemptsPerAddress: number;
  /** ms. */
  signInWindowMs: number;
  emailLookupsPerAddress: number;
  mailsPerAddressPerHour: number;
  /** Mails of one kind one account may be sent per hour (beyond: silently not sent). */
  mailsPerAccountPerHour: number;
  /** reCAPTCHA's server half (RECAPTCHA_SECRET, RECAPTCHA_VERIFY_URL; ./humanVerification.ts). */
  humanVerification: HumanVerificationConfig;
}

/** The defaults (see the table above). */
export const DEFAULT_ACCOUNT_CONFIG: AccountConfig = {
  publicOrigin: 'http://localhost:8080',
  emailConfirmationTokenMs: 24 * HOUR_MS,
  passwordTokenMs: 60 * MINUTE_MS,
  // Ten guesses per quarter hour is 960 a day: a policy-conforming password outlasts that.
  signInAttemptsPerAccount: 10,
  // Many shoppers may share an office's address; a password sprayer tries many accounts.
  signInAttemptsPerAddress: 100,
  signInWindowMs: 15 * MINUTE_MS,
  emailLookupsPerAddress: 30,
  mailsPerAddressPerHour: 20,
  mailsPerAccountPerHour: 5,
  humanVerification: DEFAULT_HUMAN_VERIFICATION,
};

/** An origin without path, query or trailing slash; throws naming the variable otherwise. */
export function parseOrigin(raw: string, name = 'PUBLIC_ORIGIN'): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an origin such as https://shop.example.com, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash)
    throw new Error(`${name} must be an origin such as https://shop.example.com, got "${raw}"`);
  return url.origin;
}

/** The settings from `env`, defaults for what is unset; throws on invalid values. */
export function accountConfigFromEnv(env: Env, port = 8080): AccountConfig {
  const d = DEFAULT_ACCOUNT_CONFIG;
  const origin = env.PUBLIC_ORIGIN?.trim();
  return {
    publicOrigin: origin ? parseOrigin(origin) : `http://localhost:${port}`,
    emailConfirmationTokenMs:
      envInteger(env, 'EMAIL_CONFIRMATION_TOKEN_HOURS', 24, 1, 24 * 30) * HOUR_MS,
    passwordTokenMs: envInteger(env, 'PASSWORD_TOKEN_MINUTES', 60, 5, 24 * 60) * MINUTE_MS,
    signInAttemptsPerAccount: envInteger(
      env,
      'SIGN_IN_ATTEMPTS_PER_ACCOUNT',
      d.signInAttemptsPerAccount,
      1,
      10_000,
    ),
    signInAttemptsPerAddress: envInteger(
      env,
      'SIGN_IN_ATTEMPTS_PER_ADDRESS',
      d.signInAttemptsPerAddress,
      1,
      1_000_000,
    ),
    signInWindowMs: envInteger(env, 'SIGN_IN_WINDOW_MINUTES', 15, 1, 24 * 60) * MINUTE_MS,
    emailLookupsPerAddress: envInteger(
      env,
      'EMAIL_LOOKUPS_PER_ADDRESS',
      d.emailLookupsPerAddress,
      1,
      1_000_000,
    ),
    mailsPerAddressPerHour: envInteger(
      env,
      'ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR',
      d.mailsPerAddressPerHour,
      1,
      1_000_000,
    ),
    mailsPerAccountPerHour: d.mailsPerAccountPerHour,
    humanVerification: humanVerificationFromEnv(env),
  };
}
