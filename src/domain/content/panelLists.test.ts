import { describe, expect, it } from 'vitest';
import {
  hasMorePages,
  masonryColumns,
  masonryDeal,
  mergePage,
  searchPatternOf,
  thumbnailWidth,
} from './panelLists';

describe('masonryColumns', () => {
  it.each([
    [320, 3],
    [575, 3],
    [576, 4],
    [767, 4],
    [768, 5],
    [991, 5],
    [992, 6],
    [1090, 6],
    [1091, 3],
    [1440, 3],
  ])('%d px wide → %d columns', (width, columns) => {
    expect(masonryColumns(width)).toBe(columns);
  });

  it('deals items row by row', () => {
    expect(masonryDeal([1, 2, 3, 4, 5], 3)).toEqual([[1, 4], [2, 5], [3]]);
    expect(masonryDeal([1, 2], 0)).toEqual([[1, 2]]);
  });
});

describe('searchPatternOf', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['  star ', 'star'],
    ['a'.repeat(251), 'a'.repeat(250)],
    [' ' + 'b'.repeat(250), 'b'.repeat(250)],
  ])('%j → %j', (typed, sent) => {
    expect(searchPatternOf(typed)).toBe(sent);
  });
});

describe('mergePage', () => {
  const ids = (...n: number[]) => n.map((id) => ({ id }));
  it.each([
    ['first page replaces', ids(9), ids(1, 2), 0, ids(1, 2)],
    ['next page appends', ids(1, 2), ids(3, 4), 1, ids(1, 2, 3, 4)],
    ['an item seen already stays where it was', ids(1, 2), ids(2, 3), 1, ids(1, 2, 3)],
    [
      'a page arriving again replaces its own items',
      ids(1, 2, 3, 4),
      ids(3, 5),
      1,
      ids(1, 2, 3, 5),
    ],
  ])('%s', (_name, shown, page, number, merged) => {
    expect(mergePage(shown, page, number, 2)).toEqual(merged);
  });
});

describe('hasMorePages', () => {
  it.each([
    [50, 24, 24, 24, true],
    [50, 48, 24, 24, true],
    [50, 50, 2, 24, false],
    [24, 24, 24, 24, false],
    [30, 20, 20, 20, true],
    [30, 12, 12, 20, false],
    [0, 0, 0, 24, false],
  ])('count %d, loaded %d, last page %d of %d → %s', (count, loaded, last, size, more) => {
    expect(hasMorePages(count, loaded, last, size)).toBe(more);
  });
});

describe('thumbnailWidth', () => {
  it.each([
    [90, 1, 120],
    [90, 2, 200],
    [88.7, 3, 280],
    [80, 1, 80],
    [300, 0, 320],
    [900, 3, 1024],
  ])('%d css px at dpr %d → %d px', (shown, dpr, width) => {
    expect(thumbnailWidth(shown, dpr)).toBe(width);
  });
});
