import { describe, expect, it } from 'vitest';
import type { ImageFormat } from '../imaging/formats';
import { choosablePages, clampPage, pageIndex, pageSourceKey, parsePageSourceKey } from './pages';

describe('page choice', () => {
  it.each([
    ['heic', 2, 2],
    ['pdf', 3, 3],
    ['ai', 4, 4],
    ['tiff', 3, 3],
    ['tiff', 1, 1],
    ['pdf', 0, 1],
    // Animation frames are not pages.
    ['gif', 10, 1],
    ['webp', 10, 1],
    ['png', 4, 1],
    ['jpeg', 1, 1],
    ['tiff', 50_000, 10_000],
  ] as [ImageFormat, number, number][])('%s with %d pages offers %d', (format, pages, want) => {
    expect(choosablePages(format, pages)).toBe(want);
  });

  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 2],
    [-1, 3, 0],
    [1.7, 3, 1],
    [Number.NaN, 3, 0],
    [5, 0, 0],
  ])('clampPage(%d, %d) = %d', (page, pages, want) => {
    expect(clampPage(page, pages)).toBe(want);
  });

  it.each([
    [0, 0],
    [1, 1],
    ['2', 2],
    [9_999, 9_999],
    [10_000, undefined],
    [-1, undefined],
    [1.5, undefined],
    ['x', undefined],
    [null, undefined],
  ])('pageIndex(%o) = %o', (value, want) => {
    expect(pageIndex(value)).toBe(want);
  });

  it.each([
    ['upload-local:f1', 0, 'upload-local:f1'],
    ['upload-local:f1', 1, 'upload-local:f1#page=1'],
    ['/api/v1/system/source?id=a&size=1', 2, '/api/v1/system/source?id=a&size=1#page=2'],
  ])('source key of %s page %d', (src, page, key) => {
    expect(pageSourceKey(src, page)).toBe(key);
    expect(parsePageSourceKey(key)).toEqual({ src, page });
  });

  it('keys without a valid page are the source itself', () => {
    expect(parsePageSourceKey('a#page=x')).toEqual({ src: 'a#page=x', page: 0 });
    expect(parsePageSourceKey('a#page=0')).toEqual({ src: 'a#page=0', page: 0 });
  });
});
