/** The recent colours, kept in local storage for the next visit (src/domain/colour). */
import { withRecentColour } from '../../domain/colour/colour';
import { readLocal, writeLocal } from '../../platform/storage';

const KEY = 'recentColours';

export function readRecentColours(): string[] {
  try {
    const list: unknown = JSON.parse(readLocal(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberColour(colour: string): string[] {
  const next = withRecentColour(readRecentColours(), colour);
  writeLocal(KEY, JSON.stringify(next));
  return next;
}
