/**
 * Zoom break points and steps (spec canvas §4, §9). Every value here is a zoom percent
 * (100 = 100 %, one artboard px per CSS px); Fabric's zoom is `percent / 100`.
 *
 * The break points are 15 … 250 % with the initial fit percent inserted. A point is allowed only
 * when the canvas backing store it needs (artboard × zoom × devicePixelRatio, each side rounded
 * up) fits the engine's pixel budget (5 M Safari/iOS, 15 M Firefox, 90 M otherwise; side 110,000).
 */
import type { LocaleFormat } from '../localeFormat';
import { ENGLISH_FORMAT } from '../localeFormat';
import type { Size } from '../artboard';
import { zoomDensity } from './canvasDensity';

/** The spec's zoom break points, percent (canvas §4). */
export const ZOOM_BREAK_POINTS: readonly number[] = [
  15, 25, 35, 50, 65, 80, 100, 125, 150, 200, 250,
];

/** When a break point is over budget, lower it by this many percent until it fits (canvas §4). */
export const ZOOM_BUDGET_STEP_PERCENT = 5;

/** The parts of a pixel budget the zoom rule needs (see `imaging/pixelBudget`). */
export interface ZoomBudget {
  /** Largest backing-store area, device px. */
  maxArea: number;
  /** Largest backing-store side, device px. */
  maxSide: number;
}

/** Percents closer than this are the same point (guards float noise such as 6.3 - 5). */
const EPSILON = 1e-6;

/** Rounds to 2 decimals (percent values such as 0.55 or 6.3). */
function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The fit percent as a break point: whole percent from 10 % up, two significant digits below
 * (6.3 %, 0.55 %), always rounded down so the artboard still fits the viewport. Returns 0 for a
 * fit that is not a positive finite number.
 */
export function roundFitPercent(fitPercent: number): number {
  if (!Number.isFinite(fitPercent) || fitPercent <= 0) return 0;
  if (fitPercent >= 10) return Math.floor(fitPercent + EPSILON);
  const digits = 1 - Math.floor(Math.log10(fitPercent)); // decimals for 2 significant digits
  const factor = 10 ** digits;
  return Math.floor(fitPercent * factor + EPSILON) / factor;
}

/** The break points with the rounded fit percent inserted, sorted ascending, without duplicates. */
export function breakPointsWithFit(fitPercent: number): number[] {
  const fit = roundFitPercent(fitPercent);
  const points = fit > 0 ? [...ZOOM_BREAK_POINTS, fit] : [...ZOOM_BREAK_POINTS];
  points.sort((a, b) => a - b);
  return points.filter((p, i) => i === 0 || p - (points[i - 1] ?? 0) > EPSILON);
}

/** The canvas backing store at a zoom percent: artboard × zoom × dpr, each side rounded up, px. */
export function backingStoreSize(
  artboardPx: Size,
  percent: number,
  devicePixelRatio: number,
): Size {
  const scale = (percent / 100) * devicePixelRatio;
  // The epsilon keeps 9216 × 1.15 = 10598.400000000001 from rounding one px too far.
  return {
    width: Math.ceil(artboardPx.width * scale - EPSILON),
    height: Math.ceil(artboardPx.height * scale - EPSILON),
  };
}

/** Whether a zoom percent keeps the backing store within the budget's area and side. */
export function isZoomAllowed(
  percent: number,
  artboardPx: Size,
  budget: ZoomBudget,
  devicePixelRatio: number,
): boolean {
  const { width, height } = backingStoreSize(artboardPx, percent, devicePixelRatio);
  return width * height <= budget.maxArea && width <= budget.maxSide && height <= budget.maxSide;
}

/**
 * The zoom points offered for an artboard under a budget, ascending (percent).
 *
 * The first disallowed point is lowered by 5 % at a time until it is allowed (it is kept only
 * when it stays above the last allowed point); every higher point is dropped. When not even the
 * lowest point is allowed (a fit bigger than the budget), the single point is the largest
 * allowed percent (two significant digits, rounded down).
 *
 * With `view` (the largest the workspace can be, CSS px) a point is allowed when the canvas
 * that covers the view fits the budget at some density between 1 and the devicePixelRatio
 * (`canvasDensity.ts`: past the budget the canvas is drawn at a lower density instead of
 * refusing the zoom); without it, when the whole artboard fits at the devicePixelRatio.
 */
