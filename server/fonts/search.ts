/**
 * SearchFont's rule (spec canvas §5, shell §7): families whose name contains the pattern (any
 * case, spaces and hyphens alike), optionally of one category, sorted by rating (most used first,
 * the catalogue's order breaking ties) or by name, then paged (0-based pages of 24 by default).
 */
import type { SearchFontRequest } from '../../src/domain/fonts/types';
import { FONT_PAGE_SIZE, MAX_FONT_SEARCH_SIZE } from '../../src/domain/fonts/types';

/** What the search needs of a family row. */
export interface FamilyRow {
  id: number;
  name: string;
  category_id: number;
  rating: number;
  sort_order: number;
  /** JSON object: unicode range by subset. */
  unicode_ranges: string;
}

/** A SearchFont request with its defaults applied. */
export interface FontQuery {
  /** 0-based. */
  pageNumber: number;
  pageSize: number;
  member: 'rating' | 'name';
  /** 0 ascending, 1 descending. */
  direction: 0 | 1;
  /** Normalised: lower case, hyphens as spaces, spaces collapsed; '' = every family. */
  pattern: string;
  categoryId: number | null;
}

/** Lower case, hyphens and runs of spaces as one space, trimmed. */
export function normalizeFontPattern(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
}

/** The request with the spec's defaults: page 0 of 24, by rating, descending. */
export function fontQuery(body: SearchFontRequest): FontQuery {
  const member = body.sort?.member ?? 'rating';
  return {
    pageNumber: body.page?.number ?? 0,
    pageSize: Math.min(body.page?.size ?? FONT_PAGE_SIZE, MAX_FONT_SEARCH_SIZE),
    member,
    direction: body.sort?.direction ?? (member === 'rating' ? 1 : 0),
    pattern: normalizeFontPattern(body.pattern ?? ''),
    categoryId: body.categoryId ?? null,
  };
}

const byCatalogue = (a: FamilyRow, b: FamilyRow) => a.sort_order - b.sort_order || a.id - b.id;
const byName = (a: FamilyRow, b: FamilyRow) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

/** Most used first (direction 1), least used first (0); equal ratings in catalogue order. */
export function byRating(direction: 0 | 1) {
  return (a: FamilyRow, b: FamilyRow) =>
    (direction === 1 ? b.rating - a.rating : a.rating - b.rating) || byCatalogue(a, b);
}

/** The matching families in order, and the requested page of them. */
export function searchFamilies<T extends FamilyRow>(
  rows: readonly T[],
  q: FontQuery,
): { count: number; page: T[] } {
  const matching = rows.filter(
    (r) =>
      (q.categoryId === null || r.category_id === q.categoryId) &&
      normalizeFontPattern(r.name).includes(q.pattern),
  );
  const compare =
    q.member === 'name'
      ? (a: T, b: T) => (q.direction === 0 ? byName(a, b) : byName(b, a))
      : byRating(q.direction);
  matching.sort(compare);
  const start = q.pageNumber * q.pageSize;
  return { count: matching.length, page: matching.slice(start, start + q.pageSize) };
}
