/**
 * Pixel-area budgets (spec canvas §9, DESIGN.md): no canvas, OffscreenCanvas, ImageBitmap or
 * ImageData above the budget of the engine is ever created. Safari and every iOS browser (all
 * WebKit) 5,000,000 px, Firefox 15,000,000, everything else 90,000,000; maximum side 110,000.
 */

export type Engine = 'safari' | 'firefox' | 'chromium';

/** Budget names as the tools accept them (`--budget safari|firefox|default`). */
export type BudgetName = 'safari' | 'firefox' | 'default';

export interface PixelBudget {
  name: BudgetName;
  /** Largest area of any canvas, bitmap or ImageData, px. */
  maxArea: number;
  /** Largest side, px (Fabric's max cache side). */
  maxSide: number;
}

export const MAX_CACHE_SIDE = 110_000;

const BUDGETS: Record<BudgetName, PixelBudget> = {
  safari: { name: 'safari', maxArea: 5_000_000, maxSide: MAX_CACHE_SIDE },
  firefox: { name: 'firefox', maxArea: 15_000_000, maxSide: MAX_CACHE_SIDE },
  default: { name: 'default', maxArea: 90_000_000, maxSide: MAX_CACHE_SIDE },
};

export function budgetByName(name: BudgetName): PixelBudget {
  return BUDGETS[name];
}

export function isBudgetName(value: unknown): value is BudgetName {
  return value === 'safari' || value === 'firefox' || value === 'default';
}

/**
 * The engine behind a user agent. Every iOS browser is WebKit (CriOS, FxiOS, EdgiOS included);
 * iPadOS desktop mode reports "Macintosh" with touch, so `maxTouchPoints` is passed in.
 */
export function engineOf(userAgent: string, maxTouchPoints = 0): Engine {
  const ua = userAgent;
  const iOS = /\b(iPhone|iPad|iPod)\b/.test(ua) || (/\bMacintosh\b/.test(ua) && maxTouchPoints > 1);
  if (iOS) return 'safari';
  if (/\bFirefox\//.test(ua)) return 'firefox'; // every Gecko browser (SeaMonkey, Waterfox too)
  if (/\b(Chrome|Chromium|CriOS|Edg|OPR|SamsungBrowser)\//.test(ua)) return 'chromium';
  if (/\bAppleWebKit\//.test(ua) && /\bVersion\/[\d.]+.*Safari\//.test(ua)) return 'safari';
  return 'chromium';
}

export function budgetForEngine(engine: Engine): PixelBudget {
  return engine === 'safari'
    ? BUDGETS.safari
    : engine === 'firefox'
      ? BUDGETS.firefox
      : BUDGETS.default;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * The largest size with the same aspect ratio as `source` whose area is at most `maxArea` and
 * whose sides are at most `maxSide`; never larger than the source (no upscaling); at least 1 px.
 */
export function fitArea(source: Size, maxArea: number, maxSide = MAX_CACHE_SIDE): Size {
  const { width, height } = source;
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  let scale = Math.min(1, Math.sqrt(maxArea / (width * height)), maxSide / width, maxSide / height);
  let w = Math.max(1, Math.floor(width * scale));
  let h = Math.max(1, Math.floor(height * scale));
  // Floors keep the area inside; rounding of the other side must not push it over.
  while (w * h > maxArea && (w > 1 || h > 1)) {
    scale *= 0.999;
    w = Math.max(1, Math.floor(width * scale));
    h = Math.max(1, Math.floor(height * scale));
  }
  return { width: w, height: h };
}

/** The size whose longest side is `longSide` (thumbnails 240 and 960), never upscaled. */
export function fitLongSide(source: Size, longSide: number): Size {
  const { width, height } = source;
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, longSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Whether a size may be allocated as one canvas, bitmap or ImageData under the budget. */
export function withinBudget(size: Size, budget: PixelBudget): boolean {
  return (
    size.width * size.height <= budget.maxArea &&
    size.width <= budget.maxSide &&
    size.height <= budget.maxSide
  );
}
