import { describe, expect, it } from 'vitest';
import {
  acceptsFontSizeTyping,
  commitFontSize,
  isValidFontSize,
  ptToPx,
  pxToPt,
  stepFontSize,
} from './fontSize';

describe('font size field', () => {
  it.each([
    ['', true],
    ['12', true],
    ['12.5', true],
    ['12,5', true], // the Spanish decimal comma
    ['.5', true],
    ['12.', true],
    ['0', true], // may still become 0.5 → clamped; a lone 0 is not valid (below)
    ['1e3', false],
    ['-5', false],
    ['+2', false],
    ['1.2.3', false],
    ['12pt', false],
  ])('typing %j is accepted: %s', (text, ok) => {
    expect(acceptsFontSizeTyping(text)).toBe(ok);
  });

  it.each([
    ['0', false],
    ['1', true],
    ['1295', true],
    ['1296', false],
    ['0.5', false],
    ['12.75', true],
    ['12,75', true],
    ['', false],
    ['.', false],
    ['1e3', false],
  ])('%j is a valid size: %s', (text, ok) => {
    expect(isValidFontSize(text)).toBe(ok);
  });

  it.each([
    // typed, previous pt, settles on
    ['0', 22, 1],
    ['1296', 22, 1295],
    ['99999', 22, 1295],
    ['1e3', 22, 22],
    ['-5', 22, 22],
    ['12.345', 22, 12.35],
    ['12,5', 22, 12.5],
    ['0.4', 22, 1],
    ['', 22, 22],
    ['.', 22, 22],
    [' 48 ', 22, 48],
  ])('leaving the field with %j (was %s) sets %s pt', (text, previous, pt) => {
    expect(commitFontSize(text, previous)).toBe(pt);
  });

  it.each([
    [12, 1, 13],
    [12.5, 1, 13.5],
    [1, -1, 1],
    [1295, 1, 1295],
    [1.5, -1, 1],
  ])('a step from %s by %s gives %s', (pt, dir, next) => {
    expect(stepFontSize(pt, dir as 1 | -1)).toBe(next);
  });

  it('shows px as pt at 1.333 px per pt', () => {
    expect(pxToPt(30)).toBe(22.51);
    expect(ptToPx(36)).toBeCloseTo(47.988, 6);
    expect(pxToPt(ptToPx(13.5))).toBe(13.5);
  });
});
