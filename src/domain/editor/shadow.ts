/**
 * The shadow of an element, image or text (spec canvas §3 `data-shadow`): its settings as the
 * selection tools show them, the ranges they are kept in, and the default a new shadow gets.
 * Lengths are printed inches (the same shadow looks the same on any product size); the canvas
 * turns them into the object's own units (src/canvas/shadows).
 */
import { parseColour } from '../colour/colour';

export interface ShadowSettings {
  /** `#rrggbb`. */
  color: string;
  /** 0–1. */
  opacity: number;
  /** Blur radius, printed inches (Gaussian σ is half of it, as canvas `shadowBlur`). */
  blur: number;
  /** Offsets to the right and down, printed inches. */
  offsetX: number;
  offsetY: number;
}

/** Ranges: blur 0–2 in, offsets ±2 in, both by 0.01 in; opacity 0–1 by 0.01. */
export const SHADOW_LIMITS = {
  blurInches: { min: 0, max: 2 },
  offsetInches: { min: -2, max: 2 },
  step: 0.01,
} as const;

/** A new shadow's offsets and blur: this fraction of the object's smaller printed side. */
const DEFAULT_FRACTION = 0.04;

const round = (n: number) =>
  Number((Math.round(n / SHADOW_LIMITS.step) * SHADOW_LIMITS.step).toFixed(2));
const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/** The shadow a toggle adds to an object printed `sizeInches` large: soft, down and right. */
export function defaultShadow(sizeInches: { width: number; height: number }): ShadowSettings {
  const side = Math.min(sizeInches.width, sizeInches.height) * DEFAULT_FRACTION;
  const length = clamp(round(side), SHADOW_LIMITS.step, SHADOW_LIMITS.blurInches.max);
  return { color: '#000000', opacity: 0.5, blur: length, offsetX: length, offsetY: length };
}

/**
 * `settings` with `patch` applied, every field in its range; a field that is not a number or
 * not a `#rrggbb` colour keeps its value.
 */
export function patchShadow(
  settings: ShadowSettings,
  patch: Partial<ShadowSettings>,
): ShadowSettings {
  const num = (v: number | undefined, old: number, min: number, max: number) =>
    v === undefined || !Number.isFinite(v) ? old : clamp(round(v), min, max);
  const { blurInches: b, offsetInches: o } = SHADOW_LIMITS;
  return {
    color:
      patch.color !== undefined && /^#[0-9a-f]{6}$/i.test(patch.color)
        ? patch.color.toLowerCase()
        : settings.color,
    opacity: num(patch.opacity, settings.opacity, 0, 1),
    blur: num(patch.blur, settings.blur, b.min, b.max),
    offsetX: num(patch.offsetX, settings.offsetX, o.min, o.max),
    offsetY: num(patch.offsetY, settings.offsetY, o.min, o.max),
  };
}

/** The shadow's colour with its opacity, as a canvas and SVG colour (`rgba(r,g,b,a)`). */
export function shadowColour(settings: ShadowSettings): string {
  const hex = settings.color.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r},${g},${b},${settings.opacity})`;
}

/** A picked colour (`#rgb`, `#rrggbb`, `rgb(…)`, `rgba(…)`) as colour and opacity; null if none. */
export function parseShadowColour(value: string): { color: string; opacity: number } | null {
  const rgba = parseColour(value);
  if (!rgba) return null;
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return { color: `#${hex(rgba.r)}${hex(rgba.g)}${hex(rgba.b)}`, opacity: rgba.a };
}
