import { describe, expect, it } from 'vitest';
import { newElementScale } from './elementSize';

describe('newElementScale', () => {
  const artboard = { width: 2304, height: 1152 }; // 24 × 12 in at 96 px per inch
  it.each([
    // element, view, zoom → longer side on the artboard, px
    [{ width: 200, height: 200 }, { width: 2304, height: 1152 }, 0.5, 384],
    [{ width: 300, height: 200 }, { width: 600, height: 900 }, 1, 200],
    [{ width: 24, height: 24 }, { width: 900, height: 600 }, 1, 200],
    // A tiny view at a low zoom: at least 24 screen px.
    [{ width: 200, height: 100 }, { width: 30, height: 30 }, 0.1, 240],
    // Never larger than the artboard's smaller side.
    [{ width: 200, height: 200 }, { width: 60, height: 60 }, 0.01, 1152],
  ])('%o in %o at %d → %d px', (element, view, zoom, side) => {
    const scale = newElementScale(element, view, artboard, zoom);
    expect(Math.max(element.width, element.height) * scale).toBeCloseTo(side, 6);
  });

  it('an element without size keeps scale 1', () => {
    expect(newElementScale({ width: 0, height: 0 }, artboard, artboard, 1)).toBe(1);
  });
});
