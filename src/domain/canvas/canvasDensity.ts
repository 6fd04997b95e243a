/**
 * Zoom past the memory budget by drawing at a lower pixel density (issue 21, spec canvas §4, §9).
 *
 * The canvas never covers the whole artboard: it covers what the workspace shows plus
 * `RENDER_OVERSCAN_PX` on each side (`renderRegion`). Its backing store is that region × its
 * **density** (device px per CSS px; Fabric's retina scaling, the screen's devicePixelRatio by
 * default). When the region at the full devicePixelRatio would be over the engine's pixel budget
 * (a 24 × 18 in sign at 100 % on a 3× iPhone: 1222 × 1112 CSS px × 9 = 12.2 M against 5 M), the
 * canvas is drawn at the largest density that fits instead of refusing the zoom. The budget still
 * holds: no backing store is ever larger than it. Fabric cannot draw below one device px per CSS
 * px, so a zoom is refused only when the region does not fit even at density 1.
 */
import type { Size } from '../artboard';
import { RENDER_OVERSCAN_PX } from './renderRegion';
import type { PixelBudget } from '../imaging/pixelBudget';

/** The parts of a pixel budget the density rule needs (device px). */
type ZoomBudget = Pick<PixelBudget, 'maxArea' | 'maxSide'>;

/** The lowest density the canvas is drawn at, device px per CSS px (Fabric's floor). */
export const MIN_CANVAS_DENSITY = 1;

/**
 * The largest part of the displayed artboard the canvas may cover at `percent`: `view` (the
 * largest the workspace can be, CSS px) plus the overscan on each side, cut to the displayed
 * artboard (artboard × zoom, each side rounded up).
 */
export function largestCanvasArea(
  artboardPx: Size,
  percent: number,
  view: Size,
  overscanPx = RENDER_OVERSCAN_PX,
): Size {
  const zoom = percent / 100;
  return {
    width: Math.min(Math.ceil(artboardPx.width * zoom), Math.ceil(view.width) + 2 * overscanPx),
    height: Math.min(Math.ceil(artboardPx.height * zoom), Math.ceil(view.height) + 2 * overscanPx),
  };
}

/** Whether a canvas of `area` CSS px at `density` keeps its backing store within the budget. */
export function fitsAtDensity(area: Size, density: number, budget: ZoomBudget): boolean {
  // Fabric writes the backing store as `width × density`, which the element truncates.
  const width = Math.floor(area.width * density);
  const height = Math.floor(area.height * density);
  return width * height <= budget.maxArea && width <= budget.maxSide && height <= budget.maxSide;
}

/**
 * The density to draw a canvas of `area` CSS px at: the devicePixelRatio when it fits the budget,
 * else the largest density that does (two decimals, rounded down), never below
 * `MIN_CANVAS_DENSITY` — nor above the devicePixelRatio (a screen under 1× keeps its own).
 */
export function canvasDensity(area: Size, devicePixelRatio: number, budget: ZoomBudget): number {
  const dpr = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  if (dpr <= MIN_CANVAS_DENSITY || fitsAtDensity(area, dpr, budget)) return dpr;
  const { width, height } = area;
  if (width <= 0 || height <= 0) return dpr;
  const most = Math.min(
    Math.sqrt(budget.maxArea / (width * height)),
    budget.maxSide / width,
    budget.maxSide / height,
  );
  let density = Math.floor(most * 100) / 100;
  // Float noise may leave the product one px over: step down a hundredth (a few steps at most).
  while (density > MIN_CANVAS_DENSITY && !fitsAtDensity(area, density, budget)) {
    density = Math.round((density - 0.01) * 100) / 100;
  }
  return Math.max(MIN_CANVAS_DENSITY, density);
}

/** What a zoom percent costs: whether it is allowed, and the density the canvas is drawn at. */
export interface ZoomDensity {
  allowed: boolean;
  /** Device px per CSS px, between `MIN_CANVAS_DENSITY` and the devicePixelRatio. */
  density: number;
}

/**
 * Whether `percent` may be offered for an artboard of `artboardPx` (100 %) in a workspace at most
 * `view` CSS px, and at which density its largest canvas is drawn: allowed when that canvas fits
 * the budget at the lowest density (or the devicePixelRatio, on a screen under 1×).
 */
export function zoomDensity(
  percent: number,
  artboardPx: Size,
  view: Size,
  devicePixelRatio: number,
  budget: ZoomBudget,
): ZoomDensity {
  const area = largestCanvasArea(artboardPx, percent, view);
  const density = canvasDensity(area, devicePixelRatio, budget);
  return { allowed: fitsAtDensity(area, density, budget), density };
}
