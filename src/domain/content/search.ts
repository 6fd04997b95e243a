/**
 * The content search (spec canvas §5, shell §7: "by score when searching, else by rating,
 * descending"): the pattern is split into words; an item matches when every word is found in
 * its name or its tags (any case, accents and punctuation ignored), and its score adds up how
 * well each word matched. Pure, shared by the element, template and stock-image lists.
 */

/** Points per word: an exact name word beats a prefix, a tag beats a substring. */
export const SEARCH_POINTS = {
  nameWord: 10,
  namePrefix: 6,
  tagWord: 5,
  tagPrefix: 3,
  substring: 1,
} as const;

/** What the search reads of an item. */
export interface Searchable {
  id: number;
  name: string;
  tags: readonly string[];
  rating: number;
}

/** Lower case, accents dropped, anything but letters and digits as one space, trimmed. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a pattern ([] for an empty one: everything matches). */
export function searchWords(pattern: string): string[] {
  const text = normalizeSearchText(pattern);
  return text === '' ? [] : [...new Set(text.split(' '))];
}

function wordScore(word: string, nameWords: string[], tagWords: string[]): number {
  if (nameWords.includes(word)) return SEARCH_POINTS.nameWord;
  if (nameWords.some((w) => w.startsWith(word))) return SEARCH_POINTS.namePrefix;
  if (tagWords.includes(word)) return SEARCH_POINTS.tagWord;
  if (tagWords.some((w) => w.startsWith(word))) return SEARCH_POINTS.tagPrefix;
  if ([...nameWords, ...tagWords].some((w) => w.includes(word))) return SEARCH_POINTS.substring;
  return 0;
}

/** The item's score for `words`; 0 when a word is found nowhere (no match). */
export function searchScore(item: Searchable, words: readonly string[]): number {
  const nameWords = normalizeSearchText(item.name).split(' ');
  const tagWords = item.tags.flatMap((t) => normalizeSearchText(t).split(' '));
  let total = 0;
  for (const word of words) {
    const points = wordScore(word, nameWords, tagWords);
    if (points === 0) return 0;
    total += points;
  }
  return total;
}

/** How a list is ordered: 0 ascending, 1 descending. */
export interface ContentOrder {
  member: 'rating' | 'name' | 'score';
  direction: 0 | 1;
}

/** The spec's default: by score when searching, else by rating; descending. */
export function defaultOrder(words: readonly string[]): ContentOrder {
  return { member: words.length > 0 ? 'score' : 'rating', direction: 1 };
}

const byName = (a: Searchable, b: Searchable) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * The items matching `pattern`, ordered, with the total and the page asked for. Ties (equal
 * score or rating) go by rating, then by id, so pages never overlap.
 */
export function searchContent<T extends Searchable>(
  items: readonly T[],
  pattern: string,
  order: ContentOrder | null,
  page: { number: number; size: number },
): { count: number; page: T[] } {
  const words = searchWords(pattern);
  const { member, direction } = order ?? defaultOrder(words);
  const scored = items
    .map((item) => ({ item, score: words.length === 0 ? 1 : searchScore(item, words) }))
    .filter((s) => s.score > 0);
  const sign = direction === 1 ? -1 : 1;
  scored.sort((a, b) => {
    const primary =
      member === 'name'
        ? byName(a.item, b.item)
        : member === 'score'
          ? a.score - b.score
          : a.item.rating - b.item.rating;
    return sign * primary || b.item.rating - a.item.rating || a.item.id - b.item.id;
  });
  const start = page.number * page.size;
  return {
    count: scored.length,
    page: scored.slice(start, start + page.size).map((s) => s.item),
  };
}
