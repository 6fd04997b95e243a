import { describe, expect, it } from 'vitest';
import { budgetByName } from '../imaging/pixelBudget';
import type { BudgetName } from '../imaging/pixelBudget';
import { planTiles } from './tilePlan';

const LIMITS = { maxTileArea: 1_000_000, maxTileSide: 4096 };

function covered(plan: ReturnType<typeof planTiles>): boolean {
  // Every pixel exactly once: bands stack without gaps, tiles of a band abut.
  let y = 0;
  for (const band of plan.bands) {
    if (band.y !== y) return false;
    let x = 0;
    for (const t of band.tiles) {
      if (t.x !== x || t.y !== band.y || t.height !== band.height) return false;
      x += t.width;
    }
    if (x !== plan.width) return false;
    y += band.height;
  }
  return y === plan.height;
}

describe('planTiles', () => {
  it.each<[string, number, number, BudgetName, Partial<typeof LIMITS>]>([
    ['104 MP banner under Safari', 7200, 14400, 'safari', {}],
    ['104 MP banner, default budget', 7200, 14400, 'default', {}],
    [
      '104 MP banner, tiles as large as the Safari budget allows',
      7200,
      14400,
      'safari',
      { maxTileArea: 90e6 },
    ],
    [
      '104 MP banner, tiles as large as the Firefox budget allows',
      7200,
      14400,
      'firefox',
      { maxTileArea: 90e6 },
    ],
    ['one pixel', 1, 1, 'safari', {}],
    ['a very wide strip', 30000, 50, 'safari', {}],
    ['a very tall strip', 50, 30000, 'safari', {}],
    ['odd sizes', 1001, 997, 'safari', { maxTileArea: 10_007 }],
  ])('%s: covers every pixel once with tiles inside the budget', (_, w, h, name, limits) => {
    const budget = budgetByName(name);
    const l = { ...LIMITS, ...limits };
    const plan = planTiles({ width: w, height: h }, budget, l);
    expect(covered(plan)).toBe(true);
    for (const band of plan.bands)
      for (const t of band.tiles) {
        expect(t.width * t.height).toBeLessThanOrEqual(Math.min(budget.maxArea, l.maxTileArea));
        expect(Math.max(t.width, t.height)).toBeLessThanOrEqual(l.maxTileSide);
      }
    expect(plan.largestTileArea).toBeLessThanOrEqual(budget.maxArea);
  });

  it('uses as few bands as the area allows: the Safari-budget banner in 5 MP tiles', () => {
    const plan = planTiles({ width: 7200, height: 14400 }, budgetByName('safari'), {
      maxTileArea: 90e6,
      maxTileSide: 4096,
    });
    // Two 3600 px columns; 5,000,000 / 3600 = 1388 rows per band.
    expect(plan.bands[0]?.tiles.map((t) => t.width)).toEqual([3600, 3600]);
    expect(plan.bands[0]?.height).toBe(1388);
    expect(plan.bands).toHaveLength(Math.ceil(14400 / 1388));
  });

  it('refuses sizes that are not whole pixels', () => {
    const budget = budgetByName('default');
    expect(() => planTiles({ width: 0, height: 10 }, budget, LIMITS)).toThrow(RangeError);
    expect(() => planTiles({ width: 10.5, height: 10 }, budget, LIMITS)).toThrow(RangeError);
  });
});
