/**
 * Colours of text, elements, borders and backgrounds (spec canvas §5, §9): the palettes, the hex
 * field (hex characters only), RGB 0–255 and alpha 0–1 clamped, and the recent colours. A colour
 * is kept as Fabric takes it: `#rrggbb`, or `rgba(r, g, b, a)` when it is not opaque.
 */

import { parseDecimal } from '../decimalInput';

/** The default palette: 24 colours, then 5 greys from black to white (spec: 24 + 5). */
export const DEFAULT_PALETTE = [
  '#e53935',
  '#d81b60',
  '#8e24aa',
  '#5e35b1',
  '#3949ab',
  '#1e88e5',
  '#039be5',
  '#00acc1',
  '#00897b',
  '#43a047',
  '#7cb342',
  '#c0ca33',
  '#fdd835',
  '#ffb300',
  '#fb8c00',
  '#f4511e',
  '#6d4c41',
  '#b71c1c',
  '#880e4f',
  '#1a237e',
  '#0d47a1',
  '#004d40',
  '#1b5e20',
  '#f57f17',
] as const;
export const GREYS = ['#000000', '#404040', '#808080', '#c0c0c0', '#ffffff'] as const;
/** The text toolbar's palette: 21 colours. */
export const TOOLBAR_PALETTE = [
  '#000000',
  '#ffffff',
  '#808080',
  '#e53935',
  '#d81b60',
  '#8e24aa',
  '#3949ab',
  '#1e88e5',
  '#00acc1',
  '#00897b',
  '#43a047',
  '#7cb342',
  '#fdd835',
  '#ffb300',
  '#fb8c00',
  '#f4511e',
  '#6d4c41',
  '#b71c1c',
  '#0d47a1',
  '#1b5e20',
  '#f57f17',
] as const;
/** Recent colours kept, newest first. */
export const MAX_RECENT_COLOURS = 10;

export interface Rgba {
  /** 0–255 */
  r: number;
  g: number;
  b: number;
  /** 0–1 */
  a: number;
}

/** Whether the hex field may hold `text` (an optional '#' then at most 6 hex digits). */
export function acceptsHexTyping(text: string): boolean {
  return /^#?[0-9a-f]{0,6}$/i.test(text);
}

/** `#rrggbb` of a 3- or 6-digit hex (with or without '#'), or null. */
export function normalizeHex(text: string): string | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!m) return null;
  const h = m[1]!.toLowerCase();
  return h.length === 3 ? `#${[...h].map((c) => c + c).join('')}` : `#${h}`;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** An RGB channel as typed: a whole number 0–255 (not a number: 0). */
export function clampChannel(value: number | string): number {
  const n = typeof value === 'number' ? value : (parseDecimal(value) ?? Number.NaN);
  return Number.isFinite(n) ? Math.round(clamp(n, 0, 255)) : 0;
}

/** Alpha as typed ("0,5" or "0.5": src/domain/decimalInput): 0–1, 2 decimals (not a number: 1). */
export function clampAlpha(value: number | string): number {
  const n = typeof value === 'number' ? value : (parseDecimal(value) ?? Number.NaN);
  return Number.isFinite(n) ? Math.round(clamp(n, 0, 1) * 100) / 100 : 1;
}

const hex2 = (n: number) => n.toString(16).padStart(2, '0');

/** The colour as Fabric takes it. */
export function rgbaToCss({ r, g, b, a }: Rgba): string {
  const [cr, cg, cb] = [clampChannel(r), clampChannel(g), clampChannel(b)];
  const ca = clampAlpha(a);
  return ca >= 1 ? `#${hex2(cr)}${hex2(cg)}${hex2(cb)}` : `rgba(${cr}, ${cg}, ${cb}, ${ca})`;
}

/** Reads `#rgb`, `#rrggbb`, `rgb(…)` or `rgba(…)`; null for anything else. */
export function parseColour(css: string): Rgba | null {
  const hex = normalizeHex(css);
  if (hex) {
    const n = Number.parseInt(hex.slice(1), 16);
    return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: 1 };
  }
  const m = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(
    css.trim(),
  );
  if (!m) return null;
  return {
    r: clampChannel(m[1]!),
    g: clampChannel(m[2]!),
    b: clampChannel(m[3]!),
    a: m[4] === undefined ? 1 : clampAlpha(m[4]),
  };
}

/** The recent colours after `colour` was used: newest first, no repeats, at most 10. */
export function withRecentColour(recent: readonly string[], colour: string): string[] {
  const parsed = parseColour(colour);
  if (!parsed) return [...recent];
  const css = rgbaToCss(parsed);
  return [css, ...recent.filter((c) => c !== css)].slice(0, MAX_RECENT_COLOURS);
}
