import { describe, expect, it } from 'vitest';
import type { Box, ObjectBox } from './box';
import type { SnapInput } from './snapping';
import { SNAP_THRESHOLD_SCREEN_PX, snapMove } from './snapping';

/** 10 × 5 in artboard at 100 %: 960 × 480 px. */
const ARTBOARD = { width: 960, height: 480 };

function box(left: number, top: number, width = 100, height = 50): Box {
  return { left, top, width, height };
}

function obj(id: string, left: number, top: number, width = 100, height = 50): ObjectBox {
  return { id, ...box(left, top, width, height) };
}

function snap(moving: Box, others: ObjectBox[] = [], extra: Partial<SnapInput> = {}) {
  return snapMove({ moving, artboard: ARTBOARD, others, zoom: 1, ...extra });
}

describe('snapMove: thresholds', () => {
  it('defaults to 8 screen px', () => {
    expect(SNAP_THRESHOLD_SCREEN_PX).toBe(8);
  });

  it.each([
    // moving left edge at x, zoom, expected dx (targets: artboard left 0)
    [5, 1, -5],
    [8, 1, -8], // exactly the threshold snaps
    [8.5, 1, 0],
    [12, 0.5, -12], // 8 / 0.5 = 16 artboard px
    [16, 0.5, -16],
    [17, 0.5, 0],
    [5, 2, 0], // 8 / 2 = 4 artboard px
    [4, 2, -4],
    [50, 0.15, -50], // 8 / 0.15 = 53.3 artboard px
  ])('left edge at %d, zoom %d → dx %d', (left, zoom, dx) => {
    const result = snap(box(left, 100), [], { zoom });
    expect(result.dx).toBeCloseTo(dx, 10);
    expect(result.dy).toBe(0);
  });

  it('honours a custom threshold', () => {
    expect(snap(box(12, 100), [], { thresholdScreenPx: 12 }).dx).toBe(-12);
    expect(snap(box(12, 100), [], { thresholdScreenPx: 4 }).dx).toBe(0);
  });

  it.each([
    ['disabled (ctrl held)', { disabled: true }],
    ['zoom 0', { zoom: 0 }],
    ['zoom NaN', { zoom: Number.NaN }],
  ])('does not snap when %s', (_name, extra) => {
    expect(snap(box(3, 3), [], extra)).toEqual({ dx: 0, dy: 0, lines: [] });
  });
});

describe('snapMove: targets', () => {
  it.each<[string, Box, number, number, string, string]>([
    // name, moving box, dx, dy, moving edge, target edge (first line)
    ['left to artboard left', box(5, 100), -5, 0, 'left', 'left'],
    ['right to artboard right', box(855, 100), 5, 0, 'right', 'right'],
    ['centre to artboard centre', box(425, 100), 5, 0, 'centre', 'centre'],
    ['top to artboard top', box(300, -6), 0, 6, 'top', 'top'],
    ['middle to artboard middle', box(300, 217), 0, -2, 'middle', 'middle'],
    ['bottom to artboard bottom', box(300, 433), 0, -3, 'bottom', 'bottom'],
  ])('%s', (_name, moving, dx, dy, movingEdge, targetEdge) => {
    const result = snap(moving);
    expect(result.dx).toBe(dx);
    expect(result.dy).toBe(dy);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({
      moving: movingEdge,
      target: { kind: 'artboard', edge: targetEdge },
    });
  });

  it("snaps to another object's edges and centres", () => {
    const a = obj('a', 300, 300, 200, 100); // x: 300, 400, 500; y: 300, 350, 400
    expect(snap(box(503, 100), [a]).lines[0]).toMatchObject({
      moving: 'left',
      target: { kind: 'object', id: 'a', edge: 'right' },
    });
    expect(snap(box(348, 100), [a]).lines[0]).toMatchObject({
      moving: 'centre',
      target: { kind: 'object', id: 'a', edge: 'centre' },
    });
    expect(snap(box(100, 246), [a]).lines[0]).toMatchObject({
      moving: 'bottom',
      target: { kind: 'object', id: 'a', edge: 'top' },
    });
  });

  it('picks the nearest candidate per axis', () => {
    // moving x: 197, 247, 297; a.left 202 is +5 from the left edge, b.left 296 is −1 from the right
    const result = snap(box(197, 100), [obj('a', 202, 300), obj('b', 296, 300)]);
    expect(result.dx).toBe(-1);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({
      moving: 'right',
      target: { kind: 'object', id: 'b', edge: 'left' },
    });
  });

  it('breaks ties deterministically: artboard first, then objects in order', () => {
    // left edge 3 is −3 from the artboard's left; right edge 103 is +3 from a.left 106
    expect(snap(box(3, 100), [obj('a', 106, 300)]).dx).toBe(-3);
    // the same distance to two objects: the first listed wins
    const result = snap(box(200, 100), [obj('b', 303, 300), obj('a', 197, 300)]);
    expect(result.dx).toBe(3);
    expect(result.lines.map((l) => l.target)).toEqual([{ kind: 'object', id: 'b', edge: 'left' }]);
  });

  it('reports every target reached by the same offset', () => {
    const result = snap(box(4, 100), [obj('a', 0, 300, 60)]);
    expect(result.dx).toBe(-4);
    expect(result.lines.map((l) => l.target)).toEqual([
      { kind: 'artboard', edge: 'left' },
      { kind: 'object', id: 'a', edge: 'left' },
    ]);
    // same width: all three edges line up, one line each
    expect(snap(box(104, 100), [obj('b', 100, 300)]).lines.map((l) => l.moving)).toEqual([
      'left',
      'centre',
      'right',
    ]);
  });
});

describe('snapMove: lines', () => {
  it('spans the artboard and the moved object for artboard targets', () => {
    // hanging 40 px above the artboard: y −40, −15, 10 are all beyond 8 px, so no y snap
    const result = snap(box(5, -40, 100, 50));
    expect(result.lines).toEqual([
      {
        orientation: 'vertical',
        position: 0,
        from: -40,
        to: 480,
        moving: 'left',
        target: { kind: 'artboard', edge: 'left' },
      },
    ]);
  });

  it('spans the snapped object and its target on both axes', () => {
    // a: x 600..700, y 100..150. Moving snaps its left to a.right (700) and its top to a.top (100)
    const a = obj('a', 600, 100);
    const result = snap(box(706, 104, 80, 30), [a]);
    expect(result.dx).toBe(-6);
    expect(result.dy).toBe(-4);
    expect(result.lines).toEqual([
      {
        orientation: 'vertical',
        position: 700,
        from: 100,
        to: 150,
        moving: 'left',
        target: { kind: 'object', id: 'a', edge: 'right' },
      },
      {
        orientation: 'horizontal',
        position: 100,
        from: 600,
        to: 780,
        moving: 'top',
        target: { kind: 'object', id: 'a', edge: 'top' },
      },
    ]);
  });
});
