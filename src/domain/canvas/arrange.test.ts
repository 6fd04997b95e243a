import { describe, expect, it } from 'vitest';
import type { ObjectBox } from './box';
import type { Alignment, LayerOrder } from './arrange';
import { alignObjects, distributeObjects, MIN_DISTRIBUTE_OBJECTS, reorderLayers } from './arrange';

const ARTBOARD = { width: 960, height: 480 };

function obj(id: string, left: number, top: number, width: number, height: number): ObjectBox {
  return { id, left, top, width, height };
}

/** Three objects; the selection's bounds are x 100 … 500, y 50 … 300. */
const A = obj('a', 100, 50, 100, 50);
const B = obj('b', 250, 120, 50, 180);
const C = obj('c', 420, 200, 80, 40);

const positions = (boxes: ObjectBox[]) => boxes.map((b) => [b.id, b.left, b.top]);

describe('alignObjects: one object aligns to the artboard', () => {
  it.each<[Alignment, number, number]>([
    ['left', 0, 50],
    ['centre', 430, 50], // (960 − 100) / 2
    ['right', 860, 50],
    ['top', 100, 0],
    ['middle', 100, 215], // (480 − 50) / 2
    ['bottom', 100, 430],
  ])('%s → (%d, %d)', (alignment, left, top) => {
    expect(alignObjects([A], alignment, ARTBOARD)).toEqual([{ ...A, left, top }]);
  });
});

describe('alignObjects: several align to the selection bounds', () => {
  it.each<[Alignment, (string | number)[][]]>([
    [
      'left',
      [
        ['a', 100, 50],
        ['b', 100, 120],
        ['c', 100, 200],
      ],
    ],
    [
      'centre',
      [
        ['a', 250, 50],
        ['b', 275, 120],
        ['c', 260, 200],
      ],
    ], // centre x 300
    [
      'right',
      [
        ['a', 400, 50],
        ['b', 450, 120],
        ['c', 420, 200],
      ],
    ],
    [
      'top',
      [
        ['a', 100, 50],
        ['b', 250, 50],
        ['c', 420, 50],
      ],
    ],
    [
      'middle',
      [
        ['a', 100, 150],
        ['b', 250, 85],
        ['c', 420, 155],
      ],
    ], // middle y 175
    [
      'bottom',
      [
        ['a', 100, 250],
        ['b', 250, 120],
        ['c', 420, 260],
      ],
    ],
  ])('%s', (alignment, expected) => {
    expect(positions(alignObjects([A, B, C], alignment, ARTBOARD))).toEqual(expected);
  });

  it('returns nothing for an empty selection', () => {
    expect(alignObjects([], 'left', ARTBOARD)).toEqual([]);
  });
});

describe('distributeObjects', () => {
  it('needs at least 3 objects', () => {
    expect(MIN_DISTRIBUTE_OBJECTS).toBe(3);
    for (const selection of [[], [A], [A, B]]) {
      expect(distributeObjects(selection, 'horizontal')).toEqual({
        ok: false,
        reason: 'needsThreeObjects',
        objects: selection,
      });
    }
  });

  it.each<['horizontal' | 'vertical', (string | number)[][]]>([
    // x: span 100 … 500 = 400, widths 230, gaps 85: a 100, b 285, c 420
    [
      'horizontal',
      [
        ['a', 100, 50],
        ['b', 285, 120],
        ['c', 420, 200],
      ],
    ],
    // y: span 50 … 300 = 250, heights 270, gaps −10: a 50, b 90, c 260 (ordered a, b, c by top)
    [
      'vertical',
      [
        ['a', 100, 50],
        ['b', 250, 90],
        ['c', 420, 260],
      ],
    ],
  ])('%s, equal gaps', (direction, expected) => {
    const result = distributeObjects([A, B, C], direction);
    expect(result.ok).toBe(true);
    expect(positions(result.objects)).toEqual(expected);
  });

  it('orders by position, keeps the input order in the result', () => {
    const d = obj('d', 0, 0, 20, 10);
    const e = obj('e', 200, 0, 20, 10);
    const f = obj('f', 40, 0, 20, 10);
    // along x: d 0, f 40, e 200; span 220, widths 60, gaps 80 → d 0, f 100, e 200
    const result = distributeObjects([e, d, f], 'horizontal');
    expect(positions(result.objects)).toEqual([
      ['e', 200, 0],
      ['d', 0, 0],
      ['f', 100, 0],
    ]);
  });

  it('breaks ties by input order', () => {
    const p = obj('p', 0, 0, 10, 10);
    const q = obj('q', 0, 0, 30, 10);
    const r = obj('r', 90, 0, 10, 10);
    // span 0 … 100, widths 50, gaps 25: p 0, q 35, r 90
    expect(positions(distributeObjects([p, q, r], 'horizontal').objects)).toEqual([
      ['p', 0, 0],
      ['q', 35, 0],
      ['r', 90, 0],
    ]);
  });
});

describe('reorderLayers', () => {
  // bottom to top; the fixed layers sit on top
  const ORDER = ['bg', 'a', 'b', 'c', 'd', 'saveZoneContour', 'guide-1'];
  const FIXED = ['saveZoneContour', 'guide-1'];

  it.each<[LayerOrder, string[], string[]]>([
    ['forward', ['b'], ['bg', 'a', 'c', 'b', 'd']],
    ['forward', ['d'], ['bg', 'a', 'b', 'c', 'd']], // already on top of the movable layers
    ['forward', ['a', 'b'], ['bg', 'c', 'a', 'b', 'd']], // a block moves together
    ['forward', ['a', 'c'], ['bg', 'b', 'a', 'd', 'c']],
    ['backward', ['c'], ['bg', 'a', 'c', 'b', 'd']],
    ['backward', ['bg'], ['bg', 'a', 'b', 'c', 'd']],
    ['backward', ['c', 'd'], ['bg', 'a', 'c', 'd', 'b']],
    ['bringToFront', ['b'], ['bg', 'a', 'c', 'd', 'b']],
    ['bringToFront', ['a', 'c'], ['bg', 'b', 'd', 'a', 'c']],
    ['sendToBack', ['c'], ['c', 'bg', 'a', 'b', 'd']],
    ['sendToBack', ['d', 'b'], ['b', 'd', 'bg', 'a', 'c']],
    ['forward', ['guide-1'], ['bg', 'a', 'b', 'c', 'd']], // fixed layers never move
    ['bringToFront', ['unknown'], ['bg', 'a', 'b', 'c', 'd']],
  ])('%s %j', (action, selected, expected) => {
    expect(reorderLayers(ORDER, selected, action)).toEqual([...expected, ...FIXED]);
  });

  it('lifts fixed layers found below others to the top, in their order', () => {
    expect(reorderLayers(['hemId', 'a', 'guide-2', 'b'], ['a'], 'forward')).toEqual([
      'b',
      'a',
      'hemId',
      'guide-2',
    ]);
  });

  it('takes a custom fixed-layer rule', () => {
    expect(reorderLayers(['a', 'b', 'top'], ['a'], 'bringToFront', (id) => id === 'top')).toEqual([
      'b',
      'a',
      'top',
    ]);
  });
});
