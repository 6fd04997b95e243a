/**
 * Which language the designer shows (issue 21, spec shell §7 `Languages/set`). A language is
 * chosen from the user menu and remembered twice: in this browser (for a guest, and across
 * session ends) and by the server (`Languages/set`: on the session, and on the account when
 * signed in, so the account's other devices start in it). On load the server's answer
 * (`Languages/current`) says whether the session or the account chose one.
 */

/** The language every other falls back to (the catalogue's complete one). */
export const FALLBACK_LANGUAGE = 'en';

/** One language the catalogue offers (`Languages/list`). */
export interface LanguageOption {
  code: string;
  /** Its name in itself: "English", "Español". */
  name: string;
}

/** What decides the language shown. */
export interface LanguageSources {
  /** Chosen in this page since it loaded: it wins until the page reloads. */
  pickedNow: string | null;
  /** `Languages/current`, null while unknown or when the call failed. */
  server: { code: string; chosen: boolean } | null;
  /** The choice kept in this browser, if any. */
  stored: string | null;
  /** The browser's preferred languages, most wanted first (`navigator.languages`). */
  browser: readonly string[];
  /** The codes the catalogue has. */
  available: readonly string[];
}

/**
 * The offered code for a tag, or null: exact ("es" → "es"), else its base language ("es-MX" →
 * "es"); case-blind. Tags are BCP 47-like.
 */
export function matchLanguage(tag: string | null, available: readonly string[]): string | null {
  if (!tag) return null;
  const lower = tag.toLowerCase();
  const codes = available.map((c) => c.toLowerCase());
  if (codes.includes(lower)) return lower;
  const base = lower.split('-')[0] ?? lower;
  return codes.includes(base) ? base : null;
}

/**
 * The language to show: a choice made in this page; else the session's or the account's
 * choice; else the one kept in this browser; else the first of the browser's languages the
 * catalogue has; else English. Each candidate counts only if the catalogue has it.
 */
export function pickLanguage(s: LanguageSources): string {
  const candidates = [s.pickedNow, s.server?.chosen ? s.server.code : null, s.stored, ...s.browser];
  for (const c of candidates) {
    const match = matchLanguage(c, s.available);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * The language the server must be told (`Languages/set`) so its catalogue names (product,
 * option and price-line names) match the shown language: the shown one when the server's
 * answer is known and differs (the choice came from this browser), else null.
 */
export function languageToTell(
  shown: string | null,
  server: { code: string } | null | undefined,
): string | null {
  if (shown === null || !server) return null;
  return server.code.toLowerCase() === shown.toLowerCase() ? null : shown;
}
