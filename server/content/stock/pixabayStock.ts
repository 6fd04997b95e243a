/**
 * A Pixabay-compatible provider (https://pixabay.com/api/docs/): `GET <url>?key&q&page&per_page
 * &image_type=photo&safesearch=true`, answering `{total, totalHits, hits: [{id, tags,
 * webformatURL, largeImageURL, imageWidth, imageHeight, …}]}`. Its limits shape the query: `q` at
 * most 100 characters (cut at a word), `per_page` 3–200, pages 1-based, and no more than 500
 * hits reachable (a page past them is empty, not an error). The answer is checked field by field;
 * anything else — a refusal, a timeout, an unreadable answer — is a StockProviderError.
 */
import type { StockImage } from '../../../src/domain/content/types';
import { PIXABAY_LICENCE } from '../licences';
import type { StockImageProvider, StockQuery, StockResult } from './provider';
import { StockProviderError } from './provider';

/** Pixabay's limits (API documentation). */
const MAX_QUERY_CHARS = 100;
const MIN_PER_PAGE = 3;
const MAX_REACHABLE_HITS = 500;
/** Pixabay's `largeImageURL` is scaled to this many pixels on its long side. */
const LARGE_IMAGE_SIDE = 1280;

interface PixabayHit {
  id: number;
  tags: string;
  webformatURL: string;
  largeImageURL: string;
  imageWidth: number;
  imageHeight: number;
}

function isHit(v: unknown): v is PixabayHit {
  if (typeof v !== 'object' || v === null) return false;
  const h = v as Record<string, unknown>;
  const url = (u: unknown) => typeof u === 'string' && /^https:\/\//.test(u);
  const positive = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n > 0;
  return (
    Number.isSafeInteger(h.id) &&
    typeof h.tags === 'string' &&
    url(h.webformatURL) &&
    url(h.largeImageURL) &&
    positive(h.imageWidth) &&
    positive(h.imageHeight)
  );
}

/** The query text within Pixabay's 100 characters, cut at a word. */
export function pixabayQuery(text: string): string {
  if (text.length <= MAX_QUERY_CHARS) return text;
  const cut = text.slice(0, MAX_QUERY_CHARS);
  const space = cut.lastIndexOf(' ');
  return space > 0 ? cut.slice(0, space) : cut;
}

/**
 * Pixabay pages are 1-based and fixed-size, at least 3: the smallest page size holding the whole
 * window `start … start + size - 1` in one page (`size` itself unless it is under 3).
 */
export function pixabayPerPage(start: number, size: number): number {
  let perPage = Math.max(MIN_PER_PAGE, size);
  while (Math.floor(start / perPage) !== Math.floor((start + size - 1) / perPage)) perPage++;
  return perPage;
}

export class PixabayStockProvider implements StockImageProvider {
  readonly name = 'pixabay';

  constructor(
    private readonly apiKey: string,
    private readonly apiUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async search(query: StockQuery): Promise<StockResult> {
    const start = query.page * query.size;
    if (start >= MAX_REACHABLE_HITS) return { images: [], total: MAX_REACHABLE_HITS };
    const perPage = pixabayPerPage(start, query.size);
    const url = new URL(this.apiUrl);
    url.searchParams.set('key', this.apiKey);
    url.searchParams.set('q', pixabayQuery(query.text));
    url.searchParams.set('page', String(Math.floor(start / perPage) + 1));
    url.searchParams.set('per_page', String(perPage));
    url.searchParams.set('image_type', 'photo');
    url.searchParams.set('safesearch', 'true');
    let body: unknown;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      if (!response.ok) throw new StockProviderError(`Pixabay answered ${response.status}`);
      body = await response.json();
    } catch (error) {
      if (error instanceof StockProviderError) throw error;
      throw new StockProviderError('Pixabay could not be reached', { cause: error });
    }
    const answer = body as { totalHits?: unknown; hits?: unknown };
    if (!Number.isSafeInteger(answer.totalHits) || !Array.isArray(answer.hits))
      throw new StockProviderError('Pixabay answered an unreadable body');
    const offset = start % perPage;
    const images = answer.hits
      .filter(isHit)
      .slice(offset, offset + query.size)
      .map((hit): StockImage => {
        const scale = Math.min(1, LARGE_IMAGE_SIDE / Math.max(hit.imageWidth, hit.imageHeight));
        const tags = hit.tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean);
        return {
          id: String(hit.id),
          source: this.name,
          previewUrl: hit.webformatURL,
          url: hit.largeImageURL,
          width: Math.round(hit.imageWidth * scale),
          height: Math.round(hit.imageHeight * scale),
          tags,
          alt: tags.join(', '),
          licence: PIXABAY_LICENCE,
        };
      });
    return { images, total: Math.min(answer.totalHits as number, MAX_REACHABLE_HITS) };
  }
}
