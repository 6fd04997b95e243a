/**
 * Product/Personalized (spec shell §7): the product list, paged (default 20 a page, at most
 * 100), sorted by name ascending, or by match score when a search pattern is given.
 */
import type { PersonalizedRequest, PersonalizedResult } from '../../src/domain/product';
import type { ListedProduct } from './repository';

/** Products per page when the request gives none (spec shell §9). */
export const DEFAULT_PAGE_SIZE = 20;
/** Largest page a request may ask for. */
export const MAX_PAGE_SIZE = 100;
/** Longest search pattern, characters (spec canvas §5). */
export const MAX_PATTERN_LENGTH = 250;

/** A Product/Personalized request with its defaults applied. */
export interface PersonalizedQuery {
  /** 0-based. */
  pageNumber: number;
  pageSize: number;
  member: 'name' | 'score';
  /** 0 ascending, 1 descending. */
  direction: 0 | 1;
  /** Lower case, trimmed, inner spaces collapsed; '' = no search. */
  pattern: string;
}

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
}

/** The request with defaults applied (its types are checked by the route schema). */
export function personalizedQuery(body: PersonalizedRequest): PersonalizedQuery {
  const pattern = normalize(body.pattern ?? '');
  const member = body.sort?.member ?? (pattern ? 'score' : 'name');
  return {
    pageNumber: body.page?.number ?? 0,
    pageSize: Math.min(body.page?.size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    member,
    // Best matches first unless told otherwise; names A to Z unless told otherwise.
    direction: body.sort?.direction ?? (member === 'score' ? 1 : 0),
    pattern,
  };
}

/**
 * How well a product matches a normalised pattern, 0 (no match) to 100: the whole name, its
 * start, a word start, anywhere in the name, the key, then every word somewhere in the name,
 * keywords or description.
 */
export function matchScore(pattern: string, product: ListedProduct): number {
  if (pattern === '') return 1;
  const name = normalize(product.item.name);
  if (name === pattern) return 100;
  if (name.startsWith(pattern)) return 90;
  if (name.split(' ').some((w) => w.startsWith(pattern))) return 80;
  if (name.includes(pattern)) return 70;
  if (normalize(product.item.key).includes(pattern)) return 60;
  const words = pattern.split(' ');
  if (words.every((w) => name.includes(w))) return 50;
  const keywords = normalize(product.keywords);
  if (words.every((w) => name.includes(w) || keywords.includes(w))) return 40;
  const all = `${name} ${keywords} ${normalize(product.description)}`;
  return words.every((w) => all.includes(w)) ? 20 : 0;
}

const byName = (a: ListedProduct, b: ListedProduct) =>
  a.item.name.localeCompare(b.item.name, 'en', { sensitivity: 'base' }) ||
  a.item.productId - b.item.productId;

/** The page of products a query asks for, with the featured ones on the first unfiltered page. */
export function personalize(
  products: readonly ListedProduct[],
  q: PersonalizedQuery,
): PersonalizedResult {
  const scored = products
    .map((p) => ({ p, score: matchScore(q.pattern, p) }))
    .filter((s) => s.score > 0);
  const sign = q.direction === 1 ? -1 : 1;
  scored.sort((a, b) =>
    q.member === 'score' ? sign * (a.score - b.score) || byName(a.p, b.p) : sign * byName(a.p, b.p),
  );
  const start = q.pageNumber * q.pageSize;
  const page = scored.slice(start, start + q.pageSize).map((s) => s.p.item);
  const frequentlyUsed =
    q.pageNumber === 0 && q.pattern === ''
      ? products
          .filter((p) => p.isFeatured)
          .sort((a, b) => a.sortOrder - b.sortOrder)
          .map((p) => p.item)
      : [];
  return { count: scored.length, frequentlyUsed, other: page };
}
