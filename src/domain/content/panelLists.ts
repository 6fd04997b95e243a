/**
 * The content panels' list rules (spec shell §9, canvas §5 and §9): masonry columns per
 * breakpoint, the search text sent, pages merged as the list scrolls, and the width a thumbnail
 * is asked at. Pure: the panels (src/features/content) apply them.
 */
import { TUNABLES } from '../tunables';
import { MAX_SEARCH_LENGTH } from './types';

/**
 * Masonry columns by viewport width, px (breakpoints 576, 768, 992 and the small-PC 1091). Under
 * 1091 the panel spans the screen, so wider screens get more columns; from 1091 it is the
 * 320 px side panel: three columns of about 90 px thumbnails.
 */
export const MASONRY_COLUMNS: readonly { minWidthPx: number; columns: number }[] = [
  { minWidthPx: TUNABLES.layout.smallPcBreakpointPx, columns: 3 },
  { minWidthPx: 992, columns: 6 },
  { minWidthPx: 768, columns: 5 },
  { minWidthPx: 576, columns: 4 },
  { minWidthPx: 0, columns: 3 },
];

export function masonryColumns(viewportWidthPx: number): number {
  return MASONRY_COLUMNS.find((b) => viewportWidthPx >= b.minWidthPx)?.columns ?? 3;
}

/** `items` dealt into `columns` columns left to right, so reading order stays row by row. */
export function masonryDeal<T>(items: readonly T[], columns: number): T[][] {
  const n = Math.max(1, Math.floor(columns));
  const out: T[][] = Array.from({ length: n }, () => []);
  items.forEach((item, i) => out[i % n]!.push(item));
  return out;
}

/**
 * The pattern a search sends: trimmed, at most 250 characters (the server refuses longer with
 * `searchTooLong`; the field already stops typing there). '' lists everything.
 */
export function searchPatternOf(typed: string): string {
  return typed.trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

/**
 * The list after page `number` (0-based, `size` items a page) arrives: the items of the pages
 * before it, then its own, without an item shown already (a use recorded meanwhile may move an
 * item to a later page; it stays where the shopper saw it first).
 */
export function mergePage<T extends { id: number | string }>(
  shown: readonly T[],
  page: readonly T[],
  number: number,
  size: number,
): T[] {
  const before = shown.slice(0, Math.max(0, number) * size);
  const ids = new Set(before.map((item) => item.id));
  return [...before, ...page.filter((item) => !ids.has(item.id))];
}

/** Whether a later page exists: fewer loaded than the list's count, and the last page was full. */
export function hasMorePages(count: number, loaded: number, lastPageLength: number, size: number) {
  return loaded < count && lastPageLength >= size;
}

/** Thumbnail widths are asked in steps of this many px, so neighbouring sizes share a cache. */
export const THUMBNAIL_STEP_PX = 40;
/** Widest thumbnail asked (`/images/process` clamps at 4096 anyway). */
export const MAX_THUMBNAIL_PX = 1024;

/** Width to ask `/images/process` for: the width shown × devicePixelRatio, rounded up a step. */
export function thumbnailWidth(shownCssPx: number, devicePixelRatio: number): number {
  const dpr = devicePixelRatio > 0 && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  const px = Math.max(1, shownCssPx) * dpr;
  return Math.min(MAX_THUMBNAIL_PX, Math.ceil(px / THUMBNAIL_STEP_PX) * THUMBNAIL_STEP_PX);
}
