import { describe, expect, it } from 'vitest';
import type { OutlineInches } from './geometry';
import { contourInsetInches, insetOutline } from './safeZone';
import { shapeCut } from './shapeCut';

const trim = (w: number, h: number, radius = 0): OutlineInches => ({
  kind: 'roundedRect',
  x: 0,
  y: 0,
  width: w,
  height: h,
  radius,
});

describe('insetOutline', () => {
  it.each([
    [
      trim(24, 18),
      0.25,
      { kind: 'roundedRect', x: 0.25, y: 0.25, width: 23.5, height: 17.5, radius: 0 },
    ],
    [
      trim(24, 18, 1),
      0.25,
      { kind: 'roundedRect', x: 0.25, y: 0.25, width: 23.5, height: 17.5, radius: 0.75 },
    ],
    [
      trim(24, 18, 0.25),
      0.5,
      { kind: 'roundedRect', x: 0.5, y: 0.5, width: 23, height: 17, radius: 0 },
    ],
    [
      { kind: 'ellipse', cx: 2, cy: 2, rx: 2, ry: 2 },
      0.125,
      { kind: 'ellipse', cx: 2, cy: 2, rx: 1.875, ry: 1.875 },
    ],
    [trim(0.5, 12), 0.25, null], // nothing left
    [{ kind: 'ellipse', cx: 1, cy: 1, rx: 1, ry: 0.2 }, 0.25, null],
    [trim(24, 18), 0, null],
    [trim(24, 18), undefined, null],
    [trim(24, 18), -1, null],
  ] as const)('%o inset %s → %o', (outline, inset, expected) => {
    expect(insetOutline(outline, inset)).toEqual(expected);
  });
});

/** Distance from an inside point to the outline, inches (rounded rect exact, ellipse sampled). */
function distanceInside(outline: OutlineInches, x: number, y: number): number {
  if (outline.kind === 'roundedRect') {
    // Signed distance of a rounded box, negated inside.
    const hw = outline.width / 2;
    const hh = outline.height / 2;
    const qx = Math.abs(x - (outline.x + hw)) - (hw - outline.radius);
    const qy = Math.abs(y - (outline.y + hh)) - (hh - outline.radius);
    const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
    return -(outside + Math.min(Math.max(qx, qy), 0) - outline.radius);
  }
  const inside = ((x - outline.cx) / outline.rx) ** 2 + ((y - outline.cy) / outline.ry) ** 2 <= 1;
  let best = Infinity;
  const n = 20_000;
  for (let i = 0; i < n; i += 1) {
    const t = (2 * Math.PI * i) / n;
    const dx = outline.cx + outline.rx * Math.cos(t) - x;
    const dy = outline.cy + outline.ry * Math.sin(t) - y;
    best = Math.min(best, Math.hypot(dx, dy));
  }
  return inside ? best : -best;
}

/** Points along an outline, inches. */
function pointsOn(outline: OutlineInches, n = 240): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let i = 0; i < n; i += 1) {
    const t = (2 * Math.PI * i) / n;
    if (outline.kind === 'ellipse') {
      points.push([outline.cx + outline.rx * Math.cos(t), outline.cy + outline.ry * Math.sin(t)]);
      continue;
    }
    // Walk the rounded rectangle: a corner arc per quarter, the straight edges between.
    const { x, y, width, height, radius: r } = outline;
    const corners: Array<[number, number]> = [
      [x + width - r, y + height - r],
      [x + r, y + height - r],
      [x + r, y + r],
      [x + width - r, y + r],
    ];
    const [cx, cy] = corners[Math.floor((i * 4) / n)]!;
    points.push([cx + r * Math.cos(t), cy + r * Math.sin(t)]);
    // and the middle of every edge
    if (i === 0)
      points.push(
        [x + width / 2, y],
        [x + width / 2, y + height],
        [x, y + height / 2],
        [x + width, y + height / 2],
      );
  }
  return points;
}

describe('the safe zone follows the cut: every point inside it, at least the margin away', () => {
  const artboard = (w: number, h: number) => ({ widthInches: w, heightInches: h });
  it.each([
    ['circle', artboard(12, 12), 0.25],
    ['circle', artboard(24, 18), 0.25],
    ['oval', artboard(24, 18), 0.25],
    ['oval', artboard(24, 6), 0.5],
    ['oval', artboard(18, 2), 0.5],
    ['oval', artboard(4, 3), 0.125],
    ['rounded-1', artboard(24, 18), 0.25],
    ['rounded-3/4', artboard(12, 12), 0.25],
    ['rounded-1/2', artboard(24, 18), 0.5],
    ['rounded-1/4', artboard(6, 4), 0.5],
    ['rounded-1/4', artboard(3, 3), 0.125],
    ['rectangle', artboard(24, 18), 0.25],
  ] as const)('%s on %o, margin %s in', (shape, board, margin) => {
    const cut = shapeCut(shape, board)?.outline ?? {
      kind: 'roundedRect' as const,
      x: 0,
      y: 0,
      width: board.widthInches,
      height: board.heightInches,
      radius: 0,
    };
    const safe = insetOutline(cut, margin);
    expect(safe?.kind).toBe(cut.kind);
    let nearest = Infinity;
    for (const [x, y] of pointsOn(safe!)) nearest = Math.min(nearest, distanceInside(cut, x, y));
    expect(nearest).toBeGreaterThanOrEqual(margin - 1e-6);
    // …and not needlessly far: within 5 % of the margin somewhere.
    expect(nearest).toBeLessThan(margin * 1.05);
  });
});

describe('contourInsetInches: the margin a contour image shows', () => {
  const board = { widthInches: 24, heightInches: 18 };
  it.each([
    // drawn bounds (px), raster (px), inches
    [{ left: 10, top: 10, right: 1014, bottom: 758 }, { width: 1024, height: 768 }, 0.234375],
    [{ left: 20, top: 10, right: 1014, bottom: 748 }, { width: 1024, height: 768 }, 0.234375],
    [{ left: 0, top: 0, right: 1024, bottom: 768 }, { width: 1024, height: 768 }, null],
    [null, { width: 1024, height: 768 }, null],
    [{ left: 5, top: 5, right: 5, bottom: 10 }, { width: 1024, height: 768 }, null],
  ] as const)('%o of %o → %s', (drawn, raster, inches) => {
    const inset = contourInsetInches(drawn, raster, board);
    if (inches === null) expect(inset).toBeNull();
    else expect(inset).toBeCloseTo(inches, 9);
  });
});
