import { describe, expect, it } from 'vitest';
import { artboardSizePx } from '../artboard';
import { budgetByName } from '../imaging/pixelBudget';
import type { BudgetName } from '../imaging/pixelBudget';
import {
  canvasDensity,
  fitsAtDensity,
  largestCanvasArea,
  MIN_CANVAS_DENSITY,
  zoomDensity,
} from './canvasDensity';
import { ZOOM_BREAK_POINTS, zoomPoints } from './zoom';

/** 24 × 18 in yard sign: 2304 × 1728 px at 100 %. */
const SIGN = artboardSizePx(24, 18);
/** 4 × 8 ft banner: 9216 × 4608 px at 100 %. */
const BANNER = artboardSizePx(96, 48);
/** A 390 × 844 phone's workspace (under a one-row header, above the bar), CSS px. */
const PHONE_VIEW = { width: 390, height: 600 };
/** A 1440 × 900 desktop's workspace with room for the side panel, CSS px. */
const DESKTOP_VIEW = { width: 1440, height: 800 };

describe('largestCanvasArea', () => {
  it.each([
    // 35 %: the whole displayed sign (807 × 605) is smaller than the view plus 256 px each side
    [35, { width: 807, height: 605 }],
    // 100 %: the view plus the overscan, 902 × 1112 (the sign is 2304 × 1728 displayed)
    [100, { width: 902, height: 1112 }],
    [250, { width: 902, height: 1112 }],
  ])('sign at %d %% on a phone', (percent, area) => {
    expect(largestCanvasArea(SIGN, percent, PHONE_VIEW)).toEqual(area);
  });
});

describe('zoomDensity: zoom, view, dpr, budget → allowed and density', () => {
  it.each<[string, number, typeof PHONE_VIEW, number, BudgetName, boolean, number]>([
    // 807 × 605 × 3² = 4.39 M: the full 3× fits Safari's 5 M
    ['sign, phone', 35, PHONE_VIEW, 3, 'safari', true, 3],
    // 902 × 1112 × 3² = 9.0 M is over 5 M: drawn at 2.23 (2011 × 2479 = 4.99 M)
    ['sign, phone', 100, PHONE_VIEW, 3, 'safari', true, 2.23],
    ['sign, phone', 250, PHONE_VIEW, 3, 'safari', true, 2.23],
    // the same at 2×: 1804 × 2224 = 4.01 M fits
    ['sign, phone', 250, PHONE_VIEW, 2, 'safari', true, 2],
    // 90 M elsewhere: the full 3×
    ['sign, phone', 250, PHONE_VIEW, 3, 'default', true, 3],
    // banner on a desktop at 2×: 1952 × 1312 × 2² = 10.2 M, drawn at 1.39 (2713 × 1823 = 4.95 M)
    ['banner, desktop', 100, DESKTOP_VIEW, 2, 'safari', true, 1.39],
    // a screen under 1× keeps its own density
    ['banner, desktop', 100, DESKTOP_VIEW, 0.75, 'safari', true, 0.75],
    // a 3000 × 2000 workspace: 3512 × 2512 = 8.8 M is over 5 M even at density 1 — refused
    ['banner, huge view', 100, { width: 3000, height: 2000 }, 1, 'safari', false, 1],
  ])('%s at %d %%, dpr %d, %s budget', (_, percent, view, dpr, budget, allowed, density) => {
    const artboard = _.startsWith('sign') ? SIGN : BANNER;
    expect(zoomDensity(percent, artboard, view, dpr, budgetByName(budget))).toEqual({
      allowed,
      density,
    });
  });

  it('never leaves the budget when it allows a zoom', () => {
    for (const dpr of [1, 1.5, 2, 2.625, 3]) {
      for (const percent of ZOOM_BREAK_POINTS) {
        const area = largestCanvasArea(BANNER, percent, PHONE_VIEW);
        const { allowed, density } = zoomDensity(
          percent,
          BANNER,
          PHONE_VIEW,
          dpr,
          budgetByName('safari'),
        );
        expect(allowed).toBe(true);
        expect(density).toBeGreaterThanOrEqual(MIN_CANVAS_DENSITY);
        expect(density).toBeLessThanOrEqual(dpr);
        expect(fitsAtDensity(area, density, budgetByName('safari'))).toBe(true);
      }
    }
  });
});

describe('canvasDensity', () => {
  it('honours the maximum side', () => {
    // 900 px wide under a 1000 px side: 1.11 (999 px), not 2
    expect(canvasDensity({ width: 900, height: 100 }, 2, { maxArea: 90e6, maxSide: 1000 })).toBe(
      1.11,
    );
  });

  it('reads a missing devicePixelRatio as 1', () => {
    expect(canvasDensity({ width: 100, height: 100 }, Number.NaN, budgetByName('safari'))).toBe(1);
  });
});

describe('zoomPoints with the view: past the budget at a lower density', () => {
  it('lets a 24 × 18 in sign zoom to 250 % on a 3× iPhone (was 35 %)', () => {
    const budget = budgetByName('safari');
    expect(zoomPoints(15, SIGN, budget, 3)).toEqual([15, 25, 35]);
    expect(zoomPoints(15, SIGN, budget, 3, PHONE_VIEW)).toEqual([...ZOOM_BREAK_POINTS]);
  });

  it('still stops where even density 1 is over the budget', () => {
    // 3512 × 2512 at density 1 is 8.8 M: 35 % (3226 × 1613 = 5.2 M) is over too, 30 % fits
    const view = { width: 3000, height: 2000 };
    expect(zoomPoints(9.1, BANNER, budgetByName('safari'), 1, view)).toEqual([9.1, 15, 25, 30]);
  });
});
