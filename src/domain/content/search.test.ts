import { describe, expect, it } from 'vitest';
import type { Searchable } from './search';
import { normalizeSearchText, searchContent, searchScore, searchWords } from './search';

const item = (id: number, name: string, tags: string[] = [], rating = 0): Searchable => ({
  id,
  name,
  tags,
  rating,
});

const ITEMS = [
  item(1, 'Star', ['rating', 'favourite'], 5),
  item(2, 'Star badge', ['award'], 9),
  item(3, 'Starburst', ['sale', 'badge'], 1),
  item(4, 'Heart', ['love', 'valentine'], 7),
  item(5, 'Ribbon banner', ['label', 'star'], 0),
];
const page = { number: 0, size: 24 };
const ids = (list: Searchable[]) => list.map((i) => i.id);

describe('content search', () => {
  it.each([
    ['  Café-Crème!  ', 'cafe creme'],
    ['ARROW_right', 'arrow right'],
    ['', ''],
  ])('normalises %j to %j', (raw, text) => expect(normalizeSearchText(raw)).toBe(text));

  it('splits a pattern into distinct words', () => {
    expect(searchWords('star  STAR badge')).toEqual(['star', 'badge']);
    expect(searchWords('  ')).toEqual([]);
  });

  it.each([
    ['star', 1, 10],
    ['star', 3, 6],
    ['star', 5, 5],
    ['fav', 1, 3],
    ['ting', 1, 1],
    ['star badge', 2, 20],
    ['star love', 1, 0],
  ])('%j scores item %i at %i', (pattern, id, score) =>
    expect(
      searchScore(
        ITEMS.find((i) => i.id === id)!,
        searchWords(pattern),
      ),
    ).toBe(score),
  );

  it('searching orders by score, equal scores by rating', () => {
    expect(ids(searchContent(ITEMS, 'star', null, page).page)).toEqual([2, 1, 3, 5]);
  });

  it('without a pattern every item, by rating descending', () => {
    const r = searchContent(ITEMS, '', null, page);
    expect(r.count).toBe(5);
    expect(ids(r.page)).toEqual([2, 4, 1, 3, 5]);
  });

  it('by name either way, and by rating ascending', () => {
    expect(ids(searchContent(ITEMS, '', { member: 'name', direction: 0 }, page).page)).toEqual([
      4, 5, 1, 2, 3,
    ]);
    expect(ids(searchContent(ITEMS, '', { member: 'rating', direction: 0 }, page).page)).toEqual([
      5, 3, 1, 4, 2,
    ]);
  });

  it('pages are 0-based slices of the ordered list; past the end is empty', () => {
    const size = { number: 1, size: 2 };
    expect(ids(searchContent(ITEMS, '', null, size).page)).toEqual([1, 3]);
    expect(searchContent(ITEMS, '', null, { number: 9, size: 2 })).toEqual({ count: 5, page: [] });
  });

  it('no match is an empty list', () => {
    expect(searchContent(ITEMS, 'zebra', null, page)).toEqual({ count: 0, page: [] });
  });
});
