import { describe, expect, it } from 'vitest';
import { draggedSheet, SHEET_OPEN_FRACTION, snapSheet, stepSheet } from './sheet';

describe('bottom sheet', () => {
  it('opens at half height', () => expect(SHEET_OPEN_FRACTION).toBe(0.5));

  it.each([
    [0, 0.3],
    [0.39, 0.3],
    [0.41, 0.5],
    [0.6, 0.5],
    [0.7, 0.85],
    [1, 0.85],
  ])('a drag released at %d rests at %d', (fraction, stop) => {
    expect(snapSheet(fraction)).toBe(stop);
  });

  it.each([
    [0.5, 1, 0.85],
    [0.5, -1, 0.3],
    [0.3, -1, 0.3],
    [0.85, 1, 0.85],
  ] as const)('from %d a step %d goes to %d', (from, dir, to) => {
    expect(stepSheet(from, dir)).toBe(to);
  });

  it.each([
    // Area 600 px high from y = 100: the pointer at y = 400 leaves 300 px below it.
    [400, 100, 600, 0.5],
    // Dragged above the top stop: held at 85 %.
    [0, 100, 600, 0.85],
    // Dragged to the bottom: held at 120 px (the title and a row).
    [700, 100, 600, 0.2],
  ])('pointer at %d in an area from %d, %d px high → %d', (y, top, height, fraction) => {
    expect(draggedSheet(y, top, height)).toBeCloseTo(fraction, 5);
  });
});
