/**
 * The recently used font families the editor keeps locally (spec canvas §4 "Recently used fonts
 * are kept locally", §9 "Recent fonts at most 5"): most recent first, each family once.
 */

/** Families kept (spec canvas §9). */
export const MAX_RECENT_FONTS = 5;
/** Longest family name kept, characters (anything longer is not a family of ours). */
const MAX_FAMILY_NAME = 100;

function isFamilyName(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_FAMILY_NAME;
}

/** The list after `family` was used: moved (or added) to the front, at most 5. */
export function rememberRecentFont(recent: readonly string[], family: string): string[] {
  const name = family.trim();
  if (!isFamilyName(name)) return recent.slice(0, MAX_RECENT_FONTS);
  return [name, ...recent.filter((f) => f !== name)].slice(0, MAX_RECENT_FONTS);
}

/**
 * The list read back from storage (JSON text, or null when nothing is stored): anything but an
 * array of names is an empty list; non-names and repeats are dropped; at most 5.
 */
export function parseRecentFonts(stored: string | null): string[] {
  if (stored === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const names = value.filter(isFamilyName).map((n) => n.trim());
  return [...new Set(names)].slice(0, MAX_RECENT_FONTS);
}
