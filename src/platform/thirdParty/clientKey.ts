/**
 * The client unique key (spec shell §3, §9): a random id kept in a first-party cookie for 365
 * days, which identify calls of the third-party pieces carry. Created on first use only — the
 * pieces ask for it only when one of them is configured.
 */
import { CLIENT_KEY_COOKIE, CLIENT_KEY_DAYS } from '../../domain/thirdParty';
import { readCookie } from '../cookies';
import { randomId } from '../randomId';

/** Seconds in a day. */
const DAY_S = 86_400;

/** The key, created and kept (365 days, on `cookieDomain` when set) if there is none yet. */
export function clientUniqueKey(cookieDomain: string): string {
  const kept = readCookie(CLIENT_KEY_COOKIE);
  if (kept && /^[\w-]{8,64}$/.test(kept)) return kept;
  const key = randomId();
  const parts = [
    `${CLIENT_KEY_COOKIE}=${key}`,
    'path=/',
    `max-age=${CLIENT_KEY_DAYS * DAY_S}`,
    'SameSite=Lax',
  ];
  if (/^\.?[a-z0-9.-]+$/i.test(cookieDomain)) parts.push(`domain=${cookieDomain}`);
  if (location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
  return key;
}
