/**
 * The font size field (spec canvas §5, §9): sizes are shown in points and kept in canvas px
 * (1.333 px per pt). 1–1295 pt, decimals allowed, not a lone 0; what is typed is accepted
 * while it can still become a number; out-of-range values clamp when the field is left; the
 * steppers move by 1 pt (every 60 ms while held).
 */
import { parseDecimal } from '../decimalInput';
import { EDITOR_TUNABLES } from '../editor/tunables';

export const FONT_SIZE_MIN_PT = 1;
export const FONT_SIZE_MAX_PT = 1295;
/** The size list's presets, pt. */
export const FONT_SIZE_PRESETS_PT = [
  6, 8, 10, 12, 14, 16, 18, 21, 24, 28, 32, 36, 42, 48, 56, 64, 72, 80, 88, 96, 104, 120, 144,
] as const;
/** A held stepper repeats this often, ms. */
export const FONT_SIZE_REPEAT_MS = 60;

const PX_PER_PT = EDITOR_TUNABLES.text.pointToPixel;

/** Shown points of a size in canvas px, to 2 decimals. */
export function pxToPt(px: number): number {
  return Math.round((px / PX_PER_PT) * 100) / 100;
}

/** Canvas px of a size in points. */
export function ptToPx(pt: number): number {
  return pt * PX_PER_PT;
}

/**
 * Whether `text` may stand in the field while typing: digits with at most one decimal point or
 * comma (either language's separator, ../decimalInput), nothing else (no sign, no exponent:
 * `-5`, `1e3` and `+2` are refused as typed).
 */
export function acceptsFontSizeTyping(text: string): boolean {
  return /^\d*[.,]?\d*$/.test(text);
}

/** Whether `text` is a valid size as it stands (in range, not a lone 0). */
export function isValidFontSize(text: string): boolean {
  if (!/^(\d+[.,]?\d*|[.,]\d+)$/.test(text)) return false;
  const value = parseDecimal(text) ?? Number.NaN;
  return value >= FONT_SIZE_MIN_PT && value <= FONT_SIZE_MAX_PT;
}

export const clampFontSizePt = (pt: number) =>
  Math.min(FONT_SIZE_MAX_PT, Math.max(FONT_SIZE_MIN_PT, pt));

/**
 * The size the field settles on when left, pt: what was typed, clamped to 1–1295 and rounded
 * to 2 decimals; `previous` when nothing usable was typed (empty, a lone point).
 */
export function commitFontSize(text: string, previous: number): number {
  const trimmed = text.trim();
  if (!acceptsFontSizeTyping(trimmed) || !/\d/.test(trimmed)) return previous;
  return Math.round(clampFontSizePt(parseDecimal(trimmed) ?? previous) * 100) / 100;
}

/** One step of a stepper from `pt`, up (1) or down (−1), within the range. */
export function stepFontSize(pt: number, direction: 1 | -1): number {
  return clampFontSizePt(Math.round((pt + direction) * 100) / 100);
}
