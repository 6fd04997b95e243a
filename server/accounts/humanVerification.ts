/**
 * Human verification (spec shell §1, §8; issue 18): with a reCAPTCHA secret configured, every
 * `Account/SignUp` and `Account/SignIn` token is checked with the provider's verify endpoint
 * (`RECAPTCHA_VERIFY_URL`, Google's siteverify by default: a form POST of `secret`, `response`
 * and `remoteip` answering `{success}`). Without a secret the check is skipped, as the client
 * skips loading the script without `RECAPTCHA_KEY`.
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | RECAPTCHA_SECRET | unset: no check | the secret key paired with the site key `RECAPTCHA_KEY` |
 * | RECAPTCHA_VERIFY_URL | https://www.google.com/recaptcha/api/siteverify | the verify endpoint |
 * | RECAPTCHA_TIMEOUT_MS | 5000 | how long the verify call may take before the token counts as invalid |
 */
import type { Env } from '../uploads/envInteger';
import { envInteger } from '../uploads/envInteger';
import { AccountErrorKey } from '../../src/domain/accounts/errors';
import { HttpError } from '../http/httpError';

export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** The verification settings; `secret` null turns the check off. */
export interface HumanVerificationConfig {
  secret: string | null;
  verifyUrl: string;
  /** ms. */
  timeoutMs: number;
}

export const DEFAULT_HUMAN_VERIFICATION: HumanVerificationConfig = {
  secret: null,
  verifyUrl: DEFAULT_RECAPTCHA_VERIFY_URL,
  timeoutMs: 5000,
};

/** The settings from `env`; throws on a verify URL that is not http(s). */
export function humanVerificationFromEnv(env: Env): HumanVerificationConfig {
  const secret = env.RECAPTCHA_SECRET?.trim() || null;
  const verifyUrl = env.RECAPTCHA_VERIFY_URL?.trim() || DEFAULT_RECAPTCHA_VERIFY_URL;
  if (!/^https?:\/\//.test(verifyUrl) || !URL.canParse(verifyUrl))
    throw new Error(`RECAPTCHA_VERIFY_URL must be an http(s) URL, got "${verifyUrl}"`);
  return {
    secret,
    verifyUrl,
    timeoutMs: envInteger(env, 'RECAPTCHA_TIMEOUT_MS', 5000, 100, 60_000),
  };
}

/** Checks a client's token; resolves false for a refused, missing or unverifiable one. */
export type HumanVerifier = (token: string | undefined, remoteIp: string) => Promise<boolean>;

/** The verifier of `config`, or null when no secret is configured (nothing is checked). */
export function humanVerifier(config: HumanVerificationConfig): HumanVerifier | null {
  const { secret } = config;
  if (secret === null) return null;
  return async (token, remoteIp) => {
    // A missing token is refused without a call; the provider caps tokens well below this.
    if (!token || token.length > 4096) return false;
    try {
      const res = await fetch(config.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!res.ok) return false;
      const answer = (await res.json()) as unknown;
      return (
        typeof answer === 'object' &&
        answer !== null &&
        (answer as { success?: unknown }).success === true
      );
    } catch {
      // Provider down or slow: refusing is the safe side (the client offers Refresh).
      return false;
    }
  };
}

/** Throws 400 `invalidReCaptchaToken` (on the field) unless the token verifies or no check is set. */
export async function requireHuman(
  verifier: HumanVerifier | null,
  token: string | undefined,
  remoteIp: string,
): Promise<void> {
  if (verifier === null) return;
  if (!(await verifier(token, remoteIp)))
    throw HttpError.validation(AccountErrorKey.invalidReCaptchaToken, 'reCaptchaToken');
}
