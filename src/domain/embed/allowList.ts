/**
 * Who may talk to the embedded editor (spec canvas §5: "Parent messages are accepted only if
 * flagged as design-tool messaging and from an allowed origin"). The allow-list is the server's
 * `EMBED_ALLOWED_ORIGINS` (comma-separated origins), handed to the editor in the runtime
 * configuration; the same list makes the `frame-ancestors` of the editor's pages.
 */

/** An origin as browsers serialise it: scheme, host, optional port; no path, no trailing slash. */
const ORIGIN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/;

/**
 * The origins of a comma-separated list, lower-cased, exact: an entry with a path, a wildcard,
 * credentials or another scheme is dropped (an allow-list entry is never a pattern).
 */
export function parseAllowedOrigins(csv: string): string[] {
  const out: string[] = [];
  for (const raw of csv.split(',')) {
    const entry = raw.trim().toLowerCase();
    if (ORIGIN.test(entry) && !out.includes(entry)) out.push(entry);
  }
  return out;
}

/** Whether `origin` (a MessageEvent's) is on the list: exact match, never a prefix or suffix. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return allowed.includes(origin);
}

/** Why a message is refused, or 'accepted'. */
export type MessageVerdict = 'accepted' | 'originNotAllowed' | 'notDesignToolMessaging';

/** The spec's rule: from an allowed origin and flagged `designToolMessaging: true`. */
export function messageVerdict(
  event: { origin: string; data: unknown },
  allowed: readonly string[],
): MessageVerdict {
  if (!isAllowedOrigin(event.origin, allowed)) return 'originNotAllowed';
  const data = event.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return 'notDesignToolMessaging';
  // Own property only: a flag inherited from a polluted prototype does not count.
  return Object.prototype.hasOwnProperty.call(data, 'designToolMessaging') &&
    (data as { designToolMessaging?: unknown }).designToolMessaging === true
    ? 'accepted'
    : 'notDesignToolMessaging';
}

/**
 * The `frame-ancestors` directive of the editor's pages: itself and the allowed storefronts;
 * nobody else can frame the editor (clickjacking, or reading the customer's design).
 */
export function frameAncestors(allowed: readonly string[]): string {
  return ["frame-ancestors 'self'", ...allowed].join(' ');
}
