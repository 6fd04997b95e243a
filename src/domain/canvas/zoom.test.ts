import { describe, expect, it } from 'vitest';
import { localeFormat } from '../localeFormat';
import { artboardSizePx } from '../artboard';
import { budgetByName, MAX_CACHE_SIDE } from '../imaging/pixelBudget';
import type { BudgetName } from '../imaging/pixelBudget';
import {
  backingStoreSize,
  breakPointsWithFit,
  clampZoomPercent,
  formatZoomPercent,
  isZoomAllowed,
  maxAllowedPercent,
  roundFitPercent,
  ZOOM_BREAK_POINTS,
  zoomIn,
  zoomOut,
  zoomPoints,
} from './zoom';

/** 4 × 8 ft banner: 96 × 48 in = 9216 × 4608 px at 100 %. */
const BANNER = artboardSizePx(96, 48);
/** Its fit in a 1000 × 800 viewport with the 80 px margin: 840 / 9216 = 9.11 %. */
const BANNER_FIT = (840 / 9216) * 100;

describe('roundFitPercent', () => {
  it.each([
    [63.9, 63],
    [100, 100],
    [10, 10],
    [666.67, 666],
    [9.114, 9.1],
    [6.3, 6.3],
    [0.5556, 0.55],
    [0.0123, 0.012],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
  ])('%d %% → %d %%', (fit, expected) => {
    expect(roundFitPercent(fit)).toBe(expected);
  });
});

describe('breakPointsWithFit', () => {
  it.each<[number, number[]]>([
    [63.4, [15, 25, 35, 50, 63, 65, 80, 100, 125, 150, 200, 250]],
    [100.4, [...ZOOM_BREAK_POINTS]], // rounds onto 100: no duplicate
    [9.11, [9.1, ...ZOOM_BREAK_POINTS]],
    [666.67, [...ZOOM_BREAK_POINTS, 666]],
    [0, [...ZOOM_BREAK_POINTS]],
  ])('fit %d %%', (fit, expected) => {
    expect(breakPointsWithFit(fit)).toEqual(expected);
  });
});

describe('backingStoreSize', () => {
  it.each([
    [35, 1, 3226, 1613], // 3225.6 × 1612.8 rounded up
    [25, 2, 4608, 2304],
    [115, 1, 10599, 5300], // 10598.4 × 5299.2, not pushed one px further by float noise
  ])('banner at %d %%, dpr %d → %d × %d', (percent, dpr, w, h) => {
    expect(backingStoreSize(BANNER, percent, dpr)).toEqual({ width: w, height: h });
  });
});

