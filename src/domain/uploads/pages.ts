/**
 * Choosing the page of a file of several pictures (issue 15 item 12): a PDF's or AI's pages, a
 * TIFF's directories, a HEIF's top-level images. The pipeline decodes any one of them (its `page`
 * option, 0-based); a placed image keeps the page it shows in its object data (`data.page`), so
 * history, copies, saved designs and the print export ask for that page again.
 *
 * GIF, WebP and APNG report their animation frames as pages too, but a frame is not a page a
 * shopper prints: they show frame 1 and offer no choice.
 */
import type { ImageFormat } from '../imaging/formats';

/** Formats whose pages can be chosen (the codec decodes page N: PDF/AI pages, TIFF IFDs, HEIF). */
export const PAGED_FORMATS: ReadonlySet<ImageFormat> = new Set<ImageFormat>([
  'pdf',
  'ai',
  'tiff',
  'heic',
]);

/** Highest page index kept in object data (the TIFF header counts at most 10,000 pages). */
export const MAX_PAGE_INDEX = 9_999;

/** Pages a shopper may choose from: the file's count for paged formats, else 1. */
export function choosablePages(format: ImageFormat, pages: number): number {
  if (!PAGED_FORMATS.has(format) || !Number.isInteger(pages) || pages < 2) return 1;
  return Math.min(pages, MAX_PAGE_INDEX + 1);
}

/** `page` (0-based) as a valid index of a file of `pages` pages: whole, from 0 to pages − 1. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page) || pages < 1) return 0;
  return Math.min(Math.max(0, Math.floor(page)), Math.floor(pages) - 1);
}

/** A page index read from outside (object data): a whole number 0…MAX_PAGE_INDEX, else undefined. */
export function pageIndex(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_PAGE_INDEX
    ? n
    : undefined;
}

/** Marks the page in an image source's key (never written in a design: `data.page` is). */
const PAGE_MARK = '#page=';

/**
 * The key the canvas keeps a source's decoded pixels under: `src` itself for page 0, `src` with
 * the page appended for another page (each page is a picture of its own; the server's display
 * rendition of `src` is page 0's).
 */
export function pageSourceKey(src: string, page: number): string {
  return page > 0 ? `${src}${PAGE_MARK}${page}` : src;
}

/** The source and page of a key made by pageSourceKey. */
export function parsePageSourceKey(key: string): { src: string; page: number } {
  const at = key.lastIndexOf(PAGE_MARK);
  const page = at < 0 ? undefined : pageIndex(key.slice(at + PAGE_MARK.length));
  return page === undefined || page === 0 ? { src: key, page: 0 } : { src: key.slice(0, at), page };
}
