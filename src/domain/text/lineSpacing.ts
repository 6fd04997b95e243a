/**
 * The line spacing field (spec canvas §5): 0–2.5 in steps of 0.01, and 0 is stored as 0.01 (a
 * line height of 0 would stack every line on the first); the keys `+`, `e` and `-` are blocked,
 * as a number field would otherwise take them.
 */
import { parseDecimal } from '../decimalInput';
export const LINE_SPACING_MIN = 0;
export const LINE_SPACING_MAX = 2.5;
export const LINE_SPACING_STEP = 0.01;
/** What a line spacing of 0 is stored as. */
export const LINE_SPACING_ZERO_STORED = 0.01;

/** Keys the number fields of the text tools refuse. */
const BLOCKED_KEYS = new Set(['+', '-', 'e', 'E']);

export function isBlockedNumberKey(key: string): boolean {
  return BLOCKED_KEYS.has(key);
}

/** The value stored for what the field shows (`previous` when it is not a number). */
export function commitLineSpacing(value: number | string, previous: number): number {
  // Either decimal separator ("1,5" and "1.5"), ../decimalInput.
  const n = typeof value === 'number' ? value : (parseDecimal(value) ?? Number.NaN);
  if (!Number.isFinite(n)) return previous;
  const clamped = Math.min(LINE_SPACING_MAX, Math.max(LINE_SPACING_MIN, n));
  const stepped = Math.round(clamped / LINE_SPACING_STEP) * LINE_SPACING_STEP;
  const rounded = Math.round(stepped * 100) / 100;
  return rounded === 0 ? LINE_SPACING_ZERO_STORED : rounded;
}
