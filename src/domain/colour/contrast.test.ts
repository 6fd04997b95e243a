import { describe, expect, it } from 'vitest';
import { AA_TEXT_RATIO, contrastRatio, readableTextOn } from './contrast';

describe('contrastRatio (WCAG 2.x)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#e4572e', '#ffffff', 3.68],
  ])('%s on %s is %s:1', (a, b, ratio) => expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2));

  it('is null for what does not parse', () => expect(contrastRatio('red', '#fff')).toBeNull());
});

describe('readableTextOn: the text colour of a coloured label', () => {
  it.each([
    ['#e4572e', '#000000'], // a product's orange label: white would be 3.68:1
    ['#1f6feb', '#ffffff'],
    ['#ffffff', '#000000'],
    ['#0d1117', '#ffffff'],
    ['not a colour', '#ffffff'],
  ])('on %s: %s', (bg, text) => expect(readableTextOn(bg)).toBe(text));

  it.each(['#e4572e', '#1f6feb', '#f85149', '#808080'])('always AA on %s', (bg) =>
    expect(contrastRatio(readableTextOn(bg), bg)).toBeGreaterThanOrEqual(AA_TEXT_RATIO),
  );
});
