/**
 * The 5 most recently used font families, kept in local storage (spec canvas §4, §9) under
 * `recentFonts` as a JSON list of family names; the rule is src/domain/fonts/recentFonts.
 */
import { parseRecentFonts, rememberRecentFont } from '../domain/fonts/recentFonts';
import { readLocal, writeLocal } from './storage';

const KEY = 'recentFonts';

/** The kept families, most recent first ([] when storage is refused or holds nothing valid). */
export function readRecentFonts(): string[] {
  return parseRecentFonts(readLocal(KEY));
}

/** Records a use of `family`; the new list (not kept when storage refuses). */
export function recordRecentFont(family: string): string[] {
  const next = rememberRecentFont(readRecentFonts(), family);
  writeLocal(KEY, JSON.stringify(next));
  return next;
}
