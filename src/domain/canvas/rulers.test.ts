import { describe, expect, it } from 'vitest';
import { MeasurementUnit } from '../units';
import type { RulerUnit } from './rulers';
import { formatRulerLabel, rulerStep, rulerTicks, rulerUnit } from './rulers';

describe('rulerUnit', () => {
  it.each<[number, number, MeasurementUnit, RulerUnit]>([
    [24, 36, MeasurementUnit.Inch, 'inch'],
    [47.9, 96, MeasurementUnit.Inch, 'inch'],
    [48, 96, MeasurementUnit.Inch, 'feet'], // 4 × 8 ft banner
    [96, 48, MeasurementUnit.Inch, 'feet'],
    [12, 12, MeasurementUnit.Feet, 'feet'], // measured in feet
  ])('%d × %d in, unit %d → %s', (w, h, unit, expected) => {
    expect(rulerUnit(w, h, unit)).toBe(expected);
  });
});

describe('rulerStep', () => {
  it.each<[number, RulerUnit, number, number]>([
    // zoom, unit, major in, minor in (1 in = 96 × zoom screen px)
    [0.15, 'inch', 5, 1], // 1 in = 14.4 px; 2 in = 28.8 < 50; 5 in = 72
    [1, 'inch', 1, 0.125], // 0.5 in = 48 < 50; eighths are 12 px
    [2.5, 'inch', 0.25, 0.125], // 60 px labels, 30 px minor
    [0.15, 'feet', 6, 1], // 3 in = 43.2 < 50; 6 in = 86.4
    [1, 'feet', 1, 0.125],
    [2.5, 'feet', 1, 0.125],
    [0.05, 'feet', 12, 3], // 1 ft = 57.6 px; 1 in = 4.8 < 6, so quarters of a foot
    [0.01, 'feet', 60, 12], // 2 ft = 23 px; 5 ft = 57.6 px
    [0.01, 'inch', 100, 10], // 50 in = 48 < 50
  ])('zoom %d, %s → major %d in, minor %d in', (zoom, unit, majorInches, minorInches) => {
    expect(rulerStep(zoom, unit)).toEqual({ majorInches, minorInches });
  });
});

describe('formatRulerLabel', () => {
  it.each<[number, RulerUnit, string]>([
    [0, 'inch', '0'],
    [0.25, 'inch', '0.25'],
    [12, 'inch', '12'],
    [0, 'feet', '0'],
    [6, 'feet', '6"'],
    [12, 'feet', "1'"],
    [18, 'feet', '1\'6"'],
    [120, 'feet', "10'"],
    [0.30000000000000004, 'inch', '0.3'],
  ])('%d in on a %s ruler → %s', (inches, unit, label) => {
    expect(formatRulerLabel(inches, unit)).toBe(label);
  });
});

describe('rulerTicks', () => {
  it('zoom 1, inch: a label every inch, eighths between', () => {
    // 10 in artboard (960 px), ruler starting at the artboard's origin, 500 px visible
    const ticks = rulerTicks(960, 1, 'inch', 0, 500);
    expect(ticks.major.map((t) => t.label)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(ticks.major.map((t) => t.offsetPx)).toEqual([0, 96, 192, 288, 384, 480]);
    expect(ticks.minor).toHaveLength(42 - 6); // k = 0 … 41 at 12 px
    expect(ticks.minor[0]).toEqual({ offsetPx: 12, inches: 0.125 });
  });

  it('zoom 0.15, inch: labels every 5 in from the artboard start inside the viewport', () => {
    // 96 in artboard starting 80 px into a 1000 px ruler: visible up to (1000 − 80) / 14.4 in
    const ticks = rulerTicks(9216, 0.15, 'inch', -80, 1000);
    expect(ticks.major.map((t) => t.inches)).toEqual([
      0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60,
    ]);
    expect(ticks.major[1]?.offsetPx).toBeCloseTo(152, 10); // 80 + 72
    expect(ticks.minor.map((t) => t.inches).slice(0, 5)).toEqual([1, 2, 3, 4, 6]);
    const gaps = ticks.major.slice(1).map((t, i) => t.offsetPx - (ticks.major[i]?.offsetPx ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(50);
  });

  it('zoom 2.5, inch: scrolled into the middle, quarter-inch labels', () => {
    // scrolled 1000 px right: visible artboard 400 … 640 px = 4.167 … 6.667 in
    const ticks = rulerTicks(960, 2.5, 'inch', 1000, 600);
    expect(ticks.major[0]).toEqual({ offsetPx: 20, inches: 4.25, label: '4.25' });
    expect(ticks.major.map((t) => t.label)).toEqual([
      '4.25',
      '4.5',
      '4.75',
      '5',
      '5.25',
      '5.5',
      '5.75',
      '6',
      '6.25',
      '6.5',
    ]);
    expect(ticks.minor.map((t) => t.inches)).toEqual([
      4.375, 4.625, 4.875, 5.125, 5.375, 5.625, 5.875, 6.125, 6.375, 6.625,
    ]);
  });

  it('zoom 0.15, feet: 4 × 8 ft banner in feet and inches', () => {
    const ticks = rulerTicks(9216, 0.15, 'feet', 0, 400);
    expect(ticks.major.map((t) => t.label)).toEqual(['0', '6"', "1'", '1\'6"', "2'"]);
    // 400 / 14.4 px: ticks at 0 … 27 in, the five multiples of 6 labelled
    expect(ticks.minor).toHaveLength(28 - 5);
  });

  it('stops at the artboard end', () => {
    // 2 in artboard at 100 %: labels 0, 1, 2 although 1000 px are visible
    const ticks = rulerTicks(192, 1, 'inch', -100, 1000);
    expect(ticks.major.map((t) => t.label)).toEqual(['0', '1', '2']);
    expect(ticks.major[2]?.offsetPx).toBe(292);
  });

  it.each([
    [0, 1, 500],
    [960, 0, 500],
    [960, 1, 0],
  ])('is empty for length %d, zoom %d, viewport %d', (length, zoom, viewport) => {
    const ticks = rulerTicks(length, zoom, 'inch', 0, viewport);
    expect(ticks.major).toEqual([]);
    expect(ticks.minor).toEqual([]);
  });

  it('is empty when scrolled past the artboard', () => {
    expect(rulerTicks(960, 1, 'inch', 2000, 500).major).toEqual([]);
  });
});
