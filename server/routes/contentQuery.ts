/**
 * What the content routes share: query-string patterns (values arrive as strings and are not
 * coerced), the search-length rule (spec canvas §5: at most 250 characters; longer is a 400
 * `searchTooLong`, not a silent cut) and the list defaults.
 */
import type { ContentOrder } from '../../src/domain/content/search';
import type { ContentSortMember } from '../../src/domain/content/types';
import { CONTENT_PAGE_SIZE, MAX_SEARCH_LENGTH } from '../../src/domain/content/types';
import { HttpError } from '../http/httpError';

/** A 0-based page number. */
export const PAGE_NUMBER = '^(0|[1-9][0-9]{0,5})$';
/** 1 to 100. */
export const PAGE_COUNT = '^(100|[1-9][0-9]?)$';
/** A positive id of at most 9 digits. */
export const ID = '^[1-9][0-9]{0,8}$';

/** The translation key of a search text over {@link MAX_SEARCH_LENGTH} characters. */
export const SEARCH_TOO_LONG = 'searchTooLong';

/** The search text, trimmed; throws 400 `searchTooLong` (on `field`) past 250 characters. */
export function searchText(raw: string | null | undefined, field = 'pattern'): string {
  const text = raw ?? '';
  // Characters as the shopper counts them (code points), not UTF-16 units.
  if ([...text].length > MAX_SEARCH_LENGTH) throw HttpError.validation(SEARCH_TOO_LONG, field);
  return text.trim();
}

/** The sort asked for, or null for the spec's default (score when searching, else rating). */
export function orderOf(
  sort: { member?: ContentSortMember; direction?: 0 | 1 } | undefined,
): ContentOrder | null {
  if (sort?.member === undefined) return null;
  return { member: sort.member, direction: sort.direction ?? (sort.member === 'name' ? 0 : 1) };
}

/** The page asked for, with the spec's defaults (page 0 of 24). */
export function pageOf(page: { number?: number; size?: number } | undefined) {
  return { number: page?.number ?? 0, size: page?.size ?? CONTENT_PAGE_SIZE };
}
