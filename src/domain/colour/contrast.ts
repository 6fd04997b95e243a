/**
 * Colour contrast as WCAG 2.x defines it: relative luminance of sRGB colours and their ratio
 * (1 … 21). AA asks 4.5:1 for text, 3:1 for large text and for controls' outlines and focus.
 */
import { parseColour } from './colour';

/** WCAG AA: normal text. */
export const AA_TEXT_RATIO = 4.5;
/** WCAG AA: large text, user-interface parts and the focus indicator. */
export const AA_NON_TEXT_RATIO = 3;

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance (0 black … 1 white) of an opaque colour; null when it does not parse. */
export function luminance(css: string): number | null {
  const c = parseColour(css);
  if (!c) return null;
  return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

/** Contrast ratio of two colours (1 … 21); null when either does not parse. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Black or white, whichever reads better on `background` (white when it does not parse). */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  const black = contrastRatio('#000000', background);
  const white = contrastRatio('#ffffff', background);
  return black !== null && white !== null && black > white ? '#000000' : '#ffffff';
}
