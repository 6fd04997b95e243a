import { describe, expect, it } from 'vitest';
import type { Engine } from './pixelBudget';
import {
  budgetByName,
  budgetForEngine,
  engineOf,
  fitArea,
  fitLongSide,
  MAX_CACHE_SIDE,
  withinBudget,
} from './pixelBudget';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPhoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  iPhoneEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/126.2592.56 Mobile/15E148 Safari/605.1.15',
  iPadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  /** iPadOS "desktop website" mode: a Mac user agent, told apart only by touch points. */
  iPadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  seaMonkey:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:102.0) Gecko/20100101 Firefox/102.0 SeaMonkey/2.53.18',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S928B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36',
};

describe('engineOf', () => {
  it.each<[keyof typeof UA, number, Engine]>([
    ['iPhoneSafari', 5, 'safari'],
    ['iPhoneChrome', 5, 'safari'],
    ['iPhoneFirefox', 5, 'safari'],
    ['iPhoneEdge', 5, 'safari'],
    ['iPadSafari', 5, 'safari'],
    ['iPadDesktopMode', 5, 'safari'],
    ['macSafari', 0, 'safari'],
    ['macChrome', 0, 'chromium'],
    ['firefoxWindows', 0, 'firefox'],
    ['firefoxAndroid', 5, 'firefox'],
    ['seaMonkey', 0, 'firefox'],
    ['chromeWindows', 0, 'chromium'],
    ['chromeAndroid', 5, 'chromium'],
    ['edge', 0, 'chromium'],
    ['samsung', 5, 'chromium'],
    ['androidWebView', 5, 'chromium'],
  ])('%s (touch points %i) → %s', (name, touch, want) => {
    expect(engineOf(UA[name], touch)).toBe(want);
  });

  it('falls back to the default budget for an unknown agent', () => {
    expect(engineOf('')).toBe('chromium');
  });

  it('maps engines to the spec budgets (5 M / 15 M / 90 M, side 110,000)', () => {
    expect(budgetForEngine('safari')).toEqual({
      name: 'safari',
      maxArea: 5_000_000,
      maxSide: 110_000,
    });
    expect(budgetForEngine('firefox')).toEqual({
      name: 'firefox',
      maxArea: 15_000_000,
      maxSide: 110_000,
    });
    expect(budgetForEngine('chromium')).toEqual({
      name: 'default',
      maxArea: 90_000_000,
      maxSide: 110_000,
    });
    expect(budgetByName('safari').maxArea).toBe(5_000_000);
    expect(MAX_CACHE_SIDE).toBe(110_000);
  });
});

describe('fitArea', () => {
  const sizes = [
    [8064, 6048],
    [16320, 12240],
    [65536, 65536],
    [28800, 14400],
    [3000, 2000],
    [1, 1],
  ] as const;
  const budgets = [5_000_000, 15_000_000, 90_000_000];

  it.each(budgets.flatMap((b) => sizes.map(([w, h]) => [b, w, h] as const)))(
    'under %i px: %i × %i',
    (budget, w, h) => {
      const r = fitArea({ width: w, height: h }, budget);
      expect(r.width * r.height).toBeLessThanOrEqual(Math.max(budget, 1));
      expect(r.width).toBeLessThanOrEqual(w);
      expect(r.height).toBeLessThanOrEqual(h);
      if (w * h <= budget)
        expect(r).toEqual({ width: w, height: h }); // never upscaled, never shrunk needlessly
      else {
        expect(r.width * r.height).toBeGreaterThan(budget * 0.99); // uses the budget
        expect(Math.abs(r.width / r.height - w / h)).toBeLessThan(2 / Math.min(r.width, r.height)); // keeps the ratio
      }
    },
  );

  it('caps each side at 110,000 px', () => {
    expect(fitArea({ width: 200_000, height: 10 }, 90_000_000)).toEqual({
      width: 110_000,
      height: 5,
    });
    expect(fitArea({ width: 1, height: 1_000_000_000 }, 90_000_000)).toEqual({
      width: 1,
      height: 110_000,
    });
    expect(fitArea({ width: 120_000, height: 100 }, 90_000_000, 50_000)).toEqual({
      width: 50_000,
      height: 41,
    });
  });

  it('returns 0 × 0 for an empty source', () => {
    expect(fitArea({ width: 0, height: 10 }, 5_000_000)).toEqual({ width: 0, height: 0 });
  });

  it('agrees with withinBudget', () => {
    const budget = budgetByName('safari');
    const r = fitArea({ width: 8064, height: 6048 }, budget.maxArea, budget.maxSide);
    expect(withinBudget(r, budget)).toBe(true);
    expect(withinBudget({ width: r.width + 1, height: r.height + 1 }, budget)).toBe(false);
    expect(withinBudget({ width: 110_001, height: 1 }, budgetByName('default'))).toBe(false);
  });
});

describe('fitLongSide (thumbnails 240 and 960)', () => {
  it.each([
    [4000, 3000, 240, 240, 180],
    [3000, 4000, 240, 180, 240],
    [4000, 3000, 960, 960, 720],
    [100, 50, 240, 100, 50],
    [960, 960, 960, 960, 960],
    [10000, 10, 240, 240, 1],
    [0, 10, 240, 0, 0],
  ])('%i × %i → long side %i: %i × %i', (w, h, side, ww, hh) => {
    expect(fitLongSide({ width: w, height: h }, side)).toEqual({ width: ww, height: hh });
  });
});
