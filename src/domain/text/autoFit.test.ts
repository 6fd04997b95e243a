import { describe, expect, it } from 'vitest';
import { fitFontSize } from './autoFit';

/** A text of `chars` characters, each 0.5 em wide, wrapped in a box `width` wide; lines 1.2 em. */
function measureOf(chars: number, width: number, longestWord = 0) {
  return (size: number) => {
    const perLine = Math.max(1, Math.floor(width / (0.5 * size)));
    const lines = Math.ceil(chars / perLine);
    return { height: lines * 1.2 * size, overflowsWidth: longestWord * 0.5 * size > width };
  };
}

describe('fitFontSize', () => {
  it.each([
    // range, box height, text: size drawn
    ['fits at the authored size', { authored: 40, min: 10, max: 100 }, 200, measureOf(10, 400), 40],
    ['never above the maximum', { authored: 120, min: 10, max: 60 }, 1000, measureOf(4, 4000), 60],
    ['never below the minimum', { authored: 40, min: 20, max: 100 }, 10, measureOf(200, 100), 20],
    // 100 chars in a 400 px box, 120 px tall: at 25 px, 32 a line, 4 lines, 120 px
    ['shrinks to fit the height', { authored: 60, min: 8, max: 100 }, 120, measureOf(100, 400), 25],
    // a 20-letter word 0.5 em each must fit 300 px: at most 30 px
    [
      'shrinks a long word to the width',
      { authored: 50, min: 8, max: 100 },
      1000,
      measureOf(20, 300, 20),
      30,
    ],
  ])('%s', (_, range, box, measure, size) => {
    expect(fitFontSize(range, box, measure)).toBe(size);
  });

  it('finds the largest fitting size on the half-px grid', () => {
    const measure = measureOf(37, 333);
    const size = fitFontSize({ authored: 90, min: 5, max: 90 }, 150, measure);
    expect(measure(size).height).toBeLessThanOrEqual(150);
    expect(measure(size + 0.5).height).toBeGreaterThan(150);
  });

  it('keeps the authored size whatever is drawn', () => {
    const range = { authored: 60, min: 8, max: 100 };
    fitFontSize(range, 50, measureOf(100, 400));
    expect(range.authored).toBe(60);
  });
});
