import { describe, expect, it } from 'vitest';
import { budgetByName } from '../imaging/pixelBudget';
import type { KeptSource } from './sourceBudget';
import {
  createRefCounts,
  decodedBytes,
  decodedSourceBudgetBytes,
  sourcesToEvict,
} from './sourceBudget';

const MB = 1_000_000;

describe('decodedSourceBudgetBytes: six display rasters of the engine largest', () => {
  it.each([
    ['safari', 120 * MB],
    ['firefox', 360 * MB],
    ['default', 384 * MB],
  ] as const)('%s: %d bytes', (name, bytes) => {
    expect(decodedSourceBudgetBytes(budgetByName(name))).toBe(bytes);
  });
});

describe('decodedBytes', () => {
  it.each([
    [4000, 3000, 48 * MB],
    [0, 100, 0],
    [1.4, 1.6, 8],
  ])('%d × %d px → %d bytes', (w, h, bytes) => expect(decodedBytes(w, h)).toBe(bytes));
});

/** A source of `mb` MB, used at `t`, plain (evictable) unless told. */
function s(
  key: string,
  mb: number,
  t: number,
  flags: Partial<Pick<KeptSource<string>, 'inUse' | 'refetchable'>> = {},
): KeptSource<string> {
  return { key, bytes: mb * MB, lastUsed: t, inUse: false, refetchable: true, ...flags };
}

describe('sourcesToEvict', () => {
  it.each<[string, KeptSource<string>[], number, number, string[]]>([
    ['everything fits: nothing goes', [s('a', 20, 1), s('b', 20, 2)], 100, 20, []],
    ['exactly full: nothing goes', [s('a', 50, 1)], 100, 50, []],
    [
      'least recently used first',
      [s('new', 20, 9), s('old', 20, 1), s('mid', 20, 5)],
      50,
      20,
      ['old', 'mid'],
    ],
    ['only as many as needed', [s('a', 30, 1), s('b', 30, 2), s('c', 30, 3)], 100, 30, ['a']],
    [
      'an in-use source stays, older or not',
      [s('shown', 40, 1, { inUse: true }), s('b', 40, 2)],
      60,
      20,
      ['b'],
    ],
    [
      'a local upload not yet on the server stays',
      [s('local', 40, 1, { refetchable: false }), s('b', 40, 2)],
      60,
      20,
      ['b'],
    ],
    [
      'nothing evictable: over the budget, nothing goes',
      [s('shown', 80, 1, { inUse: true }), s('local', 80, 2, { refetchable: false })],
      100,
      20,
      [],
    ],
    [
      'not enough evictable: every evictable goes',
      [s('a', 10, 1), s('shown', 200, 2, { inUse: true })],
      100,
      0,
      ['a'],
    ],
    [
      'without an incoming source: trims to the budget',
      [s('a', 60, 1), s('b', 60, 2)],
      100,
      0,
      ['a'],
    ],
  ])('%s', (_, sources, budgetMb, incomingMb, expected) => {
    expect(sourcesToEvict(sources, budgetMb * MB, incomingMb * MB)).toEqual(expected);
  });

  it('40 uploads of 12 MP under the Safari budget (5 MP rasters) keep at most six', () => {
    const budget = decodedSourceBudgetBytes(budgetByName('safari'));
    let kept: KeptSource<number>[] = [];
    for (let n = 0; n < 40; n++) {
      const bytes = decodedBytes(2582, 1936); // 12 MP at 4:3 fitted to 5 MP
      const out = new Set(sourcesToEvict(kept, budget, bytes));
      kept = kept.filter((k) => !out.has(k.key));
      kept.push({ key: n, bytes, lastUsed: n, inUse: false, refetchable: true });
    }
    expect(kept.map((k) => k.key)).toEqual([34, 35, 36, 37, 38, 39]);
    expect(kept.reduce((t, k) => t + k.bytes, 0)).toBeLessThanOrEqual(budget);
  });
});

describe('createRefCounts: the last release frees, once', () => {
  it.each<[string, ('+' | '-')[], boolean[], number]>([
    ['one user', ['+', '-'], [false, true], 0],
    ['two users: the second release frees', ['+', '+', '-', '-'], [false, false, false, true], 0],
    ['a release without a user frees nothing', ['-'], [false], 0],
    ['a double release frees once', ['+', '-', '-'], [false, true, false], 0],
    ['acquired again after being freed', ['+', '-', '+'], [false, true, false], 1],
  ])('%s', (_, steps, freed, left) => {
    const counts = createRefCounts<string>();
    const results = steps.map((step) =>
      step === '+' ? (counts.acquire('u'), false) : counts.release('u'),
    );
    expect(results).toEqual(freed);
    expect(counts.count('u')).toBe(left);
    expect(counts.size()).toBe(left > 0 ? 1 : 0);
  });
});
