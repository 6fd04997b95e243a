/**
 * How the session and anti-forgery cookies are set. By default `SameSite=Lax`: the designer runs
 * on the storefront's own site (or a subdomain of it). A storefront on another site that embeds
 * the designer in an iframe needs `COOKIE_CROSS_SITE=true`: `SameSite=None; Secure;
 * Partitioned` — sent in the third-party frame, kept apart per embedding site (CHIPS), and
 * requiring HTTPS (browsers accept Secure cookies on http://localhost too).
 */
export interface CookiePolicy {
  secure: boolean;
  sameSite: 'lax' | 'none';
  partitioned: boolean;
}

export function cookiePolicy(options: { secure: boolean; crossSite: boolean }): CookiePolicy {
  return options.crossSite
    ? { secure: true, sameSite: 'none', partitioned: true }
    : { secure: options.secure, sameSite: 'lax', partitioned: false };
}