describe('zoomPoints: 96 × 48 in banner, fit 9.1 %', () => {
  it.each<[BudgetName, number, number[]]>([
    // 5 M, dpr 1: 35 % is 3226 × 1613 = 5.2 M, 30 % is 2765 × 1383 = 3.8 M
    ['safari', 1, [9.1, 15, 25, 30]],
    // 5 M, dpr 2: 25 % is 10.6 M, 20 % is 6.8 M, 15 % is the last allowed point
    ['safari', 2, [9.1, 15]],
    // 15 M, dpr 1: 65 % is 17.9 M, 60 % is 15.3 M, 55 % is 5069 × 2535 = 12.8 M
    ['firefox', 1, [9.1, 15, 25, 35, 50, 55]],
    // 15 M, dpr 2: 35 % is 20.4 M, 30 % is 15.3 M, stops at 25 %
    ['firefox', 2, [9.1, 15, 25]],
    // 90 M, dpr 1: 150 % is 95.6 M, 145 % is 13364 × 6682 = 89.3 M
    ['default', 1, [9.1, 15, 25, 35, 50, 65, 80, 100, 125, 145]],
    // 90 M, dpr 2: 80 % is 108.7 M, 75 % is 95.6 M, 70 % is 12903 × 6452 = 83.3 M
    ['default', 2, [9.1, 15, 25, 35, 50, 65, 70]],
  ])('%s budget, dpr %d', (name, dpr, expected) => {
    const points = zoomPoints(BANNER_FIT, BANNER, budgetByName(name), dpr);
    expect(points).toEqual(expected);
    const budget = budgetByName(name);
    for (const p of points) expect(isZoomAllowed(p, BANNER, budget, dpr)).toBe(true);
  });

  it('keeps every point on a small artboard', () => {
    // 12 × 12 in at 250 %, dpr 2: 5760 × 5760 = 33 M, inside 90 M
    const points = zoomPoints(180, artboardSizePx(12, 12), budgetByName('default'), 2);
    expect(points).toEqual([15, 25, 35, 50, 65, 80, 100, 125, 150, 180, 200, 250]);
  });

  it('lowers an over-budget fit point in 5 % steps', () => {
    // 12 × 12 in, fit 500 %, dpr 2: 11520² = 132.7 M; 410 % is 9447² = 89.2 M
    const points = zoomPoints(500, artboardSizePx(12, 12), budgetByName('default'), 2);
    expect(points).toEqual([...ZOOM_BREAK_POINTS, 410]);
  });

  it('inserts a huge fit (1 × 1 in sticker) at the top', () => {
    const points = zoomPoints(666.67, artboardSizePx(1, 1), budgetByName('safari'), 2);
    expect(points).toEqual([...ZOOM_BREAK_POINTS, 666]);
  });

  it('keeps only a tiny fit when every break point is over budget (100 × 100 ft)', () => {
    // 115200 px square: 15 % is 298 M; 10 % and 5 % are over 5 M too; 0.55 % is 634 × 634
    const points = zoomPoints(
      (640 / 115200) * 100,
      artboardSizePx(1200, 1200),
      budgetByName('safari'),
      1,
    );
    expect(points).toEqual([0.55]);
  });

  it('honours the maximum side (2000 × 2 in strip)', () => {
    // 192000 × 192 px: 65 % and 60 % are wider than 110,000 px, 55 % is 105,600 px
    const strip = artboardSizePx(2000, 2);
    expect(zoomPoints(1, strip, budgetByName('default'), 1)).toEqual([1, 15, 25, 35, 50, 55]);
    expect(isZoomAllowed(60, strip, { maxArea: 90_000_000, maxSide: MAX_CACHE_SIDE }, 1)).toBe(
      false,
    );
  });

  it('falls back to the largest allowed percent when even the fit is over budget', () => {
    // dpr 3 on 5 M: fit 40 % is over; 15 % is 8.6 M, 10 % is 2765 × 1383 = 3.8 M
    expect(zoomPoints(40, BANNER, budgetByName('safari'), 3)).toEqual([10]);
    // a fit of 300 % with nothing lower allowed: 11 % is the largest (12 % is 5.5 M)
    expect(maxAllowedPercent(BANNER, budgetByName('safari'), 3)).toBe(11);
    // sides capped at 400 px: 15, 10 and 5 % are too wide, 4.3 % is 397 px (400 / 9216 = 4.34 %)
    expect(zoomPoints(300, BANNER, { maxArea: 5_000_000, maxSide: 400 }, 1)).toEqual([4.3]);
  });

  it('returns 0 as the maximum of an empty artboard', () => {
    expect(maxAllowedPercent({ width: 0, height: 10 }, budgetByName('safari'), 1)).toBe(0);
  });
});

describe('zoomIn / zoomOut', () => {
  const points = [9.1, 15, 25, 30];
  it.each([
    [9.1, 15, 9.1],
    [15, 25, 9.1],
    [20, 25, 15], // between points: next one in each direction
    [30, 30, 25], // top: zooming in stays
    [5, 9.1, 5], // bottom: zooming out stays
    [40, 40, 30], // above every point (budget shrank): zooming in stays, out goes to the top point
  ])('from %d %%: in → %d, out → %d', (current, inTo, outTo) => {
    expect(zoomIn(current, points)).toBe(inTo);
    expect(zoomOut(current, points)).toBe(outTo);
  });
  it('walks the full default list', () => {
    const list = breakPointsWithFit(63);
    let z = 63;
    const up: number[] = [];
    for (let next = zoomIn(z, list); next !== z; z = next, next = zoomIn(z, list)) up.push(next);
    expect(up).toEqual([65, 80, 100, 125, 150, 200, 250]);
  });
});

describe('clampZoomPercent', () => {
  it.each<[number, number[], number]>([
    [25, [9.1, 15, 25, 30], 25],
    [40, [10], 10], // a fit of 40 % over budget starts at the top point
    [27, [9.1, 15, 25, 30], 25],
    [5, [9.1, 15], 9.1], // below every point: the lowest
    [50, [], 50],
  ])('%d %% in %j → %d %%', (percent, points, expected) => {
    expect(clampZoomPercent(percent, points)).toBe(expected);
  });
});

describe('formatZoomPercent', () => {
  it.each<[number | null, string]>([
    [null, '-'],
    [Number.NaN, '-'],
    [0, '-'],
    [63, '63%'],
    [63.4, '63%'],
    [100, '100%'],
    [666, '666%'],
    [9.1, '9.1%'],
    [0.55, '0.55%'],
    [9.99, '10%'],
  ])('%s → %s', (percent, text) => {
    expect(formatZoomPercent(percent)).toBe(text);
  });

  it.each<[number, string]>([
    [4.5, '4,5\u00a0%'],
    [63.4, '63\u00a0%'],
  ])('in Spanish %s → %j', (percent, text) => {
    expect(formatZoomPercent(percent, localeFormat('es'))).toBe(text);
  });
});
