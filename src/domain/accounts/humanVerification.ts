/**
 * Human verification on the client (spec shell §4, §8, §9): the reCAPTCHA script's states and
 * its ready timeout. With no site key (`RECAPTCHA_KEY` empty) nothing is loaded and calls send
 * an empty token, which the server accepts only when it has no secret either.
 */

/** unset: not asked for (no key, or not needed yet); loading; ready; failed (error or timeout). */
export type RecaptchaState = 'unset' | 'loading' | 'ready' | 'failed';

/** How long the script may take to become ready before it counts as failed, ms. */
export const RECAPTCHA_READY_TIMEOUT_MS = 1000;

/** What is logged when the script fails or times out (spec shell §8, word for word). */
export const RECAPTCHA_LOAD_FAILED_LOG = 'ReCaptcha failed to Load';

/** The actions the tokens are asked for (reCAPTCHA v3 action names). */
export const RECAPTCHA_ACTIONS = { signIn: 'signin', signUp: 'signup' } as const;

/** The script's address for a site key (v3: `render` names the key). */
export function recaptchaScriptUrl(base: string, siteKey: string): string {
  return `${base}?render=${encodeURIComponent(siteKey)}`;
}
