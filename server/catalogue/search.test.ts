import { describe, expect, it } from 'vitest';
import type { ListedProduct } from './repository';
import { matchScore, personalizedQuery } from './search';

const product = (name: string, key: string, keywords = '', description = ''): ListedProduct => ({
  item: { productId: 1, key, name, label: null, images: [] },
  description,
  keywords,
  isFeatured: false,
  sortOrder: 0,
});

const BANNER = product(
  'Vinyl Banner',
  'vinyl-banner',
  'outdoor event',
  'Full-colour outdoor banner.',
);

describe('matchScore', () => {
  it.each([
    ['vinyl banner', 100],
    ['vinyl', 90],
    ['ban', 80],
    ['nyl ban', 70],
    ['banner vinyl', 50],
    ['banner event', 40],
    ['colour', 20],
    ['sticker', 0],
  ])('%j -> %s', (pattern, score) => {
    expect(matchScore(pattern, BANNER)).toBe(score);
  });
});

describe('personalizedQuery', () => {
  it.each([
    [{}, { pageNumber: 0, pageSize: 20, member: 'name', direction: 0, pattern: '' }],
    [
      { pattern: '  Yard   SIGN ' },
      { pageNumber: 0, pageSize: 20, member: 'score', direction: 1, pattern: 'yard sign' },
    ],
    [
      { page: { number: 2, size: 5 }, sort: { member: 'name' as const, direction: 1 as const } },
      { pageNumber: 2, pageSize: 5, member: 'name', direction: 1, pattern: '' },
    ],
  ])('%j', (body, expected) => {
    expect(personalizedQuery(body)).toEqual(expected);
  });
});
