import { describe, expect, it } from 'vitest';
import { newTextBox, newTextFontSize } from './newText';

describe('newTextFontSize', () => {
  it.each([
    // zoom, font size px: the default while 30 px is at least 24 screen px tall
    [1, 30],
    [0.8, 30],
    // 24 / 0.5 = 48 px = 36.01 pt → 37 pt
    [0.5, 37 * 1.333],
    // a 6 ft banner shown whole: 24 / 0.13 = 184.6 px = 138.5 pt → 139 pt
    [0.13, 139 * 1.333],
    // never beyond 1295 pt
    [0.001, 1295 * 1.333],
    // unknown zoom: the default
    [0, 30],
    [Number.NaN, 30],
  ])('at zoom %s is %s px', (zoom, px) => {
    expect(newTextFontSize(zoom)).toBeCloseTo(px, 6);
  });

  it('is at least 24 screen px tall at every zoom above the 1295 pt floor', () => {
    for (const zoom of [0.02, 0.05, 0.1, 0.13, 0.34, 0.5, 0.79, 1, 2]) {
      expect(newTextFontSize(zoom) * zoom).toBeGreaterThanOrEqual(24 - 1e-9);
    }
  });
});

describe('newTextBox', () => {
  const board = { width: 6912, height: 3456 }; // 6 × 3 ft at 96 px per inch

  it('is centred on the artboard when nothing is known of the view', () => {
    expect(newTextBox(board, 1, null)).toMatchObject({ left: 3456, top: 1728, fontSize: 30 });
  });

  it('is centred on the visible part of the artboard, cut to the artboard', () => {
    const box = newTextBox(board, 1, { x: 6000, y: -200, width: 1600, height: 800 });
    // visible: x 6000–6912, y 0–600
    expect(box.left).toBe(6456);
    expect(box.top).toBe(300);
    expect(box.width).toBeCloseTo(400, 6);
  });

  it('is no wider than 80 % of what is visible', () => {
    const box = newTextBox(board, 1, { x: 0, y: 0, width: 300, height: 300 });
    expect(box.width).toBe(240);
  });

  it('grows with its font size so the placeholder keeps to one line', () => {
    const box = newTextBox(board, 0.13, null);
    expect(box.width / box.fontSize).toBeCloseTo(400 / 30, 6);
  });

  it('falls back to the whole artboard when the view is off it', () => {
    expect(newTextBox(board, 1, { x: 8000, y: 0, width: 100, height: 100 })).toMatchObject({
      left: 3456,
      top: 1728,
    });
  });
});
