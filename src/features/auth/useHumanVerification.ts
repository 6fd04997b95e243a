/**
 * Human verification for the account forms (spec shell §4, §8): with a site key in the runtime
 * configuration the reCAPTCHA script loads when a login or registration modal opens (states
 * unset → loading → ready or failed; "ReCaptcha failed to Load" logged on failure or after
 * 1000 ms), and `token(action)` asks it for a token. Without a key nothing loads and tokens are
 * '' (the server skips the check when it has no secret).
 */
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  RECAPTCHA_LOAD_FAILED_LOG,
  RECAPTCHA_READY_TIMEOUT_MS,
  recaptchaScriptUrl,
} from '../../domain/accounts/humanVerification';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import {
  loadRecaptchaScript,
  RECAPTCHA_SCRIPT_URL,
  recaptchaToken,
} from '../../platform/recaptchaScript';
import { recaptchaStateChanged, selectAuth } from './authSlice';

const selectSiteKey = (s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig.RECAPTCHA_KEY;

/** Loads the script while `wanted` and not loaded yet (a retry sets the state back to unset). */
export function useRecaptchaLoader(wanted: boolean): void {
  const dispatch = useDispatch();
  const siteKey = useSelector(selectSiteKey);
  const state = useSelector(selectAuth).recaptcha;
  useEffect(() => {
    if (!siteKey || !wanted || state !== 'unset') return;
    dispatch(recaptchaStateChanged('loading'));
    loadRecaptchaScript(
      recaptchaScriptUrl(RECAPTCHA_SCRIPT_URL, siteKey),
      RECAPTCHA_READY_TIMEOUT_MS,
    ).then(
      () => dispatch(recaptchaStateChanged('ready')),
      () => {
        console.error(RECAPTCHA_LOAD_FAILED_LOG);
        dispatch(recaptchaStateChanged('failed'));
      },
    );
  }, [dispatch, siteKey, wanted, state]);
}

/** `token(action)`: a token for the call, '' without a key or a ready script. */
export function useHumanVerificationToken(): (action: string) => Promise<string> {
  const siteKey = useSelector(selectSiteKey);
  const ready = useSelector(selectAuth).recaptcha === 'ready';
  return useCallback(
    (action: string) => (siteKey && ready ? recaptchaToken(siteKey, action) : Promise.resolve('')),
    [siteKey, ready],
  );
}
