/**
 * E-mail addresses: one normal form, made in one place. Accounts are looked up, stored and
 * rate-limited by it, so `Ann@Example.COM ` and `ann@example.com` are one account.
 */

/** Longest address (RFC 5321: a path of 256 octets, minus the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest local part (RFC 5321 §4.5.3.1.1). */
const LOCAL_MAX_LENGTH = 64;

/** The normal form of an address: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Whether a normalised address looks deliverable: one `@`, a local part of 1–64 characters and
 * a domain with a dot, no spaces, control characters, angle brackets or quotes (nothing that
 * could break a mail header), at most {@link EMAIL_MAX_LENGTH} characters.
 */
export function isEmailAddress(email: string): boolean {
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0 || at !== email.indexOf('@')) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > LOCAL_MAX_LENGTH) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f<>"'(),;:\\[\]]/.test(email)) return false;
  return /^[^.@][^@]*\.[^.@]+$/.test(domain) && !domain.includes('..');
}
