import { describe, expect, it } from 'vitest';
import type { CurveLine } from './curve';
import {
  clampCurve,
  commitCurve,
  curveArc,
  curveArcAngle,
  placeGlyphs,
  placementBounds,
} from './curve';

/** A line of `n` glyphs 10 px wide, starting at `left`, baseline at `baseline`. */
function line(n: number, left: number, baseline: number): CurveLine {
  return {
    baseline,
    ascent: 8,
    descent: 2,
    glyphs: Array.from({ length: n }, (_, i) => ({ char: 'x', left: left + 10 * i, width: 10 })),
  };
}

const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

describe('curve amount', () => {
  it.each([
    [0, 0],
    [60, 60],
    [-100, -100],
    [101, 100],
    [-250, -100],
    [33.4, 33],
    [33.5, 34],
    [Number.NaN, 0],
  ])('%s is stored as %s', (value, stored) => {
    expect(clampCurve(value)).toBe(stored);
  });

  it.each([
    ['60', 0, 60],
    [' -40 ', 0, -40],
    ['120', 0, 100],
    ['', 25, 25],
    ['abc', 25, 25],
    ['-', 25, 25],
    ['12,6', 0, 13], // either decimal separator
    ['-12.4', 0, -12],
  ])('the field %j (was %s) commits %s', (raw, previous, stored) => {
    expect(commitCurve(raw, previous)).toBe(stored);
  });

  it.each([
    [0, 0],
    [50, Math.PI],
    [-50, Math.PI],
    [100, 2 * Math.PI],
    [25, Math.PI / 2],
  ])('at %s the widest line spans %s rad', (amount, angle) => {
    expect(curveArcAngle(amount)).toBeCloseTo(angle, 12);
  });
});

describe('placeGlyphs', () => {
  const single = [line(10, -50, 5)]; // 100 px wide, centred on x = 0

  it('at 0 every glyph sits where the straight layout has it, upright', () => {
    expect(placeGlyphs(0, single)).toEqual(
      single[0]!.glyphs.map((g, index) => ({
        char: 'x',
        line: 0,
        index,
        width: 10,
        x: g.left + 5,
        y: 5,
        angle: 0,
      })),
    );
  });

  it('positive arches the line: its ends lower than its middle, turned outwards', () => {
    const p = placeGlyphs(60, single);
    const first = p[0]!;
    const last = p[p.length - 1]!;
    const middle = Math.min(...p.map((g) => g.y));
    expect(first.y).toBeGreaterThan(middle + 10);
    expect(last.y).toBeGreaterThan(middle + 10);
    expect(first.angle).toBeLessThan(0);
    expect(last.angle).toBeGreaterThan(0);
  });

  it('negative is the mirror image about the baseline', () => {
    const up = placeGlyphs(60, single);
    const down = placeGlyphs(-60, single);
    up.forEach((g, i) => {
      const m = down[i]!;
      expect(m.x).toBeCloseTo(g.x, 9);
      expect(m.y - 5).toBeCloseTo(-(g.y - 5), 9);
      expect(m.angle).toBeCloseTo(-g.angle, 9);
    });
  });

  it('is symmetric about the text middle: glyph i and glyph n−1−i mirror each other', () => {
    const p = placeGlyphs(45, single);
    for (let i = 0; i < p.length; i += 1) {
      const a = p[i]!;
      const b = p[p.length - 1 - i]!;
      expect(a.x).toBeCloseTo(-b.x, 9);
      expect(a.y).toBeCloseTo(b.y, 9);
      expect(a.angle).toBeCloseTo(-b.angle, 9);
    }
  });

  it('keeps each advance as an arc length: glyph centres are turned by distance ÷ radius', () => {
    const arc = curveArc(50, single)!;
    expect(arc.radius).toBeCloseTo(100 / Math.PI, 9); // 100 px over half a turn
    const p = placeGlyphs(50, single);
    // Neighbouring centres 10 px apart along the baseline: 10 / r radians apart.
    expect(p[1]!.angle - p[0]!.angle).toBeCloseTo(10 / arc.radius, 9);
    // Every centre is on the baseline circle.
    for (const g of p) {
      expect(Math.hypot(g.x - arc.centreX, g.y - arc.centreY)).toBeCloseTo(arc.radius, 9);
    }
  });

  it.each([
    [100, 1],
    [-100, -1],
  ])('at %s the line turns through a full circle', (amount) => {
    const p = placeGlyphs(amount, single);
    // Outer edges of the first and last glyph: 9 glyph steps of 36° between their centres.
    expect(Math.abs(p[9]!.angle - p[0]!.angle)).toBeCloseTo((9 / 10) * 2 * Math.PI, 9);
  });

  it('puts multi-line text on concentric arcs, the nearest line to the centre spanning the angle', () => {
    const lines = [line(10, -50, 5), line(6, -30, 25)];
    const arc = curveArc(50, lines)!;
    // An arch: the centre is below the last line's baseline, by R.
    expect(arc.referenceBaseline).toBe(25);
    expect(arc.centreY).toBeCloseTo(25 + 100 / Math.PI, 9);
    const p = placeGlyphs(50, lines);
    const radius = (g: (typeof p)[number]) => Math.hypot(g.x - arc.centreX, g.y - arc.centreY);
    const first = p.filter((g) => g.line === 0);
    const second = p.filter((g) => g.line === 1);
    // The first line 20 px farther out than the second.
    for (const g of first) expect(radius(g)).toBeCloseTo(arc.radius + 20, 9);
    for (const g of second) expect(radius(g)).toBeCloseTo(arc.radius, 9);
    // Hanging: the first line is the reference, the second 20 px farther out.
    const down = curveArc(-50, lines)!;
    expect(down.referenceBaseline).toBe(5);
    const q = placeGlyphs(-50, lines).filter((g) => g.line === 1);
    for (const g of q)
      expect(Math.hypot(g.x - down.centreX, g.y - down.centreY)).toBeCloseTo(down.radius + 20, 9);
  });

  it('bends nothing there is nothing to bend', () => {
    expect(curveArc(50, [])).toBeNull();
    expect(curveArc(50, [{ baseline: 0, ascent: 1, descent: 1, glyphs: [] }])).toBeNull();
    expect(placeGlyphs(50, [])).toEqual([]);
  });
});

