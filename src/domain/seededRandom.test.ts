import { describe, expect, it } from 'vitest';
import { seededRandom } from './seededRandom';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, another for another seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const c = seededRandom(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
  });

  it('stays in [0, 1) and spreads over it', () => {
    const r = seededRandom(1);
    const values = Array.from({ length: 10_000 }, r);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(mean).toBeCloseTo(0.5, 1);
  });
});
