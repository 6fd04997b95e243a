import { describe, expect, it } from 'vitest';
import type { History, HistoryLimits } from './history';
import {
  byteLength,
  canRedo,
  canUndo,
  createHistory,
  current,
  EMPTY_HISTORY,
  mapEntries,
  redoAction,
  undoAction,
  pushEntry,
  redo,
  resetHistory,
  totalBytes,
  undo,
} from './history';

const roomy: HistoryLimits = { maxEntryBytes: 1000, maxTotalBytes: 10_000 };

function pushAll(history: History, entries: string[], limits = roomy): History {
  return entries.reduce((h, e) => pushEntry(h, e, limits).history, history);
}

describe('byteLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['€', 3],
    ['😀', 4],
    ['a😀b', 6],
    ['\ud800', 3],
    ['\udc00x', 4],
    ['{"text":"日本"}', 17],
  ])('%j → %d bytes', (s, expected) => {
    expect(byteLength(s)).toBe(expected);
    expect(byteLength(s)).toBe(new TextEncoder().encode(s).length);
  });
});

describe('createHistory', () => {
  it.each([
    [[], undefined, -1],
    [['a', 'b', 'c'], undefined, 2],
    [['a', 'b', 'c'], 0, 0],
    [['a', 'b', 'c'], 9, 2],
    [['a', 'b', 'c'], -4, 0],
    [['a', 'b', 'c'], Number.NaN, 2],
  ])('%j at %s → index %d', (entries, index, expected) => {
    const h = createHistory(entries, index);
    expect(h.index).toBe(expected);
    expect(h.bytes).toEqual(entries.map(byteLength));
  });
});

describe('undo / redo availability', () => {
  const three = createHistory(['a', 'b', 'c']);
  it.each<[string, History, boolean, boolean, string | null]>([
    ['empty', EMPTY_HISTORY, false, false, null],
    ['one entry', createHistory(['a']), false, false, 'a'],
    ['at the end', three, true, false, 'c'],
    ['in the middle', createHistory(['a', 'b', 'c'], 1), true, true, 'b'],
    ['at position 0', createHistory(['a', 'b', 'c'], 0), false, true, 'a'],
  ])('%s', (_name, h, undoable, redoable, shown) => {
    expect(canUndo(h)).toBe(undoable);
    expect(canRedo(h)).toBe(redoable);
    expect(current(h)).toBe(shown);
  });

  it('undo and redo move by one and stop at the ends', () => {
    const back = undo(undo(three));
    expect(current(back)).toBe('a');
    expect(undo(back)).toBe(back);
    const forward = redo(redo(back));
    expect(current(forward)).toBe('c');
    expect(redo(forward)).toBe(forward);
  });

  it('reset empties the history', () => {
    expect(resetHistory()).toEqual(EMPTY_HISTORY);
    expect(canUndo(resetHistory())).toBe(false);
  });
});

