/**
 * The text outline's width field (spec canvas §5: stroke minimum 0.1, step 0.1), in pt of the
 * text's own scale. What is typed is read with either decimal separator (src/ui/DecimalField,
 * src/domain/decimalInput); this says what is applied.
 */

/** Thinnest outline, pt. */
export const OUTLINE_MIN_WIDTH = 0.1;
/** Thickest outline, pt: thicker fills the letters' counters at any size the editor offers. */
export const OUTLINE_MAX_WIDTH = 50;

/**
 * The width applied for a typed number (null: not a number), or null to keep the old one (not a
 * number, zero or negative: turning the outline off is its switch's job). Clamped to
 * 0.1 … 50 pt, rounded to 0.1.
 */
export function commitOutlineWidth(typed: number | null): number | null {
  if (typed === null || !Number.isFinite(typed) || typed <= 0) return null;
  const clamped = Math.min(OUTLINE_MAX_WIDTH, Math.max(OUTLINE_MIN_WIDTH, typed));
  return Math.round(clamped * 10) / 10;
}
