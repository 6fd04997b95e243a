import { describe, expect, it } from 'vitest';
import { clampRegion, renderRegion } from './renderRegion';

const BANNER_100 = { width: 9216, height: 4608 }; // 4 × 8 ft at 100 %
const view = (x: number, y: number) => ({ x, y, width: 1200, height: 700 });

describe('renderRegion (the canvas covers the view plus 256 px)', () => {
  it.each([
    [
      'an artboard smaller than the view: all of it',
      { width: 900, height: 450 },
      { x: -100, y: -50, width: 1200, height: 700 },
      { x: 0, y: 0, width: 900, height: 450 },
    ],
    [
      'the top-left of a big artboard',
      BANNER_100,
      view(0, 0),
      { x: 0, y: 0, width: 1456, height: 956 },
    ],
    [
      'the middle of a big artboard',
      BANNER_100,
      view(4000, 2000),
      { x: 3744, y: 1744, width: 1712, height: 1212 },
    ],
    [
      'the bottom-right corner',
      BANNER_100,
      view(8016, 3908),
      { x: 7760, y: 3652, width: 1456, height: 956 },
    ],
    [
      'fractions rounded outwards',
      BANNER_100,
      { x: 4000.5, y: 2000.25, width: 1199.2, height: 700 },
      { x: 3744, y: 1744, width: 1712, height: 1213 },
    ],
  ])('%s', (_, displayed, visible, want) => {
    expect(renderRegion(displayed, visible, null)).toEqual(want);
  });

  it('keeps the current region while the view stays inside it', () => {
    const current = renderRegion(BANNER_100, view(4000, 2000), null);
    expect(renderRegion(BANNER_100, view(4200, 2200), current)).toBe(current);
    expect(renderRegion(BANNER_100, view(3744, 1744), current)).toBe(current);
  });

  it('moves when the view leaves it, or when the artboard no longer holds it (zoom)', () => {
    const current = renderRegion(BANNER_100, view(4000, 2000), null);
    expect(renderRegion(BANNER_100, view(4300, 2000), current)).toEqual({
      x: 4044,
      y: 1744,
      width: 1712,
      height: 1212,
    });
    const zoomedOut = { width: 4608, height: 2304 };
    expect(renderRegion(zoomedOut, view(2000, 1000), current)).toEqual({
      x: 1744,
      y: 744,
      width: 1712,
      height: 1212,
    });
  });

  it('a view entirely outside the artboard still gives a 1 px region inside it', () => {
    expect(clampRegion({ x: 10_000, y: 5_000, width: 100, height: 100 }, BANNER_100)).toEqual({
      x: 9215,
      y: 4607,
      width: 1,
      height: 1,
    });
  });
});