describe('pushEntry', () => {
  it('appends and moves to the new entry', () => {
    const { history, result } = pushEntry(createHistory(['a']), 'b', roomy);
    expect(result).toBe('ok');
    expect(history).toEqual({ entries: ['a', 'b'], bytes: [1, 1], index: 1, actions: ['', ''] });
  });

  it('is a no-op for a snapshot equal to the current one', () => {
    const h = createHistory(['a', 'b'], 0);
    const out = pushEntry(h, 'a', roomy);
    expect(out).toEqual({ history: h, result: 'ok' });
    expect(out.history).toBe(h);
  });

  it('drops the undone entries after an undo', () => {
    const h = undo(undo(createHistory(['a', 'b', 'c'])));
    expect(pushEntry(h, 'x', roomy).history.entries).toEqual(['a', 'x']);
  });

  it.each([
    ['below the limit', 'x'.repeat(9), 'ok'],
    ['at the limit', 'x'.repeat(10), 'ok'],
    ['one byte over', 'x'.repeat(11), 'entryTooLarge'],
    ['over in UTF-8 bytes, not characters', 'é'.repeat(6), 'entryTooLarge'],
  ])('entry %s → %s', (_name, json, expected) => {
    const h = createHistory(['a']);
    const out = pushEntry(h, json, { maxEntryBytes: 10, maxTotalBytes: 1000 });
    expect(out.result).toBe(expected);
    if (expected === 'entryTooLarge') expect(out.history).toBe(h);
  });

  it.each<[string, number, string[], number[]]>([
    ['fits', 40, ['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc', 'dddddddddd'], []],
    ['drops the oldest', 30, ['bbbbbbbbbb', 'cccccccccc', 'dddddddddd'], [0]],
    ['drops several', 15, ['dddddddddd'], [0]],
  ])('total budget %s (max %d)', (_name, maxTotalBytes, entries) => {
    const limits = { maxEntryBytes: 100, maxTotalBytes };
    const h = pushAll(EMPTY_HISTORY, ['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc'], {
      maxEntryBytes: 100,
      maxTotalBytes: 1000,
    });
    const out = pushEntry(h, 'dddddddddd', limits);
    expect(out.history.entries).toEqual(entries);
    expect(out.history.index).toBe(entries.length - 1);
    expect(out.result).toBe(entries.length < 4 ? 'maxSizeExceeded' : 'ok');
    expect(totalBytes(out.history)).toBe(entries.length * 10);
  });

  it('keeps the new entry even when it alone is over the total budget', () => {
    const out = pushEntry(createHistory(['a']), 'bbbbb', { maxEntryBytes: 10, maxTotalBytes: 3 });
    expect(out).toEqual({
      history: { entries: ['bbbbb'], bytes: [5], index: 0, actions: [''] },
      result: 'maxSizeExceeded',
    });
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('limit %s means no limit', (limit) => {
    const out = pushEntry(createHistory(['a']), 'x'.repeat(5000), {
      maxEntryBytes: limit,
      maxTotalBytes: limit,
    });
    expect(out.result).toBe('ok');
    expect(out.history.entries).toHaveLength(2);
  });

  it('pushes onto an empty history', () => {
    const out = pushEntry(EMPTY_HISTORY, '{}', roomy);
    expect(out.history).toEqual({ entries: ['{}'], bytes: [2], index: 0, actions: [''] });
    expect(canUndo(out.history)).toBe(false);
  });

  it('does not change the history it was given', () => {
    const h = createHistory(['a', 'b'], 0);
    const copy = structuredClone(h);
    pushEntry(h, 'c', roomy);
    expect(h).toEqual(copy);
  });
});

describe('mapEntries', () => {
  it('rewrites every snapshot, keeps the position, re-measures only what changed', () => {
    const h = createHistory(['{"a":"x"}', '{"a":"é"}', '{"b":1}']);
    const next = mapEntries(h, (e) => e.replace('"a"', '"aaaa"'));
    expect(next.entries).toEqual(['{"aaaa":"x"}', '{"aaaa":"é"}', '{"b":1}']);
    expect(next.bytes).toEqual([12, 13, 7]);
    expect(next.index).toBe(h.index);
  });

  it('returns the same history when nothing changes', () => {
    const h = createHistory(['{}']);
    expect(mapEntries(h, (e) => e)).toBe(h);
  });
});

describe('the action of each entry', () => {
  const push = (h: History, json: string, action: string) =>
    pushEntry(h, json, roomy, action).history;

  it('names what undo takes back and what redo does again', () => {
    let h = push(push(createHistory(['empty']), 'a', 'commandAddText'), 'b', 'historyActionMove');
    expect(undoAction(h)).toBe('historyActionMove');
    expect(redoAction(h)).toBe('');
    h = undo(h);
    expect(undoAction(h)).toBe('commandAddText');
    expect(redoAction(h)).toBe('historyActionMove');
    h = undo(h);
    expect(undoAction(h)).toBe('');
    expect(redoAction(h)).toBe('commandAddText');
  });

  it('drops the undone actions with their entries and the oldest with theirs', () => {
    const h = push(undo(push(createHistory(['empty']), 'a', 'one')), 'x', 'two');
    expect(h.actions).toEqual(['', 'two']);
    const tight = { maxEntryBytes: 100, maxTotalBytes: 2 };
    const out = pushEntry(push(createHistory(['e']), 'a', 'one'), 'b', tight, 'two').history;
    expect(out.entries).toEqual(['a', 'b']);
    expect(out.actions).toEqual(['one', 'two']);
  });

  it('knows no action of a restored history', () => {
    expect(undoAction(createHistory(['a', 'b']))).toBe('');
  });
});
