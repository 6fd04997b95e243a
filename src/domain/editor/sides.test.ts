import { describe, expect, it } from 'vitest';
import type { PrintSide } from '../productOptions';
import type { HistoryLimits } from './history';
import { createHistory, current, EMPTY_HISTORY } from './history';
import type { SidesState } from './sides';
import {
  losesBackDesign,
  activeHistory,
  canDuplicate,
  changePrintSide,
  createSides,
  duplicateToOtherSide,
  exportSides,
  flip,
  hasBackDesign,
  isDoubleSided,
  otherSide,
  withActiveHistory,
  withSideHistory,
} from './sides';

const limits: HistoryLimits = { maxEntryBytes: 100, maxTotalBytes: 1000 };

function double(front: string[] = [], back: string[] = [], active: 'front' | 'back' = 'front') {
  return {
    printSide: 'double',
    active,
    front: createHistory(front),
    back: createHistory(back),
  } satisfies SidesState;
}

describe('losing the back design asks first (productChangeOtherSideLost)', () => {
  const drawn = JSON.stringify({ designVersion: 1, objects: [{ type: 'rect' }], background: '' });
  const painted = JSON.stringify({ designVersion: 1, objects: [], background: '#ff0000' });
  const blank = JSON.stringify({ designVersion: 1, objects: [], background: '' });
  it.each<[string, PrintSide, string | null, PrintSide | null, boolean]>([
    ['double with a drawn back → single', 'double', drawn, 'single', true],
    ['double with a painted back → reversed', 'double', painted, 'reversed', true],
    ['double with a drawn back → same design', 'double', drawn, 'double-same', true],
    ['double with a drawn back → another product', 'double', drawn, null, true],
    ['double with a drawn back stays double', 'double', drawn, 'double', false],
    ['double with a blank back → single', 'double', blank, 'single', false],
    ['double, back never shown → another product', 'double', null, null, false],
    ['single → another product', 'single', null, null, false],
    ['an unreadable back is nothing to lose', 'double', '{oops', 'single', false],
  ])('%s: %s', (_name, printSide, back, next, asks) => {
    expect(losesBackDesign({ printSide, back }, next)).toBe(asks);
  });
});

describe('print-side modes', () => {
  it.each<[PrintSide, boolean, boolean]>([
    ['single', false, false],
    ['double', true, true],
    ['double-same', true, false],
    ['reversed', true, false],
  ])('%s: double-sided %s, own back design %s', (mode, doubleSided, backDesign) => {
    expect(isDoubleSided(mode)).toBe(doubleSided);
    expect(hasBackDesign(mode)).toBe(backDesign);
  });

  it.each([
    [true, false],
    [false, true],
  ])('canvas empty %s → can duplicate %s', (empty, can) => expect(canDuplicate(empty)).toBe(can));

  it('otherSide', () => {
    expect(otherSide('front')).toBe('back');
    expect(otherSide('back')).toBe('front');
  });

  it('starts on an empty front', () =>
    expect(createSides('double')).toEqual({
      printSide: 'double',
      active: 'front',
      front: EMPTY_HISTORY,
      back: EMPTY_HISTORY,
    }));
});

describe('activeHistory / withActiveHistory', () => {
  it('reads and replaces the edited side only', () => {
    const s = double(['f'], ['b'], 'back');
    expect(current(activeHistory(s))).toBe('b');
    const next = withActiveHistory(s, createHistory(['b2']));
    expect(current(next.back)).toBe('b2');
    expect(next.front).toBe(s.front);
    expect(withActiveHistory(s, s.back)).toBe(s);
  });

  it.each([
    ['front', 'back'],
    ['back', 'back'],
    ['front', 'front'],
  ] as const)('withSideHistory replaces the %s side only (active: %s)', (side, active) => {
    const s = double(['f'], ['b'], active);
    const next = withSideHistory(s, side, createHistory(['new']));
    expect(current(next[side])).toBe('new');
    expect(next[otherSide(side)]).toBe(s[otherSide(side)]);
    expect(next.active).toBe(active);
    expect(withSideHistory(s, side, s[side])).toBe(s);
  });
});

describe('flip', () => {
  it.each<[string, SidesState, string, 'front' | 'back', string | null, string[], string[]]>([
    ['front → empty back clears the canvas', double(['f1']), 'f2', 'back', null, ['f1', 'f2'], []],
    ['front → back restores the back', double(['f1'], ['b1']), 'f1', 'back', 'b1', ['f1'], ['b1']],
    [
      'back → front restores the front',
      double(['f1'], ['b1'], 'back'),
      'b2',
      'front',
      'f1',
      ['f1'],
      ['b1', 'b2'],
    ],
    ['empty front → empty back', double(), '{}', 'back', null, ['{}'], []],
  ])('%s', (_name, state, json, active, restore, front, back) => {
    const out = flip(state, json, limits);
    expect(out.switched).toBe(true);
    if (!out.switched) return;
    expect(out.result).toBe('ok');
    expect(out.restore).toBe(restore);
    expect(out.state.active).toBe(active);
    expect(out.state.front.entries).toEqual(front);
    expect(out.state.back.entries).toEqual(back);
  });

  it.each<PrintSide>(['single', 'double-same', 'reversed'])('refused in %s mode', (printSide) => {
    const s = { ...double(['f']), printSide };
    expect(flip(s, 'x', limits)).toEqual({ switched: false, state: s, reason: 'noBackSide' });
  });

  it('refuses to leave a side whose canvas cannot be saved', () => {
    const s = double(['f']);
    const out = flip(s, 'x'.repeat(101), limits);
    expect(out).toEqual({ switched: false, state: s, reason: 'entryTooLarge' });
  });

  it('reports maxSizeExceeded when saving dropped old entries', () => {
    const out = flip(double(['aaaa']), 'bbbb', { maxEntryBytes: 10, maxTotalBytes: 6 });
    expect(out.switched && out.result).toBe('maxSizeExceeded');
    expect(out.state.front.entries).toEqual(['bbbb']);
  });
});

