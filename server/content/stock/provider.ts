/**
 * Where stock images come from (spec canvas §3 "Stock image source: Pixabay-type provider or
 * external"): one interface, two providers — the local library (localStock.ts, the default) and a
 * Pixabay-compatible API (pixabayStock.ts) when PIXABAY_API_KEY is set. A provider that cannot
 * answer throws {@link StockProviderError}; the route answers it in the API error shape (502
 * `stockImagesLoadFailed`), which the editor shows as 'Error loading imagesData'.
 */
import type { StockImage } from '../../../src/domain/content/types';

/** A page of a stock search: `page` 0-based, `size` images a page. */
export interface StockQuery {
  text: string;
  page: number;
  size: number;
}

/** The images of the page and how many match in all. */
export interface StockResult {
  images: StockImage[];
  total: number;
}

export interface StockImageProvider {
  /** 'local' or the provider's name. */
  readonly name: string;
  search(query: StockQuery): Promise<StockResult>;
}

/** The provider failed (unreachable, refused, timed out, or answered what we cannot read). */
export class StockProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StockProviderError';
  }
}

/** What the route needs of the server's configuration. */
export interface StockConfig {
  /** PIXABAY_API_KEY: null keeps the local library. */
  pixabayApiKey: string | null;
  /** PIXABAY_API_URL: the API's endpoint (tests point it at a local fake). */
  pixabayApiUrl: string;
  /** Longest wait for the provider's answer, ms. */
  timeoutMs: number;
}

/** Pixabay's documented endpoint. */
export const DEFAULT_PIXABAY_API_URL = 'https://pixabay.com/api/';

export const DEFAULT_STOCK_CONFIG: StockConfig = {
  pixabayApiKey: null,
  pixabayApiUrl: DEFAULT_PIXABAY_API_URL,
  timeoutMs: 10_000,
};
