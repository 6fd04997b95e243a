/**
 * Loading Google reCAPTCHA v3's script and asking it for tokens (spec shell §7: "The
 * human-verification script is loaded from a third-party host with the site key"). The script
 * is ready when `grecaptcha.ready` calls back; an error or no callback within the timeout
 * rejects (spec shell §9: 1000 ms). A retry removes the failed tag and loads it again.
 */

/** The provider's script (reCAPTCHA v3). */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_ID = 'recaptcha-script';

/** Loads `url` (the script with its `render` key); resolves once ready, rejects on error or timeout (ms). */
export function loadRecaptchaScript(url: string, timeoutMs: number): Promise<void> {
  document.getElementById(SCRIPT_ID)?.remove();
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    let settled = false;
    const settle = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        script.remove();
        reject(error);
      } else resolve();
    };
    const timer = setTimeout(() => settle(new Error('reCAPTCHA not ready in time')), timeoutMs);
    script.id = SCRIPT_ID;
    script.src = url;
    script.async = true;
    script.onerror = () => settle(new Error('reCAPTCHA script failed to load'));
    script.onload = () => {
      const api = window.grecaptcha;
      if (!api) settle(new Error('reCAPTCHA script has no grecaptcha'));
      else api.ready(() => settle(null));
    };
    document.head.appendChild(script);
  });
}

/** A token for `action` from the loaded script ('' when it is not there). */
export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  const api = window.grecaptcha;
  if (!api) return '';
  try {
    return await api.execute(siteKey, { action });
  } catch {
    return '';
  }
}