describe('placementBounds', () => {
  const single = [line(10, -50, 5)];

  it('is the straight box at 0: the advances by ascent + descent', () => {
    expect(placementBounds(placeGlyphs(0, single), single)).toEqual({
      left: -50,
      top: -3,
      width: 100,
      height: 10,
    });
  });

  it('holds every corner of every turned glyph cell, tightly', () => {
    for (const amount of [20, 60, 100, -35, -100]) {
      const p = placeGlyphs(amount, single);
      const b = placementBounds(p, single)!;
      let touches = 0;
      for (const g of p) {
        for (const [u, v] of [
          [-5, -8],
          [5, -8],
          [-5, 2],
          [5, 2],
        ] as const) {
          const x = g.x + u * Math.cos(g.angle) - v * Math.sin(g.angle);
          const y = g.y + u * Math.sin(g.angle) + v * Math.cos(g.angle);
          expect(x).toBeGreaterThanOrEqual(b.left - 1e-9);
          expect(x).toBeLessThanOrEqual(b.left + b.width + 1e-9);
          expect(y).toBeGreaterThanOrEqual(b.top - 1e-9);
          expect(y).toBeLessThanOrEqual(b.top + b.height + 1e-9);
          if (close(x, b.left) || close(y, b.top) || close(y, b.top + b.height)) touches += 1;
        }
      }
      expect(touches).toBeGreaterThanOrEqual(3);
    }
  });

  it('an arch is taller and narrower than the straight line', () => {
    const straight = placementBounds(placeGlyphs(0, single), single)!;
    const arch = placementBounds(placeGlyphs(60, single), single)!;
    expect(arch.width).toBeLessThan(straight.width);
    expect(arch.height).toBeGreaterThan(straight.height * 2);
  });

  it('is null without glyphs', () => {
    expect(placementBounds([], [])).toBeNull();
  });
});