describe('duplicateToOtherSide', () => {
  it('copies the current side as a new entry of the other side and switches', () => {
    const s = double(['f1', 'f2'], ['b1', 'b2', 'b3']);
    const withUndo = { ...s, back: createHistory(['b1', 'b2', 'b3'], 1) };
    const out = duplicateToOtherSide(withUndo, 'f3', limits);
    expect(out.switched).toBe(true);
    if (!out.switched) return;
    expect(out).toMatchObject({ restore: 'f3', result: 'ok' });
    expect(out.state.active).toBe('back');
    expect(out.state.front.entries).toEqual(['f1', 'f2', 'f3']);
    expect(out.state.back.entries).toEqual(['b1', 'b2', 'f3']);
    expect(out.state.back.index).toBe(2);
  });

  it('works from the back to the front', () => {
    const out = duplicateToOtherSide(double([], ['b1'], 'back'), 'b1', limits);
    expect(out.switched && out.state.active).toBe('front');
    expect(out.state.front.entries).toEqual(['b1']);
  });

  it.each<[string, SidesState, string, HistoryLimits, string]>([
    ['no back design', { ...double(['f']), printSide: 'double-same' }, 'f', limits, 'noBackSide'],
    ['too large', double(['f']), 'x'.repeat(101), limits, 'entryTooLarge'],
  ])('refused: %s', (_name, s, json, l, reason) =>
    expect(duplicateToOtherSide(s, json, l)).toEqual({ switched: false, state: s, reason }),
  );

  it('reports maxSizeExceeded from either side', () => {
    const out = duplicateToOtherSide(double(['f1'], ['bbbbbb']), 'f2', {
      maxEntryBytes: 10,
      maxTotalBytes: 6,
    });
    expect(out.switched && out.result).toBe('maxSizeExceeded');
    expect(out.state.back.entries).toEqual(['f2']);
  });
});

describe('changePrintSide', () => {
  it.each<[string, SidesState, PrintSide, boolean, string | null, 'front' | 'back', number]>([
    [
      'double → single from the back',
      double(['f'], ['b'], 'back'),
      'single',
      true,
      'f',
      'front',
      0,
    ],
    ['double → single from the front', double(['f'], ['b']), 'single', false, null, 'front', 0],
    ['double → double-same', double(['f'], ['b'], 'back'), 'double-same', true, 'f', 'front', 0],
    ['double → reversed', double(['f'], ['b']), 'reversed', false, null, 'front', 0],
    [
      'back with an empty front clears',
      double([], ['b'], 'back'),
      'single',
      true,
      null,
      'front',
      0,
    ],
    [
      'single → double keeps the front',
      { ...double(['f']), printSide: 'single' },
      'double',
      false,
      null,
      'front',
      0,
    ],
    [
      'reversed → double',
      { ...double(['f']), printSide: 'reversed' },
      'double',
      false,
      null,
      'front',
      0,
    ],
  ])('%s', (_name, s, mode, switched, restore, active, backEntries) => {
    const out = changePrintSide(s, mode);
    expect(out.switched).toBe(switched);
    expect(out.restore).toBe(restore);
    expect(out.state.printSide).toBe(mode);
    expect(out.state.active).toBe(active);
    expect(out.state.back.entries).toHaveLength(backEntries);
    expect(out.state.front).toBe(s.front);
  });

  it('keeps the back when staying in double mode', () => {
    const s = double(['f'], ['b'], 'back');
    expect(changePrintSide(s, 'double')).toEqual({ state: s, switched: false, restore: null });
  });
});

describe('exportSides', () => {
  it.each<[PrintSide, unknown[]]>([
    ['single', [{ side: 'front', source: 'front', design: 'F', reversed: false }]],
    [
      'double',
      [
        { side: 'front', source: 'front', design: 'F', reversed: false },
        { side: 'back', source: 'back', design: 'B', reversed: false },
      ],
    ],
    [
      'double-same',
      [
        { side: 'front', source: 'front', design: 'F', reversed: false },
        { side: 'back', source: 'front', design: 'F', reversed: false },
      ],
    ],
    [
      'reversed',
      [
        { side: 'front', source: 'front', design: 'F', reversed: false },
        { side: 'back', source: 'front', design: 'F', reversed: true },
      ],
    ],
  ])('%s', (mode, expected) => expect(exportSides(mode, 'F', 'B')).toEqual(expected));

  it('an empty back in double mode exports as blank (null)', () =>
    expect(exportSides('double', 'F', null)[1]?.design).toBeNull());
});