export function zoomPoints(
  fitPercent: number,
  artboardPx: Size,
  budget: ZoomBudget,
  devicePixelRatio: number,
  view?: Size,
): number[] {
  const allowed = (p: number): boolean =>
    view
      ? zoomDensity(p, artboardPx, view, devicePixelRatio, budget).allowed
      : isZoomAllowed(p, artboardPx, budget, devicePixelRatio);
  const points = breakPointsWithFit(fitPercent);
  const firstDisallowed = points.findIndex((p) => !allowed(p));
  if (firstDisallowed < 0) return points;
  const kept = points.slice(0, firstDisallowed);
  const floor = kept[kept.length - 1] ?? 0;
  const start = points[firstDisallowed] ?? 0;
  for (let p = round2(start - ZOOM_BUDGET_STEP_PERCENT); p > floor + EPSILON;) {
    if (allowed(p)) return [...kept, p];
    p = round2(p - ZOOM_BUDGET_STEP_PERCENT);
  }
  if (kept.length > 0) return kept;
  return [maxAllowedPercent(artboardPx, budget, devicePixelRatio)];
}

/**
 * The largest allowed zoom percent, two significant digits, rounded down (0 when the artboard is
 * empty or nothing fits). Used when even the lowest break point is over budget.
 */
export function maxAllowedPercent(
  artboardPx: Size,
  budget: ZoomBudget,
  devicePixelRatio: number,
): number {
  const { width, height } = artboardPx;
  if (width <= 0 || height <= 0 || devicePixelRatio <= 0) return 0;
  const scale = Math.min(
    Math.sqrt(budget.maxArea / (width * height)),
    budget.maxSide / width,
    budget.maxSide / height,
  );
  let p = roundFitPercent((scale / devicePixelRatio) * 100);
  // Rounding each side up may push the exact maximum over; step down one last digit at a time
  // (at most 100 steps: a 1 × 1 px backing store is reached long before).
  for (
    let i = 0;
    i < 100 && p > 0 && !isZoomAllowed(p, artboardPx, budget, devicePixelRatio);
    i++
  ) {
    const lastDigit = 10 ** (Math.floor(Math.log10(p)) - 1);
    p = roundFitPercent(Math.round((p - lastDigit) * 1e6) / 1e6);
  }
  return p;
}

/** The next point above `current`, or `current` when there is none (percent). */
export function zoomIn(current: number, points: readonly number[]): number {
  return points.find((p) => p > current + EPSILON) ?? current;
}

/** The next point below `current`, or `current` when there is none (percent). */
export function zoomOut(current: number, points: readonly number[]): number {
  return [...points].reverse().find((p) => p < current - EPSILON) ?? current;
}

/**
 * The highest point at or below `percent`, else the lowest point (percent; `percent` itself when
 * there are no points). Starts the canvas at `clampZoomPercent(roundFitPercent(fit), points)`
 * when the budget dropped the fit, and keeps the zoom valid when the budget or dpr changes.
 */
export function clampZoomPercent(percent: number, points: readonly number[]): number {
  const below = [...points].reverse().find((p) => p <= percent + EPSILON);
  return below ?? points[0] ?? percent;
}

/**
 * The zoom bar's readout for a zoom percent: '-' while unknown (null, not finite or not
 * positive), whole percent from 10 % up ('63%'), two significant digits below ('6.3%', '0.55%');
 * written for `format`'s language ('6,3 %' in Spanish).
 */
export function formatZoomPercent(
  percent: number | null,
  format: LocaleFormat = ENGLISH_FORMAT,
): string {
  if (percent === null || !Number.isFinite(percent) || percent <= 0) return '-';
  if (percent >= 10) return format.percent(Math.round(percent));
  return format.percent(Number(percent.toPrecision(2)));
}
